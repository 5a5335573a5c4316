import {
  NEWSLETTER_CONFIRM_PAGE_PATH,
  ORDER_PAGE_SEGMENTS,
  RETURN_PAGE_SEGMENTS,
  REVIEW_PAGE_SEGMENTS,
  THANK_YOU_PAGE_PATH,
} from '@shop/contracts/constants';
import { isKnownLocale, type LocaleCode } from '@shop/locale';

/** Which layout route wraps a screen (spec section 2, "Layouts"). */
export type RouteLayout = 'main' | 'checkout' | 'admin';

export interface RouteDefinition {
  /** Route module, relative to app/. */
  file: string;
  layout: RouteLayout;
  /** Path pattern per locale, without the locale prefix and without leading slash. */
  paths: Record<LocaleCode, string>;
}

function samePath(path: string): Record<LocaleCode, string> {
  return { en: path, lt: path, et: path, ru: path };
}

function main(file: string, paths: Record<LocaleCode, string>): RouteDefinition {
  return { file, layout: 'main', paths };
}

/** A back office screen (issue 8): the same path in every locale, in the admin layout. */
function admin(file: string, path: string): RouteDefinition {
  return { file, layout: 'admin', paths: samePath(path) };
}

/*
 * Localised path segments. The spec shows Lithuanian variants for some segments; we give Estonian and
 * Russian equivalents (ASCII transliterations) for exactly those, and every other segment stays English in
 * all locales (docs/adr/0003-storefront-routing-and-data.md).
 */
const account = { en: 'account', lt: 'paskyra', et: 'konto', ru: 'akkaunt' };
const accountOrders = { en: 'orders', lt: 'uzsakymas', et: 'tellimused', ru: 'zakazy' };
const addresses = {
  en: 'delivery-addresses',
  lt: 'pristatymo-adresas',
  et: 'tarneaadressid',
  ru: 'adresa-dostavki',
};
const sales = { en: 'sales', lt: 'akcijos', et: 'soodustused', ru: 'skidki' };
const news = { en: 'news', lt: 'naujienos', et: 'uudised', ru: 'novosti' };
const faq = { en: 'faq', lt: 'duk', et: 'kkk', ru: 'voprosy' };

/** Builds a per-locale path from segments that are either the same everywhere or localised. */
function localised(...segments: (string | Record<LocaleCode, string>)[]): Record<LocaleCode, string> {
  const build = (locale: LocaleCode) =>
    segments.map((segment) => (typeof segment === 'string' ? segment : segment[locale])).join('/');
  return { en: build('en'), lt: build('lt'), et: build('et'), ru: build('ru') };
}

/**
 * THE route table (GUIDE section 2): route name -> route module and path per locale. app/routes.ts
 * generates the React Router config from it; links, hreflang alternates and the language switch read it.
 */
export const ROUTE_TABLE = {
  index: main('routes/home.tsx', samePath('')),
  UI_KIT: main('routes/ui-kit.tsx', samePath('ui-kit')),
  /** Every content block type the home page does not use, placed on the `showcase` location. */
  UI_KIT_CONTENT_BLOCKS: main('routes/ui-kit-content-blocks.tsx', samePath('ui-kit/content-blocks')),
  TAXON_LIST: main('routes/taxon-list.tsx', samePath('c/*')),
  ATTRIBUTE_VALUE: main('routes/attribute-value.tsx', samePath('a/:attributeSlug/:attributeValueSlug')),
  ATTRIBUTE_VALUE_TAXON: main(
    'routes/attribute-value-taxon.tsx',
    samePath('a/:attributeSlug/:attributeValueSlug/t/*'),
  ),
  SALES: main('routes/sales.tsx', localised(sales)),
  SALES_TAXON: main('routes/sales-taxon.tsx', localised(sales, '*')),
  SEARCH: main('routes/search.tsx', { en: 'p/search', lt: 'p/paieska', et: 'p/otsing', ru: 'p/poisk' }),
  PRODUCT_INNER: main('routes/product.tsx', samePath('p/*')),
  CART: main('routes/cart.tsx', { en: 'cart', lt: 'krepselis', et: 'ostukorv', ru: 'korzina' }),
  CART_RECOVER: main('routes/cart-recover.tsx', samePath('cart/recover/:cartId')),
  CHECKOUT_THANK_YOU: {
    file: 'routes/checkout-thank-you.tsx',
    layout: 'checkout',
    paths: samePath(THANK_YOU_PAGE_PATH),
  },
  CHECKOUT: {
    file: 'routes/checkout.tsx',
    layout: 'checkout',
    paths: {
      en: 'checkout/:orderToken?',
      lt: 'apmokejimas/:orderToken?',
      et: 'kassa/:orderToken?',
      ru: 'oformlenie/:orderToken?',
    },
  },
  AUTH: main('routes/auth.tsx', samePath('auth')),
  /** b2b: a retail customer signed in on the business shop asks for business access (issue 18). */
  BUSINESS_ACCESS: main('routes/business-access.tsx', {
    en: 'business-access',
    lt: 'verslo-prieiga',
    et: 'arikliendi-ligipaas',
    ru: 'biznes-dostup',
  }),
  AUTH_EMAIL_VERIFICATION: main('routes/auth-email-verification.tsx', samePath('auth/email-verification')),
  VERIFY_ACCOUNT: main('routes/verify-account.tsx', samePath('verify-account')),
  NEWSLETTER_CONFIRM: main('routes/newsletter-confirm.tsx', samePath(NEWSLETTER_CONFIRM_PAGE_PATH)),
  RESET_PASSWORD: main('routes/reset-password.tsx', samePath('reset-password')),
  RESET_PASSWORD_TOKEN: main('routes/reset-password-token.tsx', samePath('reset-password/:token')),
  ACCOUNT_DASHBOARD: main('routes/account-dashboard.tsx', localised(account)),
  ACCOUNT_ORDERS: main('routes/account-orders.tsx', localised(account, accountOrders)),
  ACCOUNT_ORDER: main('routes/account-order.tsx', localised(account, accountOrders, ':orderToken')),
  ACCOUNT_DETAILS: main(
    'routes/account-details.tsx',
    localised(account, { en: 'details', lt: 'informacija', et: 'andmed', ru: 'dannye' }),
  ),
  ACCOUNT_ADDRESSES: main('routes/account-addresses.tsx', localised(account, addresses)),
  ACCOUNT_ADDRESS_NEW: main(
    'routes/account-address-new.tsx',
    localised(account, addresses, { en: 'new', lt: 'naujas', et: 'uus', ru: 'novyj' }),
  ),
  ACCOUNT_ADDRESS_EDIT: main('routes/account-address-edit.tsx', localised(account, addresses, ':addressId')),
  ACCOUNT_CHANGE_PASSWORD: main(
    'routes/account-change-password.tsx',
    localised(account, {
      en: 'change-password',
      lt: 'slaptazodzio-keitimas',
      et: 'parooli-muutmine',
      ru: 'smena-parolya',
    }),
  ),
  ACCOUNT_LOYALTY: main(
    'routes/account-loyalty.tsx',
    localised(account, { en: 'loyalty', lt: 'lojalumas', et: 'lojaalsus', ru: 'loyalnost' }),
  ),
  ACCOUNT_RETURNS: main('routes/account-returns.tsx', localised(RETURN_PAGE_SEGMENTS)),
  ACCOUNT_RETURN: main('routes/account-return.tsx', localised(RETURN_PAGE_SEGMENTS, ':returnNumber')),
  ACCOUNT_RETURN_FORM: main(
    'routes/account-return-form.tsx',
    localised(RETURN_PAGE_SEGMENTS, { en: 'new', lt: 'naujas', et: 'uus', ru: 'novyj' }, ':orderToken'),
  ),
  CANCEL_ACCOUNT_DELETION: main('routes/cancel-account-deletion.tsx', samePath('cancel-account-deletion')),
  NEWS: main('routes/news.tsx', localised(news)),
  NEWS_SECTION: main('routes/news-section.tsx', localised(news, ':sectionSlug')),
  NEWS_INNER: main('routes/news-inner.tsx', localised(news, ':sectionSlug', '*')),
  WISHLIST: main('routes/wishlist.tsx', {
    en: 'wishlist',
    lt: 'megstamiausios',
    et: 'lemmikud',
    ru: 'izbrannoe',
  }),
  FAQ: main('routes/faq.tsx', localised(faq)),
  FAQ_CATEGORY: main('routes/faq-category.tsx', localised(faq, ':categorySlug')),
  ORDER: main('routes/order.tsx', localised(ORDER_PAGE_SEGMENTS, ':orderToken')),
  /** The emailed review link of an ordered product (issue 7). */
  REVIEW: main('routes/review.tsx', localised(REVIEW_PAGE_SEGMENTS, ':token')),
  ADMIN_DASHBOARD: admin('routes/admin-dashboard.tsx', 'admin'),
  ADMIN_SALES_EXPORT: admin('routes/admin-sales-export.ts', 'admin/sales/orders-export'),
  ADMIN_SIGN_IN: admin('routes/admin-sign-in.tsx', 'admin/sign-in'),
  ADMIN_ORDERS: admin('routes/admin-orders.tsx', 'admin/orders'),
  ADMIN_ORDER: admin('routes/admin-order.tsx', 'admin/orders/:orderId'),
  ADMIN_PRODUCTS: admin('routes/admin-products.tsx', 'admin/products'),
  ADMIN_PRODUCT_NEW: admin('routes/admin-product-new.tsx', 'admin/products/new'),
  ADMIN_PRODUCT: admin('routes/admin-product.tsx', 'admin/products/:code'),
  ADMIN_RETURNS: admin('routes/admin-returns.tsx', 'admin/returns'),
  ADMIN_RETURN: admin('routes/admin-return.tsx', 'admin/returns/:returnId'),
  ADMIN_ACCOUNTS: admin('routes/admin-accounts.tsx', 'admin/accounts'),
  ADMIN_CUSTOMERS: admin('routes/admin-customers.tsx', 'admin/customers'),
  ADMIN_NEWSLETTER: admin('routes/admin-newsletter.tsx', 'admin/newsletter'),
  ADMIN_STOCK_REQUESTS: admin('routes/admin-stock-requests.tsx', 'admin/stock-requests'),
  ADMIN_MAIL_PREVIEWS: admin('routes/admin-mail-previews.tsx', 'admin/mail-previews'),
  ADMIN_SHOP_DETAILS: admin('routes/admin-shop-details.tsx', 'admin/shop-details'),
  ADMIN_SHIPPING_METHODS: admin('routes/admin-shipping-methods.tsx', 'admin/shipping-methods'),
  ADMIN_SHIPPING_METHOD_NEW: admin('routes/admin-shipping-method-new.tsx', 'admin/shipping-methods/new'),
  ADMIN_SHIPPING_METHOD: admin('routes/admin-shipping-method.tsx', 'admin/shipping-methods/:id'),
  ADMIN_PARCEL_LOCKERS: admin('routes/admin-parcel-lockers.tsx', 'admin/parcel-lockers'),
  ADMIN_LOYALTY_SETTINGS: admin('routes/admin-loyalty-settings.tsx', 'admin/loyalty-settings'),
  ADMIN_AUDIT: admin('routes/admin-audit.tsx', 'admin/audit'),
  /** The team (issue 22, ADR 0055): roles, invitations, disabling; the public set-password page of an invitation. */
  ADMIN_TEAM: admin('routes/admin-team.tsx', 'admin/team'),
  ADMIN_INVITATION: admin('routes/admin-invitation.tsx', 'admin/invitation/:token'),
  ADMIN_TAXONS: admin('routes/admin-taxons.tsx', 'admin/taxons'),
  ADMIN_TAXON_NEW: admin('routes/admin-taxon-new.tsx', 'admin/taxons/new'),
  ADMIN_TAXON: admin('routes/admin-taxon.tsx', 'admin/taxons/:code'),
  ADMIN_ATTRIBUTES: admin('routes/admin-attributes.tsx', 'admin/attributes'),
  ADMIN_ATTRIBUTE: admin('routes/admin-attribute.tsx', 'admin/attributes/:code'),
  ADMIN_OPTIONS: admin('routes/admin-options.tsx', 'admin/options'),
  ADMIN_OPTION: admin('routes/admin-option.tsx', 'admin/options/:code'),
  /** Catalogue import (issue 20): past imports and a new one; one import's check, mapping, apply, progress. */
  ADMIN_CATALOGUE_IMPORTS: admin('routes/admin-catalogue-imports.tsx', 'admin/catalogue-imports'),
  ADMIN_CATALOGUE_IMPORT: admin('routes/admin-catalogue-import.tsx', 'admin/catalogue-imports/:id'),
  /** Downloads under /admin (the admin cookie's path): an import's report, an export of the products list. */
  ADMIN_CATALOGUE_IMPORT_REPORT: admin(
    'routes/admin-catalogue-import-report.ts',
    'admin/catalogue-imports/:id/report',
  ),
  ADMIN_CATALOGUE_EXPORT: admin('routes/admin-catalogue-export.ts', 'admin/catalogue-exports'),
  /** Redirects (issue 22): list, add, edit, delete, CSV import; the export is a download under /admin. */
  ADMIN_REDIRECTS: admin('routes/admin-redirects.tsx', 'admin/redirects'),
  ADMIN_REDIRECTS_EXPORT: admin('routes/admin-redirects-export.ts', 'admin/redirects/export'),
  /** Sales (catalogue promotions, issue 22): list, add, edit, enable/disable, delete. */
  ADMIN_CATALOGUE_PROMOTIONS: admin('routes/admin-catalogue-promotions.tsx', 'admin/catalogue-promotions'),
  /** Menus (issue 22): every placement's menu as a tree, drag-and-drop and move buttons, the item form. */
  ADMIN_MENUS: admin('routes/admin-menus.tsx', 'admin/menus'),
  /** Content blocks (issue 22): list by display location, the schema-driven form, the preview of a draft. */
  ADMIN_CONTENT_BLOCKS: admin('routes/admin-content-blocks.tsx', 'admin/content-blocks'),
  ADMIN_CONTENT_BLOCK_NEW: admin('routes/admin-content-block-new.tsx', 'admin/content-blocks/new'),
  ADMIN_CONTENT_BLOCK_PICTURES: admin(
    'routes/admin-content-block-pictures.ts',
    'admin/content-blocks/pictures',
  ),
  ADMIN_CONTENT_BLOCK: admin('routes/admin-content-block.tsx', 'admin/content-blocks/:id'),
  ADMIN_CONTENT_BLOCK_PREVIEW: admin(
    'routes/admin-content-block-preview.tsx',
    'admin/content-blocks/:id/preview',
  ),
  /** Banners (issue 22): list, form with picture upload, per-language title and link, date window. */
  ADMIN_BANNERS: admin('routes/admin-banners.tsx', 'admin/banners'),
  ADMIN_BANNER_NEW: admin('routes/admin-banner-new.tsx', 'admin/banners/new'),
  ADMIN_BANNER: admin('routes/admin-banner.tsx', 'admin/banners/:id'),
  ADMIN_BANNER_PREVIEW: admin('routes/admin-banner-preview.tsx', 'admin/banners/:id/preview'),
  /** FAQ (issue 22): categories, a category's texts and its entries (add, edit, delete, move up/down). */
  ADMIN_FAQ: admin('routes/admin-faq.tsx', 'admin/faq'),
  ADMIN_FAQ_CATEGORY_NEW: admin('routes/admin-faq-category-new.tsx', 'admin/faq/new'),
  ADMIN_FAQ_CATEGORY: admin('routes/admin-faq-category.tsx', 'admin/faq/:id'),
  /** Information bars (issue 22): list, add/edit with the window and rotating messages, live preview. */
  ADMIN_INFORMATION_BARS: admin('routes/admin-information-bars.tsx', 'admin/information-bars'),
  /** Payment methods per channel (issue 22): on/off, order, name and instructions per language. */
  ADMIN_PAYMENT_METHODS: admin('routes/admin-payment-methods.tsx', 'admin/payment-methods'),
  /** Gift settings per channel (issue 22): gift wrapping price, gift card amounts, the gift tiers. */
  ADMIN_GIFT_SETTINGS: admin('routes/admin-gift-settings.tsx', 'admin/gift-settings'),
  /** Cart promotions and their coupons (issue 22); a promotion's coupons as CSV is a download under /admin. */
  ADMIN_PROMOTIONS: admin('routes/admin-promotions.tsx', 'admin/promotions'),
  ADMIN_PROMOTION_NEW: admin('routes/admin-promotion-new.tsx', 'admin/promotions/new'),
  ADMIN_PROMOTION: admin('routes/admin-promotion.tsx', 'admin/promotions/:id'),
  ADMIN_PROMOTION_COUPONS_EXPORT: admin(
    'routes/admin-promotion-coupons-export.ts',
    'admin/promotions/:id/coupons.csv',
  ),
  /**
   * News and content pages (issue 22, ADR 0059): lists, forms with the rich-text editor, previews of a saved
   * draft with the shop's own components, and the editor's picture upload (under /admin for the cookie).
   */
  ADMIN_ARTICLES: admin('routes/admin-articles.tsx', 'admin/articles'),
  ADMIN_ARTICLE_NEW: admin('routes/admin-article-new.tsx', 'admin/articles/new'),
  ADMIN_ARTICLE: admin('routes/admin-article.tsx', 'admin/articles/:id'),
  ADMIN_ARTICLE_PREVIEW: admin('routes/admin-article-preview.tsx', 'admin/articles/:id/preview'),
  ADMIN_ARTICLE_SECTIONS: admin('routes/admin-article-sections.tsx', 'admin/article-sections'),
  ADMIN_PAGES: admin('routes/admin-pages.tsx', 'admin/pages'),
  ADMIN_PAGE_NEW: admin('routes/admin-page-new.tsx', 'admin/pages/new'),
  ADMIN_PAGE: admin('routes/admin-page.tsx', 'admin/pages/:id'),
  ADMIN_PAGE_PREVIEW: admin('routes/admin-page-preview.tsx', 'admin/pages/:id/preview'),
  ADMIN_CONTENT_PICTURES: admin('routes/admin-content-pictures.ts', 'admin/content-pictures'),
  /** Content pages /{slug}-{id}; the catch-all only gets what no other route matches. */
  PAGE: main('routes/page.tsx', samePath('*')),
} satisfies Record<string, RouteDefinition>;

export type RouteName = keyof typeof ROUTE_TABLE;
export const ROUTE_NAMES = Object.keys(ROUTE_TABLE) as RouteName[];

/**
 * Route ids: a route with translated paths has one id per locale, the locale after three underscores
 * ("CART___lt"); a locale-neutral route has its name alone ("ADMIN_ORDERS").
 */
export const ROUTE_ID_SEPARATOR = '___';

/**
 * A route served by one locale-neutral route (docs/adr/0064): the same path in every locale, and neither
 * the home page (an optional segment alone would take every one-segment URL) nor a splat (its first
 * segment could be a locale code or a slug).
 */
export function isLocaleNeutral(name: RouteName): boolean {
  const { paths } = ROUTE_TABLE[name];
  const path = paths.lt;
  return path !== '' && !path.includes('*') && Object.values(paths).every((other) => other === path);
}

/** The id of a route as the router knows it in a locale. */
export function routeId(name: RouteName, locale: LocaleCode): string {
  return isLocaleNeutral(name) ? name : `${name}${ROUTE_ID_SEPARATOR}${locale}`;
}

export function isRouteName(value: string): value is RouteName {
  return Object.hasOwn(ROUTE_TABLE, value);
}

/**
 * The route name of a route id: "CART___lt" and "ADMIN_ORDERS" (a locale-neutral route) are table routes,
 * "root" and the layouts are not (null).
 */
export function parseRouteId(id: string): { name: RouteName } | null {
  const separator = id.lastIndexOf(ROUTE_ID_SEPARATOR);
  if (separator < 0) return isRouteName(id) && isLocaleNeutral(id) ? { name: id } : null;
  const name = id.slice(0, separator);
  const locale = id.slice(separator + ROUTE_ID_SEPARATOR.length);
  if (!isRouteName(name) || !isKnownLocale(locale)) return null;
  return { name };
}
