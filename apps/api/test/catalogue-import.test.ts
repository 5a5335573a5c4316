import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCatalogue, type AdminCatalogue } from './helpers/admin-catalogue.ts';
import { importClient } from './helpers/catalogue-import.ts';

const HEADER =
  'product,enabled,main_category,categories,name:lt,name:en,description:lt,attribute:brand,variant,option:colour,price:web,original_price:web,stock:vilnius,gtin';
const CSV = [
  HEADER,
  'pram-1,yes,kids/prams,toys,Vežimėlis „Žąsis“,Pram Goose,"<p>Pirmoji eilutė</p>\n<p>antroji eilutė</p>",chicco,pram-1-beige,beige,"199,90",,3,4006381333931',
  'pram-1,,,,,,,,pram-1-grey,grey,199.90,249.00,2,',
  'toy-1,yes,toys,,Kubeliai,Blocks,,cybex,toy-1,,"9,5",,0,',
].join('\r\n');

describe('catalogue import: our CSV', () => {
  let catalogue: AdminCatalogue;
  let client: Awaited<ReturnType<typeof importClient>>;

  beforeAll(async () => {
    catalogue = await adminCatalogue();
    client = await importClient(catalogue.app);
  }, 60_000);
  afterAll(async () => catalogue?.close());

  it('checks, applies, and a second import of the same file changes nothing', async () => {
    const checked = await client.check({ bytes: CSV }, { format: 'shop-csv' });
    expect(checked.problems).toEqual([]);
    expect(checked.status).toBe('checked');
    expect(checked.counts).toEqual({ new: 2, updated: 0, unchanged: 0, failed: 0, disabled: 0 });
    expect(checked.rowsTotal).toBe(3);
    const applied = await client.apply(checked.id);
    expect(applied.status, applied.error ?? '').toBe('applied');
    expect(applied.counts).toEqual({ new: 2, updated: 0, unchanged: 0, failed: 0, disabled: 0 });

    const product = await client.call('GET', '/products/pram-1');
    expect(product.statusCode, product.body).toBe(200);
    console.log(product.body);
    const variants = await client.call('GET', '/products/pram-1/variants');
    console.log(variants.body);

    const again = await client.check({ bytes: CSV }, { format: 'shop-csv' });
    expect(again.counts).toEqual({ new: 0, updated: 0, unchanged: 2, failed: 0, disabled: 0 });
  });
});
