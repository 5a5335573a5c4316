export * from './http.ts';
export * from './bot-protection.ts';
export * from './errors.ts';
export * from './lists.ts';
export * from './locales.ts';
export * from './channels.ts';
export * from './menus.ts';
export * from './taxons.ts';
export * from './redirects.ts';
export * from './images.ts';
export * from './pages.ts';
export * from './catalog.ts';
export * from './search.ts';
export * from './sitemap.ts';
export * from './cart.ts';
export * from './checkout.ts';
export {
  DEFAULT_PHONE_COUNTRY,
  countryRuleIssues,
  isPostCodeFor,
  isValidPhoneFor,
  isVatNumber,
  normaliseVatNumber,
  withCountryRules,
  type CountryRuleOptions,
  type FieldIssue,
} from './field-rules.ts';
export * from './auth.ts';
export * from './customer.ts';
export * from './password.ts';
export * from './password-reset.ts';
export * from './address-book.ts';
export * from './customer-orders.ts';
export * from './social-sign-in.ts';
export * from './account-deletion.ts';
export * from './faq.ts';
export * from './articles.ts';
export * from './engagement-constants.ts';
export * from './engagement.ts';
export * from './content-blocks.ts';
export * from './loyalty.ts';
export * from './wishlists.ts';
export * from './reviews.ts';
export * from './returns.ts';
export * from './admin.ts';
export * from './b2b.ts';
export * from './admin-catalogue.ts';
export * from './admin-catalogue-exchange.ts';
export * from './shop-details.ts';
export * from './admin-mail-previews.ts';
export * from './admin-redirects.ts';
export * from './admin-catalogue-promotions.ts';
export * from './admin-sales.ts';
export * from './admin-team.ts';
export * from './admin-menus.ts';
export * from './admin-content-blocks.ts';
export * from './admin-banners.ts';
export * from './admin-shipping.ts';
export * from './admin-loyalty.ts';
export * from './admin-promotions.ts';
export * from './admin-content.ts';
export * from './admin-faq.ts';
export * from './admin-information-bars.ts';
export * from './admin-payment-methods.ts';
export * from './admin-gift-settings.ts';
