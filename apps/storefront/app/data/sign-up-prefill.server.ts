import { readAccessToken } from '~/lib/api/token-store.ts';
import { COOKIE_AUTH_REFRESH_TOKEN } from '~/lib/storage-keys.ts';
import { loadPlacedOrder } from './checkout.server.ts';
import type { ShopRequest } from './request-context.server.ts';

/** The thank-you page's "Create an account" names the order by this query parameter (with `tab=register`). */
export const SIGN_UP_ORDER_PARAM = 'order';

/** What the sign-up form starts with after a guest checkout: the order's contact and address. */
export interface SignUpPrefill {
  orderNumber: string;
  /** The sign-up form's field values by name (firstName, email, phoneNumber, countryCode, city...). */
  values: Record<string, string>;
}

/**
 * The sign-up form's values from the order just placed (spec: "we already have your details"): name,
 * email, phone, the delivery address and the company data, read by the order's token that only the
 * shopper who placed it holds (the thank-you page's link); never an order named by its number or id.
 * Null for a signed-in visitor, an unknown token, or a cart that was not placed.
 */
export async function loadSignUpPrefill(
  shop: ShopRequest,
  token: string | null,
): Promise<SignUpPrefill | null> {
  if (!token || !/^[A-Za-z0-9_-]{1,128}$/.test(token)) return null;
  if (readAccessToken(shop.tokens) || shop.tokens.read(COOKIE_AUTH_REFRESH_TOKEN)) return null;
  // A login-only channel (b2b) has no guest orders, and shows no order to an anonymous visitor (ADR 0029).
  if (shop.channel.requiresLogin) return null;
  const order = await loadPlacedOrder(shop, token).catch(() => null);
  const address = order?.shippingAddress ?? order?.billingAddress;
  if (!order || !address) return null;
  const company = order.billingAddress;
  const entries: [string, string | null | undefined][] = [
    ['firstName', address.firstName],
    ['lastName', address.lastName],
    ['email', order.email],
    ['phoneNumber', address.phoneNumber],
    ['countryCode', address.countryCode],
    ['city', address.city],
    ['street', address.street],
    ['houseNumber', address.houseNumber],
    ['flatNumber', address.apartmentNumber],
    ['postCode', address.postCode],
    ['companyName', company?.companyName],
    ['companyCode', company?.companyCode],
    ['vatNumber', company?.vatNumber],
  ];
  const values = Object.fromEntries(entries.filter((entry): entry is [string, string] => Boolean(entry[1])));
  return { orderNumber: order.number ?? '', values };
}
