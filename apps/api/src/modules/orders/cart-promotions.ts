import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  cartPromotionChannels,
  cartPromotions,
  orderPromotions,
  promotionCoupons,
  type CartPromotionAction,
  type CartPromotionRule,
} from '../../db/schema/index.ts';
import { queryRows } from '../search/sql-rows.ts';
import { isLineAvailable, loadCartLines, promotableItemsTotal, type CartLine } from './cart-lines.ts';
import {
  loadRuleContext,
  matchingItemsTotal,
  ruleHolds,
  type PromotionCustomer,
  type PromotionLine,
} from './promotion-rules.ts';

export interface CartFacts {
  channelId: number;
  /** What promotions count of the items (VAT included, gift cards left out). */
  itemsTotal: number;
  /** The cart's available catalogue lines. */
  lines: readonly PromotionLine[];
  /** Who the cart is for (customer group, loyalty level and per-customer limit rules). */
  customer: PromotionCustomer;
  /** The cart being priced: its own promotions are not counted as the customer's earlier uses. */
  orderId: number | null;
  now: Date;
}

export interface PromotionCandidate {
  id: number;
  code: string;
  priority: number;
  exclusive: boolean;
  couponBased: boolean;
  rules: CartPromotionRule[];
  actions: CartPromotionAction[];
}

export interface AppliedPromotion {
  promotionId: number;
  code: string;
  itemsDiscount: number;
  shippingDiscount: number;
  /** Variants the shopper may choose one free gift from (select_gift actions). */
  giftVariantCodes: string[];
}

/** A coupon that can be used now: its promotion's id, or null (unknown, used up, expired). */
export async function findUsableCoupon(
  db: Database,
  code: string,
  now: Date,
): Promise<{ couponId: number; promotionId: number } | null> {
  const [row] = await db
    .select({
      couponId: promotionCoupons.id,
      promotionId: promotionCoupons.promotionId,
      usageLimit: promotionCoupons.usageLimit,
      used: promotionCoupons.used,
      expiresAt: promotionCoupons.expiresAt,
    })
    .from(promotionCoupons)
    .where(eq(promotionCoupons.code, code.trim().toUpperCase()));
  if (!row) return null;
  if (row.usageLimit !== null && row.used >= row.usageLimit) return null;
  if (row.expiresAt && row.expiresAt <= now) return null;
  return { couponId: row.couponId, promotionId: row.promotionId };
}

/** A cart promotion of a channel as stored, before the date, usage and coupon filters. */
export interface PromotionRow extends PromotionCandidate {
  startsAt: Date | null;
  endsAt: Date | null;
  usageLimit: number | null;
  used: number;
}

/** The channel's enabled cart promotions (one statement; the order processor reads them with the order). */
export async function loadPromotionRows(db: Database, channelId: number): Promise<PromotionRow[]> {
  return db
    .select({
      id: cartPromotions.id,
      code: cartPromotions.code,
      priority: cartPromotions.priority,
      exclusive: cartPromotions.exclusive,
      couponBased: cartPromotions.couponBased,
      rules: cartPromotions.rules,
      actions: cartPromotions.actions,
      startsAt: cartPromotions.startsAt,
      endsAt: cartPromotions.endsAt,
      usageLimit: cartPromotions.usageLimit,
      used: cartPromotions.used,
    })
    .from(cartPromotions)
    .innerJoin(
      cartPromotionChannels,
      and(
        eq(cartPromotionChannels.promotionId, cartPromotions.id),
        eq(cartPromotionChannels.channelId, channelId),
      ),
    )
    .where(eq(cartPromotions.enabled, true));
}

/** Promotions running now and not used up: automatic ones and the coupon's. */
function candidatesOf(
  rows: readonly PromotionRow[],
  now: Date,
  couponPromotionId: number | null,
): PromotionCandidate[] {
  return rows
    .filter(
      (row) =>
        (!row.startsAt || row.startsAt <= now) &&
        (!row.endsAt || row.endsAt > now) &&
        (row.usageLimit === null || row.used < row.usageLimit) &&
        (!row.couponBased || row.id === couponPromotionId),
    )
    .map(({ startsAt: _s, endsAt: _e, usageLimit: _l, used: _u, ...candidate }) => candidate);
}

/** Codes of the taxons the products are in, with every ancestor. */
export async function cartTaxonCodes(db: Database, productIds: readonly number[]): Promise<Set<string>> {
  if (productIds.length === 0) return new Set();
  const rows = await queryRows<{ code: string }>(
    db,
    sql`WITH RECURSIVE direct AS (
        SELECT taxon_id FROM product_taxons WHERE product_id = ANY(${`{${productIds.join(',')}}`}::int[])
        UNION SELECT main_taxon_id FROM products
        WHERE id = ANY(${`{${productIds.join(',')}}`}::int[]) AND main_taxon_id IS NOT NULL
      ),
      ancestry(id) AS (
        SELECT taxon_id FROM direct
        UNION SELECT t.parent_id FROM taxons t JOIN ancestry a ON a.id = t.id WHERE t.parent_id IS NOT NULL
      )
      SELECT t.code FROM taxons t JOIN ancestry a ON a.id = t.id`,
  );
  return new Set(rows.map((row) => row.code));
}

/**
 * The promotions a cart gets and what each takes off: by priority (highest first); an exclusive one that
 * applies is the only one. Percentage and fixed discounts take from what the items still cost, so the
 * items never go below zero; delivery discounts from the delivery price.
 */
export async function applyCartPromotions(
  db: Database,
  facts: CartFacts & {
    shippingTotal: number;
    couponPromotionId: number | null;
    /** The channel's promotions when the caller has read them already (loadPromotionRows). */
    promotionRows?: readonly PromotionRow[];
  },
): Promise<AppliedPromotion[]> {
  if (facts.itemsTotal <= 0) return [];
  const candidates = candidatesOf(
    facts.promotionRows ?? (await loadPromotionRows(db, facts.channelId)),
    facts.now,
    facts.couponPromotionId,
  );
  if (candidates.length === 0) return [];
  const context = await loadRuleContext(db, {
    rules: candidates.flatMap((candidate) => candidate.rules),
    promotionIds: candidates.map((candidate) => candidate.id),
    itemsTotal: facts.itemsTotal,
    lines: facts.lines,
    customer: facts.customer,
    orderId: facts.orderId,
  });
  const eligible = candidates
    .filter((candidate) => candidate.rules.every((rule) => ruleHolds(rule, candidate.id, context)))
    .sort((a, b) => b.priority - a.priority || a.id - b.id);
  const exclusive = eligible.find((candidate) => candidate.exclusive);
  const chosen = exclusive ? [exclusive] : eligible;

  let items = facts.itemsTotal;
  let shipping = facts.shippingTotal;
  const applied: AppliedPromotion[] = [];
  for (const promotion of chosen) {
    let itemsDiscount = 0;
    let shippingDiscount = 0;
    const giftVariantCodes: string[] = [];
    // The matching items' share still to pay: no more than the items still cost after earlier discounts.
    let matching = Math.min(items, matchingItemsTotal(promotion.rules, context));
    const takeOffMatching = (wanted: number) => {
      const amount = Math.min(matching, items, wanted);
      itemsDiscount += amount;
      items -= amount;
      matching -= amount;
    };
    for (const action of promotion.actions) {
      if (action.type === 'items_percentage_discount') {
        takeOffMatching(Math.round((matching * action.percentage) / 100));
      } else if (action.type === 'items_fixed_discount') {
        takeOffMatching(action.amount);
      } else if (action.type === 'order_percentage_discount') {
        const amount = Math.min(items, Math.round((items * action.percentage) / 100));
        itemsDiscount += amount;
        items -= amount;
      } else if (action.type === 'order_fixed_discount') {
        const amount = Math.min(items, action.amount);
        itemsDiscount += amount;
        items -= amount;
      } else if (action.type === 'shipping_percentage_discount') {
        const amount = Math.min(shipping, Math.round((shipping * action.percentage) / 100));
        shippingDiscount += amount;
        shipping -= amount;
      } else {
        giftVariantCodes.push(...action.variantCodes);
      }
    }
    applied.push({
      promotionId: promotion.id,
      code: promotion.code,
      itemsDiscount,
      shippingDiscount,
      giftVariantCodes,
    });
  }
  return applied;
}

/**
 * Counts the applied promotions' (and coupon's) use at completion; false when one is used up meanwhile.
 *
 * Every order of a running promotion increments the same rows, so concurrent completions wait here for each
 * other: call it last in the completing transaction, so that the rows stay locked only until the commit. The
 * rows are locked in id order in one statement (a plain multi-row UPDATE locks them in the order it finds
 * them, which after earlier updates differs between transactions and deadlocked concurrent checkouts).
 */
export async function countPromotionUse(
  db: Database,
  promotionIds: readonly number[],
  couponId: number | null,
): Promise<boolean> {
  if (promotionIds.length > 0) {
    const ids = [...new Set(promotionIds)];
    const updated = await queryRows<{ id: number }>(
      db,
      sql`UPDATE ${cartPromotions} SET used = ${cartPromotions}.used + 1
            FROM (SELECT id FROM ${cartPromotions} WHERE ${inArray(cartPromotions.id, ids)}
                   ORDER BY id FOR NO KEY UPDATE) AS locked
           WHERE ${cartPromotions}.id = locked.id
             AND (${cartPromotions}.usage_limit IS NULL OR ${cartPromotions}.used < ${cartPromotions}.usage_limit)
       RETURNING ${cartPromotions}.id`,
    );
    if (updated.length !== ids.length) return false;
  }
  if (couponId !== null) {
    const updated = await db
      .update(promotionCoupons)
      .set({ used: sql`${promotionCoupons.used} + 1` })
      .where(
        and(
          eq(promotionCoupons.id, couponId),
          sql`(${promotionCoupons.usageLimit} IS NULL OR ${promotionCoupons.used} < ${promotionCoupons.usageLimit})`,
        ),
      )
      .returning({ id: promotionCoupons.id });
    if (updated.length === 0) return false;
  }
  return true;
}

/**
 * A cancelled order gives back the uses completion counted (Sylius's promotion usage modifier): of every
 * cart promotion it got and of its coupon, never below zero. Call in the transaction that cancels it, last
 * (the rows are locked in id order, as countPromotionUse locks them).
 */
export async function releasePromotionUse(
  db: Database,
  order: { id: number; couponCode: string | null },
): Promise<void> {
  const applied = await db
    .select({ id: orderPromotions.promotionId })
    .from(orderPromotions)
    .where(eq(orderPromotions.orderId, order.id));
  if (applied.length > 0) {
    const ids = [...new Set(applied.map((row) => row.id))];
    await queryRows(
      db,
      sql`UPDATE ${cartPromotions} SET used = GREATEST(${cartPromotions}.used - 1, 0)
            FROM (SELECT id FROM ${cartPromotions} WHERE ${inArray(cartPromotions.id, ids)}
                   ORDER BY id FOR NO KEY UPDATE) AS locked
           WHERE ${cartPromotions}.id = locked.id`,
    );
  }
  if (order.couponCode) {
    await db
      .update(promotionCoupons)
      .set({ used: sql`GREATEST(${promotionCoupons.used} - 1, 0)` })
      .where(eq(promotionCoupons.code, order.couponCode));
  }
}

/** The lines promotions count: the available catalogue lines, at `totalOf` (their current totals). */
export function promotionLinesOf(
  lines: readonly CartLine[],
  totalOf: (line: CartLine) => number = (line) => line.total,
): PromotionLine[] {
  return lines
    .filter((line) => line.kind === 'product' && isLineAvailable(line))
    .map((line) => ({ productId: line.productId, productCode: line.productCode, total: totalOf(line) }));
}

/**
 * What each delivery would cost this order after its delivery promotions (a free-delivery coupon shows
 * every method at 0), from the methods' costs before promotions.
 */
export async function deliveryCostsAfterPromotions(
  db: Database,
  order: {
    id: number;
    channelId: number;
    couponCode: string | null;
    customerId: number | null;
    email: string | null;
  },
  costs: readonly number[],
): Promise<number[]> {
  const now = new Date();
  const coupon = order.couponCode ? await findUsableCoupon(db, order.couponCode, now) : null;
  const lines = (await loadCartLines(db, order.id, order.channelId)).filter(isLineAvailable);
  const itemsTotal = promotableItemsTotal(lines);
  return Promise.all(
    costs.map(async (cost) => {
      if (cost === 0) return 0;
      const applied = await applyCartPromotions(db, {
        channelId: order.channelId,
        itemsTotal,
        shippingTotal: cost,
        lines: promotionLinesOf(lines),
        customer: { customerId: order.customerId, email: order.email },
        orderId: order.id,
        now,
        couponPromotionId: coupon?.promotionId ?? null,
      });
      return cost - applied.reduce((sum, promotion) => sum + promotion.shippingDiscount, 0);
    }),
  );
}
