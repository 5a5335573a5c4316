import { boolean, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { locales } from './locales.ts';

export const channels = pgTable('channels', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  currencyCode: text('currency_code').notNull(),
  defaultLocale: text('default_locale')
    .notNull()
    .references(() => locales.code),
  contactPhoneNumber: text('contact_phone_number'),
  contactEmail: text('contact_email'),
  googleTagManagerCode: text('google_tag_manager_code'),
  loyaltyRuleId: integer('loyalty_rule_id'),
  giftWrappingCode: text('gift_wrapping_code'),
  /** Content page ids (pages table); resolved to {id, slug} in the request locale. */
  termsOfServicePageId: integer('terms_of_service_page_id'),
  loyaltyTermsOfServicePageId: integer('loyalty_terms_of_service_page_id'),
  privacyPolicyPageId: integer('privacy_policy_page_id'),
  /** placement -> menu code, e.g. {"main": "main-menu", "mega": "mega-menu"}. */
  menuCodes: jsonb('menu_codes').$type<Record<string, string>>().notNull().default({}),
  logoPath: text('logo_path'),
  requiresLogin: boolean('requires_login').notNull().default(false),
  /**
   * Put before the channel's order numbers ("B-" on b2b, "" on the main shop): the numbers come from one
   * sequence for all channels (docs/adr/0033-shop-details-and-order-numbers.md), the prefix tells the channel.
   */
  orderNumberPrefix: text('order_number_prefix').notNull().default(''),
  /**
   * The seller's details ("Shop details" in the back office): what invoices, pre-invoices, mail and the
   * bank-transfer instructions name as the seller and payee (modules/orders/seller.ts reads them). The
   * contact phone and e-mail are contactPhoneNumber and contactEmail above.
   */
  sellerName: text('seller_name').notNull().default(''),
  sellerCompanyCode: text('seller_company_code').notNull().default(''),
  sellerVatNumber: text('seller_vat_number').notNull().default(''),
  sellerAddress: text('seller_address').notNull().default(''),
  sellerBankName: text('seller_bank_name').notNull().default(''),
  /** IBAN grouped by four, as printed. */
  sellerIban: text('seller_iban').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const channelLocales = pgTable(
  'channel_locales',
  {
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    localeCode: text('locale_code')
      .notNull()
      .references(() => locales.code),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.localeCode] })],
);
