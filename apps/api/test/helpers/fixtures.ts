import { SELLER } from '../../src/modules/orders/seller.ts';
import { LOCALE_NATIVE_NAMES, type LocaleCode } from '@shop/locale';
import type { Database } from '../../src/db/database.ts';
import { eq } from 'drizzle-orm';
import {
  attributes,
  attributeValues,
  attributeValueTranslations,
  catalogPromotionChannels,
  catalogPromotions,
  catalogPromotionTranslations,
  channelLocales,
  channelPricings,
  channels,
  locales,
  menuItems,
  menuItemTranslations,
  menus,
  pages,
  pageTranslations,
  productAttributeValues,
  productBundleItems,
  productCatalogPromotions,
  productChannels,
  productDownloads,
  productImages,
  productOptions,
  productOptionTranslations,
  productOptionValues,
  productOptionValueTranslations,
  products,
  productTaxons,
  productTranslations,
  productVariantOptionValues,
  productVariants,
  productVariantTranslations,
  redirects,
  taxons,
  taxonTranslations,
  warehouses,
  warehouseStocks,
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
      giftWrappingCode?: string | null;
    }) {
      const { locales: channelLocaleCodes, ...values } = options;
      const channel = required(
        (
          await db
            .insert(channels)
            .values({
              name: options.code,
              currencyCode: 'EUR',
              // The demo seller's details, as the demo seeds them (shop details, docs/adr/0033).
              sellerName: SELLER.name,
              sellerCompanyCode: SELLER.companyCode,
              sellerVatNumber: SELLER.vatCode,
              sellerAddress: SELLER.address,
              sellerBankName: SELLER.bankName,
              sellerIban: SELLER.bankAccount,
              ...values,
            })
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

    ...catalogueFixtures(db),
  };
}

// --- Catalogue builders (products module: cards, product detail, downloads, stock notifications) ---

/** Builders for products with variants, prices, stock, options, badges, promotions, bundles and downloads. */
function catalogueFixtures(db: Database) {
  return {
    /** A product with any product columns, translations (incl. descriptions), channels and categories. */
    async catalogueProduct(
      options: Omit<typeof products.$inferInsert, 'id'> & {
        channelIds: number[];
        taxonIds?: number[];
        translations: PerLocale<{
          name: string;
          slug: string;
          shortDescription?: string | null;
          description?: string | null;
        }>;
      },
    ) {
      const { translations, channelIds, taxonIds = [], ...values } = options;
      const product = required((await db.insert(products).values(values).returning())[0]);
      const textRows = Object.entries(translations).map(([locale, text]) => ({
        productId: product.id,
        locale,
        ...text,
      }));
      if (textRows.length > 0) await db.insert(productTranslations).values(textRows);
      if (channelIds.length > 0) {
        await db
          .insert(productChannels)
          .values(channelIds.map((channelId) => ({ productId: product.id, channelId })));
      }
      if (taxonIds.length > 0) {
        await db
          .insert(productTaxons)
          .values(taxonIds.map((taxonId, position) => ({ productId: product.id, taxonId, position })));
      }
      return product;
    },

    /** A variant with names per locale, prices per channel ({channelId, price, originalPrice}) and option values. */
    async variant(
      options: Omit<typeof productVariants.$inferInsert, 'id'> & {
        names?: PerLocale<string>;
        prices?: Array<{ channelId: number; price: number; originalPrice?: number | null }>;
        optionValueIds?: number[];
      },
    ) {
      const { names = {}, prices = [], optionValueIds = [], ...values } = options;
      const variant = required((await db.insert(productVariants).values(values).returning())[0]);
      const nameRows = Object.entries(names).map(([locale, name]) => ({
        variantId: variant.id,
        locale,
        name,
      }));
      if (nameRows.length > 0) await db.insert(productVariantTranslations).values(nameRows);
      if (prices.length > 0) {
        await db.insert(channelPricings).values(prices.map((price) => ({ variantId: variant.id, ...price })));
      }
      if (optionValueIds.length > 0) {
        await db
          .insert(productVariantOptionValues)
          .values(optionValueIds.map((optionValueId) => ({ variantId: variant.id, optionValueId })));
      }
      return variant;
    },

    /** A product option (colour, size) with values; returns the value ids by code. */
    async productOption(options: {
      code: string;
      position?: number;
      names: PerLocale<string>;
      values: Array<{ code: string; position?: number; names: PerLocale<string> }>;
    }) {
      const option = required(
        (
          await db
            .insert(productOptions)
            .values({ code: options.code, position: options.position ?? 0 })
            .returning()
        )[0],
      );
      await db
        .insert(productOptionTranslations)
        .values(
          Object.entries(options.names).map(([locale, name]) => ({ optionId: option.id, locale, name })),
        );
      const valueIds = new Map<string, number>();
      for (const [index, value] of options.values.entries()) {
        const row = required(
          (
            await db
              .insert(productOptionValues)
              .values({ optionId: option.id, code: value.code, position: value.position ?? index })
              .returning()
          )[0],
        );
        await db.insert(productOptionValueTranslations).values(
          Object.entries(value.names).map(([locale, text]) => ({
            optionValueId: row.id,
            locale,
            value: text,
          })),
        );
        valueIds.set(value.code, row.id);
      }
      return { option, valueIds };
    },

    async productImage(productId: number, path: string, position = 0, type = 'main') {
      return required(
        (await db.insert(productImages).values({ productId, path, position, type }).returning())[0],
      );
    },

    async linkAttributeValues(productId: number, attributeValueIds: number[]) {
      await db
        .insert(productAttributeValues)
        .values(attributeValueIds.map((attributeValueId) => ({ productId, attributeValueId })));
    },

    /** Sets badge display columns (colours, image, list flags, placements, position) of an attribute value. */
    async styleAttributeValue(
      attributeValueId: number,
      style: Partial<Omit<typeof attributeValues.$inferInsert, 'id' | 'attributeId' | 'code' | 'slug'>>,
    ) {
      await db.update(attributeValues).set(style).where(eq(attributeValues.id, attributeValueId));
    },

    async catalogPromotion(
      options: Omit<typeof catalogPromotions.$inferInsert, 'id'> & {
        channelIds: number[];
        productIds: number[];
        labels: PerLocale<string>;
      },
    ) {
      const { channelIds, productIds, labels, ...values } = options;
      const promotion = required((await db.insert(catalogPromotions).values(values).returning())[0]);
      const labelRows = Object.entries(labels).map(([locale, label]) => ({
        promotionId: promotion.id,
        locale,
        label,
      }));
      if (labelRows.length > 0) await db.insert(catalogPromotionTranslations).values(labelRows);
      if (channelIds.length > 0) {
        await db
          .insert(catalogPromotionChannels)
          .values(channelIds.map((channelId) => ({ promotionId: promotion.id, channelId })));
      }
      if (productIds.length > 0) {
        await db
          .insert(productCatalogPromotions)
          .values(productIds.map((productId) => ({ productId, promotionId: promotion.id })));
      }
      return promotion;
    },

    async warehouse(options: { code: string; name: string; address?: string | null }) {
      return required((await db.insert(warehouses).values(options).returning())[0]);
    },

    async warehouseStock(warehouseId: number, variantId: number, onHand: number) {
      await db.insert(warehouseStocks).values({ warehouseId, variantId, onHand });
    },

    async bundleItem(bundleProductId: number, variantId: number, quantity = 1) {
      await db.insert(productBundleItems).values({ bundleProductId, variantId, quantity });
    },

    async productDownload(options: Omit<typeof productDownloads.$inferInsert, 'id'>) {
      return required((await db.insert(productDownloads).values(options).returning())[0]);
    },
  };
}

export type Fixtures = ReturnType<typeof fixtures>;
