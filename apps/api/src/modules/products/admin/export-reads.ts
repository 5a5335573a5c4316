import { asc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import {
  channelPricings,
  productAttributeValues,
  productChannels,
  productImages,
  productImageTranslations,
  productOptions,
  productOptionTranslations,
  productOptionValues,
  productOptionValueTranslations,
  productTaxons,
  productTranslations,
  productVariantOptionValues,
  productVariants,
  productVariantTranslations,
  warehouses,
  warehouseStocks,
} from '../../../db/schema/index.ts';
import { groupBy } from '../../../i18n/pick-translation.ts';
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
  // The page's ids as one array parameter (`= ANY('{1,2,…}'::int[])`), not inArray's one parameter per id:
  // drizzle builds each of 500 parameters through its generic chunk walk, eleven times a page, which cost more
  // than running the queries (docs/adr/0047-catalogue-export.md, "Speed").
  // The redundant range (a keyset page's ids are one stretch of ids) is for the planner: with only the list it
  // guessed a large share of the table and read product_variants and the price, name and option tables whole for
  // every page (a cost growing with the catalogue); with the range it walks the product_id indexes (EXPLAIN
  // ANALYZE on 20,000 products: 30-67 ms down to 3-10 ms a query).
  const ids = page.map((row) => row.id);
  const idArray = `{${ids.join(',')}}`;
  const lowest = Math.min(...ids);
  const highest = Math.max(...ids);
  const inPage = (column: AnyColumn) =>
    sql`${column} = ANY(${idArray}::int[]) AND ${column} BETWEEN ${lowest} AND ${highest}`;
  const ofProducts = inPage(productVariants.productId);
  // Three groups of at most four queries: a pool answers a group side by side without taking every
  // connection the shop's own requests need meanwhile.
  const [translations, channels, taxons, values] = await Promise.all([
    db.select().from(productTranslations).where(inPage(productTranslations.productId)),
    db.select().from(productChannels).where(inPage(productChannels.productId)),
    db
      .select()
      .from(productTaxons)
      .where(inPage(productTaxons.productId))
      .orderBy(asc(productTaxons.position), asc(productTaxons.taxonId)),
    db
      .select()
      .from(productAttributeValues)
      .where(inPage(productAttributeValues.productId))
      .orderBy(asc(productAttributeValues.attributeValueId)),
  ]);
  const [images, imageAlts, variants, variantNames] = await Promise.all([
    db
      .select({ id: productImages.id, productId: productImages.productId, path: productImages.path })
      .from(productImages)
      .where(inPage(productImages.productId))
      .orderBy(asc(productImages.position), asc(productImages.id)),
    db
      .select({
        ownerId: productImageTranslations.imageId,
        locale: productImageTranslations.locale,
        name: productImageTranslations.alt,
      })
      .from(productImageTranslations)
      .innerJoin(productImages, eq(productImages.id, productImageTranslations.imageId))
      .where(inPage(productImages.productId)),
    db
      .select()
      .from(productVariants)
      .where(ofProducts)
      .orderBy(asc(productVariants.position), asc(productVariants.id)),
    db
      .select({
        ownerId: productVariantTranslations.variantId,
        locale: productVariantTranslations.locale,
        name: productVariantTranslations.name,
      })
      .from(productVariantTranslations)
      .innerJoin(productVariants, eq(productVariants.id, productVariantTranslations.variantId))
      .where(ofProducts),
  ]);
  const [optionValues, prices, stocks] = await Promise.all([
    db
      .select({
        variantId: productVariantOptionValues.variantId,
        valueId: productVariantOptionValues.optionValueId,
      })
      .from(productVariantOptionValues)
      .innerJoin(productVariants, eq(productVariants.id, productVariantOptionValues.variantId))
      .where(ofProducts),
    db
      .select({
        variantId: channelPricings.variantId,
        channelId: channelPricings.channelId,
        price: channelPricings.price,
        originalPrice: channelPricings.originalPrice,
      })
      .from(channelPricings)
      .innerJoin(productVariants, eq(productVariants.id, channelPricings.variantId))
      .where(ofProducts),
    db
      .select({
        variantId: warehouseStocks.variantId,
        warehouseId: warehouseStocks.warehouseId,
        onHand: warehouseStocks.onHand,
      })
      .from(warehouseStocks)
      .innerJoin(productVariants, eq(productVariants.id, warehouseStocks.variantId))
      .where(ofProducts),
  ]);

  const textsOf = groupBy(translations, (row) => row.productId);
  const channelsOf = groupBy(channels, (row) => row.productId);
  const taxonsOf = groupBy(taxons, (row) => row.productId);
  const valuesOf = groupBy(values, (row) => row.productId);
  const imagesOf = groupBy(images, (row) => row.productId);
  const altsOf = namesByOwner(imageAlts);
  const variantsOf = groupBy(variants, (row) => row.productId);
  const variantNamesOf = namesByOwner(variantNames);
  const optionValuesOf = groupBy(optionValues, (row) => row.variantId);
  const pricesOf = groupBy(prices, (row) => row.variantId);
  const stocksOf = groupBy(stocks, (row) => row.variantId);

  return page.map((row) => ({
    ...row,
    translations: new Map(
      (textsOf.get(row.id) ?? []).map((text) => [
        text.locale,
        {
          name: text.name,
          slug: text.slug,
          shortDescription: text.shortDescription,
          description: text.description,
          metaTitle: text.metaTitle,
          metaDescription: text.metaDescription,
        },
      ]),
    ),
    channelIds: (channelsOf.get(row.id) ?? []).map((link) => link.channelId).sort((a, b) => a - b),
    taxonIds: (taxonsOf.get(row.id) ?? []).map((link) => link.taxonId),
    attributeValueIds: (valuesOf.get(row.id) ?? []).map((link) => link.attributeValueId),
    images: (imagesOf.get(row.id) ?? []).map((image) => ({
      path: image.path,
      alts: altsOf.get(image.id) ?? new Map<string, string>(),
    })),
    variants: (variantsOf.get(row.id) ?? []).map((variant) => ({
      id: variant.id,
      code: variant.code,
      enabled: variant.enabled,
      tracked: variant.tracked,
      onHand: variant.onHand,
      maxQuantityPerOrder: variant.maxQuantityPerOrder,
      gtin: variant.gtin,
      names: variantNamesOf.get(variant.id) ?? new Map<string, string>(),
      optionValueIds: (optionValuesOf.get(variant.id) ?? []).map((link) => link.valueId),
      prices: new Map(
        (pricesOf.get(variant.id) ?? []).map((price) => [
          price.channelId,
          { price: price.price, originalPrice: price.originalPrice },
        ]),
      ),
      stocks: new Map((stocksOf.get(variant.id) ?? []).map((stock) => [stock.warehouseId, stock.onHand])),
    })),
  }));
}
