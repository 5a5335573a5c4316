import { GIFT_WRAPPING_MESSAGE_MAX_LENGTH } from '@shop/contracts/constants';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  channelPricings,
  channels,
  orderItems,
  orders,
  products,
  productVariants,
} from '../../db/schema/index.ts';
import { violation } from '../../http/http-error.ts';
import type { CartLine } from './cart-lines.ts';
import { cachedReference } from './reference-cache.ts';
import { changeCart, type CartScope } from './cart-lock.ts';

/** The channel's gift-wrapping variant (its product's code is the channel's giftWrappingCode) and price. */
export async function findGiftWrappingVariant(
  db: Database,
  channelId: number,
): Promise<{ id: number; code: string; price: number | null } | null> {
  const [row] = await db
    .select({ id: productVariants.id, code: productVariants.code, price: channelPricings.price })
    .from(channels)
    .innerJoin(products, eq(products.code, channels.giftWrappingCode))
    .innerJoin(productVariants, eq(productVariants.productId, products.id))
    .leftJoin(
      channelPricings,
      and(eq(channelPricings.variantId, productVariants.id), eq(channelPricings.channelId, channelId)),
    )
    .where(and(eq(channels.id, channelId), eq(products.enabled, true), eq(productVariants.enabled, true)))
    .orderBy(asc(productVariants.position), asc(productVariants.id))
    .limit(1);
  return row ?? null;
}

/**
 * findGiftWrappingVariant cached per process and catalogue version (reference-cache.ts): every cart answer
 * shows the gift pack's price. Not for use inside a transaction that must see its own writes.
 */
export function cachedGiftWrappingVariant(
  db: Database,
  channelId: number,
): Promise<{ id: number; code: string; price: number | null } | null> {
  return cachedReference(db, `gift-wrapping:${channelId}`, () => findGiftWrappingVariant(db, channelId));
}

/** Every line (deleted or not) of the gift-wrapping product in the order. */
async function giftWrappingLineIds(tx: Database, orderId: number, productCode: string): Promise<number[]> {
  const rows = await tx
    .select({ id: orderItems.id })
    .from(orderItems)
    .innerJoin(productVariants, eq(productVariants.id, orderItems.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(orderItems.orderId, orderId), eq(products.code, productCode)));
  return rows.map((row) => row.id);
}

/**
 * PATCH /orders/{token}/gift-wrapping {giftWrappingMessage, isGift} (the spec's gift pack): on, the
 * order gets one gift-wrapping line (the channel's giftWrappingCode product) and the greeting; off, the
 * line and greeting go. Deleting the line alone leaves isGift on so it can be restored; the storefront
 * switches the pack off 5000 ms later (spec section 4) and completion settles on what the cart holds.
 */
export async function setGiftWrapping(
  db: Database,
  input: CartScope & { token: string; isGift: boolean; message: string | null },
): Promise<number> {
  const message = input.message?.trim() || null;
  if (message !== null && message.length > GIFT_WRAPPING_MESSAGE_MAX_LENGTH) {
    throw violation(
      'giftWrappingMessage',
      `This value is too long. It should have ${GIFT_WRAPPING_MESSAGE_MAX_LENGTH} characters or less.`,
      'too_long',
    );
  }
  return changeCart(db, input, async (tx, orderId) => {
    const [channel] = await tx
      .select({ code: channels.giftWrappingCode })
      .from(channels)
      .where(eq(channels.id, input.channelId));
    const variant = await findGiftWrappingVariant(tx, input.channelId);
    if (!channel?.code || !variant || variant.price === null) {
      throw violation('isGift', 'Gift wrapping is not offered in this shop.', 'not_offered');
    }
    const lineIds = await giftWrappingLineIds(tx, orderId, channel.code);
    if (lineIds.length > 0) await tx.delete(orderItems).where(inArray(orderItems.id, lineIds));
    if (input.isGift) await tx.insert(orderItems).values({ orderId, variantId: variant.id, quantity: 1 });
    await tx
      .update(orders)
      .set({ isGift: input.isGift, giftWrappingMessage: input.isGift ? message : null })
      .where(eq(orders.id, orderId));
  });
}

/** At completion: the order is a gift exactly when its gift-wrapping line is still in it. */
export async function settleGiftWrapping(
  tx: Database,
  orderId: number,
  lines: readonly Pick<CartLine, 'kind'>[],
): Promise<void> {
  if (lines.some((line) => line.kind === 'gift_wrapping')) return;
  await tx.update(orders).set({ isGift: false, giftWrappingMessage: null }).where(eq(orders.id, orderId));
}
