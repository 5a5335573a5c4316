import type { SearchProductsQuery } from '@shop/contracts';
import { and, asc, eq, gt, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  attributes,
  attributeValues,
  catalogPromotionChannels,
  catalogPromotions,
} from '../../db/schema/index.ts';
import { badRequest } from '../../http/http-error.ts';
import type { FacetColumns } from './facet-columns.ts';
import {
  activePromotions as promotionsRunning,
  attributesByCode,
  valueIdsByCode,
  valueIdsInRange,
  type ActivePromotion,
  type SearchReference,
} from './search-reference.ts';
import { buildTextQuery, type TextQuery } from './text-query.ts';
import { textSearchConfigs } from './text-search-config.ts';

/**
 * A filter a facet can switch off: facet counts apply every group except their own (disjunctive
 * faceting), so a shopper sees how many products each other brand would add.
 */
export interface FilterGroup {
  key: string;
  condition: SQL;
  /**
   * The same condition on the in-process facet columns: a test of document `index`, made once per columns
   * and search (what it needs looked up beforehand), for the searches answered there.
   */
  tester: (columns: FacetColumns) => (index: number) => boolean;
}

/** Whether a document's entries of a CSR column (values or promotions) hold any of `ids`. */
function holdsAny(ids: ReadonlySet<number>, list: Int32Array, start: Int32Array, index: number): boolean {
  for (let at = start[index]!; at < start[index + 1]!; at += 1) if (ids.has(list[at]!)) return true;
  return false;
}

/** A group of `d.attribute_value_ids && ids`. */
function valueGroup(key: string, ids: readonly number[]): FilterGroup {
  const set = new Set(ids);
  return {
    key,
    condition: sql`d.attribute_value_ids && ${intArray(ids)}`,
    tester: (columns) => {
      // The selected values by their dense number: one array read per value of a document.
      const selected = Uint8Array.from(columns.valueIds, (id) => (set.has(id) ? 1 : 0));
      const { valueStart, values } = columns;
      return (index) => {
        for (let at = valueStart[index]!; at < valueStart[index + 1]!; at += 1) {
          if (selected[values[at]!] === 1) return true;
        }
        return false;
      };
    },
  };
}

export interface SelectedAttribute {
  attributeId: number;
  code: string;
  filterType: 'select' | 'range';
  /** Selected value codes (select filters) and the ids of those that exist. */
  valueCodes: string[];
  valueIds: number[];
  min: number | null;
  max: number | null;
}

/** How the text query matched: stemmed words, or (when those find nothing) trigram similarity for typos. */
export type TextMatch = { kind: 'words'; query: TextQuery } | { kind: 'similar'; text: string };

export interface ResolvedSearch {
  /** Conditions every count and listing applies (channel, locale, category, text, product codes). */
  base: SQL[];
  /** The category of a listing (its condition is in `base`). */
  taxonId: number | null;
  groups: FilterGroup[];
  textMatch: TextMatch | null;
  codes: string[] | null;
  attributes: SelectedAttribute[];
  activePromotions: ActivePromotion[];
  selectedPromotionCodes: string[];
  price: { min: number | null; max: number | null };
  discount: boolean;
  skipOutOfStock: boolean;
}

export const GROUP_PRICE = 'price';
export const GROUP_DISCOUNT = 'discount';
export const GROUP_IN_STOCK = 'inStock';
export const GROUP_PROMOTIONS = 'promotions';
export function attributeGroupKey(attributeId: number): string {
  return `attribute:${attributeId}`;
}

function intArray(ids: readonly number[]): SQL {
  return sql`${`{${ids.join(',')}}`}::int[]`;
}

/** A text[] literal built from parameters (one per value). */
export function textArray(values: readonly string[]): SQL {
  if (values.length === 0) return sql`'{}'::text[]`;
  return sql`ARRAY[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}

/** Catalog promotions running now in the channel (enabled, started, not ended), in position order. */
export async function loadActivePromotions(
  db: Database,
  channelId: number,
  now: Date,
): Promise<ActivePromotion[]> {
  return db
    .select({ id: catalogPromotions.id, code: catalogPromotions.code })
    .from(catalogPromotions)
    .innerJoin(
      catalogPromotionChannels,
      and(
        eq(catalogPromotionChannels.promotionId, catalogPromotions.id),
        eq(catalogPromotionChannels.channelId, channelId),
      ),
    )
    .where(
      and(
        eq(catalogPromotions.enabled, true),
        or(isNull(catalogPromotions.startsAt), lte(catalogPromotions.startsAt, now)),
        or(isNull(catalogPromotions.endsAt), gt(catalogPromotions.endsAt, now)),
      ),
    )
    .orderBy(asc(catalogPromotions.position), asc(catalogPromotions.id));
}

/** The attributes, values and promotions a search names: from SQL, or from the columns' reference rows. */
function lookups(db: Database, reference: SearchReference | undefined) {
  if (reference) {
    return {
      attributes: async (codes: string[]) => attributesByCode(reference, codes),
      valuesByCode: async (attributeId: number, codes: string[]) =>
        valueIdsByCode(reference, attributeId, codes),
      valuesInRange: async (attributeId: number, min: number | null, max: number | null) =>
        valueIdsInRange(reference, attributeId, min, max),
      promotions: async (channelId: number, now: Date) => promotionsRunning(reference, channelId, now),
    };
  }
  return {
    attributes: (codes: string[]) =>
      db
        .select({ id: attributes.id, code: attributes.code, filterType: attributes.filterType })
        .from(attributes)
        .where(inArray(attributes.code, codes)),
    valuesByCode: async (attributeId: number, codes: string[]) =>
      (
        await db
          .select({ id: attributeValues.id })
          .from(attributeValues)
          .where(and(eq(attributeValues.attributeId, attributeId), inArray(attributeValues.code, codes)))
      ).map((row) => row.id),
    valuesInRange: async (attributeId: number, min: number | null, max: number | null) => {
      const bounds = [eq(attributeValues.attributeId, attributeId)];
      if (min !== null) bounds.push(gte(attributeValues.numericValue, min));
      if (max !== null) bounds.push(lte(attributeValues.numericValue, max));
      return (
        await db
          .select({ id: attributeValues.id })
          .from(attributeValues)
          .where(and(...bounds))
      ).map((row) => row.id);
    },
    promotions: (channelId: number, now: Date) => loadActivePromotions(db, channelId, now),
  };
}

type Lookups = ReturnType<typeof lookups>;

async function resolveAttributes(
  lookup: Lookups,
  facets: NonNullable<SearchProductsQuery['facets']>,
): Promise<{ selected: SelectedAttribute[]; groups: FilterGroup[] }> {
  const codes = Object.keys(facets);
  if (codes.length === 0) return { selected: [], groups: [] };
  const rows = await lookup.attributes(codes);
  const byCode = new Map(rows.map((row) => [row.code, row]));
  const selected: SelectedAttribute[] = [];
  const groups: FilterGroup[] = [];
  for (const code of codes) {
    const requested = facets[code]!;
    const attribute = byCode.get(code);
    const name = `facets[${code}]`;
    if (!attribute || attribute.filterType === 'none') {
      throw badRequest(`Invalid query parameter "${name}": there is no filter "${code}".`);
    }
    if (Array.isArray(requested)) {
      if (attribute.filterType !== 'select') {
        throw badRequest(
          `Invalid query parameter "${name}": "${code}" is a range filter; use ${name}[min] and ${name}[max].`,
        );
      }
      const valueCodes = [...new Set(requested)];
      const valueIds = valueCodes.length === 0 ? [] : await lookup.valuesByCode(attribute.id, valueCodes);
      selected.push({
        attributeId: attribute.id,
        code,
        filterType: 'select',
        valueCodes,
        valueIds,
        min: null,
        max: null,
      });
      // Unknown value codes match nothing (an empty overlap is false), like a value no product has.
      groups.push(valueGroup(attributeGroupKey(attribute.id), valueIds));
      continue;
    }
    if (attribute.filterType !== 'range') {
      throw badRequest(
        `Invalid query parameter "${name}": "${code}" is a select filter; use ${name}[]=valueCode.`,
      );
    }
    const min = requested.min ?? null;
    const max = requested.max ?? null;
    selected.push({
      attributeId: attribute.id,
      code,
      filterType: 'range',
      valueCodes: [],
      valueIds: [],
      min,
      max,
    });
    if (min === null && max === null) continue;
    // A product matches when any of its values of the attribute lies within the range.
    groups.push(
      valueGroup(attributeGroupKey(attribute.id), await lookup.valuesInRange(attribute.id, min, max)),
    );
  }
  return { selected, groups };
}

export interface SearchScope {
  channelId: number;
  locale: string;
  now: Date;
}

/**
 * The channel and locale of the documents. With a text match the words' index finds a few thousand
 * documents and checking their channel and locale on the rows costs nothing, while ANDing in the
 * (channel, locale, ...) index would read the whole channel's hundred thousand entries (5 ms at 100000
 * products): channel and locale are then written so that no index matches them.
 */
function scopeConditions(scope: SearchScope, textMatch: boolean): SQL[] {
  if (!textMatch) return [sql`d.channel_id = ${scope.channelId}`, sql`d.locale = ${scope.locale}`];
  return [sql`d.channel_id + 0 = ${scope.channelId}`, sql`d.locale || '' = ${scope.locale}`];
}

/**
 * Turns the validated query into SQL conditions on product_search_documents (alias d). Throws a 400
 * naming the parameter for filters that do not exist or are used the wrong way.
 */
export async function resolveSearch(
  db: Database,
  query: SearchProductsQuery,
  scope: SearchScope,
  textMode: TextMatch['kind'] = 'words',
  /** The facet columns' reference rows (ADR 0070): the attributes and promotions are looked up there. */
  reference?: SearchReference,
): Promise<ResolvedSearch> {
  const lookup = lookups(db, reference);
  const base: SQL[] = [];
  const taxonId = query['productTaxons.id'];
  if (taxonId !== undefined) base.push(sql`d.taxon_ids @> ${intArray([taxonId])}`);
  const codes = query.code ? [...new Set(query.code)] : null;
  if (codes) base.push(sql`d.code = ANY(${textArray(codes)})`);

  const [{ selected, groups }, activePromotions] = await Promise.all([
    resolveAttributes(lookup, query.facets ?? {}),
    lookup.promotions(scope.channelId, scope.now),
  ]);

  const price = { min: query.price?.min ?? null, max: query.price?.max ?? null };
  const priceBounds: SQL[] = [];
  if (price.min !== null) priceBounds.push(sql`d.price >= ${price.min}`);
  if (price.max !== null) priceBounds.push(sql`d.price <= ${price.max}`);
  if (priceBounds.length > 0) {
    const min = price.min ?? Number.NEGATIVE_INFINITY;
    const max = price.max ?? Number.POSITIVE_INFINITY;
    groups.push({
      key: GROUP_PRICE,
      condition: sql.join(priceBounds, sql` AND `),
      tester:
        ({ price }) =>
        (index) =>
          price[index]! >= min && price[index]! <= max,
    });
  }

  const discount = query.discount ?? false;
  if (discount) {
    groups.push({
      key: GROUP_DISCOUNT,
      condition: sql`d.discount_percentage > 0`,
      tester:
        ({ discountPercentage }) =>
        (index) =>
          discountPercentage[index]! > 0,
    });
  }
  const skipOutOfStock = query.skipOutOfStock ?? false;
  if (skipOutOfStock) {
    groups.push({
      key: GROUP_IN_STOCK,
      condition: sql`d.in_stock`,
      tester:
        ({ inStock }) =>
        (index) =>
          inStock[index] === 1,
    });
  }

  const selectedPromotionCodes = query.catalogPromotions ? [...new Set(query.catalogPromotions)] : [];
  if (selectedPromotionCodes.length > 0) {
    // Unknown or finished promotions match nothing.
    const ids = activePromotions
      .filter((promotion) => selectedPromotionCodes.includes(promotion.code))
      .map((promotion) => promotion.id);
    const set = new Set(ids);
    groups.push({
      key: GROUP_PROMOTIONS,
      condition: sql`d.promotion_ids && ${intArray(ids)}`,
      tester: (columns) => (index) => holdsAny(set, columns.promotions, columns.promotionStart, index),
    });
  }

  const textMatch = await resolveTextMatch(db, query.query, scope, textMode);
  if (textMatch) base.push(textCondition(textMatch));
  base.unshift(...scopeConditions(scope, textMatch !== null));

  return {
    base,
    taxonId: taxonId ?? null,
    groups,
    textMatch,
    codes,
    attributes: selected,
    activePromotions,
    selectedPromotionCodes,
    price,
    discount,
    skipOutOfStock,
  };
}

/** Normalised text for trigram comparison with search_name (lower-cased, accents removed in SQL). */
function similarityText(text: string): SQL {
  return sql`lower(unaccent(${text}))`;
}

export function textCondition(match: TextMatch): SQL {
  return match.kind === 'words'
    ? sql`d.search_vector @@ ${match.query.tsquery}`
    : sql`${similarityText(match.text)} <% d.search_name`;
}

/** Relevance of a document for the text match, higher first. */
export function textRank(match: TextMatch): SQL {
  return match.kind === 'words'
    ? sql`ts_rank(d.search_vector, ${match.query.tsquery})`
    : sql`word_similarity(${similarityText(match.text)}, d.search_name)`;
}

/** The text query as stemmed words, or as trigram similarity (the caller's fallback when words find nothing). */
async function resolveTextMatch(
  db: Database,
  text: string | undefined,
  scope: SearchScope,
  mode: TextMatch['kind'],
): Promise<TextMatch | null> {
  const trimmed = text?.trim() ?? '';
  if (trimmed === '') return null;
  const query = buildTextQuery(trimmed, scope.locale, await textSearchConfigs(db));
  if (!query) return null;
  return mode === 'words' ? { kind: 'words', query } : { kind: 'similar', text: trimmed };
}
