import {
  UNKNOWN_CHANNEL_MESSAGE,
  UNKNOWN_VARIANT_MESSAGE,
  type AdminPromotionPreview,
  type AdminPromotionPreviewInput,
  type Violation,
} from '@shop/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  cartPromotionTranslations,
  channelPricings,
  channels,
  productChannels,
  products,
  productVariants,
} from '../../db/schema/index.ts';
import { ViolationError } from '../../http/http-error.ts';
import { promotableItemsTotal, type CartLine } from './cart-lines.ts';
import { applyCartPromotions, findUsableCoupon, promotionLinesOf } from './cart-promotions.ts';
import { findShippingMethod, shippingCost } from './checkout-methods.ts';
import { priceLine } from './order-processor.ts';

/** The variants of the preview's lines as cart lines of the channel (not stored anywhere). */
async function previewLines(
  db: Database,
  channelId: number,
  input: AdminPromotionPreviewInput,
): Promise<{ lines: CartLine[]; violations: Violation[] }> {
  const rows = await db
    .select({
      variantId: productVariants.id,
      variantCode: productVariants.code,
      variantEnabled: productVariants.enabled,
      tracked: productVariants.tracked,
      onHand: productVariants.onHand,
      onHold: productVariants.onHold,
      position: productVariants.position,
      maxQuantityPerOrder: productVariants.maxQuantityPerOrder,
      productId: products.id,
      productCode: products.code,
      productEnabled: products.enabled,
      isBundle: products.isBundle,
      bundleInStock: products.bundleInStock,
      onlySellInBundle: products.onlySellInBundle,
      mainTaxonId: products.mainTaxonId,
      channelProductId: productChannels.productId,
      price: channelPricings.price,
      originalPrice: channelPricings.originalPrice,
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
    .where(
      inArray(
        productVariants.code,
        input.lines.map((line) => line.variant),
      ),
    );
  const byCode = new Map(rows.map((row) => [row.variantCode, row]));
  const violations: Violation[] = [];
  const lines: CartLine[] = [];
  input.lines.forEach((line, index) => {
    const row = byCode.get(line.variant);
    if (!row) {
      violations.push({ propertyPath: `lines[${index}].variant`, message: UNKNOWN_VARIANT_MESSAGE });
      return;
    }
    const { channelProductId, ...variant } = row;
    lines.push({
      ...variant,
      id: index + 1,
      quantity: line.quantity,
      unitPrice: row.price ?? 0,
      originalUnitPrice: null,
      total: 0,
      soldInChannel: channelProductId !== null,
      deleted: false,
      kind: 'product',
      giftCardSum: null,
      giftPromotionCode: null,
    });
  });
  return { lines, violations };
}

/**
 * What a cart of these lines would get in the channel now: priced and promoted by the very functions the
 * cart's order processor uses (priceLine, promotableItemsTotal, applyCartPromotions), so the preview's
 * totals are the cart's. Lines that could not be bought count 0, as in a cart.
 */
export async function previewCartPromotions(
  db: Database,
  input: AdminPromotionPreviewInput,
  now = new Date(),
): Promise<AdminPromotionPreview> {
  const [channel] = await db
    .select({ id: channels.id, defaultLocale: channels.defaultLocale })
    .from(channels)
    .where(eq(channels.code, input.channel));
  const violations: Violation[] = [];
  if (!channel) violations.push({ propertyPath: 'channel', message: UNKNOWN_CHANNEL_MESSAGE });
  const method =
    channel && input.shippingMethod ? await findShippingMethod(db, channel.id, input.shippingMethod) : null;
  if (channel && input.shippingMethod && !method)
    violations.push({
      propertyPath: 'shippingMethod',
      message: 'The channel has no enabled delivery method with this code.',
    });
  const { lines, violations: lineViolations } = channel
    ? await previewLines(db, channel.id, input)
    : { lines: [], violations: [] };
  violations.push(...lineViolations);
  if (violations.length > 0 || !channel) throw new ViolationError(violations);

  const totals = new Map(lines.map((line) => [line.id, priceLine(line).total]));
  const itemsTotal = [...totals.values()].reduce((sum, total) => sum + total, 0);
  const promotable = promotableItemsTotal(
    lines.map((line) => ({ kind: line.kind, total: totals.get(line.id) ?? 0 })),
  );
  const shippingTotal = method === null || itemsTotal === 0 ? 0 : shippingCost(method, itemsTotal);
  const coupon = input.couponCode ? await findUsableCoupon(db, input.couponCode, now) : null;
  const applied = await applyCartPromotions(db, {
    channelId: channel.id,
    itemsTotal: promotable,
    shippingTotal,
    lines: promotionLinesOf(lines, (line) => totals.get(line.id) ?? 0),
    customer: { customerId: null, email: input.customerEmail },
    orderId: null,
    now,
    couponPromotionId: coupon?.promotionId ?? null,
  });
  const labels =
    applied.length === 0
      ? []
      : await db
          .select()
          .from(cartPromotionTranslations)
          .where(
            inArray(
              cartPromotionTranslations.promotionId,
              applied.map((promotion) => promotion.promotionId),
            ),
          );
  const locale = input.locale ?? channel.defaultLocale;
  const labelOf = (promotionId: number) => {
    const own = labels.filter((label) => label.promotionId === promotionId);
    return (own.find((label) => label.locale === locale) ?? own[0])?.label ?? null;
  };
  const promotionTotal = applied.reduce((sum, promotion) => sum + promotion.itemsDiscount, 0);
  const shippingPromotionTotal = applied.reduce((sum, promotion) => sum + promotion.shippingDiscount, 0);
  return {
    itemsTotal,
    shippingTotal,
    promotionTotal,
    shippingPromotionTotal,
    total: itemsTotal - promotionTotal + shippingTotal - shippingPromotionTotal,
    couponCode:
      coupon && applied.some((promotion) => promotion.promotionId === coupon.promotionId)
        ? input.couponCode!.trim().toUpperCase()
        : null,
    promotions: applied.map((promotion) => ({
      code: promotion.code,
      label: labelOf(promotion.promotionId),
      itemsDiscount: promotion.itemsDiscount,
      shippingDiscount: promotion.shippingDiscount,
      giftVariantCodes: promotion.giftVariantCodes,
    })),
  };
}
