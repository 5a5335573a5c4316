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

/** Each column's place in a row: rows are filled in place, one array each (no object per row to map). */
const COLUMN = Object.fromEntries(SHOPIFY_HEADER.map((column, index) => [column, index])) as Record<
  ShopifyColumn,
  number
>;
const OPTION_NAME_COLUMNS = [COLUMN['Option1 Name'], COLUMN['Option2 Name'], COLUMN['Option3 Name']];
const OPTION_VALUE_COLUMNS = [COLUMN['Option1 Value'], COLUMN['Option2 Value'], COLUMN['Option3 Value']];
const emptyRow = (handle: string): string[] => {
  const row = new Array<string>(SHOPIFY_HEADER.length).fill('');
  row[COLUMN.Handle] = handle;
  return row;
};

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

  function setVariant(row: string[], variant: ExportVariant, single: boolean): void {
    if (options.length === 0) {
      row[COLUMN['Option1 Value']] = single
        ? DEFAULT_OPTION_VALUE
        : (nameIn(variant.names, locale, context) ?? variant.code);
    } else {
      const valueOf = new Map<number, string>();
      for (const id of variant.optionValueIds) {
        const value = vocabulary.optionValues.get(id);
        if (value) valueOf.set(value.optionId, nameIn(value.names, locale, context) ?? value.code);
      }
      slots(options.map((option) => valueOf.get(option.id) ?? '')).forEach((value, index) => {
        row[OPTION_VALUE_COLUMNS[index]!] = value;
      });
    }
    const price = variant.prices.get(channelId);
    row[COLUMN['Variant SKU']] = variant.code;
    row[COLUMN['Variant Grams']] = '0';
    row[COLUMN['Variant Inventory Tracker']] = variant.tracked ? 'shopify' : '';
    row[COLUMN['Variant Inventory Qty']] = String(variant.onHand);
    row[COLUMN['Variant Inventory Policy']] = 'deny';
    row[COLUMN['Variant Fulfillment Service']] = 'manual';
    row[COLUMN['Variant Price']] = price ? formatEuros(price.price) : '';
    row[COLUMN['Variant Compare At Price']] =
      price?.originalPrice === null || price?.originalPrice === undefined
        ? ''
        : formatEuros(price.originalPrice);
    row[COLUMN['Variant Requires Shipping']] = 'TRUE';
    row[COLUMN['Variant Taxable']] = 'TRUE';
    row[COLUMN['Variant Barcode']] = variant.gtin ?? '';
    row[COLUMN['Variant Weight Unit']] = 'kg';
  }

  const setImage = (row: string[], index: number): void => {
    const image = product.images[index];
    if (!image) return;
    row[COLUMN['Image Src']] = pictureUrl(context, image.path);
    row[COLUMN['Image Position']] = String(index + 1);
    row[COLUMN['Image Alt Text']] = nameIn(image.alts, locale, context) ?? '';
  };

  const first = emptyRow(product.code);
  first[COLUMN.Title] = texts?.name ?? product.code;
  first[COLUMN['Body (HTML)']] = texts?.description ?? '';
  first[COLUMN.Vendor] = vendor;
  first[COLUMN.Type] =
    product.mainTaxonId === null
      ? ''
      : (nameIn(context.taxonNames.get(product.mainTaxonId), locale, context) ?? '');
  first[COLUMN.Tags] = tags.join(', ');
  first[COLUMN.Published] = bool(product.enabled);
  first[COLUMN['Gift Card']] = 'FALSE';
  first[COLUMN['SEO Title']] = texts?.metaTitle ?? '';
  first[COLUMN['SEO Description']] = texts?.metaDescription ?? '';
  first[COLUMN.Status] = product.enabled ? 'active' : 'draft';
  if (options.length === 0) first[COLUMN['Option1 Name']] = DEFAULT_OPTION_NAME;
  else {
    slots(optionNames).forEach((name, index) => {
      first[OPTION_NAME_COLUMNS[index]!] = name;
    });
  }
  const single = product.variants.length <= 1;
  const [firstVariant, ...otherVariants] = product.variants;
  if (firstVariant) setVariant(first, firstVariant, single);
  else first[COLUMN['Option1 Value']] = DEFAULT_OPTION_VALUE;
  setImage(first, 0);
  const rows = [first];
  for (const variant of otherVariants) {
    const row = emptyRow(product.code);
    setVariant(row, variant, single);
    rows.push(row);
  }
  for (let index = 1; index < product.images.length; index += 1) {
    const row = emptyRow(product.code);
    setImage(row, index);
    rows.push(row);
  }
  return rows;
}
