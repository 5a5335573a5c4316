import type { ExportProduct, ExportVariant } from '../../products/admin/export-reads.ts';
import { formatEuros } from '../format/shop-columns.ts';
import { nameIn, pictureUrl, type ExportContext } from './export-context.ts';

/** The header of Shopify's product CSV export, in Shopify's order. */
export const SHOPIFY_HEADER = [
  'Handle',
  'Title',
  'Body (HTML)',
  'Vendor',
  'Product Category',
  'Type',
  'Tags',
  'Published',
  'Option1 Name',
  'Option1 Value',
  'Option2 Name',
  'Option2 Value',
  'Option3 Name',
  'Option3 Value',
  'Variant SKU',
  'Variant Grams',
  'Variant Inventory Tracker',
  'Variant Inventory Qty',
  'Variant Inventory Policy',
  'Variant Fulfillment Service',
  'Variant Price',
  'Variant Compare At Price',
  'Variant Requires Shipping',
  'Variant Taxable',
  'Variant Barcode',
  'Image Src',
  'Image Position',
  'Image Alt Text',
  'Gift Card',
  'SEO Title',
  'SEO Description',
  'Variant Image',
  'Variant Weight Unit',
  'Variant Tax Code',
  'Cost per item',
  'Status',
] as const;
type ShopifyColumn = (typeof SHOPIFY_HEADER)[number];
type ShopifyRow = Partial<Record<ShopifyColumn, string>>;

/** Shopify has three options; the third carries the third and further ones joined by this. */
export const SHOPIFY_JOINED_OPTIONS = ' / ';
/** Shopify's option of a product without options, and its value for a single variant. */
const DEFAULT_OPTION_NAME = 'Title';
const DEFAULT_OPTION_VALUE = 'Default Title';
/** The brand attribute: its value is Shopify's Vendor (the import maps Vendor back to it by default). */
const VENDOR_ATTRIBUTE = 'brand';

const bool = (value: boolean) => (value ? 'TRUE' : 'FALSE');

/**
 * A product as Shopify's product CSV writes it: the first row carries the product's fields, its first variant
 * and its first picture; each further variant has a row (handle, option values, variant fields); each further
 * picture an image-only row (handle, Image Src, Image Position, Image Alt Text). Texts are in one locale, prices
 * of one channel. Options: Shopify allows three; a product with more has its third and further options joined
 * into Option3 (`Size / Material`, `M / Cotton`), so its variants stay distinct.
 */
export function shopifyRowsOf(
  product: ExportProduct,
  context: ExportContext,
  target: { locale: string; channelId: number },
): string[][] {
  const { locale, channelId } = target;
  const { attributes, vocabulary } = context;
  const texts =
    product.translations.get(locale) ??
    product.translations.get(context.defaultChannel.defaultLocale) ??
    [...product.translations.values()][0];
  let vendor = '';
  const tags: string[] = [];
  for (const id of product.taxonIds) {
    if (id === product.mainTaxonId) continue;
    const name = nameIn(context.taxonNames.get(id), locale, context);
    if (name) tags.push(name);
  }
  for (const id of product.attributeValueIds) {
    const value = attributes.values.get(id);
    if (!value) continue;
    const name = nameIn(value.names, locale, context) ?? value.code;
    if (value.attributeCode === VENDOR_ATTRIBUTE && !vendor) vendor = name;
    else tags.push(name);
  }

  // The product's options: those its variants use, in the shop's option order.
  const used = new Set(
    product.variants.flatMap((variant) =>
      variant.optionValueIds.map((id) => vocabulary.optionValues.get(id)?.optionId),
    ),
  );
  const options = vocabulary.options.filter((option) => used.has(option.id));
  const optionNames = options.map((option) => nameIn(option.names, locale, context) ?? option.code);
  const slots = (values: string[]): string[] =>
    values.length <= 3 ? values : [values[0]!, values[1]!, values.slice(2).join(SHOPIFY_JOINED_OPTIONS)];

  function variantFields(variant: ExportVariant, single: boolean): ShopifyRow {
    const row: ShopifyRow = {};
    if (options.length === 0) {
      row['Option1 Value'] = single
        ? DEFAULT_OPTION_VALUE
        : (nameIn(variant.names, locale, context) ?? variant.code);
    } else {
      const valueOf = new Map<number, string>();
      for (const id of variant.optionValueIds) {
        const value = vocabulary.optionValues.get(id);
        if (value) valueOf.set(value.optionId, nameIn(value.names, locale, context) ?? value.code);
      }
      slots(options.map((option) => valueOf.get(option.id) ?? '')).forEach((value, index) => {
        row[`Option${index + 1} Value` as ShopifyColumn] = value;
      });
    }
    const price = variant.prices.get(channelId);
    row['Variant SKU'] = variant.code;
    row['Variant Grams'] = '0';
    row['Variant Inventory Tracker'] = variant.tracked ? 'shopify' : '';
    row['Variant Inventory Qty'] = String(variant.onHand);
    row['Variant Inventory Policy'] = 'deny';
    row['Variant Fulfillment Service'] = 'manual';
    row['Variant Price'] = price ? formatEuros(price.price) : '';
    row['Variant Compare At Price'] =
      price?.originalPrice === null || price?.originalPrice === undefined
        ? ''
        : formatEuros(price.originalPrice);
    row['Variant Requires Shipping'] = 'TRUE';
    row['Variant Taxable'] = 'TRUE';
    row['Variant Barcode'] = variant.gtin ?? '';
    row['Variant Weight Unit'] = 'kg';
    return row;
  }

  const imageFields = (index: number): ShopifyRow => {
    const image = product.images[index];
    if (!image) return {};
    return {
      'Image Src': pictureUrl(context, image.path),
      'Image Position': String(index + 1),
      'Image Alt Text': nameIn(image.alts, locale, context) ?? '',
    };
  };

  const first: ShopifyRow = {
    Handle: product.code,
    Title: texts?.name ?? product.code,
    'Body (HTML)': texts?.description ?? '',
    Vendor: vendor,
    'Product Category': '',
    Type:
      product.mainTaxonId === null
        ? ''
        : (nameIn(context.taxonNames.get(product.mainTaxonId), locale, context) ?? ''),
    Tags: tags.join(', '),
    Published: bool(product.enabled),
    'Gift Card': 'FALSE',
    'SEO Title': texts?.metaTitle ?? '',
    'SEO Description': texts?.metaDescription ?? '',
    Status: product.enabled ? 'active' : 'draft',
  };
  if (options.length === 0) first['Option1 Name'] = DEFAULT_OPTION_NAME;
  else {
    slots(optionNames).forEach((name, index) => {
      first[`Option${index + 1} Name` as ShopifyColumn] = name;
    });
  }
  const single = product.variants.length <= 1;
  const rows: ShopifyRow[] = [];
  const [firstVariant, ...otherVariants] = product.variants;
  rows.push({
    ...first,
    ...(firstVariant ? variantFields(firstVariant, single) : { 'Option1 Value': DEFAULT_OPTION_VALUE }),
    ...imageFields(0),
  });
  for (const variant of otherVariants) rows.push({ Handle: product.code, ...variantFields(variant, single) });
  for (let index = 1; index < product.images.length; index += 1) {
    rows.push({ Handle: product.code, ...imageFields(index) });
  }
  return rows.map((row) => SHOPIFY_HEADER.map((column) => row[column] ?? ''));
}
