/** Fixed identities of the demo shop (see docs/adr/0001-foundation.md). */
export const WEB_CHANNEL_CODE = 'web';
export const B2B_CHANNEL_CODE = 'b2b';
export const DEMO_CHANNEL_CODES = [WEB_CHANNEL_CODE, B2B_CHANNEL_CODE] as const;
export type DemoChannelCode = (typeof DEMO_CHANNEL_CODES)[number];

/** Business customers pay about 10 % less than the main channel. */
export const B2B_PRICE_FACTOR = 0.9;

export const WAREHOUSES = [
  { code: 'vilnius', name: 'Vilniaus sandėlis', address: 'Savanorių pr. 178, LT-03154 Vilnius' },
  { code: 'kaunas', name: 'Kauno sandėlis', address: 'Pramonės pr. 16, LT-51329 Kaunas' },
] as const;
export type WarehouseCode = (typeof WAREHOUSES)[number]['code'];

export const GIFT_WRAPPING_CODE = 'GIFT_WRAP';

/** Generated products are numbered P000001, P000002...; new runs continue after the highest number. */
export const PRODUCT_CODE_PREFIX = 'P';

export function productCode(number: number): string {
  return `${PRODUCT_CODE_PREFIX}${String(number).padStart(6, '0')}`;
}

/** The demo shop's own products: enough for every category to show a full first page. */
export const DEMO_PRODUCT_COUNT = 320;
export const DEMO_SEED = 'gandras';
