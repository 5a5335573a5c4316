import type { CartItem, Order } from '@shop/contracts';
import { asc, eq, inArray, sql, type AnyColumn } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  channels,
  orders,
  type CartPromotionAction,
  productBundleItems,
  productVariants,
} from '../../db/schema/index.ts';
import { pickTranslation } from '../../i18n/pick-translation.ts';
import { loadProductImages, loadProductTexts } from '../products/product-rows.ts';
import { pickCartLineTexts } from './cart-line-texts.ts';
import {
  cartLinesWithTextsColumn,
  isLineAvailable,
  lineMaxQuantity,
  lineStock,
  toCartLinesWithTexts,
} from './cart-lines.ts';
import { checkoutPartColumns, describeCheckoutParts } from './checkout-view.ts';
import { boughtGiftCardsColumn, toBoughtGiftCards } from './gift-cards.ts';
import { giftChoicesOf, nextGiftVariants } from './gift-products.ts';
import { cachedGiftCardSums } from './gift-card-sums.ts';
import { cachedGiftWrappingVariant } from './gift-wrapping.ts';
import { cachedReference } from './reference-cache.ts';

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

interface PromotionJson {
  code: string;
  actions: CartPromotionAction[];
  itemsDiscount: number;
  shippingDiscount: number;
  labels: Array<{ locale: string; label: string }> | null;
}

/** The promotions an order got with their labels in every locale, highest priority first (JSON). */
function orderPromotionsColumn(orderId: AnyColumn) {
  return sql<PromotionJson[] | null>`(SELECT json_agg(json_build_object('code', cp.code,
      'actions', cp.actions, 'itemsDiscount', op.items_discount, 'shippingDiscount', op.shipping_discount,
      'labels', (SELECT json_agg(json_build_object('locale', t.locale, 'label', t.label))
        FROM cart_promotion_translations t WHERE t.promotion_id = cp.id))
      ORDER BY cp.priority DESC, cp.id ASC)
    FROM order_promotions op JOIN cart_promotions cp ON cp.id = op.promotion_id
    WHERE op.order_id = ${orderId})`;
}

/** The promotions an order got, labelled in the preferred locale (else by code). */
function labelPromotions(rows: readonly PromotionJson[], localePreference: readonly string[]) {
  return rows.map(({ labels, ...row }) => ({
    ...row,
    label: pickTranslation(labels ?? [], localePreference)?.label ?? row.code,
  }));
}

/** The whole order as every cart call answers it, names in the preferred locale. */
export async function loadOrderView(
  db: Database,
  orderId: number,
  localePreference: readonly string[],
): Promise<Order> {
  // One statement for the order with its lines (and what they show), addresses, shipments, payments and
  // promotions.
  const [order] = await db
    .select({
      order: orders,
      channelCode: channels.code,
      ...checkoutPartColumns(orders.id),
      promotions: orderPromotionsColumn(orders.id),
      lines: cartLinesWithTextsColumn(db, { id: orders.id, channelId: orders.channelId }),
      giftCards: boughtGiftCardsColumn({ id: orders.id, state: orders.state }),
    })
    .from(orders)
    .innerJoin(channels, eq(channels.id, orders.channelId))
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!order) throw new Error(`Order ${orderId} vanished while it was being read`);
  const {
    order: row,
    channelCode,
    promotions: promotionRows,
    lines: lineRows,
    giftCards: giftCardRows,
    ...checkoutRows
  } = order;
  const lines = toCartLinesWithTexts(lineRows);
  const bundleParts = await loadBundleParts(
    db,
    lines.filter((line) => line.isBundle).map((line) => line.productId),
  );
  const partProductIds = [...new Set([...bundleParts.values()].flat().map((part) => part.productId))];
  const [partTexts, checkout] = await Promise.all([
    loadProductTexts(db, partProductIds, localePreference),
    describeCheckoutParts(db, checkoutRows, row.itemsTotal, localePreference),
  ]);
  const texts = lines.map((line) => pickCartLineTexts(line.texts, localePreference));
  const appliedPromotions = labelPromotions(promotionRows ?? [], localePreference);
  const giftWrappingVariant = await cachedGiftWrappingVariant(db, row.channelId);
  const giftCardSums = await cachedGiftCardSums(db, row.channelId);
  const giftCards = toBoughtGiftCards(giftCardRows);
  const giftChoices = await giftChoicesOf(db, {
    orderId: row.id,
    channelId: row.channelId,
    promotions: appliedPromotions,
    lines,
  });
  const promotions = appliedPromotions.map(({ actions: _actions, ...promotion }) => promotion);
  const giftProductIds = [
    ...new Set(giftChoices.flatMap((choice) => choice.variants.map((variant) => variant.productId))),
  ];
  // The offered gifts' names and pictures change only with the catalogue (its version moves), and every view
  // of a cart that earns the gift shows them: shared per process like the other reference data (ADR 0049).
  // Which gifts are offered, and whether they are in stock, is read for every view above.
  const giftKey = giftProductIds.join(',');
  const [giftTexts, giftImages] = await Promise.all([
    cachedReference(db, `gift-texts:${localePreference.join('|')}:${giftKey}`, () =>
      loadProductTexts(db, giftProductIds, localePreference),
    ),
    cachedReference(db, `gift-images:${giftKey}`, () => loadProductImages(db, giftProductIds, 1)),
  ]);

  const items = lines.map((line, index): CartItem => {
    const text = texts[index];
    return {
      id: line.id,
      productName: text?.productName ?? line.productCode,
      variant: {
        code: line.variantCode,
        name: text?.variantName ?? line.variantCode,
        productCode: line.productCode,
        productSlug: text?.productSlug ?? line.productCode.toLowerCase(),
        productId: line.productId,
        mainTaxonId: line.mainTaxonId,
        optionValues: text?.optionValues ?? [],
        image: text?.image ?? null,
        tracked: line.tracked,
        stock: lineStock(line),
      },
      quantity: line.quantity,
      maxQuantity: lineMaxQuantity(line),
      unitPrice: line.unitPrice,
      originalUnitPrice: line.originalUnitPrice,
      total: line.total,
      available: isLineAvailable(line),
      kind: line.kind,
      gift: line.kind === 'gift',
      selectGiftProductPromotionCode: line.giftPromotionCode,
      giftCardSum: line.giftCardSum,
      productBundleOrderItems: (bundleParts.get(line.productId) ?? []).map((part) => ({
        variantCode: part.variantCode,
        productName: partTexts.get(part.productId)?.name ?? part.variantCode,
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
    couponCode: row.couponCode,
    promotions,
    items,
    itemsCount: items.reduce((sum, item) => sum + item.quantity, 0),
    itemsTotal: row.itemsTotal,
    shippingTotal: row.shippingTotal,
    promotionTotal: row.promotionTotal,
    shippingPromotionTotal: row.shippingPromotionTotal,
    taxTotal: row.taxTotal,
    total: row.total,
    summary: {
      subtotal: row.itemsTotal,
      delivery: row.shippingTotal,
      discount: row.promotionTotal,
      tax: row.taxTotal,
      amountWithoutTax: row.total - row.taxTotal,
      total: row.total - row.giftCardTotal - row.loyaltyDiscount,
      shippingDiscount: row.shippingPromotionTotal,
      giftCoupon: row.giftCardTotal,
      loyaltyDiscount: row.loyaltyDiscount,
    },
    availableSelectGiftProductVariants: nextGiftVariants(giftChoices),
    giftChoices: giftChoices.map((choice) => ({
      promotionCode: choice.promotionCode,
      label:
        promotions.find((promotion) => promotion.code === choice.promotionCode)?.label ??
        choice.promotionCode,
      selectedItemId: choice.selectedItemId,
      selectedVariantCode: choice.selectedVariantCode,
      variants: choice.variants.map((variant) => ({
        code: variant.code,
        productName: giftTexts.get(variant.productId)?.name ?? variant.code,
        productSlug: giftTexts.get(variant.productId)?.slug ?? variant.code.toLowerCase(),
        price: variant.price,
        image: giftImages.get(variant.productId)?.[0] ?? null,
      })),
    })),
    giftWrapping: {
      isGift: row.isGift,
      message: row.giftWrappingMessage,
      price: giftWrappingVariant?.price ?? null,
    },
    giftCardSums,
    giftCardCode: row.giftCardCode,
    giftCards,
    checkoutCompletedAt: row.checkoutCompletedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
