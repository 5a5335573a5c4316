import { GIFT_CARD_PRODUCT_CODE, MAX_SELECTED_GIFTS } from '@shop/contracts/constants';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  cartPromotions,
  orderItems,
  orderPromotions,
  products,
  productVariants,
} from '../../db/schema/index.ts';
import { notFound, violation } from '../../http/http-error.ts';
import { changeCart, type CartScope } from './cart-lock.ts';
import { insufficientStockMessage } from './cart-service.ts';
import { findGiftCardSums, giftCardSumMessage } from './gift-card-sums.ts';
import { loadGiftChoices, loadGiftVariants } from './gift-products.ts';

/**
 * The cart changes of the gift routes: choosing a gift product and adding a gift card for a sum. Apart
 * from gift-products.ts and gift-cards.ts, which the order processor reads while it re-prices a cart
 * (so they must not depend on changeCart, which calls the processor).
 */

/**
 * PUT /orders/{token}/add-gift-card-for-sum: a gift card for `sum` minor units joins the cart as a line of
 * its own (two cards of different sums are two lines). The sum is within the channel's amounts.
 */
export async function addGiftCardForSum(
  db: Database,
  input: CartScope & { token: string; sum: number },
): Promise<number> {
  // The channel's stored amounts (the back office's gift settings), read fresh: a refusal names them.
  const sums = await findGiftCardSums(db, input.channelId);
  if (!Number.isInteger(input.sum) || input.sum < sums.min || input.sum > sums.max) {
    throw violation('giftCardSum', giftCardSumMessage(sums), 'out_of_range');
  }
  return changeCart(db, input, async (tx, orderId) => {
    const [variant] = await tx
      .select({ id: productVariants.id })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(
        and(
          eq(products.code, GIFT_CARD_PRODUCT_CODE),
          eq(products.enabled, true),
          eq(productVariants.enabled, true),
        ),
      )
      .orderBy(asc(productVariants.position))
      .limit(1);
    if (!variant) throw violation('giftCardSum', 'Gift cards are not sold in this shop.', 'not_sold');
    await tx
      .insert(orderItems)
      .values({ orderId, variantId: variant.id, quantity: 1, giftCardSum: input.sum });
  });
}

/**
 * PATCH /orders/{token}/select-gift {productVariant}: chooses the gift of the promotion offering this
 * variant (the next one in turn), or swaps the gift already chosen for that promotion.
 */
export async function selectGift(
  db: Database,
  input: CartScope & { token: string; variantCode: string },
): Promise<number> {
  return changeCart(db, input, async (tx, orderId) => {
    const choices = await loadGiftChoices(tx, orderId, input.channelId);
    const offering = choices.filter((choice) =>
      choice.variants.some((variant) => variant.code === input.variantCode),
    );
    const everOffered = await isOfferedAtAll(tx, orderId, input.variantCode);
    if (offering.length === 0) {
      if (everOffered) {
        throw violation('', insufficientStockMessage(input.variantCode), 'insufficient_stock');
      }
      throw violation('productVariant', `The gift "${input.variantCode}" is not available.`, 'not_available');
    }
    const swap = offering.find((choice) => choice.selectedItemId !== null);
    const open = offering.find((choice) => choice.selectedItemId === null);
    const chosenCount = choices.filter((choice) => choice.selectedItemId !== null).length;
    const [variant] = await loadGiftVariants(tx, input.channelId, [input.variantCode]);
    if (!variant) throw notFound(`Product variant "${input.variantCode}" not found.`);
    if (open && chosenCount < MAX_SELECTED_GIFTS) {
      await tx.insert(orderItems).values({
        orderId,
        variantId: variant.id,
        quantity: 1,
        giftPromotionCode: open.promotionCode,
      });
      return;
    }
    if (swap && swap.selectedItemId !== null) {
      await tx
        .update(orderItems)
        .set({ variantId: variant.id })
        .where(eq(orderItems.id, swap.selectedItemId));
      return;
    }
    throw violation('', `You can choose at most ${MAX_SELECTED_GIFTS} gifts.`, 'too_many_gifts');
  });
}

async function isOfferedAtAll(tx: Database, orderId: number, variantCode: string): Promise<boolean> {
  const rows = await tx
    .select({ actions: cartPromotions.actions })
    .from(orderPromotions)
    .innerJoin(cartPromotions, eq(cartPromotions.id, orderPromotions.promotionId))
    .where(and(eq(orderPromotions.orderId, orderId), isNotNull(cartPromotions.actions)));
  return rows.some((row) =>
    row.actions.some((action) => action.type === 'select_gift' && action.variantCodes.includes(variantCode)),
  );
}
