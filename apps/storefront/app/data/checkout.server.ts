import type {
  CustomerLoyalty,
  Address,
  Customer,
  List,
  Order,
  ParcelLocker,
  PaymentMethod,
  PaymentRedirect,
  ShippingMethod,
  ValidationError,
} from '@shop/contracts';
import {
  PAYMENT_RETURNS,
  THANK_YOU_ORDER_PARAM,
  THANK_YOU_PAYMENT_PARAM,
  type PaymentReturn,
} from '@shop/contracts/constants';
import { redirect } from 'react-router';
import { isApiError, isMissingResource } from '~/lib/api/api-error.ts';
import { isPayableOnline } from '~/lib/online-payment.ts';
import { readAccessToken } from '~/lib/api/token-store.ts';
import { COOKIE_AUTH_REFRESH_TOKEN, COOKIE_CART_TOKEN } from '~/lib/storage-keys.ts';
import { routePath } from '~/routing/route-path.ts';
import type { ShopRequest } from './request-context.server.ts';

/** The checkout form's fields (names of the inputs). */
export const CHECKOUT_FIELDS = [
  'email',
  'firstName',
  'lastName',
  'phoneNumber',
  'countryCode',
  'city',
  'street',
  'houseNumber',
  'apartmentNumber',
  'postCode',
  'isCompany',
  'companyName',
  'companyCode',
  'vatNumber',
  'shippingMethod',
  'parcelLocker',
  'paymentMethod',
  'notes',
  /** Loyalty points to redeem (members only; docs/adr/0025). */
  'loyaltyPoints',
] as const;
export type CheckoutField = (typeof CHECKOUT_FIELDS)[number];
export type CheckoutValues = Partial<Record<CheckoutField, string>>;

/** Query parameter of the thank-you page naming the order just placed (shared with the API's return URLs). */
export { THANK_YOU_ORDER_PARAM };

export interface CheckoutPageData {
  order: Order;
  shippingMethods: ShippingMethod[];
  paymentMethods: PaymentMethod[];
  /** Parcel lockers of each carrier that has a parcel-locker method. */
  lockers: Record<string, ParcelLocker[]>;
  /** A signed-in customer's email and default delivery address: the form starts from them. */
  savedContact: SavedContact | null;
  /** A loyalty member's points balance (they may redeem points); absent or null for everyone else. */
  loyaltyPoints?: number | null;
  /** What one of their points takes off (minor units): their programme's value (docs/adr/0062). */
  loyaltyPointValue?: number | null;
}

export interface SavedContact {
  email: string;
  address: Address | null;
}

/**
 * The signed-in customer's contact for the form; null for guests, and when it cannot be read (the
 * checkout works without it).
 */
async function loadSavedContact(shop: ShopRequest): Promise<SavedContact | null> {
  if (!readAccessToken(shop.tokens) && !shop.tokens.read(COOKIE_AUTH_REFRESH_TOKEN)) return null;
  try {
    const me = await shop.api.get<List<Customer>>('/customers/me');
    const customer = me.data[0];
    return customer ? { email: customer.email, address: customer.defaultAddress } : null;
  } catch {
    return null;
  }
}

export interface CheckoutFailure {
  /** Per-field messages from the API's violations (spec section 5). */
  fieldErrors: Partial<Record<CheckoutField, string>>;
  /** A message about the whole order (e.g. out of stock), or null. */
  formError: string | null;
  values: CheckoutValues;
}

/** No such order: 404, or a token the API refuses as malformed (NUL, too long; ADR 0036). */
const isGone = isMissingResource;

/**
 * The cart to check out (the token in the path, else the shopper's cart cookie) with the channel's
 * delivery and payment methods and the carriers' parcel lockers. Without a cart with lines the shopper
 * goes back to the cart page.
 */
export async function loadCheckoutPage(
  shop: ShopRequest,
  pathToken: string | undefined,
): Promise<CheckoutPageData> {
  const cartPath = routePath('CART', shop.locale, {}, shop.defaultLocale);
  const token = pathToken ?? shop.tokens.read(COOKIE_CART_TOKEN);
  if (!token) throw redirect(cartPath);
  let order: Order;
  try {
    order = await shop.api.get<Order>(`/orders/${encodeURIComponent(token)}`);
  } catch (error) {
    if (isGone(error)) throw redirect(cartPath);
    throw error;
  }
  if (order.state !== 'cart' || order.items.length === 0) throw redirect(cartPath);
  const [shipping, payment, savedContact, loyalty] = await Promise.all([
    shop.api.get<List<ShippingMethod>>('/shipping-methods', { query: { tokenValue: token } }),
    shop.api.get<List<PaymentMethod>>('/payment-methods'),
    order.billingAddress ? null : loadSavedContact(shop),
    loadLoyaltyBalance(shop),
  ]);
  const carriers = [
    ...new Set(
      shipping.data.filter((method) => method.kind === 'parcel_locker').map((method) => method.carrier),
    ),
  ];
  const lockerLists = await Promise.all(
    carriers.map((carrier) => shop.api.get<List<ParcelLocker>>('/parcel-lockers', { query: { carrier } })),
  );
  return {
    order,
    shippingMethods: shipping.data,
    paymentMethods: payment.data,
    lockers: Object.fromEntries(carriers.map((carrier, index) => [carrier, lockerLists[index]?.data ?? []])),
    savedContact,
    loyaltyPoints: loyalty?.points ?? null,
    loyaltyPointValue: loyalty?.pointValue ?? null,
  };
}

/**
 * A signed-in member's points balance and what a point is worth; null for guests, non-members and when it
 * cannot be read.
 */
async function loadLoyaltyBalance(shop: ShopRequest): Promise<{ points: number; pointValue: number } | null> {
  if (!readAccessToken(shop.tokens) && !shop.tokens.read(COOKIE_AUTH_REFRESH_TOKEN)) return null;
  try {
    const { account } = await shop.api.get<CustomerLoyalty>('/customers/me/loyalty');
    return account?.active ? { points: account.points, pointValue: account.pointValue } : null;
  } catch {
    return null;
  }
}

/** "billingAddress.firstName" -> "firstName"; "" and unknown paths belong to the whole form. */
function fieldOf(propertyPath: string): CheckoutField | null {
  // PATCH /orders/{token}/loyalty-points names its field `points`.
  const last = propertyPath === 'points' ? 'loyaltyPoints' : (propertyPath.split('.').pop() ?? '');
  return (CHECKOUT_FIELDS as readonly string[]).includes(last) ? (last as CheckoutField) : null;
}

function readValues(form: FormData): CheckoutValues {
  const values: CheckoutValues = {};
  for (const field of CHECKOUT_FIELDS) {
    const value = form.get(field);
    if (typeof value === 'string') values[field] = value;
  }
  // Each parcel-locker method has its own list; the chosen method's carrier decides which one counts.
  const carrier = String(form.get('shippingCarrier') ?? '');
  const locker = form.get(`parcelLocker.${carrier}`);
  if (typeof locker === 'string' && locker) values.parcelLocker = locker;
  return values;
}

const blankToNull = (value: string | undefined) => (value && value.trim() ? value.trim() : null);

/**
 * Places the order from the checkout form: the address step, delivery, payment and completion in turn
 * (each a Sylius call). The API's violations come back per field; on success the cart cookie is
 * forgotten and the shopper goes to the thank-you page.
 */
export async function submitCheckout(
  shop: ShopRequest,
  pathToken: string | undefined,
  form: FormData,
): Promise<CheckoutFailure> {
  const values = readValues(form);
  const token = pathToken ?? shop.tokens.read(COOKIE_CART_TOKEN);
  const failure = (fieldErrors: CheckoutFailure['fieldErrors'], formError: string | null = null) => ({
    fieldErrors,
    formError,
    values,
  });
  if (!token) throw redirect(routePath('CART', shop.locale, {}, shop.defaultLocale));
  const orderPath = `/orders/${encodeURIComponent(token)}`;
  const isCompany = values.isCompany === 'on';
  const address = {
    firstName: values.firstName ?? '',
    lastName: values.lastName ?? '',
    phoneNumber: values.phoneNumber ?? '',
    countryCode: values.countryCode || 'LT',
    city: blankToNull(values.city),
    street: blankToNull(values.street),
    houseNumber: blankToNull(values.houseNumber),
    apartmentNumber: blankToNull(values.apartmentNumber),
    postCode: blankToNull(values.postCode),
    companyName: isCompany ? blankToNull(values.companyName) : null,
    companyCode: isCompany ? blankToNull(values.companyCode) : null,
    vatNumber: isCompany ? blankToNull(values.vatNumber) : null,
  };
  const missing: CheckoutFailure['fieldErrors'] = {};
  if (!values.shippingMethod) missing.shippingMethod = '';
  if (!values.paymentMethod) missing.paymentMethod = '';

  let placed: Order;
  try {
    const addressed = await shop.api.put<Order>(orderPath, {
      email: values.email ?? '',
      billingAddress: address,
    });
    if (missing.shippingMethod !== undefined || missing.paymentMethod !== undefined) return failure(missing);
    const shipmentId = addressed.shipments[0]?.id;
    const paymentId = addressed.payments[0]?.id;
    await shop.api.patch<Order>(`${orderPath}/shipments/${shipmentId}`, {
      shippingMethod: values.shippingMethod,
      parcelLocker: values.parcelLocker ?? null,
    });
    await shop.api.patch<Order>(`${orderPath}/payments/${paymentId}`, {
      paymentMethod: values.paymentMethod,
    });
    if (values.loyaltyPoints !== undefined) {
      const points = Math.max(0, Math.floor(Number(values.loyaltyPoints) || 0));
      await shop.api.patch<Order>(`${orderPath}/loyalty-points`, { points });
    }
    placed = await shop.api.patch<Order>(`${orderPath}/complete`, { notes: blankToNull(values.notes) });
  } catch (error) {
    if (!isApiError(error) || error.status === null || error.status >= 500) throw error;
    if (error.status === 404) throw redirect(routePath('CART', shop.locale, {}, shop.defaultLocale));
    const violations = (error.data as Partial<ValidationError> | undefined)?.violations ?? [];
    const fieldErrors: CheckoutFailure['fieldErrors'] = { ...missing };
    let formError: string | null = null;
    for (const violation of violations) {
      const field = fieldOf(violation.propertyPath);
      if (field && fieldErrors[field] === undefined) fieldErrors[field] = violation.message;
      else if (!field) formError ??= violation.message;
    }
    return failure(fieldErrors, violations.length === 0 ? (error.message ?? null) : formError);
  }
  shop.tokens.write(COOKIE_CART_TOKEN, null);
  // Paid online: straight on to the provider's page. Should that fail, the thank-you page offers "Pay now".
  const payment = placed.payments[0];
  if (payment && isPayableOnline(placed)) {
    const redirectUrl = await startOnlinePayment(shop, token, payment.id);
    if (redirectUrl) throw redirect(redirectUrl);
  }
  throw redirect(thankYouPath(shop, token));
}

/** The thank-you page of an order, in the request's locale. */
export function thankYouPath(shop: ShopRequest, token: string): string {
  const thankYou = routePath('CHECKOUT_THANK_YOU', shop.locale, {}, shop.defaultLocale);
  return `${thankYou}?${new URLSearchParams({ [THANK_YOU_ORDER_PARAM]: token })}`;
}

/** How the shopper came back from the payment provider (the thank-you page's `payment` parameter). */
export function readPaymentReturn(url: URL): PaymentReturn | null {
  const value = url.searchParams.get(THANK_YOU_PAYMENT_PARAM);
  return (PAYMENT_RETURNS as readonly string[]).includes(value ?? '') ? (value as PaymentReturn) : null;
}

/** The provider's payment page for the order's online payment; null when the API could not start one. */
async function startOnlinePayment(
  shop: ShopRequest,
  token: string,
  paymentId: number,
): Promise<string | null> {
  try {
    const answer = await shop.api.post<PaymentRedirect>(
      `/orders/${encodeURIComponent(token)}/payments/${paymentId}/checkout-session`,
    );
    return answer.redirectUrl;
  } catch (error) {
    if (isApiError(error)) return null;
    throw error;
  }
}

export interface PayNowFailure {
  payFailed: true;
}

/**
 * "Pay now" on the thank-you or order page: a new payment at the provider for an order whose online
 * payment still awaits payment. The shopper goes there; if it cannot start, the page says so.
 */
export async function payOrderOnline(
  shop: ShopRequest,
  token: string | null | undefined,
): Promise<PayNowFailure> {
  const order = await loadPlacedOrder(shop, token);
  if (!order || !token) throw new Response('Not Found', { status: 404 });
  const payment = order.payments[0];
  if (!payment || !isPayableOnline(order)) throw redirect(thankYouPath(shop, token));
  const redirectUrl = await startOnlinePayment(shop, token, payment.id);
  if (redirectUrl) throw redirect(redirectUrl);
  return { payFailed: true };
}

/** A placed order by its token (the thank-you and order pages); null when there is none or it is a cart. */
export async function loadPlacedOrder(
  shop: ShopRequest,
  token: string | null | undefined,
): Promise<Order | null> {
  if (!token) return null;
  try {
    const order = await shop.api.get<Order>(`/orders/${encodeURIComponent(token)}`);
    return order.state === 'cart' ? null : order;
  } catch (error) {
    if (isGone(error)) return null;
    throw error;
  }
}
