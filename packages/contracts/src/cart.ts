import { z } from 'zod';
import { optionValueSchema, productImageSchema } from './catalog.ts';
import { addressSchema, paymentSchema, shipmentSchema } from './checkout.ts';
import {
  CART_LINE_KINDS,
  CHECKOUT_STATES,
  ORDER_STATES,
  PAYMENT_STATES,
  SHIPPING_STATES,
} from './constants.ts';

/** The variant a cart line holds, as the cart shows it. */
export const cartItemVariantSchema = z.object({
  code: z.string(),
  name: z.string(),
  productCode: z.string(),
  productSlug: z.string(),
  productId: z.number().int(),
  /** For recommendations: the taxon most frequent in the cart (spec section 7). */
  mainTaxonId: z.number().int().nullable(),
  optionValues: z.array(optionValueSchema),
  image: productImageSchema.nullable(),
  tracked: z.boolean(),
  /** Sellable units now (on hand minus on hold); null when not tracked. */
  stock: z.number().int().nullable(),
});

export const cartItemSchema = z.object({
  id: z.number().int(),
  productName: z.string(),
  variant: cartItemVariantSchema,
  quantity: z.number().int(),
  /** Most units this line may hold: the variant's own limit or the default, and no more than in stock. */
  maxQuantity: z.number().int(),
  /** Minor units, VAT included. */
  unitPrice: z.number().int(),
  /** Crossed-out unit price, null when not discounted. */
  originalUnitPrice: z.number().int().nullable(),
  total: z.number().int(),
  /** The variant is enabled, sold in this channel and has the quantity in stock. */
  available: z.boolean(),
  /**
   * product: from the catalogue; gift_wrapping: the channel's gift pack (one per order); gift_card: a gift
   * card bought for a sum; gift: the free gift a promotion let the shopper choose.
   */
  kind: z.enum(CART_LINE_KINDS),
  /** A gift chosen for a promotion: quantity only, no delete. */
  gift: z.boolean(),
  selectGiftProductPromotionCode: z.string().nullable(),
  /** The sum of a gift card line (minor units). */
  giftCardSum: z.number().int().nullable(),
  productBundleOrderItems: z.array(
    z.object({ variantCode: z.string(), productName: z.string(), quantity: z.number().int() }),
  ),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** A promotion's free gift to choose (spec section 4: up to three, in turn; a chosen one can be swapped). */
export const giftChoiceSchema = z.object({
  promotionCode: z.string(),
  label: z.string(),
  selectedItemId: z.number().int().nullable(),
  selectedVariantCode: z.string().nullable(),
  /** What can be chosen now (sellable, in stock). */
  variants: z.array(
    z.object({
      code: z.string(),
      productName: z.string(),
      productSlug: z.string(),
      /** Catalogue price of one unit, which the gift saves (minor units). */
      price: z.number().int().nullable(),
      image: productImageSchema.nullable(),
    }),
  ),
});
export type GiftChoice = z.infer<typeof giftChoiceSchema>;

/** The summary lines of spec section 3, minor units. */
export const orderSummarySchema = z.object({
  subtotal: z.number().int(),
  delivery: z.number().int(),
  discount: z.number().int(),
  tax: z.number().int(),
  amountWithoutTax: z.number().int(),
  /** What the shopper pays: the order's total less the gift coupon. */
  total: z.number().int(),
  shippingDiscount: z.number().int(),
  /** What a redeemed gift card pays of the order. */
  giftCoupon: z.number().int(),
  loyaltyDiscount: z.number().int(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** A cart (state `cart`) or an order: every cart call answers with the whole of it (Sylius). */
export const orderSchema = z.object({
  id: z.number().int(),
  tokenValue: z.string(),
  number: z.string().nullable(),
  channelCode: z.string(),
  localeCode: z.string(),
  currencyCode: z.string(),
  state: z.enum(ORDER_STATES),
  checkoutState: z.enum(CHECKOUT_STATES),
  paymentState: z.enum(PAYMENT_STATES),
  shippingState: z.enum(SHIPPING_STATES),
  /** Given at the address step. */
  email: z.string().nullable(),
  billingAddress: addressSchema.nullable(),
  shippingAddress: addressSchema.nullable(),
  /** One each once the order is addressed. */
  shipments: z.array(shipmentSchema),
  payments: z.array(paymentSchema),
  notes: z.string().nullable(),
  /** The coupon applied to the cart, upper-cased. */
  couponCode: z.string().nullable(),
  /** Cart promotions the order gets, with what each takes off the items and the delivery. */
  promotions: z.array(
    z.object({
      code: z.string(),
      label: z.string(),
      itemsDiscount: z.number().int(),
      shippingDiscount: z.number().int(),
    }),
  ),
  items: z.array(cartItemSchema),
  /** Units over all lines. */
  itemsCount: z.number().int(),
  itemsTotal: z.number().int(),
  shippingTotal: z.number().int(),
  promotionTotal: z.number().int(),
  shippingPromotionTotal: z.number().int(),
  taxTotal: z.number().int(),
  total: z.number().int(),
  summary: orderSummarySchema,
  /** Variant codes of the next gift to choose (empty when none is offered or three are chosen). */
  availableSelectGiftProductVariants: z.array(z.string()),
  giftChoices: z.array(giftChoiceSchema),
  /** Gift wrapping: on or off, the greeting, and its price in this channel (null: not offered). */
  giftWrapping: z.object({
    isGift: z.boolean(),
    message: z.string().nullable(),
    price: z.number().int().nullable(),
  }),
  /** The smallest and largest sum a gift card bought in this channel may carry (minor units). */
  giftCardSums: z.object({ min: z.number().int(), max: z.number().int() }),
  /** The redeemed gift card's code. */
  giftCardCode: z.string().nullable(),
  /** Gift cards this order bought; the code shows once the order is paid. */
  giftCards: z.array(
    z.object({
      code: z.string().nullable(),
      amount: z.number().int(),
      balance: z.number().int(),
      active: z.boolean(),
    }),
  ),
  checkoutCompletedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Order = z.infer<typeof orderSchema>;

export const createOrderBodySchema = z.object({ localeCode: z.string().optional() }).optional();

export const addCartItemBodySchema = z.object({
  productVariant: z
    .string({ error: 'This value should not be blank.' })
    .trim()
    .min(1, { error: 'This value should not be blank.' }),
  quantity: z
    .number({ error: 'This value should be a whole number.' })
    .int({ error: 'This value should be a whole number.' })
    .min(1, { error: 'This value should be 1 or more.' })
    .default(1),
});
export type AddCartItemBody = z.infer<typeof addCartItemBodySchema>;

export const changeCartItemQuantityBodySchema = z.object({
  quantity: z
    .number({ error: 'This value should be a whole number.' })
    .int({ error: 'This value should be a whole number.' })
    .min(1, { error: 'This value should be 1 or more.' }),
});
export type ChangeCartItemQuantityBody = z.infer<typeof changeCartItemQuantityBodySchema>;

/**
 * PATCH /orders/{token}/product-bundle (Sylius bundle plugin). `variantCodes`, when given, must be the
 * bundle's parts: a deleted bundle line is restored by its product code, variant codes and quantity.
 */
export const addCartBundleBodySchema = z.object({
  variantCodes: z.array(z.string().trim().min(1)).max(50).optional(),
  productCode: z
    .string({ error: 'This value should not be blank.' })
    .trim()
    .min(1, { error: 'This value should not be blank.' }),
  quantity: z
    .number({ error: 'This value should be a whole number.' })
    .int({ error: 'This value should be a whole number.' })
    .min(1, { error: 'This value should be 1 or more.' })
    .default(1),
});
export type AddCartBundleBody = z.infer<typeof addCartBundleBodySchema>;

/** PATCH /orders/{token}/gift-wrapping: the spec's gift pack. */
export const giftWrappingBodySchema = z.object({
  giftWrappingMessage: z.string({ error: 'This value should be a text.' }).nullable().default(null),
  isGift: z.boolean({ error: 'This value should be true or false.' }),
});
export type GiftWrappingBody = z.infer<typeof giftWrappingBodySchema>;

/** PUT /orders/{token}/add-gift-card-for-sum: the sum in hundredths (spec section 6). */
export const addGiftCardForSumBodySchema = z.object({
  giftCardSum: z
    .number({ error: 'This value should be a whole number.' })
    .int({ error: 'This value should be a whole number.' }),
});
export type AddGiftCardForSumBody = z.infer<typeof addGiftCardForSumBodySchema>;

/** PATCH /orders/{token}/select-gift: a variant offered as a promotion's gift. */
export const selectGiftBodySchema = z.object({
  productVariant: z
    .string({ error: 'This value should not be blank.' })
    .trim()
    .min(1, { error: 'This value should not be blank.' }),
});
export type SelectGiftBody = z.infer<typeof selectGiftBodySchema>;
