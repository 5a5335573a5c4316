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

const str = (value: string): string => JSON.stringify(value);
const strOrNull = (value: string | null): string => (value === null ? 'null' : JSON.stringify(value));
const strings = (values: readonly string[]): string => `[${values.map(str).join(',')}]`;

/**
 * One product of our JSON file (the shape `ShopJsonProduct`, the same content as its CSV rows), written as text
 * directly: building the object and then `JSON.stringify` made every product twice, and the collector's work
 * with it (docs/adr/0047-catalogue-export.md, "Speed"). Strings go through `JSON.stringify`, so escaping is the
 * standard one; the text is what `JSON.stringify` of the object would give, keys in the same order.
 */
export function shopJsonProductText(product: ExportProduct, context: ExportContext): string {
  const { vocabulary, attributes } = context;
  const attributeValues = new Map<string, string[]>();
  for (const id of product.attributeValueIds) {
    const value = attributes.values.get(id);
    if (!value) continue;
    const list = attributeValues.get(value.attributeCode);
    if (list) list.push(value.code);
    else attributeValues.set(value.attributeCode, [value.code]);
  }
  const hasWarehouses = product.variants.some((variant) => variant.stocks.size > 0);
  const translations = inLocaleOrder(context, product.translations).map(
    ([locale, text]) =>
      `${str(locale)}:{"name":${str(text.name)},"slug":${str(text.slug)},` +
      `"shortDescription":${strOrNull(text.shortDescription)},"description":${strOrNull(text.description)},` +
      `"metaTitle":${strOrNull(text.metaTitle)},"metaDescription":${strOrNull(text.metaDescription)}}`,
  );
  const mainCategory =
    product.mainTaxonId === null ? null : (context.taxonPaths.get(product.mainTaxonId) ?? null);
  const categories = product.taxonIds.flatMap((id) => {
    const path = context.taxonPaths.get(id);
    return path ? [path] : [];
  });
  const channels = product.channelIds.flatMap((id) => {
    const code = context.channelCodeById.get(id);
    return code ? [code] : [];
  });
  const images = product.images.map(
    (image) =>
      `{"src":${str(pictureUrl(context, image.path))},"alt":{${inLocaleOrder(context, image.alts)
        .map(([locale, alt]) => `${str(locale)}:${str(alt)}`)
        .join(',')}}}`,
  );
  const variants = product.variants.map((variant) => {
    // Keys in the shop's order (options, channels, warehouses, locales), not the order the database returned
    // rows in.
    const options: string[] = [];
    for (const option of vocabulary.options) {
      for (const id of variant.optionValueIds) {
        const value = vocabulary.optionValues.get(id);
        if (value?.optionId === option.id) {
          options.push(`${str(option.code)}:${str(value.code)}`);
          break;
        }
      }
    }
    const prices: string[] = [];
    for (const { id, code } of context.channels) {
      const price = variant.prices.get(id);
      if (!price) continue;
      const original = price.originalPrice === null ? null : formatEuros(price.originalPrice);
      prices.push(
        `${str(code)}:{"price":${str(formatEuros(price.price))},"originalPrice":${strOrNull(original)}}`,
      );
    }
    let stock: string;
    if (hasWarehouses) {
      const perWarehouse: string[] = [];
      for (const { id, code } of vocabulary.warehouses) {
        const units = variant.stocks.get(id);
        if (units !== undefined) perWarehouse.push(`${str(code)}:${units}`);
      }
      stock = `{${perWarehouse.join(',')}}`;
    } else stock = String(variant.onHand);
    const names = inLocaleOrder(context, variant.names).map(
      ([locale, name]) => `${str(locale)}:{"name":${str(name)}}`,
    );
    return (
      `{"code":${str(variant.code)},"enabled":${variant.enabled},"translations":{${names.join(',')}},` +
      `"options":{${options.join(',')}},"gtin":${strOrNull(variant.gtin)},"tracked":${variant.tracked},` +
      `"maxQuantityPerOrder":${variant.maxQuantityPerOrder === null ? 'null' : variant.maxQuantityPerOrder},` +
      `"prices":{${prices.join(',')}},"stock":${stock}}`
    );
  });
  return (
    `{"code":${str(product.code)},"enabled":${product.enabled},"translations":{${translations.join(',')}},` +
    `"mainCategory":${strOrNull(mainCategory)},"categories":${strings(categories)},` +
    `"attributes":{${[...attributeValues].map(([code, list]) => `${str(code)}:${strings(list)}`).join(',')}},` +
    `"channels":${strings(channels)},"requiresLogin":${product.requiresLogin},"images":[${images.join(',')}],` +
    `"variants":[${variants.join(',')}]}`
  );
}

/** A map's entries by locale in the shop's order (default locale first). */
function inLocaleOrder<T>(context: ExportContext, byLocale: ReadonlyMap<string, T>): Array<[string, T]> {
  if (byLocale.size <= 1) return [...byLocale];
  return [...byLocale].sort(([a], [b]) => localeOrder(context, a) - localeOrder(context, b));
}

function localeOrder(context: ExportContext, locale: string): number {
  const index = context.locales.indexOf(locale);
  return index === -1 ? context.locales.length : index;
}
