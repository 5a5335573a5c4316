import type { ImportProblem, ShopifyMapping } from '@shop/contracts';
import { slugFromName } from '../../../i18n/slug-from-name.ts';
import { parseEuros } from '../format/shop-columns.ts';
import type { RowGroup } from './group-rows.ts';
import type { ImportedOption, ImportedPicture, ImportedProduct, ImportedVariant } from './model.ts';
import { cellMessages } from './shop-csv.ts';
import type { ShopStructure } from './structure.ts';

/** Shopify's product CSV columns the import reads (the others are ignored). */
export const SHOPIFY = {
  handle: 'Handle',
  title: 'Title',
  body: 'Body (HTML)',
  vendor: 'Vendor',
  type: 'Type',
  tags: 'Tags',
  sku: 'Variant SKU',
  tracker: 'Variant Inventory Tracker',
  quantity: 'Variant Inventory Qty',
  price: 'Variant Price',
  compareAt: 'Variant Compare At Price',
  barcode: 'Variant Barcode',
  imageSrc: 'Image Src',
  imagePosition: 'Image Position',
  imageAlt: 'Image Alt Text',
  seoTitle: 'SEO Title',
  seoDescription: 'SEO Description',
  status: 'Status',
} as const;

const optionName = (n: number) => `Option${n} Name`;
const optionValue = (n: number) => `Option${n} Value`;

/** A code from a name, as slugs are made (Lithuanian letters transliterated), at most 64 characters. */
export function codeFromName(name: string): string {
  return slugFromName(name).slice(0, 64).replace(/-+$/, '') || 'x';
}

/** Type and Tags of a row (Tags: comma separated). */
export function typesAndTags(cells: Record<string, string>): { type: string | null; tags: string[] } {
  const type = cells[SHOPIFY.type]?.trim() || null;
  const tags = (cells[SHOPIFY.tags] ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
  return { type, tags };
}

const matches = (text: string, code: string, names: readonly string[]) => {
  const wanted = text.trim().toLowerCase();
  const slug = codeFromName(text);
  return (
    code.toLowerCase() === wanted ||
    code === slug ||
    names.some((name) => name.trim().toLowerCase() === wanted)
  );
};

/**
 * The suggested mapping of a Type or Tag (issue 20): a category whose code or name in any locale matches, else
 * (tags) an attribute value that does, else null (ignored). The owner confirms or changes it.
 */
export function suggestMapping(
  mapping: ShopifyMapping,
  structure: ShopStructure,
  type: string | null,
  tags: readonly string[],
): void {
  if (type !== null && !(type in mapping.types)) {
    mapping.types[type] = {
      taxon: structure.taxons.find((taxon) => matches(type, taxon.code, taxon.names))?.code ?? null,
    };
  }
  for (const tag of tags) {
    if (tag in mapping.tags) continue;
    const taxon = structure.taxons.find((candidate) => matches(tag, candidate.code, candidate.names));
    const value = taxon
      ? undefined
      : structure.attributeValues.find((candidate) => matches(tag, candidate.valueCode, candidate.names));
    mapping.tags[tag] = {
      taxon: taxon?.code ?? null,
      attributeValue: value ? `${value.attributeCode}:${value.valueCode}` : null,
    };
  }
}

export function emptyMapping(structure: ShopStructure): ShopifyMapping {
  return { types: {}, tags: {}, vendorAttribute: structure.attributes.has('brand') ? 'brand' : null };
}

/**
 * One product of a Shopify product CSV from its rows (Shopify writes one row per variant and rows with only
 * Handle and Image Src for further pictures). The texts go into `locale`; the price to every channel.
 */
export function productFromShopifyRows(
  group: RowGroup,
  locale: string,
  mapping: ShopifyMapping,
  structure: ShopStructure,
): ImportedProduct | null {
  const first = group.rows[0];
  if (!first || group.code === null) return null;
  const code = group.code;
  const problems: ImportProblem[] = [];
  const problem = (row: number, column: string | null, message: string) =>
    problems.push({ row, column, product: code, message });
  if (group.splitFrom !== null) problem(first.row, SHOPIFY.handle, cellMessages.split(code, group.splitFrom));
  const cells = first.cells;
  const product: ImportedProduct = {
    code,
    row: first.row,
    lastRow: group.rows.at(-1)?.row ?? first.row,
    translations: {},
    variants: [],
    columns: {
      code: SHOPIFY.handle,
      categories: `${SHOPIFY.type} / ${SHOPIFY.tags}`,
      variant: SHOPIFY.sku,
      gtin: SHOPIFY.barcode,
      price: SHOPIFY.price,
      originalPrice: SHOPIFY.compareAt,
      stock: SHOPIFY.quantity,
      [`name:${locale}`]: SHOPIFY.title,
      [`slug:${locale}`]: SHOPIFY.handle,
    },
    problems,
    priceForEveryChannel: true,
  };
  const title = cells[SHOPIFY.title] ?? '';
  if (title !== '') {
    product.translations[locale] = {
      name: title,
      slug: codeFromName(code),
      description: cells[SHOPIFY.body] || null,
      metaTitle: cells[SHOPIFY.seoTitle] || null,
      metaDescription: cells[SHOPIFY.seoDescription] || null,
    };
  }
  const status = (cells[SHOPIFY.status] ?? '').trim().toLowerCase();
  if (status !== '') product.enabled = status === 'active';

  // Vendor → the vendor attribute's value by name (made when missing).
  const vendor = cells[SHOPIFY.vendor]?.trim() ?? '';
  if (vendor !== '' && mapping.vendorAttribute) {
    const attribute = structure.attributes.get(mapping.vendorAttribute);
    const known =
      attribute?.names.get(vendor.toLowerCase()) ??
      (attribute?.values.has(codeFromName(vendor)) ? codeFromName(vendor) : undefined);
    const valueCode = known ?? codeFromName(vendor);
    product.attributes = { [mapping.vendorAttribute]: [valueCode] };
    product.columns[`attribute:${mapping.vendorAttribute}`] = SHOPIFY.vendor;
    if (!known && attribute)
      product.newAttributeValues = [{ attribute: mapping.vendorAttribute, code: valueCode, name: vendor }];
  }

  // Type and Tags → categories and attribute values, by the mapping.
  const { type, tags } = typesAndTags(cells);
  const categories: string[] = [];
  const mainTaxon = type === null ? null : (mapping.types[type]?.taxon ?? null);
  if (mainTaxon) categories.push(mainTaxon);
  for (const tag of tags) {
    const target = mapping.tags[tag];
    if (target?.taxon && !categories.includes(target.taxon)) categories.push(target.taxon);
    if (target?.attributeValue) {
      const [attribute = '', value = ''] = target.attributeValue.split(':');
      const values = (product.attributes ??= {})[attribute] ?? [];
      if (!values.includes(value)) product.attributes[attribute] = [...values, value];
      product.columns[`attribute:${attribute}`] = SHOPIFY.tags;
    }
  }
  product.categories = categories;
  if (type !== null) product.mainCategory = mainTaxon;

  // Options: names on the first row, values on each variant row. Shopify's "Title: Default Title" is none.
  const options: ImportedOption[] = [];
  for (const n of [1, 2, 3]) {
    const name = cells[optionName(n)]?.trim() ?? '';
    if (name === '' || (n === 1 && name === 'Title' && cells[optionValue(1)] === 'Default Title')) continue;
    options.push({ code: codeFromName(name), name, values: [] });
    product.columns[`option:${codeFromName(name)}`] = optionValue(n);
  }

  const pictures: Array<ImportedPicture & { position: number }> = [];
  let variantIndex = 0;
  for (const row of group.rows) {
    const src = row.cells[SHOPIFY.imageSrc]?.trim() ?? '';
    if (src !== '') {
      const position = Number(row.cells[SHOPIFY.imagePosition] || pictures.length + 1);
      const alt = row.cells[SHOPIFY.imageAlt]?.trim() ?? '';
      pictures.push({
        source: src,
        alt: alt === '' ? {} : { [locale]: alt },
        row: row.row,
        column: SHOPIFY.imageSrc,
        position,
      });
    }
    const isVariantRow = [SHOPIFY.sku, SHOPIFY.price, optionValue(1)].some(
      (column) => (row.cells[column] ?? '') !== '',
    );
    if (!isVariantRow) continue;
    variantIndex += 1;
    const variant: ImportedVariant = { row: row.row, code: row.cells[SHOPIFY.sku]?.trim() ?? '' };
    const values: Record<string, string> = {};
    options.forEach((option, index) => {
      const value = row.cells[optionValue(index + 1)]?.trim() ?? '';
      if (value === '') return;
      const valueCode = codeFromName(`${option.code}-${value}`);
      values[option.code] = valueCode;
      if (!option.values.some((known) => known.code === valueCode))
        option.values.push({ code: valueCode, name: value });
    });
    if (options.length > 0) variant.options = values;
    if (variant.code === '') {
      // No SKU in the file: the handle, and the option values for a product with several variants.
      variant.code =
        options.length === 0 || (variantIndex === 1 && group.rows.length === 1)
          ? code
          : codeFromName(`${code}-${Object.values(values).join('-') || variantIndex}`);
    }
    const price = row.cells[SHOPIFY.price] ?? '';
    const amount = parseEuros(price);
    if (price !== '' && amount === null) problem(row.row, SHOPIFY.price, cellMessages.euros(price));
    const compareAt = row.cells[SHOPIFY.compareAt] ?? '';
    const original = compareAt === '' ? null : parseEuros(compareAt);
    if (compareAt !== '' && original === null)
      problem(row.row, SHOPIFY.compareAt, cellMessages.euros(compareAt));
    if (amount !== null) {
      // Shopify allows a compare-at price at or below the price: it shows no discount, so none is kept.
      variant.prices = {
        '*': { price: amount, originalPrice: original !== null && original > amount ? original : null },
      };
    }
    const quantity = (row.cells[SHOPIFY.quantity] ?? '').trim();
    if (quantity !== '') {
      // Shopify allows negative stock (oversold): the shop counts it as none.
      if (/^-?\d{1,9}$/.test(quantity)) variant.stock = Math.max(0, Number(quantity));
      else problem(row.row, SHOPIFY.quantity, cellMessages.wholeNumber(SHOPIFY.quantity, quantity));
    }
    if (SHOPIFY.tracker in row.cells) variant.tracked = (row.cells[SHOPIFY.tracker] ?? '') !== '';
    const barcode = (row.cells[SHOPIFY.barcode] ?? '').replace(/^'/, '').trim();
    if (SHOPIFY.barcode in row.cells) variant.gtin = barcode === '' ? null : barcode;
    product.variants.push(variant);
  }
  if (options.length > 0) product.newOptions = options;
  if (pictures.length > 0) {
    product.images = pictures
      .sort((a, b) => a.position - b.position)
      .map(({ position: _position, ...picture }) => picture);
  }
  return product;
}
