import { SEARCH_MIN_QUERY_LENGTH, type SearchSuggestions } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { variantPrices } from '../products/prices.ts';
import { textArray } from './search-filters.ts';
import { queryRows, toNullableNumber, toNumber } from './sql-rows.ts';
import { buildTextQuery } from './text-query.ts';
import { textSearchConfigs } from './text-search-config.ts';

/**
 * Trigram word similarity a name needs to count as a (misspelt) match. pg_trgm's default of 0.6 misses
 * one wrong letter inside a long Lithuanian word ("vezimrlis" is 0.54 from "vezimelis").
 */
const SIMILARITY_THRESHOLD = 0.45;

/**
 * Products taken from each of the word matches and the look-alike names before they are ranked: a short
 * common text ("vežim") matches thousands of a large catalogue, and ranking them all costs more than
 * the box can wait. The box shows a few; a more specific text narrows the matches below the limit.
 */
const CANDIDATE_LIMIT = 200;

export interface SuggestionContext {
  channelId: number;
  locale: string;
  localePreference: readonly string[];
}

interface TaxonRow {
  id: unknown;
  code: string;
  slug: string;
  name: string;
  image: string | null;
  parent_name: string | null;
}

interface ProductRow {
  id: unknown;
  code: string;
  only_sell_in_bundle: boolean;
  price: unknown;
  original_price: unknown;
  slug: string | null;
  name: string;
  image: string | null;
}

/**
 * Search box suggestions: categories whose name matches and products whose words match (stemmed, accents
 * ignored) or look alike (trigram similarity, for typos), best first, at most itemsPerPage of each.
 * A text shorter than SEARCH_MIN_QUERY_LENGTH after trimming suggests nothing.
 */
export async function searchSuggestions(
  db: Database,
  query: { query: string; itemsPerPage: number },
  ctx: SuggestionContext,
): Promise<SearchSuggestions> {
  const text = query.query.trim();
  if (text.length < SEARCH_MIN_QUERY_LENGTH) return { taxons: [], products: [] };
  const configs = await textSearchConfigs(db);
  const words = buildTextQuery(text, ctx.locale, configs);
  if (!words) return { taxons: [], products: [] };
  const config = configs.forLocale(ctx.locale);
  const similar = sql`lower(unaccent(${text}))`;
  const preference = textArray(ctx.localePreference);

  // The threshold of the index-backed <% operator is a setting: lowered for this transaction only.
  const [taxonRows, productRows] = await db.transaction(async (tx) => {
    await tx.execute(
      sql`SELECT set_config('pg_trgm.word_similarity_threshold', ${String(SIMILARITY_THRESHOLD)}, true)`,
    );
    const taxonRows = await queryRows<TaxonRow>(
      tx,
      sql`WITH named AS (
          SELECT DISTINCT ON (tt.taxon_id) tt.taxon_id, tt.name, tt.slug
          FROM taxon_translations tt
          WHERE tt.locale = ANY(${preference})
          ORDER BY tt.taxon_id, array_position(${preference}, tt.locale)
        ),
        scored AS (
          SELECT t.id, t.code, t.parent_id, t.position, t.image_path, n.name, n.slug,
                 greatest(
                   word_similarity(${similar}, lower(unaccent(n.name))),
                   CASE WHEN to_tsvector(${config}::regconfig, unaccent(n.name)) @@ ${words.tsquery}
                        THEN 1 ELSE 0 END
                 ) AS score
          FROM taxons t JOIN named n ON n.taxon_id = t.id
          WHERE t.enabled
        )
        SELECT s.id, s.code, s.slug, s.name, s.image_path AS image, parent.name AS parent_name
        FROM scored s LEFT JOIN named parent ON parent.taxon_id = s.parent_id
        WHERE s.score >= ${SIMILARITY_THRESHOLD}
        ORDER BY s.score DESC, s.position, s.id
        LIMIT ${query.itemsPerPage}`,
    );
    const productRows = await queryRows<ProductRow>(
      tx,
      sql`WITH candidates AS (
          (SELECT d.product_id FROM product_search_documents d
           WHERE d.channel_id = ${ctx.channelId} AND d.locale = ${ctx.locale}
             AND d.search_vector @@ ${words.tsquery}
           LIMIT ${CANDIDATE_LIMIT})
          UNION
          (SELECT d.product_id FROM product_search_documents d
           WHERE d.channel_id = ${ctx.channelId} AND d.locale = ${ctx.locale} AND ${similar} <% d.search_name
           LIMIT ${CANDIDATE_LIMIT})
        ),
        matched AS (
          SELECT d.product_id, d.name, d.price, d.original_price,
                 ts_rank(d.search_vector, ${words.tsquery})
                   + word_similarity(${similar}, d.search_name) AS score
          FROM candidates c
          JOIN product_search_documents d
            ON d.channel_id = ${ctx.channelId} AND d.locale = ${ctx.locale} AND d.product_id = c.product_id
          ORDER BY score DESC, d.product_id
          LIMIT ${query.itemsPerPage}
        )
        SELECT m.product_id AS id, p.code, p.only_sell_in_bundle, m.price, m.original_price, m.name,
               (SELECT pt.slug FROM product_translations pt WHERE pt.product_id = m.product_id
                ORDER BY array_position(${preference}, pt.locale) NULLS LAST, pt.locale LIMIT 1) AS slug,
               (SELECT pi.path FROM product_images pi WHERE pi.product_id = m.product_id
                ORDER BY pi.position, pi.id LIMIT 1) AS image
        FROM matched m JOIN products p ON p.id = m.product_id
        ORDER BY m.score DESC, m.product_id`,
    );
    return [taxonRows, productRows] as const;
  });

  return {
    taxons: taxonRows.map((row) => ({
      id: toNumber(row.id),
      code: row.code,
      slug: row.slug,
      name: row.name,
      image: row.image,
      parentName: row.parent_name,
    })),
    products: productRows.map((row) => ({
      id: toNumber(row.id),
      code: row.code,
      slug: row.slug ?? '',
      name: row.name,
      image: row.image,
      onlySellInBundle: row.only_sell_in_bundle,
      prices: variantPrices(toNumber(row.price), toNullableNumber(row.original_price)),
    })),
  };
}
