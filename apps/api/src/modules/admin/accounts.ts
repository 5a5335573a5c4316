import type { AccountApprovalStatus, AdminAccount, List } from '@shop/contracts';
import { and, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { channels, customers, shopUsers } from '../../db/schema/index.ts';
import { notFound, violation } from '../../http/http-error.ts';
import type { PageRequest } from '../../http/lists.ts';
import { enqueueJob } from '../../jobs/job-queue.ts';
import { pageMeta, recordAudit } from './audit.ts';

/** Job kind: the mail telling a customer their account was approved or turned down. */
export const ACCOUNT_DECISION_EMAIL_JOB = 'account-decision-email';

const columns = {
  shopUserId: shopUsers.id,
  customerId: customers.id,
  email: customers.email,
  firstName: customers.firstName,
  lastName: customers.lastName,
  phoneNumber: customers.phoneNumber,
  companyName: customers.companyName,
  vatNumber: customers.vatNumber,
  companyCode: customers.companyCode,
  channelCode: channels.code,
  verifiedAt: shopUsers.verifiedAt,
  approvedAt: shopUsers.approvedAt,
  rejectedAt: shopUsers.rejectedAt,
  createdAt: shopUsers.createdAt,
};

type Row = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] | null } & {
  shopUserId: number;
  customerId: number;
  email: string;
  channelCode: string;
  createdAt: Date;
};

function statusOf(row: Pick<Row, 'approvedAt' | 'rejectedAt'>): AccountApprovalStatus {
  if (row.approvedAt) return 'approved';
  return row.rejectedAt ? 'rejected' : 'pending';
}

function toAccount(row: Row): AdminAccount {
  return {
    shopUserId: row.shopUserId,
    customerId: row.customerId,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phoneNumber: row.phoneNumber,
    companyName: row.companyName,
    vatNumber: row.vatNumber,
    companyCode: row.companyCode,
    channelCode: row.channelCode,
    verified: row.verifiedAt !== null,
    status: statusOf(row),
    registeredAt: row.createdAt.toISOString(),
    decidedAt: (row.approvedAt ?? row.rejectedAt)?.toISOString() ?? null,
  };
}

const STATUS_FILTER: Record<AccountApprovalStatus, SQL | undefined> = {
  pending: and(isNull(shopUsers.approvedAt), isNull(shopUsers.rejectedAt)),
  approved: isNotNull(shopUsers.approvedAt),
  rejected: and(isNull(shopUsers.approvedAt), isNotNull(shopUsers.rejectedAt)),
};

function accountsQuery(db: Database) {
  return db
    .select(columns)
    .from(shopUsers)
    .innerJoin(customers, eq(customers.id, shopUsers.customerId))
    .innerJoin(channels, eq(channels.id, shopUsers.channelId));
}

/** Accounts of the login-only channels (b2b), the ones waiting first by default; newest first. */
export async function listAccounts(
  db: Database,
  input: PageRequest & { status?: AccountApprovalStatus },
): Promise<List<AdminAccount>> {
  const where = and(eq(channels.requiresLogin, true), input.status ? STATUS_FILTER[input.status] : undefined);
  const [counted] = await db
    .select({ total: count() })
    .from(shopUsers)
    .innerJoin(channels, eq(channels.id, shopUsers.channelId))
    .where(where);
  const rows = await accountsQuery(db)
    .where(where)
    .orderBy(desc(shopUsers.createdAt), desc(shopUsers.id))
    .limit(input.itemsPerPage)
    .offset((input.page - 1) * input.itemsPerPage);
  return { data: (rows as Row[]).map(toAccount), meta: pageMeta(Number(counted?.total ?? 0), input) };
}

/**
 * Approves or turns down a login-only channel's account, with the row locked, audits it and mails the
 * customer. Approving a turned-down account (or the reverse) is allowed: the administration may change its
 * mind; deciding the same again is a 422.
 */
export async function decideAccount(
  db: Database,
  input: {
    shopUserId: number;
    decision: 'approve' | 'reject';
    reason?: string;
    administratorId: number;
    now: Date;
  },
): Promise<AdminAccount> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: shopUsers.id, approvedAt: shopUsers.approvedAt, rejectedAt: shopUsers.rejectedAt })
      .from(shopUsers)
      .where(eq(shopUsers.id, input.shopUserId))
      .for('update');
    const [row] = locked
      ? ((await accountsQuery(tx).where(
          and(eq(shopUsers.id, locked.id), eq(channels.requiresLogin, true)),
        )) as Row[])
      : [];
    if (!locked || !row) throw notFound(`Account ${input.shopUserId} not found.`);
    const current = statusOf(locked);
    const target: AccountApprovalStatus = input.decision === 'approve' ? 'approved' : 'rejected';
    if (current === target) {
      throw violation('', `The account is already ${target}.`, 'account_already_decided');
    }
    const decided =
      input.decision === 'approve'
        ? { approvedAt: input.now, rejectedAt: null }
        : { approvedAt: null, rejectedAt: input.now };
    await tx.update(shopUsers).set(decided).where(eq(shopUsers.id, locked.id));
    await recordAudit(
      tx,
      {
        administratorId: input.administratorId,
        action: `account.${input.decision}`,
        subjectType: 'account',
        subjectId: locked.id,
        summary:
          `${input.decision === 'approve' ? 'Approved' : 'Turned down'} ${row.companyName ?? row.email} ` +
          `(${row.email}, ${row.channelCode})${input.reason ? `: ${input.reason}` : ''}`,
        details: { from: current, to: target, ...(input.reason ? { reason: input.reason } : {}) },
      },
      input.now,
    );
    await enqueueJob(tx, ACCOUNT_DECISION_EMAIL_JOB, {
      shopUserId: locked.id,
      decision: input.decision,
      ...(input.reason ? { reason: input.reason } : {}),
    });
    return toAccount({ ...row, ...decided });
  });
}
