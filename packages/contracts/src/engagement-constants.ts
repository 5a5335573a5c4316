/**
 * Plain values of the newsletter, information bars and banners (docs/adr/0020-newsletter-information-bars-banners.md),
 * safe for browser code: import from '@shop/contracts/constants'.
 */

/** The storefront page the double opt-in email links to, and the query parameter carrying the token. */
export const NEWSLETTER_CONFIRM_PAGE_PATH = 'newsletter-confirm';
export const NEWSLETTER_TOKEN_PARAM = 'token';

/** 422 on `email` when the address already confirmed its subscription (spec section 8). */
export const NEWSLETTER_ALREADY_SUBSCRIBED_MESSAGE = 'This email is already subscribed to the newsletter.';
export const NEWSLETTER_TOKEN_NOT_FOUND_MESSAGE = 'This confirmation link is not valid or was already used.';
export const NEWSLETTER_TOKEN_EXPIRED_MESSAGE = 'This confirmation link has expired. Subscribe again.';

/** Who sees an information bar. */
export const INFORMATION_BAR_AUDIENCES = ['all', 'guests', 'registered'] as const;
export type InformationBarAudience = (typeof INFORMATION_BAR_AUDIENCES)[number];

/** Who sees a banner: the spec's `displayFor` query (guest or authorised); `all` banners match both. */
export const BANNER_DISPLAY_FOR = ['all', 'guest', 'authorised'] as const;
export type BannerDisplayFor = (typeof BANNER_DISPLAY_FOR)[number];

/** "#rgb" or "#rrggbb". */
export const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Spec section 9: information bar messages rotate every 5000 ms; the nav trigger waits 1500 ms after a route change. */
export const INFORMATION_BAR_ROTATION_MS = 5000;
export const NAV_TRIGGER_DISABLE_MS = 1500;
