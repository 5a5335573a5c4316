import type { AdminCatalogueImport, CatalogueFormat, ImportStatus, ShopifyMapping } from '@shop/contracts';
import type { FieldErrors, PageMessage } from './admin-product-views.ts';

/*
 * What the import screens (issue 20) and their server code share: the mapping form's field names, the
 * statuses during which the page refreshes itself, and the shapes of an action's answer.
 */

/** While an import is in one of these, its page refreshes itself (the job reports rows done). */
export const RUNNING_STATUSES: readonly ImportStatus[] = ['checking', 'applying'];

export function isRunning(item: Pick<AdminCatalogueImport, 'status'>): boolean {
  return RUNNING_STATUSES.includes(item.status);
}

/** Pictures by URL are still being fetched after the apply: the page keeps refreshing, slower. */
export function picturesPending(item: Pick<AdminCatalogueImport, 'status' | 'pictures'>): boolean {
  return item.status === 'applied' && item.pictures.pending > 0;
}

/** The export formats the products list offers, in its menu's order. */
export const EXPORT_FORMATS: readonly CatalogueFormat[] = ['shop-csv', 'shopify-csv', 'shop-json'];

/**
 * A Shopify tag's choice in the mapping form: nothing (ignored), a category (`taxon:CODE`) or an attribute
 * value (`value:ATTRIBUTE:VALUE`), one select per tag.
 */
export function tagTarget(choice: ShopifyMapping['tags'][string] | undefined): string {
  if (choice?.taxon) return `taxon:${choice.taxon}`;
  if (choice?.attributeValue) return `value:${choice.attributeValue}`;
  return '';
}

export function tagChoice(target: string): ShopifyMapping['tags'][string] {
  if (target.startsWith('taxon:') && target.length > 6)
    return { taxon: target.slice(6), attributeValue: null };
  if (target.startsWith('value:') && target.includes(':', 6)) {
    return { taxon: null, attributeValue: target.slice(6) };
  }
  return { taxon: null, attributeValue: null };
}

/** Field names of the mapping form: one row per Shopify Type and Tag, by position (names may be anything). */
export const mappingField = {
  typeName: (index: number) => `types[${index}].name`,
  typeTaxon: (index: number) => `types[${index}].taxon`,
  tagName: (index: number) => `tags[${index}].name`,
  tagTarget: (index: number) => `tags[${index}].target`,
  vendor: 'vendorAttribute',
  missing: 'missing',
} as const;

/** What an action of the import screens tells the page. */
export type ImportActionResult =
  { ok: true; message: PageMessage } | { ok: false; message: PageMessage | null; fieldErrors: FieldErrors };

/** An attribute value the mapping offers for tags, and attributes for Vendor. */
export interface MappingChoices {
  taxons: { code: string; label: string }[];
  attributes: { code: string; name: string; values: { code: string; name: string }[] }[];
}
