/**
 * Business constants and limits of the storefront (spec section 9). One place, named by what they do;
 * values whose meaning the spec does not give are not invented here.
 */

// Layout
export const BREAKPOINT_MOBILE = 960;
export const CONTAINER_MAX = 1424;
export const DRAWER_MAX = 440;
export const MEGA_MENU_MAX_COLUMNS = 5;
export const MEGA_MENU_MAX_ROWS = 9;
export const MEGA_MENU_DEFAULT_COLUMNS = 3;
export const MEGA_MENU_DEFAULT_ROWS = 7;
/** Secondary menu: 3 columns when items have nested children, else 4. */
export const SECONDARY_MENU_COLUMNS_NESTED = 3;
export const SECONDARY_MENU_COLUMNS = 4;

/** Slider: 2 slides below 600 px, 3 from 600 px, 4 from 960 px (4 skeletons while loading). */
export const SLIDER_BREAKPOINTS = [
  { minWidth: 0, slides: 2 },
  { minWidth: 600, slides: 3 },
  { minWidth: BREAKPOINT_MOBILE, slides: 4 },
] as const;
export const SLIDER_SKELETON_COUNT = 4;

// Timing (milliseconds)
export const SEARCH_DEBOUNCE_MS = 300;
export const INFO_BAR_ROTATION_MS = 5000;
export const PAGE_VIEW_PUSH_DELAY_MS = 250;
export const NAV_TRIGGER_DISABLE_MS = 1500;
export const GIFT_WRAP_FOLLOW_UP_MS = 5000;
export const CHUNK_RELOAD_WINDOW_MS = 60_000;
export const PROGRESS_BAR_THROTTLE_MS = 200;
export const PROGRESS_BAR_HIDE_MS = 500;
export const PROGRESS_BAR_DURATION_MS = 5000;
export const FETCH_MIN_DELAY_MS = 200;
/** Prefetch waits for idle at most this long; skipped on 2g, data saver or offline. */
export const PREFETCH_IDLE_TIMEOUT_MS = 2000;
export const MODAL_ANIMATION_MS = 300;
/** A snackbar (the go-to-cart message after adding) hides after the spec's info bar time. */
export const SNACKBAR_DURATION_MS = 5000;

// Loyalty
export const LOYALTY_POPUP_DELAY_MS = 20_000;
/** The loyalty popup stays hidden for 30 days after it was closed. */
export const LOYALTY_POPUP_SUPPRESSION_MS = 2_592_000_000;
/** 1 loyalty point is worth 0.1 euro. */
export const LOYALTY_POINT_VALUE_EUR = 0.1;
export const LOYALTY_BENEFITS_IN_POPUP = 5;
export const LOYALTY_SKELETON_POPUP = 4;
export const LOYALTY_SKELETON_PAGE = 8;

// Lists and requests
/** Page sizes offered in product lists, the first is the default. */
export const PAGE_SIZES = [48, 20, 4] as const;
export const SEARCH_ITEMS_PER_PAGE = 100;
export const CONTENT_BLOCK_ITEMS_PER_PAGE = 200;
export const BANNERS_ITEMS_PER_PAGE = 9999;
/** Lists filtered on the client keep at most this many items. */
export const LIST_CAP_AFTER_FILTERING = 10;
export const RECOMMENDATIONS_PER_PAGE = 50;
/** Recommended-viewed count is 4 minus the recommended products, clamped to 0..2. */
export const RECOMMENDED_VIEWED_BASE = 4;
export const RECOMMENDED_VIEWED_MAX = 2;
export const SUGGESTIONS_SKELETON_COUNT = 3;
export const SELECTABLE_GIFTS_MAX = 3;
export const PASSWORD_MIN_LENGTH = 8;

// Images: the API's IMAGE_FILTERS (@shop/contracts/constants) serve each box at 1x, 1.5x and 3x.
/** A suggestion image (filter `suggestion`, 204x204) is shown at 48x48 in the search dropdown. */
export const SUGGESTION_IMAGE_SHOWN = { width: 48, height: 48 } as const;

// Misc
export const DATE_FORMAT = 'YYYY-MM-DD HH:mm';
/** Anchor a bundle-only product card scrolls to instead of navigating. */
export const BUNDLE_DETAILS_ANCHOR = 'apie-produkta';
/** Shop name used in document titles ("Title | Gandras"). */
export const SHOP_NAME = 'Gandras';
/** How long the root loader keeps a locale's channel and menus (GUIDE: caches with a bounded TTL). */
export const CHANNEL_CACHE_TTL_MS = 60_000;

/**
 * The home page's blocks the server renders (the first screen: a slider and one more); the rest render in the
 * browser as they come near the viewport, and their lists are loaded then (ADR 0048, "Home page blocks").
 */
export const HOME_SERVER_BLOCKS = 2;
