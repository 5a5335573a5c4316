import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../src/db/schema/index.ts';
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
 * Measured, then held: 1,530 before the batch inserts of ADR 0044's "Speed".
 */
const STATEMENTS_PER_100_NEW_PRODUCTS = 1_530;

const HEADER =
  'product,enabled,main_category,categories,name:lt,name:en,description:lt,attribute:brand,variant,option:colour,price:web,stock:vilnius,gtin';

function gtin13(value: number): string {
  const body = `20${String(value).padStart(10, '0')}`;
  let sum = 0;
  for (let index = 0; index < 12; index += 1) sum += Number(body[index]) * (index % 2 === 0 ? 1 : 3);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** `count` products of two variants each, as bench/import-api.mjs builds them. */
function csv(prefix: string, count: number): string {
  const rows = [HEADER];
  for (let index = 1; index <= count; index += 1) {
    const code = `${prefix}-${index}`;
    rows.push(
      `${code},yes,toys,toys|prams,Prekė ${prefix} ${index},Item ${prefix} ${index},<p>Aprašymas ${index}</p>,chicco,${code}-1,beige,9.90,3,${gtin13(index * 10)}`,
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

  it('stays within its budget', async () => {
    const checked = await client.check({ bytes: csv('stmt', 100) }, { format: 'shop-csv' });
    expect(checked.problems).toEqual([]);
    expect(checked.counts).toMatchObject({ new: 100 });
    const { database } = catalogue;
    await updateImport(database.db, checked.id, { status: 'applying', progress: null, rowsDone: 0 });
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
        checked.id,
      );
    } finally {
      log.stop();
    }
    const applied = await client.get(checked.id);
    expect(applied.status, applied.error ?? '').toBe('applied');
    expect(applied.counts).toEqual({ new: 100, updated: 0, unchanged: 0, failed: 0, disabled: 0 });
    expect(await catalogue.database.db.$count(products, like(products.code, 'stmt-%'))).toBe(100);
    if (process.env.STATEMENT_DUMP)
      (await import('node:fs')).writeFileSync(process.env.STATEMENT_DUMP, log.statements.join('\n;;\n'));
    const statements = log.statements.length;
    console.info(`import apply of 100 new products: ${statements} statements`);
    expect(statements).toBeLessThanOrEqual(STATEMENTS_PER_100_NEW_PRODUCTS);
  }, 120_000);
});
