import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCatalogueExportCommand } from '../src/cli/catalogue-export-command.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { fixtures } from './helpers/fixtures.ts';

function io(env: Record<string, string>) {
  const lines: string[] = [];
  return {
    lines,
    io: {
      env,
      cwd: process.cwd(),
      log: (message: string) => lines.push(message),
      error: (message: string) => lines.push(message),
    },
  };
}

describe('npm run catalogue:export', () => {
  let dataDir: string;
  let env: Record<string, string>;

  beforeAll(async () => {
    // Its own PGlite data folder, closed before the command opens it.
    dataDir = await mkdtemp(join(tmpdir(), 'shop-catalogue-export-'));
    env = { DATA_DIR: dataDir, LOG_LEVEL: 'silent', PUBLIC_URL: 'https://api.gandras.test' };
    const handle = await openDatabase(loadConfig(env));
    await migrateDatabase(handle);
    const data = fixtures(handle.db);
    await data.locales(['lt', 'en']);
    const web = await data.channel({
      code: 'web',
      name: 'Gandras',
      defaultLocale: 'lt',
      locales: ['lt', 'en'],
    });
    const toys = await data.taxon({
      code: 'toys',
      translations: { lt: { name: 'Žaislai', slug: 'zaislai' } },
    });
    for (const [code, name, enabled] of [
      ['duck', 'Antytė', true],
      ['bear', 'Meškiukas', false],
    ] as const) {
      const product = await data.catalogueProduct({
        code,
        enabled,
        mainTaxonId: toys.id,
        channelIds: [web.id],
        translations: { lt: { name, slug: code } },
      });
      await data.productImage(product.id, `products/${code}.png`);
      await data.variant({
        productId: product.id,
        code: `${code}-1`,
        onHand: 4,
        prices: [{ channelId: web.id, price: 990 }],
      });
    }
    await handle.close();
  }, 120_000);

  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('writes our CSV to a file, the filters as the products table applies them', async () => {
    const out = join(dataDir, 'catalogue.csv');
    const run = io(env);
    const done = await runCatalogueExportCommand(['--out', out, '--enabled', 'yes'], run.io);
    expect(done, run.lines.join('\n')).toEqual({ exitCode: 0, products: 1 });
    expect(run.lines.join('\n')).toContain(`1 products exported as shop-csv to ${out}`);
    const text = await readFile(out, 'utf8');
    expect(text.startsWith('\uFEFFproduct,')).toBe(true);
    const [header, ...rows] = parse(text, { bom: true }) as string[][];
    const row = Object.fromEntries(header!.map((column, index) => [column, rows[0]![index]]));
    expect(rows).toHaveLength(1);
    expect(row).toMatchObject({
      product: 'duck',
      'name:lt': 'Antytė',
      main_category: 'toys',
      images: 'https://api.gandras.test/media/products/duck.png',
      variant: 'duck-1',
      'price:web': '9.90',
      stock: '4',
    });
    // No partial file is left beside it.
    expect((await readdir(dataDir)).filter((name) => name.endsWith('.partial'))).toEqual([]);
  }, 60_000);

  it("writes Shopify's CSV or our JSON to standard output", async () => {
    const stdout = new PassThrough();
    const chunks: Buffer[] = [];
    stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    const run = io(env);
    const done = await runCatalogueExportCommand(
      ['--out', '-', '--format', 'shop-json', '--category', 'toys'],
      {
        ...run.io,
        stdout,
      },
    );
    expect(done, run.lines.join('\n')).toEqual({ exitCode: 0, products: 2 });
    const file = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { products: Array<{ code: string }> };
    expect(file.products.map((product) => product.code)).toEqual(['duck', 'bear']);

    const shopify = new PassThrough();
    const shopifyChunks: Buffer[] = [];
    shopify.on('data', (chunk: Buffer) => shopifyChunks.push(chunk));
    const second = io(env);
    expect(
      (
        await runCatalogueExportCommand(['--out', '-', '--format', 'shopify-csv', '--enabled', 'no'], {
          ...second.io,
          stdout: shopify,
        })
      ).exitCode,
    ).toBe(0);
    const [header, ...rows] = parse(Buffer.concat(shopifyChunks), { bom: true }) as string[][];
    expect(header?.[0]).toBe('Handle');
    expect(rows.map((row) => row[0])).toEqual(['bear']);
  }, 60_000);

  it('refuses wrong arguments with the usage, and an unknown channel by name', async () => {
    const missing = io(env);
    expect((await runCatalogueExportCommand([], missing.io)).exitCode).toBe(2);
    expect(missing.lines.join('\n')).toContain('--out is required');
    const format = io(env);
    expect((await runCatalogueExportCommand(['--out', '-', '--format', 'xlsx'], format.io)).exitCode).toBe(2);
    expect(format.lines.join('\n')).toContain('--format must be one of shop-csv, shop-json, shopify-csv');
    const enabled = io(env);
    expect((await runCatalogueExportCommand(['--out', '-', '--enabled', 'maybe'], enabled.io)).exitCode).toBe(
      2,
    );
    const channel = io(env);
    const out = join(dataDir, 'never.csv');
    expect(
      (
        await runCatalogueExportCommand(
          ['--out', out, '--format', 'shopify-csv', '--channel', 'nowhere'],
          channel.io,
        )
      ).exitCode,
    ).toBe(1);
    expect(channel.lines.join('\n')).toContain('--channel: The shop has no channel "nowhere"');
    await expect(readFile(out)).rejects.toThrow();
  }, 60_000);
});
