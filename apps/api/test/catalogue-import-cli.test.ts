import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runCatalogueImportCommand } from '../src/cli/catalogue-import-command.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { channelPricings, products, productVariants } from '../src/db/schema/index.ts';
import { fixtures } from './helpers/fixtures.ts';

describe('npm run catalogue:import', () => {
  it('checks (--check writes nothing), applies, prints problems, and refuses bad arguments', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'shop-catalogue-import-'));
    try {
      const env = { DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
      const handle = await openDatabase(loadConfig(env));
      await migrateDatabase(handle);
      const data = fixtures(handle.db);
      await data.locales(['lt']);
      await data.channel({ code: 'web', defaultLocale: 'lt', locales: ['lt'] });
      await handle.close();
      await writeFile(
        join(dataDir, 'catalogue.csv'),
        ['product;name:lt;variant;price:web', 'lamp;Lempa;lamp-1;12,90', 'chair;Kėdė;chair-1;12,9O'].join(
          '\n',
        ),
      );
      const logged: string[] = [];
      const errors: string[] = [];
      const io = {
        env,
        cwd: dataDir,
        log: (line: string) => logged.push(line),
        error: (line: string) => errors.push(line),
      };

      expect((await runCatalogueImportCommand(['--file', 'catalogue.csv', '--check'], io)).exitCode).toBe(0);
      expect(logged.join('\n')).toContain(
        'Checked 2 rows: 1 new, 0 updated, 0 unchanged, 1 failed, 0 disabled.',
      );
      expect(logged.join('\n')).toContain('row 3, price:web (chair): Price "12,9O" is not a number of euros');
      let reopened = await openDatabase(loadConfig(env));
      expect(await reopened.db.select().from(products)).toEqual([]);
      await reopened.close();

      logged.length = 0;
      expect((await runCatalogueImportCommand(['--file', 'catalogue.csv'], io)).exitCode).toBe(0);
      expect(logged.join('\n')).toContain('Applied: 1 new, 0 updated, 0 unchanged, 1 failed, 0 disabled');
      reopened = await openDatabase(loadConfig(env));
      try {
        const [price] = await reopened.db
          .select({ price: channelPricings.price })
          .from(channelPricings)
          .innerJoin(productVariants, eq(productVariants.id, channelPricings.variantId))
          .where(eq(productVariants.code, 'lamp-1'));
        expect(price?.price).toBe(1_290);
      } finally {
        await reopened.close();
      }

      expect((await runCatalogueImportCommand(['--check'], io)).exitCode).toBe(2);
      expect(
        (await runCatalogueImportCommand(['--file', 'catalogue.csv', '--format', 'xml'], io)).exitCode,
      ).toBe(2);
      expect((await runCatalogueImportCommand(['--file', 'nope.csv'], io)).exitCode).toBe(1);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
