import {
  BLANK_MESSAGE,
  CODE_MESSAGE,
  CODE_TAKEN_MESSAGE,
  DOWNLOAD_SIZE_MESSAGE,
  DOWNLOAD_TYPE_MESSAGE,
  FILE_MISSING_MESSAGE,
  IMAGE_SIZE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  PRICE_MESSAGE,
  SLUG_MESSAGE,
  STALE_VERSION_MESSAGE,
  UNKNOWN_ATTRIBUTE_MESSAGE,
  UNKNOWN_ATTRIBUTE_VALUE_MESSAGE,
  UNKNOWN_CHANNEL_MESSAGE,
  UNKNOWN_OPTION_VALUE_MESSAGE,
  UNKNOWN_TAXON_MESSAGE,
  UNKNOWN_VARIANT_MESSAGE,
  UNKNOWN_WAREHOUSE_MESSAGE,
  type ValidationError,
} from '@shop/contracts';
import type { FieldErrors, PageMessage } from './admin-product-views.ts';

/* The admin API's texts as the products screens show them, and its 422 violations as field errors. */

const KNOWN: ReadonlyArray<{ pattern: RegExp; key: string; names?: readonly string[] }> = [
  { pattern: exact(STALE_VERSION_MESSAGE), key: 'adminProducts.errors.stale' },
  { pattern: exact(CODE_MESSAGE), key: 'adminProducts.errors.code' },
  { pattern: exact(CODE_TAKEN_MESSAGE), key: 'adminProducts.errors.codeTaken' },
  { pattern: exact(SLUG_MESSAGE), key: 'adminProducts.errors.slug' },
  { pattern: exact(PRICE_MESSAGE), key: 'adminProducts.errors.price' },
  { pattern: exact(BLANK_MESSAGE), key: 'adminProducts.errors.blank' },
  { pattern: exact(UNKNOWN_TAXON_MESSAGE), key: 'adminProducts.errors.unknownTaxon' },
  { pattern: exact(UNKNOWN_CHANNEL_MESSAGE), key: 'adminProducts.errors.unknownChannel' },
  { pattern: exact(UNKNOWN_WAREHOUSE_MESSAGE), key: 'adminProducts.errors.unknownWarehouse' },
  { pattern: exact(UNKNOWN_ATTRIBUTE_MESSAGE), key: 'adminProducts.errors.unknownAttribute' },
  { pattern: exact(UNKNOWN_ATTRIBUTE_VALUE_MESSAGE), key: 'adminProducts.errors.unknownAttributeValue' },
  { pattern: exact(UNKNOWN_OPTION_VALUE_MESSAGE), key: 'adminProducts.errors.unknownOptionValue' },
  { pattern: exact(UNKNOWN_VARIANT_MESSAGE), key: 'adminProducts.errors.unknownVariant' },
  { pattern: exact(IMAGE_TYPE_MESSAGE), key: 'adminProducts.errors.imageType' },
  { pattern: exact(IMAGE_SIZE_MESSAGE), key: 'adminProducts.errors.imageSize' },
  { pattern: exact(DOWNLOAD_TYPE_MESSAGE), key: 'adminProducts.errors.downloadType' },
  { pattern: exact(DOWNLOAD_SIZE_MESSAGE), key: 'adminProducts.errors.downloadSize' },
  { pattern: exact(FILE_MISSING_MESSAGE), key: 'adminProducts.downloads.chooseFile' },
  {
    pattern: /^The variant was ordered, so it was disabled instead of deleted: its orders keep it\.$/,
    key: 'adminProducts.variants.disabledOrdered',
  },
  {
    pattern: /^The variant is in shoppers' carts, so it was disabled instead of deleted\.$/,
    key: 'adminProducts.variants.disabledInCarts',
  },
  // Texts of the products API (its own section of the contract, not on this branch yet).
  {
    pattern: /^This address is already used by the product "(.+)"\.$/,
    key: 'adminProducts.errors.slugTaken',
    names: ['code'],
  },
  { pattern: /^The original price must be above the price\.$/, key: 'adminProducts.errors.originalPrice' },
  {
    pattern: /^Another variant of this product has these option values\.$/,
    key: 'adminProducts.errors.optionsTaken',
  },
  {
    pattern: /^A product needs at least one variant: this is its last one\.$/,
    key: 'adminProducts.errors.lastVariant',
  },
  {
    pattern: /^Enter the product's name in at least one language\.$/,
    key: 'adminProducts.errors.nameRequired',
  },
  { pattern: /^A bundle needs at least one part\.$/, key: 'adminProducts.errors.bundlePartsRequired' },
  { pattern: /^A bundle cannot contain itself or another bundle\.$/, key: 'adminProducts.errors.bundlePart' },
  {
    pattern: /^This product's stock is counted per warehouse: give it per warehouse code\.$/,
    key: 'adminProducts.errors.perWarehouse',
  },
  {
    pattern: /^This product is not stocked in this warehouse\.$/,
    key: 'adminProducts.errors.notProductWarehouse',
  },
  {
    // At `warehouses`, the warehouse's code first ("VLN: This warehouse still holds …").
    pattern: /^(\S+): This warehouse still holds (\d+) units of this product: set them to 0 first\.$/,
    key: 'adminProducts.errors.warehouseCodeHoldsStock',
    names: ['warehouse', 'count'],
  },
  {
    pattern: /^This warehouse still holds (\d+) units of this product: set them to 0 first\.$/,
    key: 'adminProducts.errors.warehouseHoldsStock',
    names: ['count'],
  },
  {
    pattern: /^This product is a part of the bundle "(.+)": remove it from the bundle first\.$/,
    key: 'adminProducts.errors.partOfBundle',
    names: ['code'],
  },
  { pattern: /^There is no product with this code\.$/, key: 'adminProducts.errors.unknownProduct' },
  {
    // stockBelowHoldMessage(onHold)
    pattern: /^Stock cannot be lower than the (\d+) units that placed orders hold\.$/,
    key: 'adminProducts.errors.belowHold',
    names: ['count'],
  },
];

function exact(message: string): RegExp {
  return new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}

/** An API text as a page message: the catalogue's known texts in the page's language, others as sent. */
export function pageMessage(message: string): PageMessage {
  for (const { pattern, key, names = [] } of KNOWN) {
    const match = pattern.exec(message);
    if (!match) continue;
    return { key, values: Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? ''])) };
  }
  return { text: message };
}

/** A 422 body's violations as field errors, each path mapped by `path` (e.g. prefixed with the grid row). */
export function violationErrors(
  data: unknown,
  path: (propertyPath: string) => string = (p) => p,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const violation of (data as Partial<ValidationError> | null)?.violations ?? []) {
    const key = path(violation.propertyPath ?? '');
    (errors[key] ??= []).push(pageMessage(violation.message));
  }
  return errors;
}

/** The API's `bundleParts[i]` is the form's row `partIndexes[i]` (rows without a variant are not sent). */
export function bundlePartPath(partIndexes: readonly number[]) {
  return (propertyPath: string) =>
    propertyPath.replace(
      /^bundleParts\[(\d+)\]/,
      (_, i: string) => `bundleParts[${partIndexes[Number(i)] ?? i}]`,
    );
}

export function mergeErrors(...all: FieldErrors[]): FieldErrors {
  const merged: FieldErrors = {};
  for (const errors of all) {
    for (const [key, messages] of Object.entries(errors)) (merged[key] ??= []).push(...messages);
  }
  return merged;
}
