import { LOCALE_NATIVE_NAMES, type LocaleCode } from '@shop/locale';
import type { Database } from '../../src/db/database.ts';
import {
  attributes,
  attributeValues,
  attributeValueTranslations,
  channelLocales,
  channels,
  locales,
  menuItems,
  menuItemTranslations,
  menus,
  pages,
  pageTranslations,
  productChannels,
  products,
  productTranslations,
  redirects,
  taxons,
  taxonTranslations,
} from '../../src/db/schema/index.ts';

/** Texts per locale, e.g. `{ lt: { name: 'Vežimėliai', slug: 'vezimeliai' }, en: {...} }`. */
type PerLocale<T> = Partial<Record<LocaleCode, T>>;

function required<T>(row: T | undefined): T {
  if (!row) throw new Error('insert returned no row');
  return row;
}

/**
 * Small, explicit test data written through Drizzle (independent of the demo seed), so each test
 * shows exactly the rows it relies on.
 */
export function fixtures(db: Database) {
  return {
    async locales(codes: readonly LocaleCode[] = ['lt', 'en', 'et', 'ru']) {
      await db
        .insert(locales)
        .values(codes.map((code) => ({ code, name: LOCALE_NATIVE_NAMES[code] })))
        .onConflictDoNothing();
    },

    async channel(options: {
      code: string;
      name?: string;
      defaultLocale: LocaleCode;
      locales: LocaleCode[];
      currencyCode?: string;
      termsOfServicePageId?: number | null;
      loyaltyTermsOfServicePageId?: number | null;
      privacyPolicyPageId?: number | null;
      menuCodes?: Record<string, string>;
      contactPhoneNumber?: string | null;
      requiresLogin?: boolean;
    }) {
      const { locales: channelLocaleCodes, ...values } = options;
      const channel = required(
        (
          await db
            .insert(channels)
            .values({ name: options.code, currencyCode: 'EUR', ...values })
            .returning()
        )[0],
      );
      await db
        .insert(channelLocales)
        .values(
          channelLocaleCodes.map((localeCode, position) => ({ channelId: channel.id, localeCode, position })),
        );
      return channel;
    },

    async page(code: string, translations: PerLocale<{ title: string; slug: string }>, enabled = true) {
      const page = required((await db.insert(pages).values({ code, enabled }).returning())[0]);
      await db
        .insert(pageTranslations)
        .values(Object.entries(translations).map(([locale, text]) => ({ pageId: page.id, locale, ...text })));
      return page;
    },

    async taxon(options: {
      code: string;
      parentId?: number | null;
      position?: number;
      enabled?: boolean;
      imagePath?: string | null;
      translations: PerLocale<{ name: string; slug: string; description?: string }>;
    }) {
      const { translations, ...values } = options;
      const taxon = required((await db.insert(taxons).values(values).returning())[0]);
      const rows = Object.entries(translations).map(([locale, text]) => ({
        taxonId: taxon.id,
        locale,
        ...text,
      }));
      if (rows.length > 0) await db.insert(taxonTranslations).values(rows);
      return taxon;
    },

    async product(options: {
      code: string;
      channelIds: number[];
      enabled?: boolean;
      translations: PerLocale<{ name: string; slug: string }>;
    }) {
      const { translations, channelIds, ...values } = options;
      const product = required((await db.insert(products).values(values).returning())[0]);
      await db
        .insert(productTranslations)
        .values(
          Object.entries(translations).map(([locale, text]) => ({ productId: product.id, locale, ...text })),
        );
      if (channelIds.length > 0) {
        await db
          .insert(productChannels)
          .values(channelIds.map((channelId) => ({ productId: product.id, channelId })));
      }
      return product;
    },

    async attributeValue(options: {
      attribute: { code: string; slug: string };
      code: string;
      slug: string;
      translations: PerLocale<{ name: string; value?: string }>;
    }) {
      const attribute = required(
        (
          await db
            .insert(attributes)
            .values(options.attribute)
            .onConflictDoUpdate({ target: attributes.code, set: { slug: options.attribute.slug } })
            .returning()
        )[0],
      );
      const value = required(
        (
          await db
            .insert(attributeValues)
            .values({ attributeId: attribute.id, code: options.code, slug: options.slug })
            .returning()
        )[0],
      );
      await db.insert(attributeValueTranslations).values(
        Object.entries(options.translations).map(([locale, text]) => ({
          attributeValueId: value.id,
          locale,
          name: text.name,
          value: text.value ?? 'true',
        })),
      );
      return value;
    },

    async menu(code: string, placement: (typeof menus.$inferInsert)['placement'], name = code) {
      return required((await db.insert(menus).values({ code, placement, name }).returning())[0]);
    },

    async menuItem(
      options: Omit<typeof menuItems.$inferInsert, 'id'> & {
        translations?: PerLocale<{ name: string; htmlLabel?: string; content?: string; link?: string }>;
      },
    ) {
      const { translations = {}, ...values } = options;
      const item = required((await db.insert(menuItems).values(values).returning())[0]);
      const rows = Object.entries(translations).map(([locale, text]) => ({
        menuItemId: item.id,
        locale,
        ...text,
      }));
      if (rows.length > 0) await db.insert(menuItemTranslations).values(rows);
      return item;
    },

    async redirect(options: typeof redirects.$inferInsert) {
      return required((await db.insert(redirects).values(options).returning())[0]);
    },
  };
}

export type Fixtures = ReturnType<typeof fixtures>;
