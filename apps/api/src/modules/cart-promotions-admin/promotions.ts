import { createHash } from 'node:crypto';
import {
  PROMOTION_USED_MESSAGE,
  STALE_VERSION_MESSAGE,
  type AdminPromotion,
  type AdminPromotionInput,
  type AdminPromotionListQuery,
  type AdminPromotionPatch,
  type List,
} from '@shop/contracts';
import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  cartPromotionChannels,
  cartPromotionTranslations,
  cartPromotions,
  orderPromotions,
  orders,
  promotionCoupons,
} from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import { pageMeta, recordAudit } from '../admin/audit.ts';
import { listChannelCodes } from '../channels/channel-list.ts';
import { checkPromotion, type PromotionDraft } from './promotion-checks.ts';

type PromotionRow = typeof cartPromotions.$inferSelect;

/** The promotion with its channels' codes, labels and coupon count. */
interface Loaded {
  row: PromotionRow;
  channels: string[];
  labels: Record<string, string>;
  couponCount: number;
}

/** Running now: enabled, between its dates, not used up. */
function activeNow(row: PromotionRow, now: Date): boolean {
  return (
    row.enabled &&
    (!row.startsAt || row.startsAt <= now) &&
    (!row.endsAt || row.endsAt > now) &&
    (row.usageLimit === null || row.used < row.usageLimit)
  );
}

/** What the promotion says, as the audit log and the version see it. */
function describe(loaded: Omit<Loaded, 'couponCount'>) {
  const { row } = loaded;
  return {
    code: row.code,
    enabled: row.enabled,
    priority: row.priority,
    exclusive: row.exclusive,
    couponBased: row.couponBased,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    usageLimit: row.usageLimit,
    channels: [...loaded.channels].sort(),
    labels: Object.fromEntries(Object.entries(loaded.labels).sort(([a], [b]) => a.localeCompare(b))),
    rules: row.rules,
    actions: row.actions,
  };
}

export function promotionVersion(loaded: Omit<Loaded, 'couponCount'>): string {
  return createHash('sha256')
    .update(JSON.stringify(describe(loaded)))
    .digest('base64url')
    .slice(0, 16);
}

function view(loaded: Loaded, now = new Date()): AdminPromotion {
  return {
    id: loaded.row.id,
    ...describe(loaded),
    active: activeNow(loaded.row, now),
    used: loaded.row.used,
    couponCount: loaded.couponCount,
    version: promotionVersion(loaded),
  };
}

/** Channels, labels and coupon counts of these promotions (three statements). */
async function loadAll(db: Database, rows: PromotionRow[]): Promise<Loaded[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [codes, channelRows, labelRows, couponRows] = await Promise.all([
    listChannelCodes(db),
    db.select().from(cartPromotionChannels).where(inArray(cartPromotionChannels.promotionId, ids)),
    db.select().from(cartPromotionTranslations).where(inArray(cartPromotionTranslations.promotionId, ids)),
    db
      .select({ promotionId: promotionCoupons.promotionId, total: count() })
      .from(promotionCoupons)
      .where(inArray(promotionCoupons.promotionId, ids))
      .groupBy(promotionCoupons.promotionId),
  ]);
  const codeOf = new Map(codes.map((row) => [row.id, row.code]));
  return rows.map((row) => ({
    row,
    channels: channelRows
      .filter((link) => link.promotionId === row.id)
      .map((link) => codeOf.get(link.channelId) ?? '')
      .sort(),
    labels: Object.fromEntries(
      labelRows.filter((label) => label.promotionId === row.id).map((label) => [label.locale, label.label]),
    ),
    couponCount: Number(couponRows.find((coupon) => coupon.promotionId === row.id)?.total ?? 0),
  }));
}

async function loadOne(db: Database, id: number): Promise<Loaded> {
  const [row] = await db.select().from(cartPromotions).where(eq(cartPromotions.id, id));
  if (!row) throw notFound(`Promotion "${id}" not found.`);
  const [loaded] = await loadAll(db, [row]);
  if (!loaded) throw notFound(`Promotion "${id}" not found.`);
  return loaded;
}

export async function listAdminPromotions(
  db: Database,
  query: AdminPromotionListQuery,
  now = new Date(),
): Promise<List<AdminPromotion>> {
  const conditions: SQL[] = [];
  if (query.enabled !== undefined) conditions.push(eq(cartPromotions.enabled, query.enabled === 'true'));
  const activeSql = sql`(${cartPromotions.enabled}
    AND (${cartPromotions.startsAt} IS NULL OR ${cartPromotions.startsAt} <= ${now.toISOString()}::timestamptz)
    AND (${cartPromotions.endsAt} IS NULL OR ${cartPromotions.endsAt} > ${now.toISOString()}::timestamptz)
    AND (${cartPromotions.usageLimit} IS NULL OR ${cartPromotions.used} < ${cartPromotions.usageLimit}))`;
  if (query.active === 'true') conditions.push(activeSql);
  if (query.active === 'false') conditions.push(sql`NOT ${activeSql}`);
  if (query.search) {
    const pattern = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const search = or(
      ilike(cartPromotions.code, pattern),
      sql`EXISTS (SELECT 1 FROM cart_promotion_translations t
        WHERE t.promotion_id = ${cartPromotions.id} AND t.label ILIKE ${pattern})`,
    );
    if (search) conditions.push(search);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [counted] = await db.select({ total: count() }).from(cartPromotions).where(where);
  const rows = await db
    .select()
    .from(cartPromotions)
    .where(where)
    .orderBy(sql`${cartPromotions.priority} DESC`, asc(cartPromotions.code))
    .limit(query.itemsPerPage)
    .offset((query.page - 1) * query.itemsPerPage);
  return {
    data: (await loadAll(db, rows)).map((loaded) => view(loaded, now)),
    meta: pageMeta(Number(counted?.total ?? 0), query),
  };
}

export async function getAdminPromotion(db: Database, id: number): Promise<AdminPromotion> {
  return view(await loadOne(db, id));
}

/** Writes the draft's channels and labels in place of the promotion's. */
async function saveLinks(tx: Database, id: number, draft: PromotionDraft): Promise<void> {
  await tx.delete(cartPromotionChannels).where(eq(cartPromotionChannels.promotionId, id));
  if (draft.channelIds.length > 0)
    await tx
      .insert(cartPromotionChannels)
      .values(draft.channelIds.map((channelId) => ({ promotionId: id, channelId })));
  await tx.delete(cartPromotionTranslations).where(eq(cartPromotionTranslations.promotionId, id));
  const labels = Object.entries(draft.labels);
  if (labels.length > 0)
    await tx
      .insert(cartPromotionTranslations)
      .values(labels.map(([locale, label]) => ({ promotionId: id, locale, label })));
}

const columnsOf = ({ channelIds: _c, labels: _l, ...columns }: PromotionDraft) => columns;

/** Serialises promotion writers: the code check reads what another writer may be inserting. */
async function lockPromotions(tx: Database): Promise<void> {
  await tx.execute(sql`LOCK TABLE cart_promotions IN SHARE ROW EXCLUSIVE MODE`);
}

export async function createPromotion(
  db: Database,
  input: AdminPromotionInput,
  administratorId: number,
): Promise<AdminPromotion> {
  const id = await db.transaction(async (tx) => {
    await lockPromotions(tx);
    const draft = await checkPromotion(tx, input, null);
    const [row] = await tx.insert(cartPromotions).values(columnsOf(draft)).returning();
    if (!row) throw new Error('The promotion was not saved.');
    await saveLinks(tx, row.id, draft);
    const saved = await loadOne(tx, row.id);
    await recordAudit(tx, {
      administratorId,
      action: 'promotion.create',
      subjectType: 'promotion',
      subjectId: row.id,
      summary: `Promotion ${row.code}`,
      details: { after: describe(saved) },
    });
    return row.id;
  });
  return getAdminPromotion(db, id);
}

export async function updatePromotion(
  db: Database,
  id: number,
  patch: AdminPromotionPatch,
  administratorId: number,
): Promise<AdminPromotion> {
  await db.transaction(async (tx) => {
    await lockPromotions(tx);
    const before = await loadOne(tx, id);
    if (promotionVersion(before) !== patch.version) throw new HttpError(409, STALE_VERSION_MESSAGE);
    const current = describe(before);
    const { version: _version, ...changes } = patch;
    const draft = await checkPromotion(tx, { ...current, ...changes }, id);
    await tx.update(cartPromotions).set(columnsOf(draft)).where(eq(cartPromotions.id, id));
    await saveLinks(tx, id, draft);
    await recordAudit(tx, {
      administratorId,
      action: 'promotion.update',
      subjectType: 'promotion',
      subjectId: id,
      summary: `Promotion ${draft.code}`,
      details: { before: current, after: describe(await loadOne(tx, id)) },
    });
  });
  return getAdminPromotion(db, id);
}

/** Enables or disables without a version: a switch, not an edit of what the promotion says. */
export async function setPromotionEnabled(
  db: Database,
  id: number,
  enabled: boolean,
  administratorId: number,
): Promise<AdminPromotion> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(cartPromotions)
      .set({ enabled })
      .where(eq(cartPromotions.id, id))
      .returning({ code: cartPromotions.code });
    if (!row) throw notFound(`Promotion "${id}" not found.`);
    await recordAudit(tx, {
      administratorId,
      action: enabled ? 'promotion.enable' : 'promotion.disable',
      subjectType: 'promotion',
      subjectId: id,
      summary: `${enabled ? 'Enabled' : 'Disabled'} promotion ${row.code}`,
      details: { after: { enabled } },
    });
  });
  return getAdminPromotion(db, id);
}

/**
 * Deletes a promotion no placed order has used (409 otherwise: disable it). Carts that hold it lose it
 * (they are recalculated at their next change); its coupons go with it.
 */
export async function deletePromotion(db: Database, id: number, administratorId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockPromotions(tx);
    const before = await loadOne(tx, id);
    const [placed] = await tx
      .select({ total: count() })
      .from(orderPromotions)
      .innerJoin(orders, eq(orders.id, orderPromotions.orderId))
      .where(and(eq(orderPromotions.promotionId, id), sql`${orders.state} <> 'cart'`));
    const couponUsed = await tx
      .select({ id: promotionCoupons.id })
      .from(promotionCoupons)
      .where(and(eq(promotionCoupons.promotionId, id), sql`${promotionCoupons.used} > 0`))
      .limit(1);
    if (before.row.used > 0 || Number(placed?.total ?? 0) > 0 || couponUsed.length > 0)
      throw new HttpError(409, PROMOTION_USED_MESSAGE);
    await tx.delete(orderPromotions).where(eq(orderPromotions.promotionId, id));
    await tx.delete(cartPromotions).where(eq(cartPromotions.id, id));
    await recordAudit(tx, {
      administratorId,
      action: 'promotion.delete',
      subjectType: 'promotion',
      subjectId: id,
      summary: `Deleted promotion ${before.row.code}`,
      details: { before: describe(before) },
    });
  });
}

/** The promotion's id and whether it takes coupons, or 404. */
export async function promotionForCoupons(
  db: Database,
  id: number,
): Promise<{ id: number; code: string; couponBased: boolean }> {
  const [row] = await db
    .select({ id: cartPromotions.id, code: cartPromotions.code, couponBased: cartPromotions.couponBased })
    .from(cartPromotions)
    .where(eq(cartPromotions.id, id));
  if (!row) throw notFound(`Promotion "${id}" not found.`);
  return row;
}
