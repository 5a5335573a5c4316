import type { TaxonSummary } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { groupBy, pickTranslation } from '../../i18n/pick-translation.ts';
import { queryRows, toIntList, toNullableNumber, toNumber } from './sql-rows.ts';

// The rows a text search reads besides its documents (ADR 0070): attributes and their values with their
// names, catalogue promotions with their channels and labels, categories with their translations. Read
// with the facet columns in the same snapshot; every change to them moves search_documents_version
// (migrations 0040 and 0041), so they hold exactly what the statements of a search at that version read.
// Each function below answers as its SQL counterpart does (search-filters.ts, facets.ts,
// taxon-summaries.ts), from these rows.

/** An attribute value of the facets, named in the preferred locale (the code when untranslated). */
export interface ValueMeta extends ValueRow {
  name: string;
}

/** An attribute of the facets, named in the preferred locale (the code when untranslated). */
export interface AttributeMeta extends AttributeRow {
  name: string;
}

/** A catalogue promotion running in the channel (loadActivePromotions). */
export interface ActivePromotion {
  id: number;
  code: string;
}

export interface AttributeRow {
  id: number;
  code: string;
  slug: string;
  filterType: 'select' | 'range' | 'none';
  position: number;
}

interface ValueRow {
  id: number;
  attributeId: number;
  code: string;
  slug: string;
  color: string | null;
  numericValue: number | null;
  position: number;
}

interface PromotionRow {
  id: number;
  code: string;
  enabled: boolean;
  /** Microseconds since 1970 (exact), null when open. */
  startsAt: number | null;
  endsAt: number | null;
  position: number;
  channelIds: number[];
}

interface TaxonTranslation {
  id: number;
  code: string;
  parentId: number | null;
  locale: string;
  slug: string;
  name: string;
}

export interface SearchReference {
  attributes: Map<number, AttributeRow>;
  attributeByCode: Map<string, AttributeRow>;
  attributeNames: Map<number, Array<{ locale: string; name: string }>>;
  values: Map<number, ValueRow>;
  valuesByAttribute: Map<number, ValueRow[]>;
  valueNames: Map<number, Array<{ locale: string; name: string }>>;
  /** In position order, then id. */
  promotions: PromotionRow[];
  promotionLabels: Map<number, Array<{ locale: string; label: string }>>;
  /** The translations of enabled categories only (a shopper cannot open the others). */
  enabledTaxons: Map<number, TaxonTranslation[]>;
}

type Row = Record<string, unknown>;

const text = (value: unknown): string => String(value);
const nullableText = (value: unknown): string | null => (value === null ? null : String(value));
const flag = (value: unknown): boolean => value === true || value === 't';
/** A timestamp as exact microseconds since 1970 (the statements below select them so). */
const micros = (value: unknown): number | null => toNullableNumber(value);

/** Reads the reference rows; `db` is the facet columns' read-only snapshot transaction. */
export async function loadSearchReference(db: Database): Promise<SearchReference> {
  const read = (query: ReturnType<typeof sql>) => queryRows<Row>(db, query);
  const attributeRows = await read(
    sql`SELECT id, code, slug, filter_type, position FROM attributes ORDER BY id`,
  );
  const attributeNameRows = await read(
    sql`SELECT attribute_id, locale, name FROM attribute_translations ORDER BY id`,
  );
  const valueRows = await read(
    sql`SELECT id, attribute_id, code, slug, color, numeric_value, position FROM attribute_values ORDER BY id`,
  );
  const valueNameRows = await read(
    sql`SELECT attribute_value_id, locale, name FROM attribute_value_translations ORDER BY id`,
  );
  const promotionRows = await read(
    sql`SELECT p.id, p.code, p.enabled, p.position,
        (extract(epoch FROM p.starts_at) * 1000000)::bigint AS starts_us,
        (extract(epoch FROM p.ends_at) * 1000000)::bigint AS ends_us,
        coalesce((SELECT array_agg(c.channel_id) FROM catalog_promotion_channels c WHERE c.promotion_id = p.id), '{}')
          AS channel_ids
      FROM catalog_promotions p ORDER BY p.position, p.id`,
  );
  const labelRows = await read(
    sql`SELECT promotion_id, locale, label FROM catalog_promotion_translations ORDER BY id`,
  );
  const taxonRows = await read(
    sql`SELECT t.id, t.code, t.parent_id, tt.locale, tt.slug, tt.name
      FROM taxons t JOIN taxon_translations tt ON tt.taxon_id = t.id
      WHERE t.enabled ORDER BY t.id, tt.locale`,
  );

  const attributes = new Map<number, AttributeRow>(
    attributeRows.map((row) => [
      toNumber(row.id),
      {
        id: toNumber(row.id),
        code: text(row.code),
        slug: text(row.slug),
        filterType: text(row.filter_type) as AttributeRow['filterType'],
        position: toNumber(row.position),
      },
    ]),
  );
  const values = new Map<number, ValueRow>(
    valueRows.map((row) => [
      toNumber(row.id),
      {
        id: toNumber(row.id),
        attributeId: toNumber(row.attribute_id),
        code: text(row.code),
        slug: text(row.slug),
        color: nullableText(row.color),
        numericValue: toNullableNumber(row.numeric_value),
        position: toNumber(row.position),
      },
    ]),
  );
  const names = (rows: Row[], key: string) =>
    new Map(
      [...groupBy(rows, (row) => toNumber(row[key]))].map(([id, group]) => [
        id,
        group.map((row) => ({ locale: text(row.locale), name: text(row.name) })),
      ]),
    );
  return {
    attributes,
    attributeByCode: new Map([...attributes.values()].map((row) => [row.code, row])),
    attributeNames: names(attributeNameRows, 'attribute_id'),
    values,
    valuesByAttribute: groupBy([...values.values()], (row) => row.attributeId),
    valueNames: names(valueNameRows, 'attribute_value_id'),
    promotions: promotionRows.map((row) => ({
      id: toNumber(row.id),
      code: text(row.code),
      enabled: flag(row.enabled),
      startsAt: micros(row.starts_us),
      endsAt: micros(row.ends_us),
      position: toNumber(row.position),
      channelIds: toIntList(row.channel_ids),
    })),
    promotionLabels: new Map(
      [...groupBy(labelRows, (row) => toNumber(row.promotion_id))].map(([id, group]) => [
        id,
        group.map((row) => ({ locale: text(row.locale), label: text(row.label) })),
      ]),
    ),
    enabledTaxons: groupBy(
      taxonRows.map((row) => ({
        id: toNumber(row.id),
        code: text(row.code),
        parentId: toNullableNumber(row.parent_id),
        locale: text(row.locale),
        slug: text(row.slug),
        name: text(row.name),
      })),
      (row) => row.id,
    ),
  };
}

/** The attributes with these codes (resolveAttributes' first statement). */
export function attributesByCode(reference: SearchReference, codes: readonly string[]): AttributeRow[] {
  return codes.flatMap((code) => {
    const attribute = reference.attributeByCode.get(code);
    return attribute ? [attribute] : [];
  });
}

/** The ids of the attribute's values with these codes. */
export function valueIdsByCode(
  reference: SearchReference,
  attributeId: number,
  codes: readonly string[],
): number[] {
  const wanted = new Set(codes);
  return (reference.valuesByAttribute.get(attributeId) ?? [])
    .filter((value) => wanted.has(value.code))
    .map((value) => value.id);
}

/** The ids of the attribute's values whose number lies within the bounds (a null bound is open). */
export function valueIdsInRange(
  reference: SearchReference,
  attributeId: number,
  min: number | null,
  max: number | null,
): number[] {
  return (reference.valuesByAttribute.get(attributeId) ?? [])
    .filter(
      (value) =>
        (min === null || (value.numericValue !== null && value.numericValue >= min)) &&
        (max === null || (value.numericValue !== null && value.numericValue <= max)),
    )
    .map((value) => value.id);
}

/** Catalogue promotions running at `now` in the channel, in position order (loadActivePromotions). */
export function activePromotions(
  reference: SearchReference,
  channelId: number,
  now: Date,
): ActivePromotion[] {
  const at = now.getTime() * 1000;
  return reference.promotions
    .filter(
      (promotion) =>
        promotion.enabled &&
        promotion.channelIds.includes(channelId) &&
        (promotion.startsAt === null || promotion.startsAt <= at) &&
        (promotion.endsAt === null || promotion.endsAt > at),
    )
    .map(({ id, code }) => ({ id, code }));
}

/** The promotions' labels in the preferred locale (loadPromotionLabels). */
export function promotionLabels(
  reference: SearchReference,
  promotionIds: readonly number[],
  localePreference: readonly string[],
): Map<number, string> {
  const labels = new Map<number, string>();
  for (const id of promotionIds) {
    const label = pickTranslation(reference.promotionLabels.get(id) ?? [], localePreference)?.label;
    if (label) labels.set(id, label);
  }
  return labels;
}

/** The attributes and values of the facets with their names (loadFacetMeta). */
export function facetMeta(
  reference: SearchReference,
  valueIds: readonly number[],
  attributeIds: readonly number[],
  localePreference: readonly string[],
): { attributes: Map<number, AttributeMeta>; values: ValueMeta[] } {
  const valueRows = valueIds.flatMap((id) => {
    const value = reference.values.get(id);
    return value ? [value] : [];
  });
  const attributeIdsNamed = [...new Set([...attributeIds, ...valueRows.map((row) => row.attributeId)])];
  const attributes = new Map<number, AttributeMeta>();
  for (const id of attributeIdsNamed) {
    const row = reference.attributes.get(id);
    if (!row) continue;
    const name = pickTranslation(reference.attributeNames.get(id) ?? [], localePreference)?.name ?? row.code;
    attributes.set(id, { ...row, name });
  }
  return {
    attributes,
    values: valueRows.map((row) => ({
      ...row,
      name: pickTranslation(reference.valueNames.get(row.id) ?? [], localePreference)?.name ?? row.code,
    })),
  };
}

/** Enabled categories by id with slug and name in the preferred locale (loadTaxonSummaries). */
export function taxonSummaries(
  reference: SearchReference,
  taxonIds: readonly number[],
  localePreference: readonly string[],
): Map<number, TaxonSummary & { parentId: number | null }> {
  const summaries = new Map<number, TaxonSummary & { parentId: number | null }>();
  for (const id of new Set(taxonIds)) {
    const translation = pickTranslation(reference.enabledTaxons.get(id) ?? [], localePreference);
    if (!translation) continue;
    const { code, slug, name, parentId } = translation;
    summaries.set(id, { id, code, slug, name, parentId });
  }
  return summaries;
}
