import type { ExportProduct } from '../../products/admin/export-reads.ts';
import { formatEuros } from '../format/shop-columns.ts';
import { pictureUrl, type ExportContext } from './export-context.ts';

/** The JSON file's frame: `{"format":"shop-catalogue","version":1,"products":[…]}`. */
export const SHOP_JSON_FORMAT = 'shop-catalogue';
export const SHOP_JSON_VERSION = 1;

export interface ShopJsonProduct {
  code: string;
  enabled: boolean;
  translations: Record<
    string,
    {
      name: string;
      slug: string;
      shortDescription: string | null;
      description: string | null;
      metaTitle: string | null;
      metaDescription: string | null;
    }
  >;
  mainCategory: string | null;
  categories: string[];
  attributes: Record<string, string[]>;
  channels: string[];
  requiresLogin: boolean;
  images: Array<{ src: string; alt: Record<string, string> }>;
  variants: Array<{
    code: string;
    enabled: boolean;
    translations: Record<string, { name: string }>;
    options: Record<string, string>;
    gtin: string | null;
    tracked: boolean;
    maxQuantityPerOrder: number | null;
    prices: Record<string, { price: string; originalPrice: string | null }>;
    stock: number | Record<string, number>;
  }>;
}

/** One product of our JSON file: the same content as its CSV rows, in the shapes of the admin API. */
export function shopJsonProduct(product: ExportProduct, context: ExportContext): ShopJsonProduct {
  const { vocabulary, attributes } = context;
  const attributeValues: Record<string, string[]> = {};
  for (const id of product.attributeValueIds) {
    const value = attributes.values.get(id);
    if (value) (attributeValues[value.attributeCode] ??= []).push(value.code);
  }
  const optionCode = new Map(vocabulary.options.map((option) => [option.id, option.code]));
  const hasWarehouses = product.variants.some((variant) => variant.stocks.size > 0);
  return {
    code: product.code,
    enabled: product.enabled,
    translations: Object.fromEntries(inLocaleOrder(context, product.translations)),
    mainCategory: product.mainTaxonId === null ? null : (context.taxonPaths.get(product.mainTaxonId) ?? null),
    categories: product.taxonIds.flatMap((id) => {
      const path = context.taxonPaths.get(id);
      return path ? [path] : [];
    }),
    attributes: attributeValues,
    channels: product.channelIds.flatMap((id) => {
      const code = context.channelCodeById.get(id);
      return code ? [code] : [];
    }),
    requiresLogin: product.requiresLogin,
    images: product.images.map((image) => ({
      src: pictureUrl(context, image.path),
      alt: Object.fromEntries(inLocaleOrder(context, image.alts)),
    })),
    variants: product.variants.map((variant) => {
      const options: Record<string, string> = {};
      for (const id of variant.optionValueIds) {
        const value = vocabulary.optionValues.get(id);
        const code = value && optionCode.get(value.optionId);
        if (value && code) options[code] = value.code;
      }
      const prices: Record<string, { price: string; originalPrice: string | null }> = {};
      // Keys in the shop's order (channels, warehouses, locales), not the order the database returned rows in.
      for (const { id, code } of context.channels) {
        const price = variant.prices.get(id);
        if (!price) continue;
        prices[code] = {
          price: formatEuros(price.price),
          originalPrice: price.originalPrice === null ? null : formatEuros(price.originalPrice),
        };
      }
      const stock: Record<string, number> = {};
      for (const { id, code } of vocabulary.warehouses) {
        const units = variant.stocks.get(id);
        if (units !== undefined) stock[code] = units;
      }
      return {
        code: variant.code,
        enabled: variant.enabled,
        translations: Object.fromEntries(
          inLocaleOrder(context, variant.names).map(([locale, name]) => [locale, { name }]),
        ),
        options,
        gtin: variant.gtin,
        tracked: variant.tracked,
        maxQuantityPerOrder: variant.maxQuantityPerOrder,
        prices,
        stock: hasWarehouses ? stock : variant.onHand,
      };
    }),
  };
}

/** A map's entries by locale in the shop's order (default locale first). */
function inLocaleOrder<T>(context: ExportContext, byLocale: ReadonlyMap<string, T>): Array<[string, T]> {
  return [...byLocale].sort(([a], [b]) => localeOrder(context, a) - localeOrder(context, b));
}

function localeOrder(context: ExportContext, locale: string): number {
  const index = context.locales.indexOf(locale);
  return index === -1 ? context.locales.length : index;
}
