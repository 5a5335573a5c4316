import type { AdminCatalogueImport } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCatalogue, violationsOf, type AdminCatalogue } from './helpers/admin-catalogue.ts';
import { importClient } from './helpers/catalogue-import.ts';

const CSV = ['product,name:lt,variant,price:web', 'routes-1,Prekė,routes-1-a,5'].join('\n');

describe('catalogue import routes: statuses', () => {
  let catalogue: AdminCatalogue;
  let client: Awaited<ReturnType<typeof importClient>>;

  beforeAll(async () => {
    catalogue = await adminCatalogue();
    client = await importClient(catalogue.app);
  }, 180_000);
  afterAll(async () => catalogue?.close());

  it('401 without an administrator, 404 for an unknown import, 422 for a bad upload', async () => {
    expect((await client.upload({ bytes: CSV }, { format: 'shop-csv' }, undefined, null)).statusCode).toBe(
      401,
    );
    expect((await client.call('GET', '/catalogue-imports', undefined, null)).statusCode).toBe(401);
    expect((await client.call('GET', '/catalogue-imports/999999')).json()).toEqual({
      code: 404,
      message: 'Import 999999 not found.',
    });
    expect((await client.call('POST', '/catalogue-imports/999999/apply')).statusCode).toBe(404);
    expect((await client.call('GET', '/catalogue-imports/999999/report')).statusCode).toBe(404);
    expect(violationsOf(await client.upload({ bytes: CSV }, { format: 'xml', missing: 'delete' }))).toEqual([
      ['format', 'Choose the format: shop-csv, shop-json or shopify-csv.'],
      ['missing', 'Choose keep or disable.'],
    ]);
    expect(
      violationsOf(await client.upload({ bytes: CSV }, { format: 'shopify-csv', locale: 'xx' })),
    ).toEqual([['locale', 'The shop has no such language.']]);
    const noFile = await client.call('POST', '/catalogue-imports', { format: 'shop-csv' });
    expect(violationsOf(noFile)).toEqual([
      ['file', 'Choose a file to upload.'],
      ['format', 'Choose the format: shop-csv, shop-json or shopify-csv.'],
    ]);
  });

  it('upload → check → apply → progress → list; 409 when applied twice or changed while not checked', async () => {
    const uploaded = await client.upload({ bytes: CSV, name: 'prekes.csv' }, { format: 'shop-csv' });
    expect(uploaded.statusCode).toBe(202);
    expect(uploaded.json()).toMatchObject({
      status: 'checking',
      fileName: 'prekes.csv',
      missing: 'keep',
      createdBy: 'Ona Administratorė',
    });
    const { id } = uploaded.json() as AdminCatalogueImport;
    const checked = await client.settled(id);
    expect(checked).toMatchObject({ status: 'checked', rowsTotal: 1, rowsDone: 1, counts: { new: 1 } });
    const patched = await client.call('PATCH', `/catalogue-imports/${id}`, { missing: 'disable' });
    expect(patched.statusCode, patched.body).toBe(202);
    expect((await client.settled(id)).missing).toBe('disable');
    expect(
      violationsOf(
        await client.call('PATCH', `/catalogue-imports/${id}`, {
          mapping: { types: {}, tags: {}, vendorAttribute: null },
        }),
      ),
    ).toEqual([['mapping', 'Only a Shopify file has a mapping.']]);
    const applied = await client.apply(id);
    expect(applied).toMatchObject({ status: 'applied', rowsDone: 1, rowsTotal: 1 });
    expect(applied.finishedAt).not.toBeNull();
    const again = await client.call('POST', `/catalogue-imports/${id}/apply`);
    expect(again.json()).toEqual({
      code: 409,
      message: 'The import is applied: only a checked import can be applied.',
    });
    expect((await client.call('PATCH', `/catalogue-imports/${id}`, { missing: 'keep' })).statusCode).toBe(
      409,
    );
    const list = await client.call('GET', '/catalogue-imports?itemsPerPage=10');
    expect(list.json()).toMatchObject({
      meta: { totalItems: 1, page: 1 },
      data: [{ id, status: 'applied', problems: [] }],
    });
  });

  it('a Shopify mapping naming what the shop lacks is 422 with the path', async () => {
    const shopify = ['Handle,Title,Type,Variant SKU,Variant Price', 'bag,Krepšys,Bags,bag-1,10'].join('\n');
    const checked = await client.check({ bytes: shopify }, { format: 'shopify-csv' });
    expect(checked.mapping).toEqual({ types: { Bags: { taxon: null } }, tags: {}, vendorAttribute: 'brand' });
    const refused = await client.call('PATCH', `/catalogue-imports/${checked.id}`, {
      mapping: {
        types: { Bags: { taxon: 'nope' } },
        tags: { x: { attributeValue: 'brand:nope' } },
        vendorAttribute: 'brand',
      },
    });
    expect(violationsOf(refused)).toEqual([
      ['mapping.types.Bags.taxon', 'There is no category with this code.'],
      ['mapping.tags.x.attributeValue', 'Write attributeCode:valueCode of a value the shop has.'],
    ]);
    const remapped = await client.call('PATCH', `/catalogue-imports/${checked.id}`, {
      mapping: { types: { Bags: { taxon: 'toys' } }, tags: {}, vendorAttribute: 'brand' },
    });
    expect(remapped.statusCode).toBe(202);
    await client.settled(checked.id);
    await client.apply(checked.id);
    const product = await client.call('GET', '/products/bag');
    expect(product.json()).toMatchObject({ mainTaxon: 'toys', taxons: ['toys'] });
  });
});
