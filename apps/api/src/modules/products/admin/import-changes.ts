import type { ImportProductState, ImportTexts } from './import-state.ts';

// What a catalogue import writes for one product, and how it differs from the product's state: the import
// skips an unchanged product and audits the fields that changed (docs/adr/0044-catalogue-import-export.md).

export interface ImportVariantWrite {
  code: string;
  enabled: boolean;
  tracked: boolean;
  gtin: string | null;
  maxPerOrder: number | null;
  onHand: number;
  /** warehouse id → on hand; null: the product counts no stock per warehouse. */
  warehouseStock: Map<number, number> | null;
  /** locale → the variant's own name; a locale absent keeps no name of its own. */
  names: Record<string, string>;
  optionValueIds: number[];
  prices: Map<number, { price: number; originalPrice: number | null }>;
  position: number;
}

/** A new picture of an imported product: already stored under `path`. */
export interface ImportPictureWrite {
  source: string;
  path: string;
  alt: Record<string, string>;
}

/**
 * A whole product as an import leaves it, in ids (categories, channels, values resolved by the import; a field
 * the file did not give is already filled from the product's current state). Written by one call in the
 * caller's transaction (docs/adr/0044-catalogue-import-export.md).
 */
export interface ImportProductWrite {
  code: string;
  enabled: boolean;
  requiresLogin: boolean;
  mainTaxonId: number | null;
  /** In order, the main category among them. */
  taxonIds: number[];
  channelIds: number[];
  attributeValueIds: number[];
  translations: Record<string, ImportTexts>;
  variants: ImportVariantWrite[];
  pictures: ImportPictureWrite[];
}

export const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length &&
  [...a].sort((x, y) => x - y).every((id, index) => id === [...b].sort((x, y) => x - y)[index]);

const sameMap = <V>(a: Map<number, V>, b: Map<number, V>, same: (x: V, y: V) => boolean) =>
  a.size === b.size && [...a].every(([key, value]) => b.has(key) && same(value, b.get(key) as V));

export const sameRecord = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys(a).length === Object.keys(b).length &&
  Object.entries(a).every(([key, value]) => b[key] === value);

const TEXT_KEYS = [
  'name',
  'slug',
  'shortDescription',
  'description',
  'metaTitle',
  'metaDescription',
] as const;

/** Same locales with the same six texts. */
export function sameTexts(a: Record<string, ImportTexts>, b: Record<string, ImportTexts>): boolean {
  return (
    Object.keys(a).length === Object.keys(b).length &&
    Object.entries(a).every(([locale, text]) => {
      const other = b[locale];
      return other !== undefined && TEXT_KEYS.every((key) => (text[key] ?? null) === (other[key] ?? null));
    })
  );
}

/** The product-level fields that differ (for the audit line and for skipping unchanged products). */
export function productChanges(write: ImportProductWrite, state: ImportProductState): string[] {
  const changed: string[] = [];
  if (write.enabled !== state.enabled) changed.push('enabled');
  if (write.requiresLogin !== state.requiresLogin) changed.push('requiresLogin');
  if (write.mainTaxonId !== state.mainTaxonId) changed.push('mainTaxon');
  if (write.taxonIds.join() !== state.taxonIds.join()) changed.push('taxons');
  if (!sameIds(write.channelIds, state.channelIds)) changed.push('channels');
  if (!sameIds(write.attributeValueIds, state.attributeValueIds)) changed.push('attributes');
  if (!sameTexts(write.translations, state.translations)) changed.push('translations');
  if (write.pictures.length > 0) changed.push('images');
  const variantsChanged = write.variants.some((variant) => {
    const before = state.variants.get(variant.code);
    return (
      !before ||
      before.enabled !== variant.enabled ||
      before.tracked !== variant.tracked ||
      before.gtin !== variant.gtin ||
      before.maxPerOrder !== variant.maxPerOrder ||
      before.onHand !== variant.onHand ||
      before.position !== variant.position ||
      !sameRecord(before.names, variant.names) ||
      !sameIds(before.optionValueIds, variant.optionValueIds) ||
      !sameMap(
        before.prices,
        variant.prices,
        (x, y) => x.price === y.price && x.originalPrice === y.originalPrice,
      ) ||
      !sameMap(before.warehouseStock, variant.warehouseStock ?? new Map(), (x, y) => x === y)
    );
  });
  if (variantsChanged) changed.push('variants');
  return changed;
}
