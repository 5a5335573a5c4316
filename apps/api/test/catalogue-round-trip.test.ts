import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../../../scripts/lib/ports.mjs';
import { runCatalogueImportCommand } from '../src/cli/catalogue-import-command.ts';
import { ensureDemoData } from '../src/demo/index.ts';
import { createMediaStorage } from '../src/modules/media-storage/index.ts';
import { adminTokenFor } from './helpers/admin-session.ts';
import { createTestApp } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

interface JsonImage {
  src: string;
  alt: Record<string, string>;
}
interface JsonProduct {
  code: string;
  images: JsonImage[];
  [field: string]: unknown;
}
interface JsonCatalogue {
  products: JsonProduct[];
}

const NOW = new Date('2026-11-21T10:00:00Z');

/**
 * Issue 20: "Export then import into an empty shop gives the same catalogue." The demo shop's catalogue is
 * exported, imported into a shop with the same structure (languages, channels, warehouses, categories,
 * attributes, options) but no products, with its pictures fetched from the first shop's URLs, and exported
 * again: both exports are the same catalogue. Picture files are compared by count, order and alt texts (their
 * addresses name each shop's own storage).
 */
describe('catalogue round trip: export, import into an empty shop, export again', () => {
  let source: TestDatabase;
  let target: TestDatabase;
  let sourceApp: FastifyInstance;
  let targetApp: FastifyInstance;
  let workDir: string;

  async function exportCatalogue(app: FastifyInstance, db: TestDatabase, format: string): Promise<string> {
    const token = await adminTokenFor(app, db.db);
    const response = await app.inject({
      method: 'GET',
      url: `/api/v2/admin/catalogue-exports?format=${format}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    return response.body;
  }

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'shop-round-trip-'));
    // The source shop serves its pictures over HTTP: the export names them by its public address.
    const port = await findFreePort();
    source = await createTestDatabase({ PUBLIC_URL: `http://127.0.0.1:${port}` });
    await ensureDemoData({
      db: source.db,
      storage: createMediaStorage(source.config),
      log: () => {},
      now: NOW,
    });
    // The demo generator repeats a few names, and with them their addresses, among the products of a channel,
    // which the back office (ADR 0031) and the import refuse; give those repeats their own address first.
    await source.db.execute(sql`
      UPDATE product_translations t SET slug = t.slug || '-' || t.product_id
      WHERE EXISTS (
        SELECT 1 FROM product_translations other
        JOIN product_channels mine ON mine.product_id = t.product_id
        JOIN product_channels theirs ON theirs.product_id = other.product_id AND theirs.channel_id = mine.channel_id
        WHERE other.locale = t.locale AND other.slug = t.slug AND other.product_id < t.product_id)`);
    sourceApp = await createTestApp(source);
    await sourceApp.listen({ host: '127.0.0.1', port });

    // The empty shop: the demo shop's structure, its products (and what refers to them) removed.
    target = await createTestDatabase();
    await ensureDemoData({
      db: target.db,
      storage: createMediaStorage(target.config),
      log: () => {},
      now: NOW,
    });
    await target.db.execute(sql`TRUNCATE products RESTART IDENTITY CASCADE`);
    targetApp = await createTestApp(target);
  }, 600_000);

  afterAll(async () => {
    await sourceApp?.close();
    await targetApp?.close();
    await source?.cleanup();
    await target?.cleanup();
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  it('gives the same catalogue, pictures included', async () => {
    const exported = await exportCatalogue(sourceApp, source, 'shop-json');
    const before = JSON.parse(exported) as JsonCatalogue;
    expect(before.products.length).toBeGreaterThan(50);
    expect(before.products.some((product) => product.images.length > 0)).toBe(true);
    await writeFile(join(workDir, 'catalogue.json'), exported);

    const logged: string[] = [];
    const errors: string[] = [];
    const result = await runCatalogueImportCommand(['--file', 'catalogue.json', '--format', 'shop-json'], {
      env: {},
      cwd: workDir,
      log: (line) => logged.push(line),
      error: (line) => errors.push(line),
      database: target.handle,
      config: target.config,
    });
    expect(result.exitCode, [...logged, ...errors].join('\n')).toBe(0);
    expect(logged.join('\n')).toContain(
      `Applied: ${before.products.length} new, 0 updated, 0 unchanged, 0 failed, 0 disabled; pictures fetched`,
    );
    expect(logged.join('\n')).toContain('failed 0.');

    const after = JSON.parse(await exportCatalogue(targetApp, target, 'shop-json')) as JsonCatalogue;
    const comparable = (catalogue: JsonCatalogue) =>
      catalogue.products
        .map(({ images, ...product }) => ({ ...product, images: images.map((image) => image.alt) }))
        .sort((a, b) => a.code.localeCompare(b.code));
    expect(comparable(after)).toEqual(comparable(before));
    // Every picture is the target shop's own copy.
    for (const product of after.products) {
      for (const image of product.images) expect(image.src).not.toContain(`${source.config.publicUrl}/`);
    }
  }, 600_000);
});
