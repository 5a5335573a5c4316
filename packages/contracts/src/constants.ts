// Plain values of the contract, with no zod import, so browser code can use them without pulling the
// schema library into the client bundle: import from '@shop/contracts/constants'.
export * from './http.ts';
export * from './bot-protection.ts';
export * from './engagement-constants.ts';

/**
 * Image filters of the pipeline (spec section 9). Each is served at 1x, 1.5x and 3x:
 * GET /media/cache/{filter}/{path}?density=1|1.5|3 (see apps/api/src/modules/images).
 */
export const IMAGE_FILTERS = {
  product_card: { width: 330, height: 330 },
  suggestion: { width: 204, height: 204 },
  badge: { width: 32, height: 32 },
  benefit: { width: 100, height: 100 },
  cart: { width: 100, height: 94 },
  menu: { width: 330, height: 220 },
  logo: { width: 240, height: 80 },
  article: { width: 720, height: 450 },
  /** Content blocks: hero slides (wide and phone), half-and-half pictures, banners, tiles, brand logos. */
  slide: { width: 1424, height: 534 },
  slide_mobile: { width: 780, height: 780 },
  wide: { width: 1424, height: 475 },
  half: { width: 712, height: 534 },
  banner: { width: 704, height: 396 },
  tile: { width: 480, height: 360 },
  brand: { width: 240, height: 120 },
} as const;
export type ImageFilter = keyof typeof IMAGE_FILTERS;
export const IMAGE_DENSITIES = [1, 1.5, 3] as const;
export const MEDIA_CACHE_BASE = '/media/cache';

export const MENU_PLACEMENTS = ['checkout', 'footer', 'main', 'mobile', 'social', 'top', 'mega'] as const;
export type MenuPlacement = (typeof MENU_PLACEMENTS)[number];

export const MENU_ITEM_TYPES = [
  'taxon',
  'page',
  'url',
  'html',
  'label',
  'group',
  'taxon_tree',
  'product',
  'attribute_value',
  'image',
  'discounted_products_taxon_tree',
] as const;
export type MenuItemType = (typeof MENU_ITEM_TYPES)[number];

/** Where an attribute value shows as a badge (spec section 3). */
export const BADGE_PLACEMENTS = [
  'product-inner-top',
  'product-inner-bottom',
  'product-inner-under-image',
  'product-list',
  'product-list-on-image',
] as const;
export type BadgePlacement = (typeof BADGE_PLACEMENTS)[number];

/** GET /search/products: sortable fields (order[field]=asc|desc) and paging bounds. */
export const SEARCH_ORDER_FIELDS = ['created_at', 'price', 'discount_percentage'] as const;
export type SearchOrderField = (typeof SEARCH_ORDER_FIELDS)[number];
export const SEARCH_DEFAULT_ITEMS_PER_PAGE = 100;
/** Highest itemsPerPage a listing may ask for (content blocks ask for 200). */
export const SEARCH_MAX_ITEMS_PER_PAGE = 200;
/** A search text shorter than this (after trimming) neither suggests nor searches. */
export const SEARCH_MIN_QUERY_LENGTH = 3;
export const SUGGESTIONS_DEFAULT_ITEMS_PER_PAGE = 6;
export const SUGGESTIONS_MAX_ITEMS_PER_PAGE = 20;
/** Kinds of "other" filters: on sale, in stock and catalog promotions. */
export const OTHER_FILTER_KINDS = ['discount', 'inStock', 'catalogPromotion'] as const;
export type OtherFilterKind = (typeof OTHER_FILTER_KINDS)[number];

/** Most units one cart line may hold when its variant sets no limit of its own (maxQuantityPerOrder). */
export const CART_DEFAULT_MAX_ITEM_QUANTITY = 99;
/** What a cart line is (see cartItemSchema.kind). */
export const CART_LINE_KINDS = ['product', 'gift_wrapping', 'gift_card', 'gift'] as const;
export type CartLineKind = (typeof CART_LINE_KINDS)[number];
/** Spec section 10: "Three selectable gifts" (promotion gifts chosen in turn). */
export const MAX_SELECTED_GIFTS = 3;
/** Gift cards are sold for a whole-cent sum in this range (minor units): 5 to 500 EUR. */
export const GIFT_CARD_MIN_SUM = 500;
export const GIFT_CARD_MAX_SUM = 50_000;
/** The product whose variant a gift card bought for a sum is a line of (not listed in any catalogue). */
export const GIFT_CARD_PRODUCT_CODE = 'GIFT_CARD';
/** Spec timing: the gift pack is switched off this long after its line is deleted, unless restored. */
export const GIFT_WRAP_FOLLOW_UP_MS = 5000;
/** Longest greeting for the card inside the gift wrapping. */
export const GIFT_WRAPPING_MESSAGE_MAX_LENGTH = 250;
/** Lithuanian VAT, included in every price (issue 4): the summary shows it and the amount without it. */
export const VAT_RATE_PERCENT = 21;
/** Order, checkout, payment and shipping states (Sylius state machines, spec section 4). */
/** new is shown as Unpaid, processing as In progress, fulfilled as Completed (spec section 4). */
export const ORDER_STATES = ['cart', 'new', 'processing', 'fulfilled', 'cancelled'] as const;
export type OrderState = (typeof ORDER_STATES)[number];
export const CHECKOUT_STATES = [
  'cart',
  'addressed',
  'shipping_selected',
  'shipping_skipped',
  'payment_selected',
  'payment_skipped',
  'completed',
] as const;
export type CheckoutState = (typeof CHECKOUT_STATES)[number];
export const PAYMENT_STATES = ['cart', 'awaiting_payment', 'paid', 'cancelled', 'refunded'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];
export const SHIPPING_STATES = ['cart', 'ready', 'shipped', 'cancelled'] as const;
export type ShippingState = (typeof SHIPPING_STATES)[number];

/**
 * The order page's path segment per locale (/uzsakymas/{orderToken}, /en/orders/{orderToken}): the
 * storefront's route table and the API's order emails both build the link from it.
 */
export const ORDER_PAGE_SEGMENTS = { en: 'orders', lt: 'uzsakymas', et: 'tellimus', ru: 'zakaz' } as const;

/**
 * The thank-you page (the same path in every locale) and its query parameters: the order placed and,
 * after the payment provider sent the shopper back, how they left it. The API builds the provider's
 * return URLs from these, the storefront's route table the page.
 */
export const THANK_YOU_PAGE_PATH = 'checkout/thank-you';
export const THANK_YOU_ORDER_PARAM = 'order';
export const THANK_YOU_PAYMENT_PARAM = 'payment';
export const PAYMENT_RETURNS = ['completed', 'cancelled'] as const;
export type PaymentReturn = (typeof PAYMENT_RETURNS)[number];

/**
 * The storefront's account verification page (the same path in every locale, spec section 2) and the
 * query parameter carrying the emailed token: the API builds the email's link from these.
 */
export const VERIFY_ACCOUNT_PAGE_PATH = 'verify-account';
export const VERIFY_ACCOUNT_TOKEN_PARAM = 'token';

/**
 * The storefront's "set a new password" page, /reset-password/{token} in every locale (spec section 2):
 * the API's reset email links it.
 */
export const RESET_PASSWORD_PAGE_PATH = 'reset-password';

/** Spec section 9 page sizes: the account's order list shows 20 a page, the dashboard the latest 4. */
export const CUSTOMER_ORDERS_PER_PAGE = 20;
export const RECENT_ORDERS_COUNT = 4;
/** Highest itemsPerPage the customer's order list answers. */
export const CUSTOMER_ORDERS_MAX_PER_PAGE = 100;
/** Item names and images a list row of the customer's orders carries. */
export const CUSTOMER_ORDER_PREVIEW_ITEMS = 3;
/** Languages an invoice or a pre-invoice PDF is written in: every shop language. */
export const ORDER_DOCUMENT_LOCALES = ['lt', 'en', 'et', 'ru'] as const;

/**
 * The storefront's "cancel account deletion" page (the same path in every locale, spec section 2) and the
 * query parameter carrying the emailed token: the API's deletion email links it, and the page passes the
 * token on to GET /user/cancel-account-remove (spec section 7).
 */
export const CANCEL_ACCOUNT_DELETION_PAGE_PATH = 'cancel-account-deletion';
export const ACCOUNT_DELETION_TOKEN_PARAM = 'accountDeletionToken';
/** Spec section 9: a requested deletion happens this long after the request unless cancelled. */
export const ACCOUNT_DELETION_DELAY_HOURS = 24;
/** Spec section 8: the refusal (422, object-level violation) while the customer has open orders. */
export const ACCOUNT_DELETION_REFUSED_MESSAGE = 'Unable to Delete Account';
/** 404: the cancel link is unknown, was already used, or the request was refused meanwhile. */
export const ACCOUNT_DELETION_TOKEN_INVALID_MESSAGE =
  'This account deletion link is invalid or has already been used.';
/** 410: the account was deleted before the link was opened; nothing can be cancelled any more. */
export const ACCOUNT_DELETION_ALREADY_EXECUTED_MESSAGE =
  'The account has already been deleted; the deletion can no longer be cancelled.';

/**
 * Impersonation (spec section 4): a storefront URL with `?x-auth=<base64 of {"token", "refreshToken"?}>`
 * signs the browser in as that customer and is then removed from the URL.
 */
export const IMPERSONATION_PARAM = 'x-auth';

/** The shop's calendar: "today" for date windows (banners) and the dates shoppers read. */
export const SHOP_TIME_ZONE = 'Europe/Vilnius';

/** Loyalty (spec section 9): one point is worth 0.1 euro (10 cents) when redeemed. */
export const LOYALTY_POINT_VALUE_MINOR = 10;

/**
 * The product review page reached from the emailed review link: `{segment}/{token}` per locale. The API
 * builds the link in the mail from these, the storefront's route table the page.
 */
export const REVIEW_PAGE_SEGMENTS = {
  en: 'review',
  lt: 'atsiliepimas',
  et: 'arvustus',
  ru: 'otzyv',
} as const;

/** Reviews per page of GET /products/{code}/reviews (and the product page's reviews section). */
export const REVIEWS_PER_PAGE = 20;

/**
 * Returns (spec section 4). A shopper's request starts `initiated` ("Return requested"); the shop asks for
 * the parcel (`requested`), checks what arrived (`processed`, each item accepted or cancelled), refunds
 * (`money_returned`, or `money_could_not_be_returned`, shown as "Accepted or confirmed") and closes it
 * (`fulfilled`, "Return completed"). docs/adr/0027-returns.md.
 */
export const RETURN_STATES = [
  'initiated',
  'requested',
  'processed',
  'money_returned',
  'money_could_not_be_returned',
  'fulfilled',
  'cancelled',
] as const;
export type ReturnState = (typeof RETURN_STATES)[number];

/** Which state a return may move to from each state (the spec does not show them: ADR 0027). */
export const RETURN_TRANSITIONS: Record<ReturnState, readonly ReturnState[]> = {
  initiated: ['requested', 'processed', 'cancelled'],
  requested: ['processed', 'cancelled'],
  processed: ['money_returned', 'money_could_not_be_returned'],
  money_could_not_be_returned: ['money_returned', 'fulfilled'],
  money_returned: ['fulfilled'],
  fulfilled: [],
  cancelled: [],
};

/** The states in which the shopper may still cancel their own return. */
export const RETURN_CANCELLABLE_STATES: readonly ReturnState[] = ['initiated'];

export const RETURN_ITEM_STATES = ['initiated', 'accepted', 'cancelled'] as const;
export type ReturnItemState = (typeof RETURN_ITEM_STATES)[number];

/** Why an item goes back; `other` needs a comment. */
export const RETURN_REASONS = [
  'changed_mind',
  'does_not_fit',
  'damaged',
  'wrong_item',
  'not_as_described',
  'other',
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/** How the money comes back (spec section 3): bank transfer, cash at the shop, or shop coupons. */
export const REFUND_METHODS = ['bank_transfer', 'cash', 'shop_coupons'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

/**
 * How goods travel back: brought to the shop, sent from a parcel locker with the return number, or picked
 * up by a courier at an address (the only kind that needs one).
 */
export const RETURN_METHOD_KINDS = ['drop_off', 'parcel_locker', 'courier_pickup'] as const;
export type ReturnMethodKind = (typeof RETURN_METHOD_KINDS)[number];

/** Days after fulfilment in which an order can be returned (the EU's 14 days, and more). */
export const RETURN_WINDOW_DAYS = 30;
/** Longest comment on a returned item. */
export const RETURN_COMMENT_MAX = 500;
/** Returns per page in the account's list. */
export const RETURNS_PER_PAGE = 20;

/**
 * The account's returns pages: `{segments}` lists them, `{segments}/{number}` shows one. The API links to a
 * return from its emails with these, the storefront's route table builds its pages from them.
 */
export const RETURN_PAGE_SEGMENTS = {
  en: 'account/returns',
  lt: 'paskyra/grazinimai',
  et: 'konto/tagastused',
  ru: 'akkaunt/vozvraty',
} as const;

/**
 * Pages a block can be placed on. `taxonomy`: category listings; `attributeValue`: /a/{attribute}/{value};
 * `showcase`: the content blocks example page of the UI kit (/ui-kit/content-blocks), where an owner sees
 * block types in action that the home page does not use.
 */
export const CONTENT_BLOCK_LOCATIONS = ['home', 'taxonomy', 'product', 'attributeValue', 'showcase'] as const;
export type ContentBlockLocation = (typeof CONTENT_BLOCK_LOCATIONS)[number];

/** A link shop-owner content may carry: relative to the shop, or http(s), mailto or tel. */
export function isSafeContentLink(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !value.includes('\\');
  return /^(?:https?:\/\/[^\s/]+\S*|mailto:[^\s:]+@\S+|tel:\+?[\d\s().-]+)$/i.test(value);
}
