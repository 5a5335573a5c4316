import { z } from 'zod';
import { orderSchema } from './cart.ts';
import { productImageSchema } from './catalog.ts';
import {
  CUSTOMER_ORDERS_MAX_PER_PAGE,
  CUSTOMER_ORDERS_PER_PAGE,
  ORDER_DOCUMENT_LOCALES,
  ORDER_STATES,
  PAYMENT_STATES,
  SHIPPING_STATES,
} from './constants.ts';

/** GET /customers/me/orders?page=&itemsPerPage= (ADR 0015): the signed-in customer's placed orders. */
export const customerOrdersQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  itemsPerPage: z.coerce
    .number()
    .int()
    .min(0)
    .max(CUSTOMER_ORDERS_MAX_PER_PAGE)
    .default(CUSTOMER_ORDERS_PER_PAGE),
});
export type CustomerOrdersQuery = z.infer<typeof customerOrdersQuerySchema>;

/** One row of the customer's order list: what the list shows, newest first. */
export const customerOrderSummarySchema = z.object({
  tokenValue: z.string(),
  number: z.string(),
  checkoutCompletedAt: z.string(),
  state: z.enum(ORDER_STATES),
  paymentState: z.enum(PAYMENT_STATES),
  shippingState: z.enum(SHIPPING_STATES),
  /** What the customer pays (minor units): the order's total less a redeemed gift card. */
  total: z.number().int(),
  currencyCode: z.string(),
  /** Units over all lines. */
  itemsCount: z.number().int(),
  /** The first lines' names and images, for a preview. */
  items: z.array(z.object({ productName: z.string(), image: productImageSchema.nullable() })),
});
export type CustomerOrderSummary = z.infer<typeof customerOrderSummarySchema>;

/** The order's invoice: whether it can be downloaded now, and its number once it was first issued. */
export const orderInvoiceSchema = z.object({
  available: z.boolean(),
  number: z.string().nullable(),
  issuedAt: z.string().nullable(),
});
export type OrderInvoice = z.infer<typeof orderInvoiceSchema>;

/** GET /customers/me/orders/{token}: the order as GET /orders/{token} answers it, plus its documents. */
export const customerOrderSchema = orderSchema.extend({
  invoice: orderInvoiceSchema,
  preInvoiceAvailable: z.boolean(),
});
export type CustomerOrder = z.infer<typeof customerOrderSchema>;

/** ?locale= of the invoice and pre-invoice downloads. */
export const orderDocumentQuerySchema = z.object({ locale: z.enum(ORDER_DOCUMENT_LOCALES).optional() });
