import { z } from 'zod';
import { optionValueSchema, productImageSchema } from './catalog.ts';
import { addressSchema, paymentSchema, shipmentSchema } from './checkout.ts';
import { CHECKOUT_STATES, ORDER_STATES, PAYMENT_STATES, SHIPPING_STATES } from './constants.ts';

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
  /** A gift chosen for a promotion (issue 4 gifts): quantity only, no delete. */
  gift: z.boolean(),
  selectGiftProductPromotionCode: z.string().nullable(),
  productBundleOrderItems: z.array(
    z.object({ variantCode: z.string(), productName: z.string(), quantity: z.number().int() }),
  ),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** The summary lines of spec section 3, minor units. */
export const orderSummarySchema = z.object({
  subtotal: z.number().int(),
  delivery: z.number().int(),
  discount: z.number().int(),
  tax: z.number().int(),
  amountWithoutTax: z.number().int(),
  total: z.number().int(),
  shippingDiscount: z.number().int(),
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
  availableSelectGiftProductVariants: z.array(z.string()),
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

/** PATCH /orders/{token}/product-bundle (Sylius bundle plugin). */
export const addCartBundleBodySchema = z.object({
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
