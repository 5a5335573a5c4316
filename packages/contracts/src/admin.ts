import { z } from 'zod';
import { orderSchema } from './cart.ts';
import { BLANK_MESSAGE, emailSchema } from './checkout.ts';
import { ORDER_STATES, PAYMENT_STATES, REFUND_METHODS, RETURN_STATES, SHIPPING_STATES } from './constants.ts';
import { listSchema } from './lists.ts';
import { returnSchema } from './returns.ts';

/**
 * The back office API (docs/adr/0028-back-office.md): its own base, its own administrators and tokens.
 * A shop customer's token is refused on every route here, and an administrator's token in the shop API.
 */
export const ADMIN_API_BASE = '/api/v2/admin';
/** How long an administrator's session lasts; then they sign in again (no refresh tokens). */
export const ADMIN_TOKEN_TTL_SECONDS = 8 * 60 * 60;
export const ADMIN_CREDENTIALS_MESSAGE = 'Wrong email or password.';

export const adminSignInBodySchema = z.object({
  email: emailSchema,
  password: z.string({ error: BLANK_MESSAGE }).min(1, { error: BLANK_MESSAGE }).max(200),
});
export type AdminSignInBody = z.infer<typeof adminSignInBodySchema>;

export const administratorSchema = z.object({ id: z.number().int(), email: z.string(), name: z.string() });
export type Administrator = z.infer<typeof administratorSchema>;

/** POST /token: the bearer token of the back office, and who it is. */
export const adminTokenSchema = z.object({
  token: z.string(),
  expiresAt: z.string(),
  administrator: administratorSchema,
});
export type AdminToken = z.infer<typeof adminTokenSchema>;

const page = {
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  itemsPerPage: z.coerce.number().int().min(1).max(100).default(20),
};

// --- Accounts waiting for approval (the b2b channel) ---

export const ACCOUNT_APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type AccountApprovalStatus = (typeof ACCOUNT_APPROVAL_STATUSES)[number];

/** A registered shop account of a login-only channel, with its company data. */
export const adminAccountSchema = z.object({
  shopUserId: z.number().int(),
  customerId: z.number().int(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  companyName: z.string().nullable(),
  vatNumber: z.string().nullable(),
  companyCode: z.string().nullable(),
  channelCode: z.string(),
  /** The email address was confirmed through the verification link. */
  verified: z.boolean(),
  status: z.enum(ACCOUNT_APPROVAL_STATUSES),
  registeredAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type AdminAccount = z.infer<typeof adminAccountSchema>;
export const adminAccountsQuerySchema = z.object({
  status: z.enum(ACCOUNT_APPROVAL_STATUSES).optional(),
  ...page,
});
export const adminRejectBodySchema = z.object({ reason: z.string().trim().max(500).optional() }).optional();

// --- Orders ---

export const ADMIN_ORDER_ACTIONS = ['process', 'fulfil', 'cancel', 'markPaid'] as const;
export type AdminOrderAction = (typeof ADMIN_ORDER_ACTIONS)[number];

export const adminOrderSummarySchema = z.object({
  id: z.number().int(),
  number: z.string(),
  tokenValue: z.string(),
  channelCode: z.string(),
  state: z.enum(ORDER_STATES),
  paymentState: z.enum(PAYMENT_STATES),
  shippingState: z.enum(SHIPPING_STATES),
  email: z.string().nullable(),
  customerName: z.string(),
  /** What the customer pays (minor units). */
  total: z.number().int(),
  currencyCode: z.string(),
  itemsCount: z.number().int(),
  checkoutCompletedAt: z.string(),
});
export type AdminOrderSummary = z.infer<typeof adminOrderSummarySchema>;
export const adminOrdersQuerySchema = z.object({
  state: z.enum(ORDER_STATES).optional(),
  paymentState: z.enum(PAYMENT_STATES).optional(),
  /** An order number or (part of) an email address. */
  search: z.string().trim().max(100).optional(),
  ...page,
});

/** One order as the shop shows it, and what the administrator can do with it now. */
export const adminOrderSchema = z.object({
  order: orderSchema,
  actions: z.array(z.enum(ADMIN_ORDER_ACTIONS)),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

// --- Returns ---

export const adminReturnSummarySchema = z.object({
  id: z.number().int(),
  number: z.string(),
  orderNumber: z.string(),
  channelCode: z.string(),
  customerEmail: z.string().nullable(),
  state: z.enum(RETURN_STATES),
  refundMethod: z.enum(REFUND_METHODS),
  refundableAmount: z.number().int(),
  currencyCode: z.string(),
  itemsCount: z.number().int(),
  createdAt: z.string(),
});
export type AdminReturnSummary = z.infer<typeof adminReturnSummarySchema>;
export const adminReturnsQuerySchema = z.object({ state: z.enum(RETURN_STATES).optional(), ...page });

/** One return as the customer sees it, plus what the shop needs to refund it and the states it may go to. */
export const adminReturnSchema = z.object({
  id: z.number().int(),
  return: returnSchema,
  customerEmail: z.string().nullable(),
  /** The whole IBAN of a bank-transfer refund, to pay it. */
  bankAccount: z.string().nullable(),
  transitions: z.array(z.enum(RETURN_STATES)),
});
export type AdminReturn = z.infer<typeof adminReturnSchema>;
export const adminReturnStateBodySchema = z.object({
  to: z.enum(RETURN_STATES),
  /** With `processed`: return item ids the shop refuses (the others are accepted). */
  refusedItemIds: z.array(z.number().int().positive()).max(100).optional(),
});
export type AdminReturnStateBody = z.infer<typeof adminReturnStateBodySchema>;

// --- Lists: newsletter subscribers, stock-notification requests, customers ---

export const NEWSLETTER_SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export const adminNewsletterSubscriberSchema = z.object({
  email: z.string(),
  channelCode: z.string(),
  locale: z.string(),
  status: z.enum(NEWSLETTER_SUBSCRIBER_STATUSES),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
});
export type AdminNewsletterSubscriber = z.infer<typeof adminNewsletterSubscriberSchema>;
export const adminNewsletterQuerySchema = z.object({
  status: z.enum(NEWSLETTER_SUBSCRIBER_STATUSES).optional(),
  ...page,
});

export const STOCK_REQUEST_STATUSES = ['waiting', 'notified'] as const;
export const adminStockRequestSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  productCode: z.string(),
  productName: z.string(),
  channelCode: z.string(),
  locale: z.string(),
  createdAt: z.string(),
  notifiedAt: z.string().nullable(),
});
export type AdminStockRequest = z.infer<typeof adminStockRequestSchema>;
export const adminStockRequestsQuerySchema = z.object({
  status: z.enum(STOCK_REQUEST_STATUSES).optional(),
  ...page,
});

export const adminCustomerSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  isCompany: z.boolean(),
  companyName: z.string().nullable(),
  /** Channels the customer has a sign-in account in. */
  channelCodes: z.array(z.string()),
});
export type AdminCustomer = z.infer<typeof adminCustomerSchema>;
export const adminCustomersQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  ...page,
});

/** POST /customers/{id}/impersonation: a storefront link that signs in as the customer for 15 minutes. */
export const adminImpersonationBodySchema = z.object({ channelCode: z.string().trim().min(1).max(64) });
export const adminImpersonationSchema = z.object({ url: z.string(), expiresAt: z.string() });
export type AdminImpersonation = z.infer<typeof adminImpersonationSchema>;

// --- Audit ---

export const adminAuditEntrySchema = z.object({
  id: z.number().int(),
  administrator: administratorSchema.nullable(),
  /** e.g. `order.fulfil`, `account.approve`, `return.state`, `customer.impersonate`, `admin.signIn`. */
  action: z.string(),
  subjectType: z.string(),
  subjectId: z.string(),
  /** What changed, in a line a person reads. */
  summary: z.string(),
  createdAt: z.string(),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;
/** Filters of the audit log: by administrator, by object (subject type, and id within it) and by action. */
export const adminAuditQuerySchema = z.object({
  administratorId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  subjectType: z.string().trim().min(1).max(64).optional(),
  subjectId: z.string().trim().min(1).max(128).optional(),
  action: z.string().trim().min(1).max(64).optional(),
  ...page,
});
export type AdminAuditQuery = z.infer<typeof adminAuditQuerySchema>;

export const adminAccountListSchema = listSchema(adminAccountSchema);
export const adminOrderListSchema = listSchema(adminOrderSummarySchema);
export const adminReturnListSchema = listSchema(adminReturnSummarySchema);
export const adminNewsletterListSchema = listSchema(adminNewsletterSubscriberSchema);
export const adminStockRequestListSchema = listSchema(adminStockRequestSchema);
export const adminCustomerListSchema = listSchema(adminCustomerSchema);
export const adminAuditListSchema = listSchema(adminAuditEntrySchema);
