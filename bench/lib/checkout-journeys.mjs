// @ts-check
// Buyers going the whole way through the shop API (create a cart, add a product, address, parcel locker, bank
// transfer, complete), one after another or side by side: the journeys of the checkout benchmark
// (bench/checkout-api.mjs), for this build's API and a baseline's.
import { performance } from 'node:perf_hooks';
import { percentile } from './measure.mjs';

const HEADERS = {
  accept: 'application/json',
  'content-type': 'application/json',
  channel: 'web',
  locale: 'lt',
};
const ADDRESS = { firstName: 'Ona', lastName: 'Bench', phoneNumber: '+37061234567', countryCode: 'LT' };

/**
 * @typedef {object} LatencyStats
 * @property {number} count
 * @property {number} medianMs
 * @property {number} p95Ms
 * @property {number} p99Ms
 *
 * @typedef {object} CheckoutSeries
 * @property {number} buyers concurrent buyers
 * @property {number} orders completed orders
 * @property {number} errors failed journeys
 * @property {number} ordersPerSecond completed orders per second of wall time (whole journeys)
 * @property {LatencyStats} addToCart POST /orders/{token}/items
 * @property {LatencyStats} completeOrder PATCH /orders/{token}/complete
 */

/** @param {number} value */
const round = (value) => Math.round(value * 100) / 100;

/**
 * @param {number[]} samples
 * @returns {LatencyStats}
 */
function stats(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    count: sorted.length,
    medianMs: round(percentile(sorted, 0.5)),
    p95Ms: round(percentile(sorted, 0.95)),
    p99Ms: round(percentile(sorted, 0.99)),
  };
}

/**
 * @param {string} method
 * @param {string} url
 * @param {unknown} [body]
 * @returns {Promise<{ status: number, json: any, ms: number }>}
 */
async function call(method, url, body) {
  const started = performance.now();
  const response = await fetch(url, { method, headers: HEADERS, body: JSON.stringify(body ?? {}) });
  const json = await response.json();
  return { status: response.status, json, ms: performance.now() - started };
}

/**
 * Variant codes buyers pick from: products sold one by one, untracked or with stock to spare.
 * @param {string} shop
 * @returns {Promise<string[]>}
 */
export async function pickVariants(shop) {
  const response = await fetch(`${shop}/search/products?skipOutOfStock=true&itemsPerPage=200`, {
    headers: HEADERS,
  });
  const body = await response.json();
  // The channel's gift wrapping is not a line of its own: it goes into a cart as the gift pack.
  const channel = await (await fetch(`${shop}/channels/web`, { headers: HEADERS })).json();
  const codes = body.data
    .filter(
      (/** @type {any} */ item) =>
        !item.isBundle &&
        !item.onlySellInBundle &&
        !item.requiresLogin &&
        item.code !== channel.giftWrappingCode,
    )
    .map((/** @type {any} */ item) => item.defaultVariant)
    .filter((/** @type {any} */ variant) => variant && (variant.stock === null || variant.stock >= 20))
    .map((/** @type {any} */ variant) => variant.code);
  if (codes.length === 0) throw new Error('No buyable variant found for the checkout benchmark');
  return codes;
}

/**
 * One buyer's whole journey; returns the two measured latencies, or throws with the failing step.
 * @param {string} shop
 * @param {string} variant
 */
async function buy(shop, variant) {
  const cart = await call('POST', `${shop}/orders`);
  const token = cart.json.tokenValue;
  const added = await call('POST', `${shop}/orders/${token}/items`, { productVariant: variant, quantity: 1 });
  if (added.status !== 201) throw new Error(`add to cart answered ${added.status}`);
  const addressed = await call('PUT', `${shop}/orders/${token}`, {
    email: 'bench@example.lt',
    billingAddress: ADDRESS,
  });
  if (addressed.status !== 200) throw new Error(`address answered ${addressed.status}`);
  const shipment = addressed.json.shipments[0].id;
  const payment = addressed.json.payments[0].id;
  const shipped = await call('PATCH', `${shop}/orders/${token}/shipments/${shipment}`, {
    shippingMethod: 'omniva_locker',
    parcelLocker: 'OM-VIL-1',
  });
  if (shipped.status !== 200) throw new Error(`shipping answered ${shipped.status}`);
  const paid = await call('PATCH', `${shop}/orders/${token}/payments/${payment}`, {
    paymentMethod: 'bank_transfer',
  });
  if (paid.status !== 200) throw new Error(`payment answered ${paid.status}`);
  const completed = await call('PATCH', `${shop}/orders/${token}/complete`);
  if (completed.status !== 200) throw new Error(`complete answered ${completed.status}`);
  return { addToCartMs: added.ms, completeMs: completed.ms };
}

/**
 * `orders` journeys by `buyers` concurrent buyers.
 * @param {string} shop
 * @param {string[]} variants
 * @param {number} buyers
 * @param {number} orders
 * @returns {Promise<CheckoutSeries>}
 */
export async function series(shop, variants, buyers, orders) {
  /** @type {number[]} */
  const addToCart = [];
  /** @type {number[]} */
  const complete = [];
  let next = 0;
  let errors = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: buyers }, async () => {
      while (next < orders) {
        const index = next;
        next += 1;
        try {
          const { addToCartMs, completeMs } = await buy(shop, variants[index % variants.length] ?? '');
          addToCart.push(addToCartMs);
          complete.push(completeMs);
        } catch (error) {
          if (errors === 0) console.error(`[bench] checkout: a journey failed: ${String(error)}`);
          errors += 1;
        }
      }
    }),
  );
  const wallSeconds = (performance.now() - started) / 1000;
  return {
    buyers,
    orders: complete.length,
    errors,
    ordersPerSecond: round(complete.length / wallSeconds),
    addToCart: stats(addToCart),
    completeOrder: stats(complete),
  };
}
