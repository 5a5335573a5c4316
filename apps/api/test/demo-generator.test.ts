import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseGenerateArgs } from '../src/cli/generate-args.ts';
import { runGenerateCommand } from '../src/cli/generate-command.ts';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { generateProduct } from '../src/demo/catalogue/product-generator.ts';
import { LEAF_TAXONS } from '../src/demo/catalogue/taxons.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

describe('catalogue generator', () => {
  describe('generateProduct', () => {
    const now = new Date('2026-11-21T10:00:00Z');

    it('gives the same product for the same seed and number, and another for another seed', () => {
      expect(generateProduct(42, { seed: 'gandras', now })).toEqual(
        generateProduct(42, { seed: 'gandras', now }),
      );
      expect(generateProduct(42, { seed: 'other', now }).translations.en.name).not.toBe(
        generateProduct(42, { seed: 'gandras', now }).translations.en.name,
      );
    });

    it('names products in Lithuanian and English with the colour agreeing with the noun', () => {
      const names = Array.from({ length: 200 }, (_, index) => generateProduct(index + 1, { seed: 's', now }));
      const stroller = names.find((product) =>
        / sportinis vežimėlis „.+“ (juodas|pilkas|tamsiai mėlynas)$/.test(product.translations.lt.name),
      );
      expect(stroller?.translations.en.name).toMatch(/ stroller, (black|grey|navy)$/);
      for (const product of names) {
        expect(product.translations.lt.slug).toMatch(/^[a-z0-9-]+$/);
        expect(product.translations.en.description).toContain('<p>');
      }
    });

    it('spreads products over every leaf category', () => {
      const categories = new Set(
        Array.from({ length: LEAF_TAXONS.length }, (_, index) =>
          generateProduct(index + 1, { seed: 's', now }).taxonCodes.at(-2),
        ),
      );
      expect(categories.size).toBeGreaterThan(10);
      const leaves = new Set(
        Array.from({ length: LEAF_TAXONS.length * 3 }, (_, index) =>
          generateProduct(index + 1, { seed: 's', now }),
        ).map((product) => product.mainTaxonCode),
      );
      for (const leaf of LEAF_TAXONS) expect(leaves.has(leaf.code), leaf.code).toBe(true);
    });
  });

  describe('command line', () => {
    it('reads --products, --seed and --data-dir', () => {
      expect(parseGenerateArgs(['--products', '100000', '--seed', 'big', '--data-dir', '/tmp/shop'])).toEqual(
        {
          products: 100000,
          seed: 'big',
          dataDir: '/tmp/shop',
        },
      );
      expect(parseGenerateArgs(['--products=5'])).toEqual({ products: 5, seed: null, dataDir: null });
    });

    it.each([
      [[], '--products is required'],
      [['--products', 'abc'], '--products must be a positive integer'],
      [['--products', '0'], '--products must be a positive integer'],
      [['--products=-3'], '--products must be a positive integer'],
      [['--products', '-3'], "Option '--products' argument is ambiguous"],
      [['--products', '2.5'], '--products must be a positive integer'],
      [['--products', '5', '--colour', 'red'], "Unknown option '--colour'"],
    ])('refuses %j with a clear message', (argv, message) => {
      expect(() => parseGenerateArgs(argv)).toThrow(message);
    });

    it('prints the problem and the usage, exiting with 2, without touching a database', async () => {
      const errors: string[] = [];
      const { exitCode } = await runGenerateCommand(['--products', 'many'], {
        env: {},
        cwd: '/nonexistent',
        log: () => undefined,
        error: (message) => errors.push(message),
      });
      expect(exitCode).toBe(2);
      expect(errors.join('\n')).toMatch(/--products must be a positive integer .*\(got "many"\)/);
      expect(errors.join('\n')).toContain('Usage: npm run demo:generate -- --products <N>');
    });
  });

  describe('adding products to a database', () => {
    let database: TestDatabase;
    let reopened: DatabaseHandle | undefined;
    const output: string[] = [];

    async function run(products: number) {
      const { exitCode, result } = await runGenerateCommand(
        ['--products', String(products), '--seed', 'test'],
        {
          // The command opens the database itself, exactly as the API would from this environment.
          env: {
            DATA_DIR: database.config.dataDir,
            LOG_LEVEL: 'silent',
            ...(database.config.databaseUrl ? { DATABASE_URL: database.config.databaseUrl } : {}),
          },
          cwd: process.cwd(),
          log: (message) => output.push(message),
          error: (message) => output.push(message),
        },
      );
      expect(exitCode).toBe(0);
      return result;
    }

    async function productCodes(): Promise<string[]> {
      reopened ??= await openDatabase(database.config);
      const result = (await reopened.db.execute(sql`SELECT code FROM products ORDER BY code`)) as unknown as {
        rows: Array<{ code: string }>;
      };
      return result.rows.map((row) => row.code);
    }

    beforeAll(async () => {
      database = await createTestDatabase();
      // PGlite allows one process-local handle per folder: the command opens its own.
      await database.handle.close();
    });

    afterAll(async () => {
      await reopened?.close();
      await database?.cleanup();
    });

    it('creates the demo shop, then adds exactly N products numbered after the existing ones', async () => {
      const result = await run(7);
      expect(result).toMatchObject({ added: 7, firstCode: 'P000321', lastCode: 'P000327' });
      expect(output.at(-1)).toMatch(/^Added 7 products \(P000321…P000327\) in [\d.]+ s: \d+ products\/s\.$/);

      await reopened?.close();
      reopened = undefined;
      const again = await run(5);
      expect(again).toMatchObject({ added: 5, firstCode: 'P000328', lastCode: 'P000332' });

      const codes = await productCodes();
      expect(new Set(codes).size).toBe(codes.length);
      expect(codes.filter((code) => /^P\d{6}$/.test(code))).toHaveLength(320 + 7 + 5);
    }, 240_000);
  });
});
