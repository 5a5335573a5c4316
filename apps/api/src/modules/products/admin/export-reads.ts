import { asc, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import {
  productOptions,
  productOptionTranslations,
  productOptionValues,
  productOptionValueTranslations,
  warehouses,
} from '../../../db/schema/index.ts';
import { queryRows, toNumber } from '../../search/sql-rows.ts';

/**
 * Bulk reads for the catalogue export (issue 20, docs/adr/0047-catalogue-export.md): products in pages by id
 * (keyset, so page 200 costs what page 1 costs) and everything a page's products carry in a constant number of
 * queries per page, never one per product.
 */

export interface ExportOption {
  id: number;
  code: string;
  names: Map<string, string>;
}

export interface ExportOptionValue {
  optionId: number;
  code: string;
  names: Map<string, string>;
}

/** The products module's shop-wide vocabulary: options with their values, and warehouses. */
export interface ProductVocabulary {
  /** Options in the back office's order. */
  options: ExportOption[];
  optionValues: Map<number, ExportOptionValue>;
  /** Warehouses in the order they were made. */
  warehouses: Array<{ id: number; code: string }>;
}

function namesByOwner(rows: ReadonlyArray<{ ownerId: number; locale: string; name: string }>) {
  const names = new Map<number, Map<string, string>>();
  for (const row of rows) {
    const perLocale = names.get(row.ownerId) ?? new Map<string, string>();
    perLocale.set(row.locale, row.name);
    names.set(row.ownerId, perLocale);
  }
  return names;
}

export async function loadProductVocabulary(db: Database): Promise<ProductVocabulary> {
  const optionRows = await db
    .select({ id: productOptions.id, code: productOptions.code })
    .from(productOptions)
    .orderBy(asc(productOptions.position), asc(productOptions.id));
  const optionNames = namesByOwner(
    await db
      .select({
        ownerId: productOptionTranslations.optionId,
        locale: productOptionTranslations.locale,
        name: productOptionTranslations.name,
      })
      .from(productOptionTranslations),
  );
  const valueRows = await db
    .select({
      id: productOptionValues.id,
      optionId: productOptionValues.optionId,
      code: productOptionValues.code,
    })
    .from(productOptionValues);
  const valueNames = namesByOwner(
    await db
      .select({
        ownerId: productOptionValueTranslations.optionValueId,
        locale: productOptionValueTranslations.locale,
        name: productOptionValueTranslations.value,
      })
      .from(productOptionValueTranslations),
  );
  const warehouseRows = await db
    .select({ id: warehouses.id, code: warehouses.code })
    .from(warehouses)
    .orderBy(asc(warehouses.id));
  return {
    options: optionRows.map((row) => ({ ...row, names: optionNames.get(row.id) ?? new Map() })),
    optionValues: new Map(
      valueRows.map((row) => [
        row.id,
        { optionId: row.optionId, code: row.code, names: valueNames.get(row.id) ?? new Map() },
      ]),
    ),
    warehouses: warehouseRows,
  };
}

/** A product row of an export page. */
export interface ExportProductRow {
  id: number;
  code: string;
  enabled: boolean;
  requiresLogin: boolean;
  mainTaxonId: number | null;
}

/**
 * The next page of products matching the conditions (on `products p`, see product-admin-filter.ts) after the
 * product id `afterId`, in id order: keyset pagination over the primary key.
 */
export async function exportProductPage(
  db: Database,
  conditions: readonly SQL[],
  afterId: number,
  limit: number,
): Promise<ExportProductRow[]> {
  const where = sql.join([sql`p.id > ${afterId}`, ...conditions], sql` AND `);
  const rows = await queryRows<{
    id: unknown;
    code: string;
    enabled: boolean;
    requires_login: boolean;
    main_taxon_id: unknown;
  }>(
    db,
    sql`SELECT p.id, p.code, p.enabled, p.requires_login, p.main_taxon_id FROM products p
        WHERE ${where} ORDER BY p.id LIMIT ${limit}`,
  );
  return rows.map((row) => ({
    id: toNumber(row.id),
    code: row.code,
    enabled: row.enabled,
    requiresLogin: row.requires_login,
    mainTaxonId: row.main_taxon_id === null ? null : toNumber(row.main_taxon_id),
  }));
}

export interface ExportProductTexts {
  name: string;
  slug: string;
  shortDescription: string | null;
  description: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
}

export interface ExportVariant {
  id: number;
  code: string;
  enabled: boolean;
  tracked: boolean;
  onHand: number;
  maxQuantityPerOrder: number | null;
  gtin: string | null;
  /** The variant's own name per locale. */
  names: Map<string, string>;
  optionValueIds: number[];
  /** Prices in minor units by channel id. */
  prices: Map<number, { price: number; originalPrice: number | null }>;
  /** Units on hand by warehouse id; empty for a product without warehouses. */
  stocks: Map<number, number>;
}

export interface ExportProduct extends ExportProductRow {
  translations: Map<string, ExportProductTexts>;
  channelIds: number[];
  /** Further categories in their order. */
  taxonIds: number[];
  attributeValueIds: number[];
  /** Pictures in gallery order: the path under the media root and the alt texts per locale. */
  images: Array<{ path: string; alts: Map<string, string> }>;
  variants: ExportVariant[];
}

/** Everything the page's products carry, in eleven queries whatever the page's size. */
export async function loadExportProducts(
  db: Database,
  page: readonly ExportProductRow[],
): Promise<ExportProduct[]> {
  if (page.length === 0) return [];
  // The page's ids as one array parameter (`= ANY('{1,2,…}'::int[])`), not one parameter per id, and plain SQL
  // statements with only the columns the export writes, not the query builder: building the queries and mapping
  // their rows through drizzle cost more than running them (docs/adr/0047-catalogue-export.md, "Speed").
  // The redundant range (a keyset page's ids are one stretch of ids) is for the planner: with only the list it
  // guessed a large share of the table and read product_variants and the price, name and option tables whole for
  // every page (a cost growing with the catalogue); with the range it walks the product_id indexes (EXPLAIN
  // ANALYZE on 20,000 products: 30-67 ms down to 3-10 ms a query).
  const ids = page.map((row) => row.id);
  const idArray = `{${ids.join(',')}}`;
  const lowest = Math.min(...ids);
  const highest = Math.max(...ids);
  const inPage = (column: SQL) =>
    sql`${column} = ANY(${idArray}::int[]) AND ${column} BETWEEN ${lowest} AND ${highest}`;
  const ofVariants = inPage(sql.raw('v.product_id'));
  const rows = <Row>(query: SQL) => queryRows<Row>(db, query);
  // Three groups of at most four queries: a pool answers a group side by side without taking every
  // connection the shop's own requests need meanwhile.
  const [translations, channels, taxons, values] = await Promise.all([
    rows<TranslationRow>(
      sql`SELECT product_id, locale, name, slug, short_description, description, meta_title, meta_description
          FROM product_translations WHERE ${inPage(sql.raw('product_id'))}`,
    ),
    rows<{ product_id: number; channel_id: number }>(
      sql`SELECT product_id, channel_id FROM product_channels WHERE ${inPage(sql.raw('product_id'))}
          ORDER BY channel_id`,
    ),
    rows<{ product_id: number; taxon_id: number }>(
      sql`SELECT product_id, taxon_id FROM product_taxons WHERE ${inPage(sql.raw('product_id'))}
          ORDER BY position, taxon_id`,
    ),
    rows<{ product_id: number; attribute_value_id: number }>(
      sql`SELECT product_id, attribute_value_id FROM product_attribute_values
          WHERE ${inPage(sql.raw('product_id'))} ORDER BY attribute_value_id`,
    ),
  ]);
  const [images, imageAlts, variants, variantNames] = await Promise.all([
    rows<{ id: number; product_id: number; path: string }>(
      sql`SELECT id, product_id, path FROM product_images WHERE ${inPage(sql.raw('product_id'))}
          ORDER BY position, id`,
    ),
    rows<{ image_id: number; locale: string; alt: string }>(
      sql`SELECT t.image_id, t.locale, t.alt FROM product_image_translations t
          JOIN product_images i ON i.id = t.image_id WHERE ${inPage(sql.raw('i.product_id'))}`,
    ),
    rows<VariantRow>(
      sql`SELECT v.id, v.product_id, v.code, v.enabled, v.tracked, v.on_hand, v.max_quantity_per_order, v.gtin
          FROM product_variants v WHERE ${ofVariants} ORDER BY v.position, v.id`,
    ),
    rows<{ variant_id: number; locale: string; name: string }>(
      sql`SELECT t.variant_id, t.locale, t.name FROM product_variant_translations t
          JOIN product_variants v ON v.id = t.variant_id WHERE ${ofVariants}`,
    ),
  ]);
  const [optionValues, prices, stocks] = await Promise.all([
    rows<{ variant_id: number; option_value_id: number }>(
      sql`SELECT o.variant_id, o.option_value_id FROM product_variant_option_values o
          JOIN product_variants v ON v.id = o.variant_id WHERE ${ofVariants}`,
    ),
    rows<{ variant_id: number; channel_id: number; price: number; original_price: number | null }>(
      sql`SELECT c.variant_id, c.channel_id, coalesce(c.base_price, c.price) AS price,
          CASE WHEN c.base_price IS NULL THEN c.original_price ELSE c.base_original_price END AS original_price
          FROM channel_pricings c
          JOIN product_variants v ON v.id = c.variant_id WHERE ${ofVariants}`,
    ),
    rows<{ variant_id: number; warehouse_id: number; on_hand: number }>(
      sql`SELECT s.variant_id, s.warehouse_id, s.on_hand FROM warehouse_stocks s
          JOIN product_variants v ON v.id = s.variant_id WHERE ${ofVariants}`,
    ),
  ]);

  // The page's products filled in place from each result, rows in the order the queries give them: no
  // intermediate groups (fewer objects for the collector, which was a quarter of an export's time).
  const products = page.map((row): ExportProduct => ({
    ...row,
    translations: new Map(),
    channelIds: [],
    taxonIds: [],
    attributeValueIds: [],
    images: [],
    variants: [],
  }));
  const productById = new Map(products.map((product) => [product.id, product]));
  for (const text of translations) {
    productById.get(text.product_id)?.translations.set(text.locale, {
      name: text.name,
      slug: text.slug,
      shortDescription: text.short_description,
      description: text.description,
      metaTitle: text.meta_title,
      metaDescription: text.meta_description,
    });
  }
  for (const link of channels) productById.get(link.product_id)?.channelIds.push(link.channel_id);
  for (const link of taxons) productById.get(link.product_id)?.taxonIds.push(link.taxon_id);
  for (const link of values)
    productById.get(link.product_id)?.attributeValueIds.push(link.attribute_value_id);
  const altsOf = new Map<number, Map<string, string>>();
  for (const image of images) {
    const alts = new Map<string, string>();
    altsOf.set(image.id, alts);
    productById.get(image.product_id)?.images.push({ path: image.path, alts });
  }
  for (const alt of imageAlts) altsOf.get(alt.image_id)?.set(alt.locale, alt.alt);
  const variantById = new Map<number, ExportVariant>();
  for (const variant of variants) {
    const exported: ExportVariant = {
      id: variant.id,
      code: variant.code,
      enabled: variant.enabled,
      tracked: variant.tracked,
      onHand: variant.on_hand,
      maxQuantityPerOrder: variant.max_quantity_per_order,
      gtin: variant.gtin,
      names: new Map(),
      optionValueIds: [],
      prices: new Map(),
      stocks: new Map(),
    };
    variantById.set(variant.id, exported);
    productById.get(variant.product_id)?.variants.push(exported);
  }
  for (const name of variantNames) variantById.get(name.variant_id)?.names.set(name.locale, name.name);
  for (const link of optionValues)
    variantById.get(link.variant_id)?.optionValueIds.push(link.option_value_id);
  for (const price of prices) {
    variantById
      .get(price.variant_id)
      ?.prices.set(price.channel_id, { price: price.price, originalPrice: price.original_price });
  }
  for (const stock of stocks)
    variantById.get(stock.variant_id)?.stocks.set(stock.warehouse_id, stock.on_hand);
  return products;
}

interface TranslationRow {
  product_id: number;
  locale: string;
  name: string;
  slug: string;
  short_description: string | null;
  description: string | null;
  meta_title: string | null;
  meta_description: string | null;
}

interface VariantRow {
  id: number;
  product_id: number;
  code: string;
  enabled: boolean;
  tracked: boolean;
  on_hand: number;
  max_quantity_per_order: number | null;
  gtin: string | null;
}
