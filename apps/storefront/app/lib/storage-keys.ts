/**
 * Names of everything the storefront keeps in the shopper's browser (spec section 3, client-stored keys).
 * Tokens live in cookies so that server-side loaders can read them (path /, SameSite=Lax, Secure on https,
 * not HTTP-only: spec section 9); lists live in localStorage.
 */
export const COOKIE_CART_TOKEN = 'cartToken';
export const COOKIE_AUTH_TOKEN = 'authToken';
export const COOKIE_AUTH_REFRESH_TOKEN = 'authRefreshToken';
/** Stamped with the time on logout (spec section 4). */
export const COOKIE_LOGGED_OUT_AT = 'loggedOutAt';

export const STORAGE_RECENTLY_VIEWED_PRODUCTS = 'recentlyViewedProducts';
export const STORAGE_WISHLIST_PRODUCTS = 'wishlistProducts';
export const STORAGE_RECENT_SEARCH_QUERIES = 'recentSearchQueries';
/** When the shopper last closed the loyalty popup (ms since the epoch, spec section 3). */
export const STORAGE_LOYALTY_POPUP_CLOSED_AT = 'loyaltyPopupClosedAt';
/** sessionStorage: when the page last reloaded itself after a failed chunk load. */
export const SESSION_CHUNK_RELOAD_AT = 'chunkReloadAt';
