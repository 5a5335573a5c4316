import type { CartItem, Order } from '@shop/contracts';

/** A cart line for tests: 10,00 € a unit, untracked, available. */
export function line(id: number, variantCode: string, quantity = 1): CartItem {
  return {
    id,
    productName: `Product ${variantCode}`,
    variant: {
      code: variantCode,
      name: variantCode,
      productCode: variantCode,
      productSlug: variantCode.toLowerCase(),
      productId: id,
      mainTaxonId: null,
      optionValues: [],
      image: null,
      tracked: false,
      stock: null,
    },
    quantity,
    maxQuantity: 99,
    unitPrice: 1000,
    originalUnitPrice: null,
    total: 1000 * quantity,
    available: true,
    kind: 'product',
    gift: false,
    selectGiftProductPromotionCode: null,
    giftCardSum: null,
    productBundleOrderItems: [],
  };
}

/** A cart (or order) with these lines and totals that add up (no VAT split). */
export function order(token: string, items: CartItem[] = [], state: Order['state'] = 'cart'): Order {
  const total = items.reduce((sum, item) => sum + item.total, 0);
  return {
    id: 1,
    tokenValue: token,
    number: null,
    channelCode: 'web',
    localeCode: 'lt',
    currencyCode: 'EUR',
    state,
    checkoutState: 'cart',
    paymentState: 'cart',
    shippingState: 'cart',
    email: null,
    billingAddress: null,
    shippingAddress: null,
    shipments: [],
    payments: [],
    notes: null,
    couponCode: null,
    promotions: [],
    items,
    itemsCount: items.reduce((sum, item) => sum + item.quantity, 0),
    itemsTotal: total,
    shippingTotal: 0,
    promotionTotal: 0,
    shippingPromotionTotal: 0,
    taxTotal: 0,
    total,
    summary: {
      subtotal: total,
      delivery: 0,
      discount: 0,
      tax: 0,
      amountWithoutTax: total,
      total,
      shippingDiscount: 0,
      giftCoupon: 0,
      loyaltyDiscount: 0,
    },
    availableSelectGiftProductVariants: [],
    giftChoices: [],
    giftWrapping: { isGift: false, message: null, price: 250 },
    giftCardCode: null,
    giftCards: [],
    checkoutCompletedAt: null,
    createdAt: '2026-11-21T10:00:00.000Z',
    updatedAt: '2026-11-21T10:00:00.000Z',
  };
}
