import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { products } from '../db/schema/index.ts';
import { generateProduct, type GeneratedProduct } from './catalogue/product-generator.ts';
import { PRODUCT_CODE_PREFIX, productCode } from './catalogue/shop.ts';
import { refreshSearchDocuments } from '../modules/search/search-documents.ts';
import { insertProducts, loadCatalogueIds } from './seed/products.ts';

export interface GenerateProductsOptions {
  count: number;
  seed: string;
  /** Creation dates are spread over the year before this moment. */
  now?: Date;
  /** Products per transaction; each batch is a few dozen multi-row statements. */
  batchSize?: number;
  log?: (message: string) => void;
}

export interface GenerateProductsResult {
  added: number;
  firstCode: string | null;
  lastCode: string | null;
  seconds: number;
  productsPerSecond: number;
}

/** The number after the highest generated product code (P000123 -> 124), 1 for an empty catalogue. */
export async function nextProductNumber(db: Database): Promise<number> {
  const pattern = `^${PRODUCT_CODE_PREFIX}[0-9]+$`;
  const [row] = await db
    .select({
      highest: sql<
        number | null
      >`max(substring(${products.code} from ${PRODUCT_CODE_PREFIX.length + 1}::integer)::integer)`,
    })
    .from(products)
    .where(sql`${products.code} ~ ${pattern}`);
  return row?.highest === null || row?.highest === undefined ? 1 : Number(row.highest) + 1;
}

/**
 * Adds `count` generated products to the catalogue, numbered after the existing ones (so running it
 * again adds more and never duplicates). Each batch is inserted in its own transaction; the demo
 * channels, categories and attributes must exist (ensureDemoData).
 */
export async function addGeneratedProducts(
  db: Database,
  options: GenerateProductsOptions,
): Promise<GenerateProductsResult> {
  const { count, seed, now = new Date(), batchSize = 500, log = () => undefined } = options;
  const started = performance.now();
  const ids = await loadCatalogueIds(db);
  const first = await nextProductNumber(db);
  const [before] = await db.select({ highestId: sql<number | null>`max(${products.id})` }).from(products);
  let lastLog = started;

  for (let offset = 0; offset < count; offset += batchSize) {
    const size = Math.min(batchSize, count - offset);
    const batch: GeneratedProduct[] = Array.from({ length: size }, (_, index) =>
      generateProduct(first + offset + index, { seed, now }),
    );
    await db.transaction(async (tx) => insertProducts(tx, batch, ids));
    const done = offset + size;
    const elapsed = performance.now();
    if (elapsed - lastLog > 2000 || done === count) {
      lastLog = elapsed;
      const rate = done / ((elapsed - started) / 1000);
      log(`Generated ${done}/${count} products (${Math.round(rate)} products/s)`);
    }
  }

  const newIds = await db
    .select({ id: products.id })
    .from(products)
    .where(sql`${products.id} > ${Number(before?.highestId ?? 0)}`);
  log(`Indexing ${newIds.length} products for search...`);
  await refreshSearchDocuments(
    db,
    newIds.map((row) => row.id),
  );
  const seconds = (performance.now() - started) / 1000;
  return {
    added: count,
    firstCode: count > 0 ? productCode(first) : null,
    lastCode: count > 0 ? productCode(first + count - 1) : null,
    seconds,
    productsPerSecond: seconds > 0 ? count / seconds : count,
  };
}
