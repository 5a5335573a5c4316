import type { AdminProduct, AdminTaxon } from '@shop/contracts';
import { KNOWN_LOCALES, type LocaleCode } from '@shop/locale';

/*
 * What the products screens and their server code share (no server code, no zod: the browser gets this).
 * The editor's form is described by EditorValues, made either from the product the API answered or from
 * a submitted form (so a refused save shows what the owner typed, with or without JavaScript).
 */

export const PRODUCT_LOCALES: readonly LocaleCode[] = KNOWN_LOCALES;

/** The texts of a product per locale; the completeness counts how many are filled. */
export const TRANSLATION_FIELDS = [
  'name',
  'slug',
  'shortDescription',
  'description',
  'metaTitle',
  'metaDescription',
] as const;
export type TranslationField = (typeof TRANSLATION_FIELDS)[number];
export type TranslationValues = Record<TranslationField, string>;

/** Search engines show about this many characters of a title and of a description. */
export const SEO_TITLE_MAX = 60;
export const SEO_DESCRIPTION_MAX = 160;

export const PRODUCT_SORTS = [
  'name-asc',
  'name-desc',
  'code-asc',
  'code-desc',
  'createdAt-desc',
  'createdAt-asc',
  'price-asc',
  'price-desc',
] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const DEFAULT_PRODUCT_SORT: ProductSort = 'createdAt-desc';

export const ENABLED_FILTERS = ['true', 'false'] as const;
export const STOCK_FILTERS = ['inStock', 'soldOut'] as const;
export interface ProductFilters {
  search: string;
  taxon: string;
  brand: string;
  enabled: (typeof ENABLED_FILTERS)[number] | '';
  stock: (typeof STOCK_FILTERS)[number] | '';
  sort: ProductSort;
  page: number;
}

export const BULK_ACTIONS = ['enable', 'disable', 'moveToTaxon', 'changePrices'] as const;
export type BulkActionType = (typeof BULK_ACTIONS)[number];

/** A message for the page: a key of the adminProducts catalog (with values), or the API's own text. */
export type PageMessage = { key: string; values?: Record<string, string | number> } | { text: string };
/** Field name (the API's propertyPath, e.g. `translations.lt.name`) → what is wrong with it. */
export type FieldErrors = Record<string, PageMessage[]>;

/** A category for pickers and filters: its code and its path of names ("Kids › Prams"). */
export interface TaxonChoice {
  code: string;
  label: string;
  depth: number;
}

/** The category tree as a flat list in tree order, each with its full path of names in `locale`. */
export function flattenTaxons(tree: readonly AdminTaxon[], locale: LocaleCode): TaxonChoice[] {
  const out: TaxonChoice[] = [];
  const walk = (nodes: readonly AdminTaxon[], trail: string[], depth: number) => {
    for (const node of [...nodes].sort((a, b) => a.position - b.position)) {
      const name = translated(node.translations, locale, (t) => t.name) ?? node.code;
      const path = [...trail, name];
      out.push({ code: node.code, label: path.join(' › '), depth });
      walk(node.children, path, depth + 1);
    }
  };
  walk(tree, [], 0);
  return out;
}

/** A translated text in `locale`, else in the first locale that has it. */
export function translated<T>(
  translations: Partial<Record<LocaleCode, T>>,
  locale: LocaleCode,
  pick: (translation: T) => string | null | undefined,
): string | undefined {
  const own = translations[locale];
  const ownText = own ? pick(own) : undefined;
  if (ownText) return ownText;
  for (const code of PRODUCT_LOCALES) {
    const other = translations[code];
    const text = other ? pick(other) : undefined;
    if (text) return text;
  }
  return undefined;
}

// --- Money as the owner types it ---

/** 1299 → "12.99" (what a price field shows). */
export function moneyText(minor: number | null | undefined): string {
  if (minor === null || minor === undefined) return '';
  return (minor / 100).toFixed(2);
}

/** "12,99", "12.99", "12" → 1299; "" → null; anything else → NaN (the form says so). */
export function minorFromText(text: string): number | null {
  const clean = text.trim().replace(/\s/g, '').replace(',', '.');
  if (clean === '') return null;
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(clean)) return Number.NaN;
  return Math.round(Number(clean) * 100);
}

// --- The editor's values ---

export interface VariantRow {
  code: string;
  /** A row for a variant that does not exist yet (POST on save). */
  isNew: boolean;
  version: number | null;
  enabled: boolean;
  /** Stock is counted (an untracked variant can always be bought). */
  tracked: boolean;
  /** The most units of it one order may hold, as typed ("" for no limit). */
  maxQuantityPerOrder: string;
  /** Its own name per locale ("" : made from its option values). */
  names: Record<LocaleCode, string>;
  /** One number, or per warehouse code where the product has warehouses. */
  onHand: string;
  warehouseStock: Record<string, string>;
  onHold: number;
  /** Channel code → price and original price as typed ("12.99"). */
  prices: Record<string, { price: string; originalPrice: string }>;
  /** Option code → value code. */
  optionValues: Record<string, string>;
}

export interface BundlePartRow {
  variant: string;
  quantity: string;
}

export interface EditorValues {
  code: string;
  enabled: boolean;
  version: number | null;
  translations: Record<LocaleCode, TranslationValues>;
  mainTaxon: string;
  taxons: string[];
  attributes: Record<string, string[]>;
  requiresLogin: boolean;
  isBundle: boolean;
  onlySellInBundle: boolean;
  bundleParts: BundlePartRow[];
  /** Channel codes the product is sold in; null where the form does not show them. */
  channels: string[] | null;
  /** Warehouse codes where its stock is counted; null where the form does not show them. */
  warehouses: string[] | null;
  variants: VariantRow[];
}

export function emptyTranslation(): TranslationValues {
  return { name: '', slug: '', shortDescription: '', description: '', metaTitle: '', metaDescription: '' };
}

export function emptyNames(): Record<LocaleCode, string> {
  return Object.fromEntries(PRODUCT_LOCALES.map((locale) => [locale, ''])) as Record<LocaleCode, string>;
}

export function emptyVariantRow(): VariantRow {
  return {
    code: '',
    isNew: true,
    version: null,
    enabled: true,
    tracked: true,
    maxQuantityPerOrder: '',
    names: emptyNames(),
    onHand: '',
    warehouseStock: {},
    onHold: 0,
    prices: {},
    optionValues: {},
  };
}

export function emptyEditorValues(): EditorValues {
  return {
    code: '',
    enabled: true,
    version: null,
    translations: Object.fromEntries(PRODUCT_LOCALES.map((l) => [l, emptyTranslation()])) as Record<
      LocaleCode,
      TranslationValues
    >,
    mainTaxon: '',
    taxons: [],
    attributes: {},
    requiresLogin: false,
    isBundle: false,
    onlySellInBundle: false,
    bundleParts: [],
    channels: null,
    warehouses: null,
    variants: [],
  };
}

/** The editor's values of a product as the API answered it. */
export function valuesFromProduct(product: AdminProduct): EditorValues {
  const values = emptyEditorValues();
  for (const locale of PRODUCT_LOCALES) {
    const t = product.translations[locale];
    if (!t) continue;
    values.translations[locale] = {
      name: t.name,
      slug: t.slug,
      shortDescription: t.shortDescription ?? '',
      description: t.description ?? '',
      metaTitle: t.metaTitle ?? '',
      metaDescription: t.metaDescription ?? '',
    };
  }
  return {
    ...values,
    code: product.code,
    enabled: product.enabled,
    version: product.version,
    mainTaxon: product.mainTaxon ?? '',
    taxons: [...product.taxons],
    attributes: structuredClone(product.attributes),
    requiresLogin: product.requiresLogin,
    isBundle: product.isBundle,
    onlySellInBundle: product.onlySellInBundle,
    bundleParts: product.bundleParts.map((part) => ({
      variant: part.variant,
      quantity: String(part.quantity),
    })),
    channels: [...product.channels],
    warehouses: [...product.warehouses],
    variants: [...product.variants]
      .sort((a, b) => a.position - b.position)
      .map((variant) => ({
        code: variant.code,
        isNew: false,
        version: variant.version,
        enabled: variant.enabled,
        tracked: variant.tracked,
        maxQuantityPerOrder: variant.maxQuantityPerOrder === null ? '' : String(variant.maxQuantityPerOrder),
        names: {
          ...emptyNames(),
          ...Object.fromEntries(
            Object.entries(variant.translations).map(([locale, t]) => [locale, t?.name ?? '']),
          ),
        },
        onHand: String(variant.onHand),
        warehouseStock: Object.fromEntries(
          Object.entries(variant.warehouseStock).map(([code, units]) => [code, String(units)]),
        ),
        onHold: variant.onHold,
        prices: Object.fromEntries(
          Object.entries(variant.channelPricings).map(([channel, pricing]) => [
            channel,
            { price: moneyText(pricing.price), originalPrice: moneyText(pricing.originalPrice) },
          ]),
        ),
        optionValues: { ...variant.optionValues },
      })),
  };
}

/** How many of a locale's texts are filled in ("en: 4 of 6 fields"). */
export function completeness(translation: TranslationValues): { filled: number; total: number } {
  const filled = TRANSLATION_FIELDS.filter((field) => translation[field].trim() !== '').length;
  return { filled, total: TRANSLATION_FIELDS.length };
}

/** The words of an HTML text, for the search-result preview. */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** A text cut at `max` characters on a word boundary, with an ellipsis, as a search result shows it. */
export function truncateForSnippet(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** Messages of a field and of everything below it (`taxons` collects `taxons[1]` too). */
export function errorsAt(errors: FieldErrors | undefined, name: string): PageMessage[] {
  if (!errors) return [];
  return Object.entries(errors)
    .filter(([path]) => path === name || path.startsWith(`${name}.`) || path.startsWith(`${name}[`))
    .flatMap(([, messages]) => messages);
}
