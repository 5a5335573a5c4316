import { createHash } from 'node:crypto';
import {
  REDIRECT_UNKNOWN_CHANNEL_MESSAGE,
  STALE_VERSION_MESSAGE,
  type AdminRedirect,
  type AdminRedirectInput,
  type AdminRedirectListQuery,
  type AdminRedirectPatch,
  type List,
  type Violation,
} from '@shop/contracts';
import { and, asc, count, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { redirects } from '../../db/schema/index.ts';
import { HttpError, ViolationError, badRequest, notFound } from '../../http/http-error.ts';
import { recordAudit } from '../admin/audit.ts';
import { listChannelCodes } from '../channels/channel-list.ts';
import { bumpCatalogueVersion } from '../search/search-documents.ts';
import { chainProblems, duplicateProblem, ownProblems, type RedirectRuleRow } from './redirect-rules.ts';

export type RedirectRow = typeof redirects.$inferSelect;

/** Channel ids by code and codes by id. */
export interface ChannelCodes {
  idOf: Map<string, number>;
  codeOf: Map<number, string>;
}

export async function channelCodes(db: Database): Promise<ChannelCodes> {
  const rows = await listChannelCodes(db);
  return {
    idOf: new Map(rows.map((row) => [row.code, row.id])),
    codeOf: new Map(rows.map((row) => [row.id, row.code])),
  };
}

/** The version of a redirect: a digest of what it says, so any change to it gives another version. */
export function redirectVersion(row: Omit<RedirectRow, 'id'>): string {
  const content = JSON.stringify([
    row.channelId,
    row.source,
    row.destination,
    row.permanent,
    row.only404,
    row.enabled,
  ]);
  return createHash('sha256').update(content).digest('base64url').slice(0, 16);
}

export function redirectView(row: RedirectRow, codes: ChannelCodes): AdminRedirect {
  return {
    id: row.id,
    channel: row.channelId === null ? null : (codes.codeOf.get(row.channelId) ?? null),
    source: row.source,
    destination: row.destination,
    permanent: row.permanent,
    only404: row.only404,
    enabled: row.enabled,
    version: redirectVersion(row),
  };
}

/** Writers take this lock first: the checks read every redirect, so two writers must not pass them together. */
export async function lockRedirects(tx: Database): Promise<void> {
  await tx.execute(sql`LOCK TABLE redirects IN SHARE ROW EXCLUSIVE MODE`);
}

export async function listAdminRedirects(
  db: Database,
  query: AdminRedirectListQuery,
): Promise<List<AdminRedirect>> {
  const codes = await channelCodes(db);
  const conditions: SQL[] = [];
  if (query.channel === 'all') conditions.push(isNull(redirects.channelId));
  else if (query.channel !== undefined) {
    const channelId = codes.idOf.get(query.channel);
    if (channelId === undefined)
      throw badRequest(`Invalid query parameter "channel": no channel "${query.channel}".`);
    conditions.push(eq(redirects.channelId, channelId));
  }
  if (query.enabled !== undefined) conditions.push(eq(redirects.enabled, query.enabled === 'true'));
  if (query.search) {
    const pattern = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const search = or(ilike(redirects.source, pattern), ilike(redirects.destination, pattern));
    if (search) conditions.push(search);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [counted] = await db.select({ total: count() }).from(redirects).where(where);
  const totalItems = Number(counted?.total ?? 0);
  const rows = await db
    .select()
    .from(redirects)
    .where(where)
    .orderBy(asc(redirects.source), asc(redirects.id))
    .limit(query.itemsPerPage)
    .offset((query.page - 1) * query.itemsPerPage);
  return {
    data: rows.map((row) => redirectView(row, codes)),
    meta: {
      totalItems,
      page: query.page,
      itemsPerPage: query.itemsPerPage,
      lastPage: Math.max(1, Math.ceil(totalItems / query.itemsPerPage)),
    },
  };
}

async function rowOr404(db: Database, id: number): Promise<RedirectRow> {
  const [row] = await db.select().from(redirects).where(eq(redirects.id, id));
  if (!row) throw notFound(`Redirect "${id}" not found.`);
  return row;
}

export async function getAdminRedirect(db: Database, id: number): Promise<AdminRedirect> {
  return redirectView(await rowOr404(db, id), await channelCodes(db));
}

type Draft = Omit<RedirectRow, 'id'>;

/** Every rule for one redirect against the stored ones (`id`: the one being edited, left out). */
async function checkDraft(
  tx: Database,
  input: {
    channel: string | null;
    source: string;
    destination: string;
    permanent: boolean;
    only404: boolean;
    enabled: boolean;
  },
  codes: ChannelCodes,
  id: number | null,
): Promise<Draft> {
  const violations: Violation[] = [];
  let channelId: number | null = null;
  if (input.channel !== null) {
    const found = codes.idOf.get(input.channel);
    if (found === undefined)
      violations.push({ propertyPath: 'channel', message: REDIRECT_UNKNOWN_CHANNEL_MESSAGE });
    else channelId = found;
  }
  const own = ownProblems(input);
  for (const problem of own.problems)
    violations.push({ propertyPath: problem.field, message: problem.message });
  const draft: Draft = {
    channelId,
    source: own.source,
    destination: own.destination,
    permanent: input.permanent,
    only404: input.only404,
    enabled: input.enabled,
  };
  if (violations.length === 0) {
    const others = (await tx.select().from(redirects)).filter((row) => row.id !== id);
    const where = (other: RedirectRuleRow) => `redirect #${(other as RedirectRow).id}`;
    const duplicate = duplicateProblem(draft, others, where);
    const problems = [...(duplicate ? [duplicate] : []), ...chainProblems(draft, others, where)];
    for (const problem of problems)
      violations.push({ propertyPath: problem.field, message: problem.message });
  }
  if (violations.length > 0) throw new ViolationError(violations);
  return draft;
}

function describe(row: Draft, codes: ChannelCodes) {
  return {
    channel: row.channelId === null ? null : (codes.codeOf.get(row.channelId) ?? null),
    source: row.source,
    destination: row.destination,
    permanent: row.permanent,
    only404: row.only404,
    enabled: row.enabled,
  };
}

export async function createRedirect(
  db: Database,
  input: AdminRedirectInput,
  administratorId: number,
): Promise<AdminRedirect> {
  const codes = await channelCodes(db);
  const saved = await db.transaction(async (tx) => {
    await lockRedirects(tx);
    const draft = await checkDraft(tx, input, codes, null);
    const [row] = await tx.insert(redirects).values(draft).returning();
    if (!row) throw new Error('The redirect was not saved.');
    await recordAudit(tx, {
      administratorId,
      action: 'redirect.create',
      subjectType: 'redirect',
      subjectId: row.id,
      summary: `Redirect ${row.source} → ${row.destination}`,
      details: { after: describe(row, codes) },
    });
    return row;
  });
  await bumpCatalogueVersion(db);
  return redirectView(saved, codes);
}

export async function updateRedirect(
  db: Database,
  id: number,
  patch: AdminRedirectPatch,
  administratorId: number,
): Promise<AdminRedirect> {
  const codes = await channelCodes(db);
  const saved = await db.transaction(async (tx) => {
    await lockRedirects(tx);
    const before = await rowOr404(tx, id);
    if (redirectVersion(before) !== patch.version) throw new HttpError(409, STALE_VERSION_MESSAGE);
    const current = describe(before, codes);
    const draft = await checkDraft(
      tx,
      {
        channel: patch.channel === undefined ? current.channel : patch.channel,
        source: patch.source ?? before.source,
        destination: patch.destination ?? before.destination,
        permanent: patch.permanent ?? before.permanent,
        only404: patch.only404 ?? before.only404,
        enabled: patch.enabled ?? before.enabled,
      },
      codes,
      id,
    );
    const [row] = await tx.update(redirects).set(draft).where(eq(redirects.id, id)).returning();
    if (!row) throw notFound(`Redirect "${id}" not found.`);
    await recordAudit(tx, {
      administratorId,
      action: 'redirect.update',
      subjectType: 'redirect',
      subjectId: id,
      summary: `Redirect ${row.source} → ${row.destination}`,
      details: { before: current, after: describe(row, codes) },
    });
    return row;
  });
  await bumpCatalogueVersion(db);
  return redirectView(saved, codes);
}

export async function deleteRedirect(db: Database, id: number, administratorId: number): Promise<void> {
  const codes = await channelCodes(db);
  await db.transaction(async (tx) => {
    await lockRedirects(tx);
    const before = await rowOr404(tx, id);
    await tx.delete(redirects).where(eq(redirects.id, id));
    await recordAudit(tx, {
      administratorId,
      action: 'redirect.delete',
      subjectType: 'redirect',
      subjectId: id,
      summary: `Deleted redirect ${before.source} → ${before.destination}`,
      details: { before: describe(before, codes) },
    });
  });
  await bumpCatalogueVersion(db);
}
