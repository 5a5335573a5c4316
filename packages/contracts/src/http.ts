/**
 * Request headers every storefront call carries (spec section 7). Header names are lower case as
 * Node delivers them. See docs/adr/0001-foundation.md.
 */
export const HEADER_LOCALE = 'locale';
export const HEADER_CHANNEL = 'channel';
export const HEADER_ACCEPT_LANGUAGE = 'accept-language';
export const HEADER_REQUEST_ID = 'x-request-id';

/** Base path of the shop API; menus live beside it at /api/v2/shop-menus (spec section 7). */
export const SHOP_API_BASE = '/api/v2/shop';
export const SHOP_MENUS_BASE = '/api/v2/shop-menus';
export const API_DOCS_PATH = '/api/v2/docs';
