import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelPricings, products, productVariants } from '../src/db/schema/index.ts';
import { updateImport } from '../src/modules/catalogue-exchange/import/import-store.ts';
import { runApply } from '../src/modules/catalogue-exchange/import/run-apply.ts';
import { createMediaStorage } from '../src/modules/media-storage/index.ts';
import { adminCatalogue, type AdminCatalogue } from './helpers/admin-catalogue.ts';
import { importClient } from './helpers/catalogue-import.ts';
import { logStatements } from './helpers/statement-counter.ts';

/**
 * Issue 20 (import speed, docs/adr/0044 "Speed"): the statements an apply sends to the database for 100 new
 * products of two variants each (the bench's shape: two names, a description, categories, a brand, an option,
 * a price, stock and a GTIN per variant), BEGIN/COMMIT and savepoints included, search refresh included.
 * Measured, then held: 1,167 before a batch's new products were written with one INSERT per table (about 11
 * per product: a savepoint and an INSERT per table), 78 after (PGlite and PostgreSQL alike).
 */
const STATEMENTS_PER_100_NEW_PRODUCTS = 80;

const HEADER =
  'product,enabled,main_category,categories,name:lt,name:en,description:lt,attribute:brand,variant,option:colour,price:web,stock:vilnius,gtin';

function gtin13(value: number): string {
  const body = `20${String(value).padStart(10, '0')}`;
  let sum = 0;
  for (let index = 0; index < 12; index += 1) sum += Number(body[index]) * (index % 2 === 0 ? 1 : 3);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/**
 * `count` products of two variants each, as bench/import-api.mjs builds them; `price` of a product's first
 * variant by its number (9.90 otherwise).
 */
function csv(prefix: string, count: number, price: (index: number) => string = () => '9.90'): string {
  const rows = [HEADER];
  for (let index = 1; index <= count; index += 1) {
    const code = `${prefix}-${index}`;
    rows.push(
      `${code},yes,toys,toys|prams,Prekė ${prefix} ${index},Item ${prefix} ${index},<p>Aprašymas ${index}</p>,chicco,${code}-1,beige,${price(index)},3,${gtin13(index * 10)}`,
      `${code},,,,,,,,${code}-2,grey,10.90,4,${gtin13(index * 10 + 1)}`,
    );
  }
  return rows.join('\r\n');
}

describe('catalogue import apply: statements per 100 new products', () => {
  let catalogue: AdminCatalogue;
  let client: Awaited<ReturnType<typeof importClient>>;

  beforeAll(async () => {
    catalogue = await adminCatalogue();
    client = await importClient(catalogue.app);
  }, 180_000);
  afterAll(async () => catalogue?.close());

  /** Applies a checked import in this process (as the CLI does), counting its statements. */
  async function applyCounting(importId: number): Promise<number> {
    const { database } = catalogue;
    await updateImport(database.db, importId, { status: 'applying', progress: null, rowsDone: 0 });
    const log = logStatements(database.handle);
    try {
      await runApply(
        {
          db: database.db,
          storage: createMediaStorage(database.config),
          defaultChannelCode: 'web',
          log: (line) => {
            throw new Error(line);
          },
        },
        importId,
      );
    } finally {
      log.stop();
    }
    if (process.env.STATEMENT_DUMP)
      (await import('node:fs')).writeFileSync(process.env.STATEMENT_DUMP, log.statements.join('\n;;\n'));
    return log.statements.length;
  }

  it('stays within its budget', async () => {
    const checked = await client.check({ bytes: csv('stmt', 100) }, { format: 'shop-csv' });
    expect(checked.problems).toEqual([]);
    expect(checked.counts).toMatchObject({ new: 100 });
    const statements = await applyCounting(checked.id);
    const applied = await client.get(checked.id);
    expect(applied.status, applied.error ?? '').toBe('applied');
    expect(applied.counts).toEqual({ new: 100, updated: 0, unchanged: 0, failed: 0, disabled: 0 });
    expect(await catalogue.database.db.$count(products, like(products.code, 'stmt-%'))).toBe(100);
    console.info(`import apply of 100 new products: ${statements} statements`);
    expect(statements).toBeLessThanOrEqual(STATEMENTS_PER_100_NEW_PRODUCTS);
  }, 120_000);

  it('leaves a new product the database refuses out whole, and writes the rest of its batch', async () => {
    // 999,999,999 € is a price the file's format allows, and more cents than the price column holds.
    const checked = await client.check(
      { bytes: csv('refused', 5, (index) => (index === 3 ? '999999999' : '9.90')) },
      { format: 'shop-csv' },
    );
    expect(checked.problems).toEqual([]);
    await applyCounting(checked.id);
    const applied = await client.get(checked.id);
    expect(applied.status, applied.error ?? '').toBe('applied');
    expect(applied.counts).toEqual({ new: 4, updated: 0, unchanged: 0, failed: 1, disabled: 0 });
    expect(applied.problems.map((problem) => [problem.row, problem.column, problem.product])).toEqual([
      [6, null, 'refused-3'],
    ]);
    expect(applied.problems[0]?.message).toMatch(/^The product could not be saved: /);
    const written = await catalogue.database.db
      .select({ code: productVariants.code, price: channelPricings.price })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .innerJoin(channelPricings, eq(channelPricings.variantId, productVariants.id))
      .where(like(products.code, 'refused-%'))
      .orderBy(productVariants.code);
    expect(written.map((row) => [row.code, row.price])).toEqual(
      [1, 2, 4, 5].flatMap((index) => [
        [`refused-${index}-1`, 990],
        [`refused-${index}-2`, 1090],
      ]),
    );
    expect(await catalogue.database.db.$count(products, like(products.code, 'refused-%'))).toBe(4);
  }, 120_000);
});
