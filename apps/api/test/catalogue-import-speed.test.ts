import { and, eq, gt, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, products, productSearchDocuments, productTranslations } from '../src/db/schema/index.ts';
import { SEARCH_REFRESH_JOB } from '../src/modules/search/search-documents.ts';
import { adminCatalogue, type AdminCatalogue } from './helpers/admin-catalogue.ts';
import { importClient } from './helpers/catalogue-import.ts';

const HEADER = 'product,enabled,main_category,name:lt,name:en,variant,price:web,stock:vilnius';

/** `count` products of one variant each, named `name` (lt) or numbered when `name` is null. */
function csv(prefix: string, count: number, name: string | null): string {
  const rows = [HEADER];
  for (let index = 1; index <= count; index += 1) {
    rows.push(
      `${prefix}-${index},yes,toys,${name ?? `Prekė ${prefix} ${index}`},Item ${prefix} ${index},${prefix}-${index}-v,9.90,3`,
    );
  }
  return rows.join('\r\n');
}

/**
 * Issue 20 (import speed): the apply refreshes the search read model once per REFRESH_EVERY_PRODUCTS products
 * (one job for many batches) yet every product is in search when the import says "applied"; the slugs of a
 * batch are looked up in one query, and products of one batch with the same name still get different slugs.
 */
describe('catalogue import apply: search refresh and slugs per batch', () => {
  let catalogue: AdminCatalogue;
  let client: Awaited<ReturnType<typeof importClient>>;

  beforeAll(async () => {
    catalogue = await adminCatalogue();
    client = await importClient(catalogue.app);
  }, 180_000);
  afterAll(async () => catalogue?.close());

  const db = () => catalogue.database.db;

  it('puts every product of three batches in search by "applied", with one refresh job', async () => {
    const [last] = await db().select({ id: jobs.id }).from(jobs).orderBy(jobs.id);
    const since = last?.id ?? 0;
    const checked = await client.check({ bytes: csv('speed', 250, null) }, { format: 'shop-csv' });
    expect(checked.problems).toEqual([]);
    const applied = await client.apply(checked.id);
    expect(applied.status, applied.error ?? '').toBe('applied');
    expect(applied.counts).toEqual({ new: 250, updated: 0, unchanged: 0, failed: 0, disabled: 0 });

    const ids = (
      await db().select({ id: products.id }).from(products).where(like(products.code, 'speed-%'))
    ).map((row) => row.id);
    expect(ids).toHaveLength(250);
    const searchable = await db()
      .selectDistinct({ productId: productSearchDocuments.productId })
      .from(productSearchDocuments)
      .where(inArray(productSearchDocuments.productId, ids));
    expect(searchable).toHaveLength(250);

    const refreshes = await db()
      .select({ status: jobs.status, payload: jobs.payload })
      .from(jobs)
      .where(and(gt(jobs.id, since), eq(jobs.kind, SEARCH_REFRESH_JOB)));
    expect(refreshes.map((job) => job.status)).toEqual(['done']);
    expect(
      ((refreshes[0]?.payload.productIds as number[] | undefined) ?? []).toSorted((a, b) => a - b),
    ).toEqual(ids.toSorted((a, b) => a - b));
  }, 120_000);

  it('gives products of one batch named alike, and one named as a product before, different slugs', async () => {
    const first = await client.check({ bytes: csv('ball', 1, 'Kamuolys') }, { format: 'shop-csv' });
    expect((await client.apply(first.id)).status).toBe('applied');
    const checked = await client.check(
      { bytes: csv('ball', 4, 'Kamuolys').replace('Item ball 3', 'Item ball 2') },
      { format: 'shop-csv' },
    );
    expect(checked.counts).toMatchObject({ new: 3, unchanged: 1 });
    const applied = await client.apply(checked.id);
    expect(applied.status, applied.error ?? '').toBe('applied');

    const slugs = await db()
      .select({ code: products.code, locale: productTranslations.locale, slug: productTranslations.slug })
      .from(productTranslations)
      .innerJoin(products, eq(products.id, productTranslations.productId))
      .where(like(products.code, 'ball-%'))
      .orderBy(products.code, productTranslations.locale);
    expect(slugs.map((row) => [row.code, row.locale, row.slug])).toEqual([
      ['ball-1', 'en', 'item-ball-1'],
      ['ball-1', 'lt', 'kamuolys'],
      ['ball-2', 'en', 'item-ball-2'],
      ['ball-2', 'lt', 'kamuolys-2'],
      ['ball-3', 'en', 'item-ball-2-2'],
      ['ball-3', 'lt', 'kamuolys-3'],
      ['ball-4', 'en', 'item-ball-4'],
      ['ball-4', 'lt', 'kamuolys-4'],
    ]);
  }, 120_000);
});
