import { randomInt } from 'node:crypto';
import {
  COUPON_ALPHABET,
  COUPON_NOT_COUPON_BASED_MESSAGE,
  COUPON_SPACE_MESSAGE,
  COUPON_TAKEN_MESSAGE,
  COUPON_USED_MESSAGE,
  type AdminCoupon,
  type AdminCouponBatch,
  type AdminCouponInput,
  type List,
} from '@shop/contracts';
import { and, asc, count, eq, inArray, like, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { promotionCoupons } from '../../db/schema/index.ts';
import { HttpError, notFound, violation } from '../../http/http-error.ts';
import type { PageRequest } from '../../http/lists.ts';
import { pageMeta, recordAudit } from '../admin/audit.ts';
import { promotionForCoupons } from './promotions.ts';

type CouponRow = typeof promotionCoupons.$inferSelect;

/** Rows a single insert statement carries. */
const INSERT_CHUNK = 1000;

function couponView(row: CouponRow): AdminCoupon {
  return {
    id: row.id,
    code: row.code,
    usageLimit: row.usageLimit,
    used: row.used,
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

async function couponPromotion(db: Database, promotionId: number) {
  const promotion = await promotionForCoupons(db, promotionId);
  if (!promotion.couponBased) throw violation('', COUPON_NOT_COUPON_BASED_MESSAGE);
  return promotion;
}

export async function listCoupons(
  db: Database,
  promotionId: number,
  page: PageRequest,
): Promise<List<AdminCoupon>> {
  await promotionForCoupons(db, promotionId);
  const where = eq(promotionCoupons.promotionId, promotionId);
  const [counted] = await db.select({ total: count() }).from(promotionCoupons).where(where);
  const rows = await db
    .select()
    .from(promotionCoupons)
    .where(where)
    .orderBy(asc(promotionCoupons.code))
    .limit(page.itemsPerPage)
    .offset((page.page - 1) * page.itemsPerPage);
  return { data: rows.map(couponView), meta: pageMeta(Number(counted?.total ?? 0), page) };
}

/** Serialises coupon writers: codes are unique across every promotion. */
async function lockCoupons(tx: Database): Promise<void> {
  await tx.execute(sql`LOCK TABLE promotion_coupons IN SHARE ROW EXCLUSIVE MODE`);
}

/** Adds one typed code (stored upper-cased; a code taken in any case is refused). */
export async function addCoupon(
  db: Database,
  promotionId: number,
  input: AdminCouponInput,
  administratorId: number,
): Promise<AdminCoupon> {
  const promotion = await couponPromotion(db, promotionId);
  const code = input.code.toUpperCase();
  return db.transaction(async (tx) => {
    await lockCoupons(tx);
    const [taken] = await tx
      .select({ id: promotionCoupons.id })
      .from(promotionCoupons)
      .where(eq(sql`upper(${promotionCoupons.code})`, code));
    if (taken) throw violation('code', COUPON_TAKEN_MESSAGE);
    const [row] = await tx
      .insert(promotionCoupons)
      .values({
        promotionId,
        code,
        usageLimit: input.usageLimit,
        expiresAt: input.expiresAt === null ? null : new Date(input.expiresAt),
      })
      .returning();
    if (!row) throw new Error('The coupon was not saved.');
    await recordAudit(tx, {
      administratorId,
      action: 'coupon.create',
      subjectType: 'promotion',
      subjectId: promotionId,
      summary: `Coupon ${code} for promotion ${promotion.code}`,
      details: { after: couponView(row) },
    });
    return couponView(row);
  });
}

/** `length` characters of the coupon alphabet, each drawn with crypto's uniform randomInt. */
function randomPart(length: number): string {
  let part = '';
  for (let index = 0; index < length; index += 1) part += COUPON_ALPHABET[randomInt(COUPON_ALPHABET.length)];
  return part;
}

/**
 * Generates `count` new codes PREFIX + random part, unique across all coupons in any case. Refused when
 * the codes left of this prefix and length are fewer than twice the count (drawing would mostly collide).
 * Codes that collide with stored ones are drawn again; rows go in by chunks in one transaction.
 */
export async function generateCoupons(
  db: Database,
  promotionId: number,
  input: AdminCouponBatch,
  administratorId: number,
): Promise<{ generated: number }> {
  const promotion = await couponPromotion(db, promotionId);
  const prefix = input.prefix.toUpperCase();
  const space = COUPON_ALPHABET.length ** input.length;
  const expiresAt = input.expiresAt === null ? null : new Date(input.expiresAt);
  return db.transaction(async (tx) => {
    await lockCoupons(tx);
    // Stored codes that could collide: this prefix, this total length.
    const escaped = prefix.replace(/[\\%_]/g, (c) => `\\${c}`);
    const [taken] = await tx
      .select({ total: count() })
      .from(promotionCoupons)
      .where(
        and(
          like(sql`upper(${promotionCoupons.code})`, `${escaped}%`),
          eq(sql`length(${promotionCoupons.code})`, prefix.length + input.length),
        ),
      );
    const left = space - Number(taken?.total ?? 0);
    if (left < input.count * 2) throw violation('length', COUPON_SPACE_MESSAGE);
    const chosen = new Set<string>();
    while (chosen.size < input.count) {
      const draws = new Set<string>();
      while (draws.size < Math.min(INSERT_CHUNK, input.count - chosen.size)) {
        const code = prefix + randomPart(input.length);
        if (!chosen.has(code)) draws.add(code);
      }
      const clashes = await tx
        .select({ code: promotionCoupons.code })
        .from(promotionCoupons)
        .where(inArray(sql`upper(${promotionCoupons.code})`, [...draws]));
      for (const clash of clashes) draws.delete(clash.code.toUpperCase());
      if (draws.size === 0) continue;
      await tx
        .insert(promotionCoupons)
        .values([...draws].map((code) => ({ promotionId, code, usageLimit: input.usageLimit, expiresAt })));
      for (const code of draws) chosen.add(code);
    }
    await recordAudit(tx, {
      administratorId,
      action: 'coupon.generate',
      subjectType: 'promotion',
      subjectId: promotionId,
      summary: `Generated ${input.count} coupons ${prefix}… for promotion ${promotion.code}`,
      details: { after: { ...input, prefix } },
    });
    return { generated: chosen.size };
  });
}

/** Deletes a coupon never used (409 otherwise). */
export async function deleteCoupon(db: Database, id: number, administratorId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(promotionCoupons).where(eq(promotionCoupons.id, id)).for('update');
    if (!row) throw notFound(`Coupon "${id}" not found.`);
    if (row.used > 0) throw new HttpError(409, COUPON_USED_MESSAGE);
    await tx.delete(promotionCoupons).where(eq(promotionCoupons.id, id));
    await recordAudit(tx, {
      administratorId,
      action: 'coupon.delete',
      subjectType: 'promotion',
      subjectId: row.promotionId,
      summary: `Deleted coupon ${row.code}`,
      details: { before: couponView(row) },
    });
  });
}

const csvCell = (value: string) => (/[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** The promotion's coupons as CSV: code, used, limit, expires (UTF-8 with BOM, like the other exports). */
export async function exportCouponsCsv(
  db: Database,
  promotionId: number,
): Promise<{ code: string; csv: string }> {
  const promotion = await promotionForCoupons(db, promotionId);
  const rows = await db
    .select()
    .from(promotionCoupons)
    .where(eq(promotionCoupons.promotionId, promotionId))
    .orderBy(asc(promotionCoupons.code));
  const lines = ['code,used,limit,expires'];
  for (const row of rows)
    lines.push(
      [
        row.code,
        String(row.used),
        row.usageLimit === null ? '' : String(row.usageLimit),
        row.expiresAt?.toISOString() ?? '',
      ]
        .map(csvCell)
        .join(','),
    );
  return { code: promotion.code, csv: `\uFEFF${lines.join('\r\n')}\r\n` };
}
