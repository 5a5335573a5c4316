import type { SearchOrderField, SearchProductsQuery } from '@shop/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import type { ProductCardSnapshot } from '../products/list-items.ts';
import {
  allExcept,
  COUNTED_COLUMNS,
  countingSql,
  flaggedBase,
  readFacetCounts,
  type FacetCounts,
} from './facet-counts.ts';
import { textRank, type ResolvedSearch } from './search-filters.ts';
import { orderBy } from './search-order.ts';
import { queryRows, toIntList, toNumber } from './sql-rows.ts';

export interface PageRow {
  productId: number;
  card: ProductCardSnapshot | null;
}

/** A page row from a product id and a card as the drivers give jsonb (parsed; text if set up without the parser). */
export function toPageRow(productId: unknown, card: unknown): PageRow {
  return {
    productId: toNumber(productId),
    card: (typeof card === 'string' ? JSON.parse(card) : card) as ProductCardSnapshot | null,
  };
}

/**
 * Whether the page and the counts share one scan of the matches (scanPageAndCounts): a text query or a
 * code list finds its documents through an index and every one of them is read for the counts anyway,
 * so the page is cut from the same rows. A listing without either keeps two statements: its page walks
 * the (channel, locale, order) index and stops after the page, where sorting every match would not.
 */
export function sharesScan(search: ResolvedSearch): boolean {
  return search.textMatch !== null || search.codes !== null;
}

/** The columns of `base` for a shared scan, and the page CTE cut from it (ADR 0063). */
function baseAndPage(
  search: ResolvedSearch,
  query: SearchProductsQuery,
  fields: readonly SearchOrderField[],
): { base: SQL; page: SQL } {
  const passesAll = sql.join(
    search.groups.map((group) => sql`(${group.condition})`),
    sql` AND `,
  );
  const rank = search.textMatch
    ? search.groups.length > 0
      ? sql`, CASE WHEN ${passesAll} THEN ${textRank(search.textMatch)} END AS rank`
      : sql`, ${textRank(search.textMatch)} AS rank`
    : sql``;
  const code = search.codes ? sql`, d.code` : sql``;
  const columns = sql`${COUNTED_COLUMNS}, d.channel_id, d.locale, d.product_id, d.created_at${code}${rank}`;
  const order = orderBy(search, query, fields, sql`d.rank`);
  return {
    base: flaggedBase(search, columns),
    page: sql`SELECT d.channel_id, d.locale, d.product_id, row_number() OVER (ORDER BY ${order}) AS position
        FROM base d
        WHERE ${allExcept(search, null)}
        ORDER BY ${order}
        LIMIT ${query.itemsPerPage} OFFSET ${(query.page - 1) * query.itemsPerPage}`,
  };
}

/** The page's product ids and cards in order, as one JSON array (a select list item over the page CTE). */
const PAGE_JSON = sql`(SELECT coalesce(json_agg(json_build_array(page.product_id, c.card) ORDER BY page.position), '[]'::json)
    FROM page LEFT JOIN product_search_cards c
      ON c.channel_id = page.channel_id AND c.locale = page.locale AND c.product_id = page.product_id
  ) AS page`;

function readPage(raw: unknown): PageRow[] {
  const page = (typeof raw === 'string' ? JSON.parse(raw) : (raw ?? [])) as Array<[unknown, unknown]>;
  return page.map(([productId, card]) => toPageRow(productId, card));
}

/**
 * The page and every count of a search in one statement (ADR 0063): the documents in scope are read
 * once into a CTE with one flag per filter group; the page is the rows passing every group, in order,
 * joined to their stored cards, and the counts are the same aggregates as countFacets over the same rows.
 * The relevance of a text query is computed while reading, for the rows passing every group only.
 */
export async function scanPageAndCounts(
  db: Database,
  search: ResolvedSearch,
  query: SearchProductsQuery,
  fields: readonly SearchOrderField[],
  mainTaxonLimit: number,
): Promise<{ rows: PageRow[]; counts: FacetCounts }> {
  const { base, page } = baseAndPage(search, query, fields);
  const counting = countingSql(search, mainTaxonLimit);
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`WITH base AS MATERIALIZED (${base}),
      ${counting.ctes},
      page AS (${page})
      SELECT ${counting.select}, ${PAGE_JSON}
      FROM scalars`,
  );
  return { rows: readPage(row?.page), counts: readFacetCounts(search, row) };
}

/**
 * The page of a shared scan without the counts (ADR 0065): the statement returns the documents in scope
 * instead (their product ids, and for each a mask with bit g set when it passes filter group g), with the
 * search_documents_version of its snapshot, for countFromColumns to count them in the process.
 */
export async function scanPageAndMatches(
  db: Database,
  search: ResolvedSearch,
  query: SearchProductsQuery,
  fields: readonly SearchOrderField[],
): Promise<{ rows: PageRow[]; version: number; productIds: number[]; masks: number[] }> {
  const { base, page } = baseAndPage(search, query, fields);
  const mask = sql.raw(
    search.groups.length === 0
      ? '0'
      : search.groups.map((_, index) => `(f${index}::int << ${index})`).join(' | '),
  );
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`WITH base AS MATERIALIZED (${base}),
      page AS (${page}),
      matches AS (
        SELECT coalesce(array_agg(product_id), '{}') AS product_ids, coalesce(array_agg(${mask}), '{}') AS masks
        FROM base
      )
      SELECT (SELECT version FROM search_documents_version WHERE id = 1) AS version,
        matches.product_ids, matches.masks, ${PAGE_JSON}
      FROM matches`,
  );
  return {
    rows: readPage(row?.page),
    version: toNumber(row?.version ?? -1),
    productIds: toIntList(row?.product_ids),
    masks: toIntList(row?.masks),
  };
}

/**
 * The stored cards of the given products (a page found in the process, ADR 0070) in their order, with the
 * search_documents_version the statement saw; a product without a stored card gets a null card.
 */
export async function cardsAtVersion(
  db: Database,
  channelId: number,
  locale: string,
  productIds: readonly number[],
): Promise<{ version: number; rows: PageRow[] }> {
  const rows = await queryRows<{ version: unknown; product_id: unknown; card: unknown }>(
    db,
    sql`SELECT v.version, c.product_id, c.card
      FROM (SELECT version FROM search_documents_version WHERE id = 1) v
      LEFT JOIN product_search_cards c
        ON c.channel_id = ${channelId} AND c.locale = ${locale}
          AND c.product_id = ANY(${`{${productIds.join(',')}}`}::int[])`,
  );
  const cards = new Map(
    rows.flatMap((row) => (row.product_id === null ? [] : [[toNumber(row.product_id), row.card] as const])),
  );
  return {
    version: toNumber(rows[0]?.version ?? -1),
    rows: productIds.map((productId) => toPageRow(productId, cards.get(productId) ?? null)),
  };
}
