import type { ExportProduct, ExportVariant } from '../../products/admin/export-reads.ts';
import {
  ATTRIBUTE_PREFIX,
  formatEuros,
  formatYesNo,
  IMAGE_ALT_PREFIX,
  LIST_SEPARATOR,
  OPTION_PREFIX,
  ORIGINAL_PRICE_PREFIX,
  PRICE_PREFIX,
  PRODUCT_COLUMN,
  STOCK_PREFIX,
  TRANSLATED_PRODUCT_FIELD,
  VARIANT_COLUMN,
  VARIANT_NAME_PREFIX,
} from '../format/shop-columns.ts';
import { pictureUrl, type ExportContext } from './export-context.ts';

/**
 * Our catalogue CSV (docs/catalogue-format.md): one row per variant, product columns on a product's first row
 * only (its following rows repeat just the `product` code), variant columns on every row. The header holds one column per locale, channel, warehouse, attribute
 * and option of the shop (not only those the exported products use), so files of one shop always line up.
 */
export interface ShopCsvLayout {
  header: string[];
  /** A product's rows: cells in header order. */
  rowsOf(product: ExportProduct): string[][];
}

const TRANSLATED_FIELDS = Object.entries(TRANSLATED_PRODUCT_FIELD) as Array<
  [keyof typeof TRANSLATED_PRODUCT_FIELD, string]
>;

export function shopCsvLayout(context: ExportContext): ShopCsvLayout {
  const { locales, channels, vocabulary, attributes } = context;
  const productColumns = [
    PRODUCT_COLUMN.code,
    PRODUCT_COLUMN.enabled,
    ...TRANSLATED_FIELDS.flatMap(([, prefix]) => locales.map((locale) => `${prefix}:${locale}`)),
    PRODUCT_COLUMN.mainCategory,
    PRODUCT_COLUMN.categories,
    ...attributes.codes.map((code) => `${ATTRIBUTE_PREFIX}:${code}`),
    PRODUCT_COLUMN.channels,
    PRODUCT_COLUMN.requiresLogin,
    PRODUCT_COLUMN.images,
    ...locales.map((locale) => `${IMAGE_ALT_PREFIX}:${locale}`),
  ];
  const variantColumns = [
    VARIANT_COLUMN.code,
    VARIANT_COLUMN.enabled,
    ...locales.map((locale) => `${VARIANT_NAME_PREFIX}:${locale}`),
    ...vocabulary.options.map((option) => `${OPTION_PREFIX}:${option.code}`),
    VARIANT_COLUMN.gtin,
    VARIANT_COLUMN.tracked,
    VARIANT_COLUMN.maxPerOrder,
    ...channels.flatMap((channel) => [
      `${PRICE_PREFIX}:${channel.code}`,
      `${ORIGINAL_PRICE_PREFIX}:${channel.code}`,
    ]),
    VARIANT_COLUMN.stock,
    ...vocabulary.warehouses.map((warehouse) => `${STOCK_PREFIX}:${warehouse.code}`),
  ];

  function productCells(product: ExportProduct): string[] {
    const valuesByAttribute = new Map<string, string[]>();
    for (const id of product.attributeValueIds) {
      const value = attributes.values.get(id);
      if (!value) continue;
      const list = valuesByAttribute.get(value.attributeCode) ?? [];
      list.push(value.code);
      valuesByAttribute.set(value.attributeCode, list);
    }
    return [
      product.code,
      formatYesNo(product.enabled),
      ...TRANSLATED_FIELDS.flatMap(([field]) =>
        locales.map((locale) => product.translations.get(locale)?.[field] ?? ''),
      ),
      product.mainTaxonId === null ? '' : (context.taxonPaths.get(product.mainTaxonId) ?? ''),
      product.taxonIds
        .flatMap((id) => {
          const path = context.taxonPaths.get(id);
          return path ? [path] : [];
        })
        .join(LIST_SEPARATOR),
      ...attributes.codes.map((code) => (valuesByAttribute.get(code) ?? []).join(LIST_SEPARATOR)),
      product.channelIds
        .flatMap((id) => {
          const code = context.channelCodeById.get(id);
          return code ? [code] : [];
        })
        .join(LIST_SEPARATOR),
      formatYesNo(product.requiresLogin),
      product.images.map((image) => pictureUrl(context, image.path)).join(LIST_SEPARATOR),
      // Alt texts in the order of the pictures; a picture without one leaves its place empty.
      ...locales.map((locale) =>
        product.images.some((image) => image.alts.has(locale))
          ? product.images.map((image) => image.alts.get(locale) ?? '').join(LIST_SEPARATOR)
          : '',
      ),
    ];
  }

  function variantCells(variant: ExportVariant | undefined, hasWarehouses: boolean): string[] {
    if (!variant) return variantColumns.map(() => '');
    const valueOfOption = new Map<number, string>();
    for (const id of variant.optionValueIds) {
      const value = vocabulary.optionValues.get(id);
      if (value) valueOfOption.set(value.optionId, value.code);
    }
    return [
      variant.code,
      formatYesNo(variant.enabled),
      ...locales.map((locale) => variant.names.get(locale) ?? ''),
      ...vocabulary.options.map((option) => valueOfOption.get(option.id) ?? ''),
      variant.gtin ?? '',
      formatYesNo(variant.tracked),
      variant.maxQuantityPerOrder === null ? '' : String(variant.maxQuantityPerOrder),
      ...channels.flatMap((channel) => {
        const price = variant.prices.get(channel.id);
        if (!price) return ['', ''];
        return [
          formatEuros(price.price),
          price.originalPrice === null ? '' : formatEuros(price.originalPrice),
        ];
      }),
      // A product without warehouses has one count; one with warehouses a count in each of its warehouses
      // (empty: the product is not kept in that warehouse).
      hasWarehouses ? '' : String(variant.onHand),
      ...vocabulary.warehouses.map((warehouse) => {
        const units = variant.stocks.get(warehouse.id);
        return hasWarehouses && units !== undefined ? String(units) : '';
      }),
    ];
  }

  // The following rows of a product repeat only its code (rows with the same code are one product).
  const following = (product: ExportProduct) => [product.code, ...productColumns.slice(1).map(() => '')];
  return {
    header: [...productColumns, ...variantColumns],
    rowsOf(product) {
      const hasWarehouses = product.variants.some((variant) => variant.stocks.size > 0);
      // A product without variants still gets its row (product columns, empty variant columns).
      const variants: Array<ExportVariant | undefined> =
        product.variants.length > 0 ? product.variants : [undefined];
      return variants.map((variant, index) => [
        ...(index === 0 ? productCells(product) : following(product)),
        ...variantCells(variant, hasWarehouses),
      ]);
    },
  };
}
