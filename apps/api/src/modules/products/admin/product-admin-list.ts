import type { AdminProductSummary, AdminProductsQuery, List } from '@shop/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { pageMeta } from '../../admin/audit.ts';
import { loadChannelSummaries } from '../../channels/service.ts';
import { queryRows, toNumber } from '../../search/sql-rows.ts';
import { taxonLabelsByIds } from '../../taxons/taxon-codes.ts';
import { loadProductImages, loadProductTexts } from '../product-rows.ts';
import { adminProductConditions } from './product-admin-filter.ts';

/**
 * GET /admin/products: one page of products with the filters as plain conditions on `products`
 * (product-admin-filter.ts, shared with the catalogue export), counted by the same conditions; then the page's names, pictures,
 * prices and stock in a few batched queries. The default channel (the first) prices the rows.
 */
export async function listAdminProducts(
  db: Database,
  query: AdminProductsQuery,
): Promise<List<AdminProductSummary>> {
  const page = { page: query.page, itemsPerPage: query.itemsPerPage };
  const empty = { data: [], meta: pageMeta(0, page) };
  const conditions = await adminProductConditions(db, query);
  if (conditions === null) return empty;
  const where = conditions.length > 0 ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``;

  const channels = await loadChannelSummaries(db);
  const channel = [...channels].sort((a, b) => a.id - b.id)[0];
  const locale = query.locale ?? channel?.defaultLocale ?? 'lt';
  const direction = (value: 'asc' | 'desc' | undefined) => (value === 'asc' ? sql`ASC` : sql`DESC`);
  let join = sql``;
  let order: SQL;
  if (query.order?.name) {
    join = sql`LEFT JOIN product_translations n ON n.product_id = p.id AND n.locale = ${locale}`;
    order = sql`lower(n.name) ${direction(query.order?.name)} NULLS LAST, p.id`;
  } else if (query.order?.code) {
    order = sql`p.code ${direction(query.order?.code)}`;
  } else if (query.order?.price) {
    join = sql`LEFT JOIN (
      SELECT v.product_id, min(cp.price) AS price FROM product_variants v
      JOIN channel_pricings cp ON cp.variant_id = v.id AND cp.channel_id = ${channel?.id ?? 0}
      GROUP BY v.product_id) pr ON pr.product_id = p.id`;
    order = sql`pr.price ${direction(query.order?.price)} NULLS LAST, p.id`;
  } else {
    const dir = direction(query.order?.createdAt ?? 'desc');
    order = sql`p.created_at ${dir}, p.id ${dir}`;
  }

  // The count and the page are independent: asked at once (a pool answers them side by side).
  const [[counted], rows] = await Promise.all([
    queryRows<{ total: unknown }>(db, sql`SELECT count(*) AS total FROM products p ${where}`),
    queryRows<{
      id: unknown;
      code: string;
      enabled: boolean;
      main_taxon_id: unknown;
      created_at: unknown;
      version: unknown;
      is_bundle: boolean;
      bundle_in_stock: boolean;
    }>(
      db,
      sql`SELECT p.id, p.code, p.enabled, p.main_taxon_id, p.created_at, p.version, p.is_bundle, p.bundle_in_stock
      FROM products p ${join} ${where}
      ORDER BY ${order}
      LIMIT ${query.itemsPerPage} OFFSET ${(query.page - 1) * query.itemsPerPage}`,
    ),
  ]);
  const totalItems = toNumber(counted?.total ?? 0);
  if (totalItems === 0) return empty;
  const ids = rows.map((row) => toNumber(row.id));
  if (ids.length === 0) return { data: [], meta: pageMeta(totalItems, page) };
  const idList = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const [texts, images, taxons, figures] = await Promise.all([
    loadProductTexts(db, ids, [locale, ...(channel ? [channel.defaultLocale] : [])]),
    loadProductImages(db, ids, 1),
    taxonLabelsByIds(
      db,
      rows.flatMap((row) => (row.main_taxon_id === null ? [] : [toNumber(row.main_taxon_id)])),
      [locale],
    ),
    queryRows<{
      product_id: unknown;
      variants: unknown;
      price: unknown;
      available: unknown;
      sellable: boolean | null;
    }>(
      db,
      sql`SELECT v.product_id, count(*) AS variants,
            min(cp.price) AS price,
            sum(CASE WHEN v.tracked AND v.enabled THEN greatest(v.on_hand - v.on_hold, 0) END) AS available,
            bool_or(v.enabled AND (NOT v.tracked OR v.on_hand > v.on_hold)) AS sellable
          FROM product_variants v
          LEFT JOIN channel_pricings cp ON cp.variant_id = v.id AND cp.channel_id = ${channel?.id ?? 0}
          WHERE v.product_id IN (${idList})
          GROUP BY v.product_id`,
    ),
  ]);
  const figuresOf = new Map(figures.map((row) => [toNumber(row.product_id), row]));
  return {
    data: rows.map((row) => {
      const id = toNumber(row.id);
      const figure = figuresOf.get(id);
      const mainTaxonId = row.main_taxon_id === null ? null : toNumber(row.main_taxon_id);
      return {
        code: row.code,
        enabled: row.enabled,
        name: texts.get(id)?.name ?? row.code,
        mainTaxon: mainTaxonId === null ? null : (taxons.get(mainTaxonId) ?? null),
        image: images.get(id)?.[0]?.path ?? null,
        price: figure?.price === null || figure?.price === undefined ? null : toNumber(figure.price),
        available:
          figure?.available === null || figure?.available === undefined ? null : toNumber(figure.available),
        inStock: row.is_bundle ? row.bundle_in_stock && row.enabled : figure?.sellable === true,
        variantCount: figure ? toNumber(figure.variants) : 0,
        createdAt: new Date(row.created_at as string).toISOString(),
        version: toNumber(row.version),
      };
    }),
    meta: pageMeta(totalItems, page),
  };
}
