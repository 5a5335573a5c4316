import { COUPON_REQUIRED_MESSAGE, type CartItem, type Order, type ValidationError } from '@shop/contracts';
import { GIFT_CARD_MAX_SUM, GIFT_CARD_MIN_SUM } from '@shop/contracts/constants';
import { redirect } from 'react-router';
import { isApiError, isMissingResource } from '~/lib/api/api-error.ts';
import { routePath } from '~/routing/route-path.ts';
import { COOKIE_CART_TOKEN } from '~/lib/storage-keys.ts';
import type { ShopRequest } from './request-context.server.ts';

/** Form intents of the cart route (the product page's add-to-cart form sends no intent). */
export const CART_INTENTS = [
  'add',
  'quantity',
  'delete',
  'restore',
  'coupon',
  'gift-wrap',
  'select-gift',
  'gift-card',
  'remove-gift-card',
] as const;
export type CartIntent = (typeof CART_INTENTS)[number];

export type CartActionResult =
  | { ok: true; intent: CartIntent; order: Order; deletedItem: CartItem | null }
  | {
      ok: false;
      intent: CartIntent;
      /** The server's detail (spec section 8), or null to show the intent's default text. */
      message: string | null;
      itemId: number | null;
    };

const path = (token: string, rest = '') => `/orders/${encodeURIComponent(token)}${rest}`;

/** No such cart: 404, or a token the API refuses as malformed (NUL, too long; ADR 0036). */
const isNotFound = isMissingResource;

function violationCode(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  return (error.data as Partial<ValidationError> | undefined)?.violations?.[0]?.code;
}

/** The first violation's message of a 422, else the error's own message for 4xx answers. */
function serverDetail(error: unknown): string | null {
  if (!isApiError(error) || error.status === null || error.status >= 500) return null;
  const body = error.data as Partial<ValidationError> | undefined;
  const violation = body?.violations?.[0]?.message;
  if (violation) return violation;
  return typeof body?.message === 'string' ? body.message : null;
}

/** The shopper's cart, or null without a token or when it is gone (the token is then forgotten). */
export async function loadCart(shop: ShopRequest): Promise<Order | null> {
  const token = shop.tokens.read(COOKIE_CART_TOKEN);
  if (!token) return null;
  try {
    const order = await shop.api.get<Order>(path(token));
    if (order.state === 'cart') return order;
  } catch (error) {
    if (!isNotFound(error)) throw error;
  }
  shop.tokens.write(COOKIE_CART_TOKEN, null);
  return null;
}

/** Why a recovery link did not bring a cart back. */
export type CartRecoveryFailure = 'completed' | 'missing';

/**
 * `/cart/recover/{cartId}` (the link of an abandoned-cart email; the id is the cart's token, the only key
 * that does not let one shopper reach another's cart): the cart becomes the browser's cart and the
 * shopper lands on the cart page. An order already placed, or an unknown id, says so instead.
 */
export async function recoverCart(shop: ShopRequest, cartId: string): Promise<CartRecoveryFailure> {
  let order: Order;
  try {
    order = await shop.api.get<Order>(path(cartId));
  } catch (error) {
    if (isNotFound(error)) return 'missing';
    throw error;
  }
  if (order.state !== 'cart') return 'completed';
  shop.tokens.write(COOKIE_CART_TOKEN, order.tokenValue);
  throw redirect(routePath('CART', shop.locale, {}, shop.defaultLocale));
}

async function createCart(shop: ShopRequest): Promise<string> {
  const order = await shop.api.post<Order>('/orders');
  shop.tokens.write(COOKIE_CART_TOKEN, order.tokenValue);
  return order.tokenValue;
}

/**
 * The API's own text for a sum out of range, so the page localises it like the API's answer; the numbers
 * are the channel's gift card amounts (the cart's giftCardSums, set in the back office's gift settings).
 */
export function giftCardSumMessage(sums: { min: number; max: number }): string {
  return `The gift card sum should be from ${sums.min / 100} to ${sums.max / 100} EUR.`;
}
export const GIFT_CARD_SUM_MESSAGE = giftCardSumMessage({ min: GIFT_CARD_MIN_SUM, max: GIFT_CARD_MAX_SUM });

/**
 * The range the cart page showed (its hidden giftCardMin / giftCardMax, from the cart's giftCardSums), else
 * the shop's defaults. Only for answering at once: the API enforces the channel's stored amounts itself.
 */
function shownGiftCardSums(form: FormData): { min: number; max: number } {
  const min = positiveInteger(form.get('giftCardMin'));
  const max = positiveInteger(form.get('giftCardMax'));
  return min !== null && max !== null && min < max
    ? { min, max }
    : { min: GIFT_CARD_MIN_SUM, max: GIFT_CARD_MAX_SUM };
}

/** A sum typed in euros ("25", "25,50", "25.5") in hundredths, or null when it is not one. */
export function parseGiftCardSum(value: FormDataEntryValue | null): number | null {
  const text = String(value ?? '')
    .trim()
    .replace(/\s|€/g, '')
    .replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  return Math.round(Number(text) * 100);
}

function positiveInteger(value: FormDataEntryValue | null): number | null {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
}

/**
 * Runs one cart form: adds a variant (creating the cart first when there is none, or when the stored one
 * was completed or removed), changes a quantity, deletes or restores a line. Failures come back as the
 * server's detail for the page to show; they never throw for expected answers (404, 422).
 */
export async function submitCartForm(shop: ShopRequest, form: FormData): Promise<CartActionResult> {
  const rawIntent = form.get('intent') ?? 'add';
  const intent = CART_INTENTS.find((candidate) => candidate === rawIntent);
  if (!intent) throw new Response('Unknown form', { status: 400 });
  const itemId = positiveInteger(form.get('itemId'));
  const failure = (message: string | null): CartActionResult => ({ ok: false, intent, message, itemId });

  try {
    if (intent === 'add' || intent === 'gift-card') {
      // Bundles come with their product code and go through the bundle call (GUIDE section 4); the
      // channel's gift-wrapping code switches the gift pack on instead (spec section 4).
      const productCode = String(form.get('productCode') ?? '').trim();
      const productVariant = String(form.get('productVariant') ?? '').trim();
      const quantity = positiveInteger(form.get('quantity') ?? '1');
      const giftWrappingCode = shop.channel.giftWrappingCode;
      const giftCardSum = intent === 'gift-card' ? parseGiftCardSum(form.get('giftCardSum')) : null;
      if (intent === 'gift-card') {
        const sums = shownGiftCardSums(form);
        if (giftCardSum === null || giftCardSum < sums.min || giftCardSum > sums.max) {
          return failure(giftCardSumMessage(sums));
        }
      } else if ((!productVariant && !productCode) || quantity === null) return failure(null);
      const send = (cartToken: string) => {
        if (giftCardSum !== null) {
          return shop.api.put<Order>(path(cartToken, '/add-gift-card-for-sum'), { giftCardSum });
        }
        if (giftWrappingCode && (productVariant === giftWrappingCode || productCode === giftWrappingCode)) {
          return shop.api.patch<Order>(path(cartToken, '/gift-wrapping'), {
            giftWrappingMessage: '',
            isGift: true,
          });
        }
        return productCode
          ? shop.api.patch<Order>(path(cartToken, '/product-bundle'), { productCode, quantity })
          : shop.api.post<Order>(path(cartToken, '/items'), { productVariant, quantity });
      };
      let token = shop.tokens.read(COOKIE_CART_TOKEN) ?? (await createCart(shop));
      let order: Order;
      try {
        order = await send(token);
      } catch (error) {
        // The stored cart was completed or removed meanwhile: start a new one.
        if (!isNotFound(error) && violationCode(error) !== 'order_not_cart') throw error;
        token = await createCart(shop);
        order = await send(token);
      }
      return { ok: true, intent, order, deletedItem: null };
    }

    const token = shop.tokens.read(COOKIE_CART_TOKEN);
    if (intent === 'gift-wrap') {
      if (!token) return failure(null);
      const isGift = form.get('isGift') === 'true' || form.get('isGift') === 'on';
      const message = String(form.get('giftWrappingMessage') ?? '');
      const order = await shop.api.patch<Order>(path(token, '/gift-wrapping'), {
        giftWrappingMessage: isGift ? message : null,
        isGift,
      });
      return { ok: true, intent, order, deletedItem: null };
    }
    if (intent === 'select-gift') {
      const productVariant = String(form.get('productVariant') ?? '').trim();
      if (!token || !productVariant) return failure(null);
      const order = await shop.api.patch<Order>(path(token, '/select-gift'), { productVariant });
      return { ok: true, intent, order, deletedItem: null };
    }
    if (intent === 'remove-gift-card') {
      if (!token) return failure(null);
      const order = await shop.api.put<Order>(path(token), { giftCardCode: null });
      return { ok: true, intent, order, deletedItem: null };
    }
    if (intent === 'coupon') {
      if (!token) return failure(null);
      // Spec section 5: an empty code is answered here, without asking the API.
      const code = form.get('remove') ? null : String(form.get('couponCode') ?? '').trim();
      if (code === '') return failure(COUPON_REQUIRED_MESSAGE);
      const order = await shop.api.put<Order>(path(token), { couponCode: code });
      return { ok: true, intent, order, deletedItem: null };
    }
    if (intent === 'restore' && token && form.get('productCode')) {
      // Spec section 4: a bundle is restored with its product code, variant codes and quantity.
      const quantity = positiveInteger(form.get('quantity'));
      if (quantity === null) return failure(null);
      const order = await shop.api.patch<Order>(path(token, '/product-bundle'), {
        productCode: String(form.get('productCode')),
        variantCodes: form.getAll('variantCodes').map(String),
        quantity,
      });
      return { ok: true, intent, order, deletedItem: null };
    }
    if (!token || itemId === null) return failure(null);
    const item = path(token, `/items/${itemId}`);
    if (intent === 'quantity') {
      const quantity = positiveInteger(form.get('quantity'));
      if (quantity === null) return failure(null);
      return { ok: true, intent, order: await shop.api.patch<Order>(item, { quantity }), deletedItem: null };
    }
    if (intent === 'delete') {
      const before = await shop.api.get<Order>(path(token));
      const deletedItem = before.items.find((line) => line.id === itemId) ?? null;
      return { ok: true, intent, order: await shop.api.delete<Order>(item), deletedItem };
    }
    return { ok: true, intent, order: await shop.api.patch<Order>(`${item}/restore`), deletedItem: null };
  } catch (error) {
    if (isApiError(error) && error.status !== null && error.status < 500) return failure(serverDetail(error));
    throw error;
  }
}
