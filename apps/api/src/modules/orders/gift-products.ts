import { MAX_SELECTED_GIFTS } from '@shop/contracts/constants';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  cartPromotions,
  channelPricings,
  type CartPromotionAction,
  orderItems,
  orderPromotions,
  productChannels,
  products,
  productVariants,
} from '../../db/schema/index.ts';
import { isLineAvailable, isLineSellable, loadCartLines, type CartLine } from './cart-lines.ts';
import type { AppliedPromotion } from './cart-promotions.ts';

/**
 * Gift products (spec section 4): a promotion with a `select_gift` action lets the shopper choose one free
 * variant from its list while the cart meets its rules. Gifts are chosen in turn, up to
 * MAX_SELECTED_GIFTS; a chosen gift can be swapped for another of its promotion's list.
 */

export interface GiftVariant {
  id: number;
  code: string;
  productId: number;
  price: number | null;
  available: boolean;
}

export interface GiftChoice {
  promotionCode: string;
  /** Variants that can be chosen now (sellable, in stock). */
  variants: GiftVariant[];
  /** The line holding this promotion's chosen gift, if any. */
  selectedItemId: number | null;
  selectedVariantCode: string | null;
}

/**
 * Run by the order processor after promotions: a chosen gift whose promotion no longer applies (or no
 * longer offers it, or that ran out) leaves the cart.
 */
export async function dropUnearnedGifts(
  db: Database,
  lines: readonly CartLine[],
  applied: readonly AppliedPromotion[],
): Promise<number[]> {
  const offered = new Map(applied.map((promotion) => [promotion.code, promotion.giftVariantCodes]));
  const unearned = lines.filter(
    (line) =>
      line.kind === 'gift' &&
      !(
        line.giftPromotionCode !== null &&
        offered.get(line.giftPromotionCode)?.includes(line.variantCode) &&
        isLineAvailable(line)
      ),
  );
  if (unearned.length > 0) {
    await db.delete(orderItems).where(
      inArray(
        orderItems.id,
        unearned.map((line) => line.id),
      ),
    );
  }
  return unearned.map((line) => line.id);
}

/** Gift promotions the order gets (as last priced), in priority order, with what each offers now. */
export async function loadGiftChoices(
  db: Database,
  orderId: number,
  channelId: number,
): Promise<GiftChoice[]> {
  const promotions = await db
    .select({ code: cartPromotions.code, actions: cartPromotions.actions })
    .from(orderPromotions)
    .innerJoin(cartPromotions, eq(cartPromotions.id, orderPromotions.promotionId))
    .where(eq(orderPromotions.orderId, orderId))
    .orderBy(desc(cartPromotions.priority), asc(cartPromotions.id));
  return giftChoicesOf(db, { orderId, channelId, promotions });
}

/**
 * The gift choices of the order's promotions (in priority order, with their actions), for a caller that
 * has read them and, possibly, the order's lines already.
 */
export async function giftChoicesOf(
  db: Database,
  input: {
    orderId: number;
    channelId: number;
    promotions: ReadonlyArray<{ code: string; actions: readonly CartPromotionAction[] }>;
    lines?: readonly CartLine[];
  },
): Promise<GiftChoice[]> {
  const { orderId, channelId, promotions } = input;
  const offering = promotions
    .map((promotion) => ({
      code: promotion.code,
      variantCodes: promotion.actions.flatMap((action) =>
        action.type === 'select_gift' ? action.variantCodes : [],
      ),
    }))
    .filter((promotion) => promotion.variantCodes.length > 0);
  if (offering.length === 0) return [];
  const candidates = new Map(
    (
      await loadGiftVariants(db, channelId, [
        ...new Set(offering.flatMap((promotion) => promotion.variantCodes)),
      ])
    )
      .filter((variant) => variant.available)
      .map((variant) => [variant.code, variant]),
  );
  const lines = input.lines ?? (await loadCartLines(db, orderId, channelId));
  return offering.map((promotion) => {
    const chosen = lines.find((line) => line.kind === 'gift' && line.giftPromotionCode === promotion.code);
    return {
      promotionCode: promotion.code,
      variants: promotion.variantCodes.flatMap((code) => candidates.get(code) ?? []),
      selectedItemId: chosen?.id ?? null,
      selectedVariantCode: chosen?.variantCode ?? null,
    };
  });
}

/**
 * Spec's availableSelectGiftProductVariants: the next gift to choose, in turn: the first gift promotion
 * without a chosen gift, while fewer than MAX_SELECTED_GIFTS are chosen.
 */
export function nextGiftVariants(choices: readonly GiftChoice[]): string[] {
  const chosen = choices.filter((choice) => choice.selectedItemId !== null).length;
  if (chosen >= MAX_SELECTED_GIFTS) return [];
  const next = choices.find((choice) => choice.selectedItemId === null);
  return next ? next.variants.map((variant) => variant.code) : [];
}

/** Variants by code with whether one unit can be given in the channel now. */
export async function loadGiftVariants(
  db: Database,
  channelId: number,
  codes: readonly string[],
): Promise<GiftVariant[]> {
  if (codes.length === 0) return [];
  const rows = await db
    .select({
      id: productVariants.id,
      code: productVariants.code,
      productId: productVariants.productId,
      variantEnabled: productVariants.enabled,
      productEnabled: products.enabled,
      tracked: productVariants.tracked,
      onHand: productVariants.onHand,
      onHold: productVariants.onHold,
      channelProductId: productChannels.productId,
      price: channelPricings.price,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .leftJoin(
      productChannels,
      and(eq(productChannels.productId, products.id), eq(productChannels.channelId, channelId)),
    )
    .leftJoin(
      channelPricings,
      and(eq(channelPricings.variantId, productVariants.id), eq(channelPricings.channelId, channelId)),
    )
    .where(inArray(productVariants.code, [...codes]));
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    productId: row.productId,
    price: row.price,
    available:
      isLineSellable({ ...row, soldInChannel: row.channelProductId !== null }) &&
      (!row.tracked || row.onHand - row.onHold >= 1),
  }));
}
