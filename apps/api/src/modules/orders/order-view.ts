import type { CartItem, Order } from '@shop/contracts';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { channels, orders, productBundleItems, productVariants } from '../../db/schema/index.ts';
import { loadProductImages, loadProductTexts } from '../products/product-rows.ts';
import { describeVariants } from '../products/variants.ts';
import { isLineAvailable, lineMaxQuantity, lineStock, loadCartLines } from './cart-lines.ts';
import { loadCheckoutParts } from './checkout-view.ts';

interface BundlePart {
  variantCode: string;
  productId: number;
  quantity: number;
}

/** The parts of bundle products, per bundle, in their order. */
async function loadBundleParts(
  db: Database,
  bundleIds: readonly number[],
): Promise<Map<number, BundlePart[]>> {
  const parts = new Map<number, BundlePart[]>();
  if (bundleIds.length === 0) return parts;
  const rows = await db
    .select({
      bundleId: productBundleItems.bundleProductId,
      variantCode: productVariants.code,
      productId: productVariants.productId,
      quantity: productBundleItems.quantity,
    })
    .from(productBundleItems)
    .innerJoin(productVariants, eq(productVariants.id, productBundleItems.variantId))
    .where(inArray(productBundleItems.bundleProductId, [...bundleIds]))
    .orderBy(asc(productBundleItems.id));
  for (const { bundleId, ...part } of rows) parts.set(bundleId, [...(parts.get(bundleId) ?? []), part]);
  return parts;
}

/** The whole order as every cart call answers it, names in the preferred locale. */
export async function loadOrderView(
  db: Database,
  orderId: number,
  localePreference: readonly string[],
): Promise<Order> {
  const [order] = await db
    .select({ order: orders, channelCode: channels.code })
    .from(orders)
    .innerJoin(channels, eq(channels.id, orders.channelId))
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!order) throw new Error(`Order ${orderId} vanished while it was being read`);
  const { order: row, channelCode } = order;
  const lines = await loadCartLines(db, row.id, row.channelId);
  const bundleParts = await loadBundleParts(
    db,
    lines.filter((line) => line.isBundle).map((line) => line.productId),
  );
  const partProductIds = [...bundleParts.values()].flat().map((part) => part.productId);
  const productIds = [...new Set([...lines.map((line) => line.productId), ...partProductIds])];
  const [texts, images, described, checkout] = await Promise.all([
    loadProductTexts(db, productIds, localePreference),
    loadProductImages(db, productIds, 1),
    describeVariants(
      db,
      lines.map((line) => ({
        id: line.variantId,
        productId: line.productId,
        code: line.variantCode,
        tracked: line.tracked,
        onHand: line.onHand,
        onHold: line.onHold,
        position: line.position,
        maxQuantityPerOrder: line.maxQuantityPerOrder,
        price: line.unitPrice,
        originalPrice: line.originalUnitPrice,
      })),
      localePreference,
    ),
    loadCheckoutParts(db, row.id, row.itemsTotal, localePreference),
  ]);

  const items = lines.map((line, index): CartItem => {
    const text = texts.get(line.productId);
    const variant = described.variants[index];
    return {
      id: line.id,
      productName: text?.name ?? line.productCode,
      variant: {
        code: line.variantCode,
        name: variant?.name ?? line.variantCode,
        productCode: line.productCode,
        productSlug: text?.slug ?? line.productCode.toLowerCase(),
        productId: line.productId,
        mainTaxonId: line.mainTaxonId,
        optionValues: variant?.optionValues ?? [],
        image: images.get(line.productId)?.[0] ?? null,
        tracked: line.tracked,
        stock: lineStock(line),
      },
      quantity: line.quantity,
      maxQuantity: lineMaxQuantity(line),
      unitPrice: line.unitPrice,
      originalUnitPrice: line.originalUnitPrice,
      total: line.total,
      available: isLineAvailable(line),
      gift: false,
      selectGiftProductPromotionCode: null,
      productBundleOrderItems: (bundleParts.get(line.productId) ?? []).map((part) => ({
        variantCode: part.variantCode,
        productName: texts.get(part.productId)?.name ?? part.variantCode,
        quantity: part.quantity * line.quantity,
      })),
    };
  });

  return {
    id: row.id,
    tokenValue: row.tokenValue,
    number: row.number,
    channelCode,
    localeCode: row.localeCode,
    currencyCode: row.currencyCode,
    state: row.state,
    checkoutState: row.checkoutState,
    paymentState: row.paymentState,
    shippingState: row.shippingState,
    email: row.email,
    ...checkout,
    notes: row.notes,
    items,
    itemsCount: items.reduce((sum, item) => sum + item.quantity, 0),
    itemsTotal: row.itemsTotal,
    shippingTotal: row.shippingTotal,
    promotionTotal: 0,
    shippingPromotionTotal: 0,
    taxTotal: row.taxTotal,
    total: row.total,
    summary: {
      subtotal: row.itemsTotal,
      delivery: row.shippingTotal,
      discount: 0,
      tax: row.taxTotal,
      amountWithoutTax: row.total - row.taxTotal,
      total: row.total,
      shippingDiscount: 0,
      giftCoupon: 0,
      loyaltyDiscount: 0,
    },
    availableSelectGiftProductVariants: [],
    checkoutCompletedAt: row.checkoutCompletedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
