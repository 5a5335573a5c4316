import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { loadProductCardSnapshots, type ProductCardSnapshot } from '../products/list-items.ts';
import { catalogueVersion } from './catalogue-version.ts';
import { queryRows, toNumber } from './sql-rows.ts';
import { textSearchConfigs } from './text-search-config.ts';

/**
 * Products per statement when many are refreshed: their cards for every channel and locale travel in
 * the statement (a few megabytes), and each batch is a second or two of work at most.
 */
const BATCH_SIZE = 1_000;

/** Advisory lock key serialising the read model's writers (any constant no other lock uses). */
const SEARCH_REFRESH_LOCK = 7_341_003;

/**
 * Rebuilds the search read model (product_search_documents and their cards in product_search_cards) for
 * some products, or for all when
 * `productIds` is omitted. Call it after anything a listing filters on or a card shows changes (prices,
 * stock, names, images, categories, attributes, promotions, channels, ratings). Set-based: each batch is
 * one delete and one INSERT ... SELECT in a transaction, so readers see either the old or the new rows of
 * a product.
 *
 * One row per enabled product, channel it is sold in and locale of that channel; the texts come from
 * the locale's translation, else the channel's default locale, else any (as the cards pick them), so a
 * listing holds the same products in every locale. Products without a price in the channel get no row.
 * Each row gets the product's card for its channel and locale, so that a page of results is one query.
 * Every refresh bumps the catalogue version, which empties the search result caches (result-cache.ts).
 */
/** Up to this many products a refresh lets the planner use nested loops (index lookups). */
const NESTED_LOOP_BATCH_LIMIT = 20;

/** Job kind: refresh the documents of `payload.productIds` (queued by writers that change stock). */
export const SEARCH_REFRESH_JOB = 'search-refresh';

export async function refreshSearchDocuments(db: Database, productIds?: readonly number[]): Promise<void> {
  const [configs, channelLocales] = await Promise.all([textSearchConfigs(db), loadChannelLocales(db)]);
  const localeConfigs = [...configs.entries()];
  if (productIds) {
    const ids = [...new Set(productIds.map((id) => Math.trunc(id)))];
    for (let start = 0; start < ids.length; start += BATCH_SIZE) {
      await refreshBatch(db, ids.slice(start, start + BATCH_SIZE), localeConfigs, channelLocales);
    }
    await bumpCatalogueVersion(db);
    return;
  }
  // Every product in id order; rows of products that no longer exist went with them (ON DELETE CASCADE).
  let after = 0;
  for (;;) {
    const rows = await queryRows<{ id: unknown }>(
      db,
      sql`SELECT id FROM products WHERE id > ${after} ORDER BY id LIMIT ${BATCH_SIZE}`,
    );
    const ids = rows.map((row) => toNumber(row.id));
    const last = ids.at(-1);
    if (last === undefined) break;
    await refreshBatch(db, ids, localeConfigs, channelLocales);
    after = last;
  }
  await bumpCatalogueVersion(db);
}

/**
 * Refreshes the products whose documents have no card yet (written before cards were stored), so an
 * existing catalogue needs no full rebuild. Returns how many products were refreshed.
 */
export async function fillMissingSearchCards(db: Database): Promise<number> {
  const rows = await queryRows<{ product_id: unknown }>(
    db,
    sql`SELECT DISTINCT d.product_id FROM product_search_documents d
      WHERE NOT EXISTS (
        SELECT 1 FROM product_search_cards c
        WHERE c.channel_id = d.channel_id AND c.locale = d.locale AND c.product_id = d.product_id
      )`,
  );
  const ids = rows.map((row) => toNumber(row.product_id));
  if (ids.length > 0) await refreshSearchDocuments(db, ids);
  return ids.length;
}

interface ChannelLocale {
  channelId: number;
  locale: string;
  /** As localePreference (plugins/request-context.ts) gives it for a request in this channel and locale. */
  localePreference: string[];
}

async function loadChannelLocales(db: Database): Promise<ChannelLocale[]> {
  const rows = await queryRows<{ channel_id: unknown; locale: string; default_locale: string }>(
    db,
    sql`SELECT cl.channel_id, cl.locale_code AS locale, ch.default_locale
      FROM channel_locales cl JOIN channels ch ON ch.id = cl.channel_id`,
  );
  return rows.map((row) => ({
    channelId: toNumber(row.channel_id),
    locale: row.locale,
    localePreference: row.locale === row.default_locale ? [row.locale] : [row.locale, row.default_locale],
  }));
}

/**
 * The cards of the products in every channel and locale, as one JSON object for the INSERT keyed by
 * channel/locale/product: looked up by key, a few thousand cards cost the statement nothing, where a join against
 * a JSON record set (estimated at 100 rows) ended up as a nested loop of seconds.
 */
async function cardsJson(
  db: Database,
  productIds: readonly number[],
  channelLocales: readonly ChannelLocale[],
): Promise<string> {
  const cards: Record<string, ProductCardSnapshot> = {};
  await Promise.all(
    channelLocales.map(async ({ channelId, locale, localePreference }) => {
      const snapshots = await loadProductCardSnapshots(db, productIds, { channelId, localePreference });
      for (const card of snapshots) cards[`${channelId}/${locale}/${card.id}`] = card;
    }),
  );
  return JSON.stringify(cards);
}

/**
 * Counts a refresh in search_catalogue_version (and in this process), so every API process drops the
 * search results it cached before.
 */
/**
 * Tells every API process's result caches and the storefronts' caches that the catalogue changed. A refresh
 * does it; call it directly after a change shoppers see that touches no product (a new empty category).
 */
export async function bumpCatalogueVersion(db: Database): Promise<void> {
  await db.execute(sql`INSERT INTO search_catalogue_version (id, version) VALUES (1, 1)
    ON CONFLICT (id) DO UPDATE SET version = search_catalogue_version.version + 1`);
  catalogueVersion.bumpLocal();
}

async function refreshBatch(
  db: Database,
  productIds: readonly number[],
  localeConfigs: ReadonlyArray<[string, string]>,
  channelLocales: readonly ChannelLocale[],
): Promise<void> {
  const productIdFilter = sql`= ANY(${`{${productIds.join(',')}}`}::int[])`;
  // Read before the transaction: it holds the batch's rows locked only for the delete and insert.
  const cards = await cardsJson(db, productIds, channelLocales);
  const configValues =
    localeConfigs.length > 0
      ? sql.join(
          localeConfigs.map(([locale, config]) => sql`(${locale}::text, ${config}::text)`),
          sql`, `,
        )
      : sql`(NULL::text, NULL::text)`;
  await db.transaction(async (tx) => {
    // One refresh at a time: two writing the same product at once would both insert its rows.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEARCH_REFRESH_LOCK})`);
    // The products first, in id order, before any row of theirs here: a back office transaction that holds a
    // product (deleting it cascades to these rows) is waited for now, instead of each waiting for the other
    // (a deadlock, seen on PostgreSQL when a product was deleted while its refresh job ran).
    await tx.execute(sql`SELECT id FROM products WHERE id ${productIdFilter} ORDER BY id FOR KEY SHARE`);
    // The per-product aggregates below are estimated at a few rows, so for a batch the planner joins them
    // by nested loops that re-aggregate it for every row (seconds per batch); hash joins take milliseconds.
    // A handful of products (a checkout selling out a variant) is the other way round: hash joins scan
    // whole tables (1.7 s), index lookups take milliseconds.
    if (productIds.length > NESTED_LOOP_BATCH_LIMIT) await tx.execute(sql`SET LOCAL enable_nestloop = off`);
    // Never JIT-compiled: the statement runs in milliseconds, but its estimated cost (with nested loops
    // off, the lateral join below counts as a disabled plan) is far past jit_above_cost, and PostgreSQL
    // spent 8-11 s compiling it with LLVM for every batch (nearly all of a catalogue import's apply).
    await tx.execute(sql`SET LOCAL jit = off`);
    await tx.execute(sql`DELETE FROM product_search_documents WHERE product_id ${productIdFilter}`);
    await tx.execute(sql`DELETE FROM product_search_cards WHERE product_id ${productIdFilter}`);
    await tx.execute(sql`
      WITH RECURSIVE
      -- Upward from the products' own categories only (index lookups), not every category of the shop.
      ancestry(taxon_id, ancestor_id) AS (
        SELECT DISTINCT taxon_id, taxon_id FROM direct_taxons
        UNION ALL
        SELECT ancestry.taxon_id, taxons.parent_id
        FROM ancestry JOIN taxons ON taxons.id = ancestry.ancestor_id
        WHERE taxons.parent_id IS NOT NULL
      ),
      target AS (
        SELECT p.id, p.code, p.is_bundle, p.bundle_in_stock, p.main_taxon_id, p.created_at,
               pc.channel_id, ch.default_locale
        FROM products p
        JOIN product_channels pc ON pc.product_id = p.id
        JOIN channels ch ON ch.id = pc.channel_id
        WHERE p.enabled AND p.id ${productIdFilter}
      ),
      variant_summary AS (
        -- Enabled variants with a price in the channel: the lowest price (and that variant's crossed-out
        -- price) for sorting and the price filter, the highest discount as the card shows it.
        SELECT t.id AS product_id, t.channel_id,
               min(cp.price) AS price,
               (array_agg(cp.original_price ORDER BY cp.price, v.position, v.id))[1] AS original_price,
               max(CASE WHEN cp.original_price > cp.price AND cp.original_price > 0
                        THEN round((cp.original_price - cp.price) * 100.0 / cp.original_price)
                        ELSE 0 END)::int AS discount_percentage,
               bool_or(NOT v.tracked OR v.on_hand - v.on_hold > 0) AS any_variant_in_stock
        FROM target t
        JOIN product_variants v ON v.product_id = t.id AND v.enabled
        JOIN channel_pricings cp ON cp.variant_id = v.id AND cp.channel_id = t.channel_id
        GROUP BY t.id, t.channel_id
      ),
      product_ids AS (SELECT DISTINCT id FROM target),
      direct_taxons AS (
        SELECT pt.product_id, pt.taxon_id FROM product_taxons pt JOIN product_ids ON product_ids.id = pt.product_id
        UNION
        SELECT t.id, t.main_taxon_id FROM target t WHERE t.main_taxon_id IS NOT NULL
      ),
      taxon_sets AS (
        SELECT d.product_id, array_agg(DISTINCT a.ancestor_id ORDER BY a.ancestor_id) AS taxon_ids
        FROM direct_taxons d JOIN ancestry a ON a.taxon_id = d.taxon_id
        GROUP BY d.product_id
      ),
      taxon_names AS (
        SELECT d.product_id, tt.locale, string_agg(tt.name, ' ' ORDER BY tt.name) AS names
        FROM direct_taxons d JOIN taxon_translations tt ON tt.taxon_id = d.taxon_id
        GROUP BY d.product_id, tt.locale
      ),
      value_sets AS (
        SELECT pav.product_id, array_agg(pav.attribute_value_id ORDER BY pav.attribute_value_id) AS value_ids
        FROM product_attribute_values pav JOIN product_ids ON product_ids.id = pav.product_id
        GROUP BY pav.product_id
      ),
      brand_names AS (
        SELECT pav.product_id, avt.locale, string_agg(avt.name, ' ' ORDER BY avt.name) AS names
        FROM product_attribute_values pav
        JOIN product_ids ON product_ids.id = pav.product_id
        JOIN attribute_values av ON av.id = pav.attribute_value_id
        JOIN attributes a ON a.id = av.attribute_id AND a.code = 'brand'
        JOIN attribute_value_translations avt ON avt.attribute_value_id = av.id
        GROUP BY pav.product_id, avt.locale
      ),
      promotion_sets AS (
        SELECT pcp.product_id, array_agg(pcp.promotion_id ORDER BY pcp.promotion_id) AS promotion_ids
        FROM product_catalog_promotions pcp JOIN product_ids ON product_ids.id = pcp.product_id
        GROUP BY pcp.product_id
      ),
      locale_configs(locale, config) AS (VALUES ${configValues}),
      card_map(cards) AS (SELECT ${cards}::jsonb),
      rows AS (
        SELECT t.id AS product_id, t.channel_id, cl.locale_code AS locale, t.code, tr.name,
               tr.short_description,
               coalesce(lc.config, 'simple') AS config,
               coalesce(bn.names, '') AS brand,
               coalesce(tn.names, '') AS taxon_names,
               coalesce(ts.taxon_ids, '{}') AS taxon_ids,
               coalesce(vs.value_ids, '{}') AS value_ids,
               coalesce(ps.promotion_ids, '{}') AS promotion_ids,
               s.price,
               CASE WHEN s.original_price > s.price THEN s.original_price END AS original_price,
               s.discount_percentage,
               CASE WHEN t.is_bundle THEN t.bundle_in_stock ELSE s.any_variant_in_stock END AS in_stock,
               t.created_at, t.main_taxon_id,
               (SELECT cards FROM card_map) -> concat_ws('/', t.channel_id, cl.locale_code, t.id) AS card
        FROM target t
        JOIN variant_summary s ON s.product_id = t.id AND s.channel_id = t.channel_id
        JOIN channel_locales cl ON cl.channel_id = t.channel_id
        JOIN LATERAL (
          SELECT ptr.name, ptr.short_description, ptr.locale
          FROM product_translations ptr
          WHERE ptr.product_id = t.id
          ORDER BY (ptr.locale = cl.locale_code) DESC, (ptr.locale = t.default_locale) DESC, ptr.locale
          LIMIT 1
        ) tr ON true
        LEFT JOIN locale_configs lc ON lc.locale = cl.locale_code
        LEFT JOIN brand_names bn ON bn.product_id = t.id AND bn.locale = tr.locale
        LEFT JOIN taxon_names tn ON tn.product_id = t.id AND tn.locale = tr.locale
        LEFT JOIN taxon_sets ts ON ts.product_id = t.id
        LEFT JOIN value_sets vs ON vs.product_id = t.id
        LEFT JOIN promotion_sets ps ON ps.product_id = t.id
      ),
      -- The documents and their cards in one statement: the card map above is sent once.
      documents AS (
        INSERT INTO product_search_documents (
          product_id, channel_id, locale, code, name, search_name, search_vector, taxon_ids,
          attribute_value_ids, promotion_ids, price, original_price, discount_percentage, in_stock, created_at,
          main_taxon_id
        )
        SELECT product_id, channel_id, locale, code, name,
               lower(unaccent(name || ' ' || brand)),
               setweight(to_tsvector(config::regconfig, unaccent(name)), 'A')
                 || setweight(to_tsvector('simple', lower(code)), 'A')
                 || setweight(to_tsvector(config::regconfig, unaccent(brand || ' ' || taxon_names)), 'B')
                 || setweight(to_tsvector(config::regconfig, unaccent(coalesce(short_description, ''))), 'C'),
               taxon_ids, value_ids, promotion_ids, price, original_price, discount_percentage, in_stock,
               created_at, main_taxon_id
        FROM rows
        -- A channel and locale's rows side by side: a search reads only its own, so fewer pages.
        ORDER BY channel_id, locale, product_id
      )
      INSERT INTO product_search_cards (channel_id, locale, product_id, card)
      SELECT channel_id, locale, product_id, card FROM rows WHERE card IS NOT NULL
      ORDER BY channel_id, locale, product_id
    `);
  });
}
