import type { AdminAuditEntry, AdminAuditQuery, List } from '@shop/contracts';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { adminAuditLog, administrators } from '../../db/schema/index.ts';
import type { PageRequest } from '../../http/lists.ts';

export interface AuditRecord {
  /** null for what the shop itself did (a Stripe event, a checkout): `details.actor` names it. */
  administratorId: number | null;
  action: string;
  subjectType: string;
  subjectId: string | number;
  summary: string;
  details?: Record<string, unknown>;
}

/** Writes who did what: call it in the transaction of the action, so only what happened is recorded. */
export async function recordAudit(tx: Database, record: AuditRecord, now = new Date()): Promise<void> {
  await tx.insert(adminAuditLog).values({
    administratorId: record.administratorId,
    action: record.action,
    subjectType: record.subjectType,
    subjectId: String(record.subjectId),
    summary: record.summary,
    details: record.details ?? {},
    createdAt: now,
  });
}

/** The audit log, newest first; filtered by administrator, by object (type, and id within it) and by action. */
export async function listAudit(
  db: Database,
  input: PageRequest & Omit<AdminAuditQuery, 'page' | 'itemsPerPage'>,
): Promise<List<AdminAuditEntry>> {
  const filters: SQL[] = [];
  if (input.administratorId !== undefined)
    filters.push(eq(adminAuditLog.administratorId, input.administratorId));
  if (input.subjectType !== undefined) filters.push(eq(adminAuditLog.subjectType, input.subjectType));
  if (input.subjectId !== undefined) filters.push(eq(adminAuditLog.subjectId, input.subjectId));
  if (input.action !== undefined) filters.push(eq(adminAuditLog.action, input.action));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [counted] = await db.select({ total: count() }).from(adminAuditLog).where(where);
  const totalItems = Number(counted?.total ?? 0);
  const rows = await db
    .select({
      entry: adminAuditLog,
      admin: { id: administrators.id, email: administrators.email, name: administrators.name },
    })
    .from(adminAuditLog)
    .leftJoin(administrators, eq(administrators.id, adminAuditLog.administratorId))
    .where(where)
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
    .limit(input.itemsPerPage)
    .offset((input.page - 1) * input.itemsPerPage);
  return {
    data: rows.map(({ entry, admin }) => ({
      id: entry.id,
      administrator: admin?.id ? { id: admin.id, email: admin.email, name: admin.name } : null,
      action: entry.action,
      subjectType: entry.subjectType,
      subjectId: entry.subjectId,
      summary: entry.summary,
      createdAt: entry.createdAt.toISOString(),
    })),
    meta: pageMeta(totalItems, input),
  };
}

export function pageMeta(totalItems: number, input: PageRequest) {
  return {
    totalItems,
    page: input.page,
    itemsPerPage: input.itemsPerPage,
    lastPage: Math.max(1, Math.ceil(totalItems / input.itemsPerPage)),
  };
}
