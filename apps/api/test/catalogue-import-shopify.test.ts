import type { AdminCatalogueImport, AdminProduct } from '@shop/contracts';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productImages, products } from '../src/db/schema/index.ts';
import { adminCatalogue, type AdminCatalogue } from './helpers/admin-catalogue.ts';
import { importClient } from './helpers/catalogue-import.ts';
import { zipOf } from './helpers/zip.ts';

const picture = (colour: string) =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: colour } })
    .png()
    .toBuffer();

describe("catalogue import: Shopify's product CSV and pictures", () => {
  let catalogue: AdminCatalogue;
  let client: Awaited<ReturnType<typeof importClient>>;
  let server: Server;
  let base = '';
  const served: string[] = [];

  beforeAll(async () => {
    const pictures: Record<string, Buffer> = {
      '/sleep-bag-1.png': await picture('#d9c8b4'),
      '/sleep-bag-2.png': await picture('#8899aa'),
    };
    server = createServer((request, response) => {
      served.push(request.url ?? '');
      const bytes = pictures[request.url ?? ''];
      if (!bytes) return response.writeHead(404).end('gone');
      response.writeHead(200, { 'content-type': 'image/png' }).end(bytes);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    catalogue = await adminCatalogue();
    client = await importClient(catalogue.app);
  }, 180_000);
  afterAll(async () => {
    await catalogue?.close();
    server?.close();
  });

  const shopifyFile = () =>
    readFileSync(
      new URL('./fixtures/catalogue-import/shopify-products.csv', import.meta.url),
      'utf8',
    ).replaceAll('{{BASE}}', base);

  async function picturesSettled(id: number): Promise<AdminCatalogueImport> {
    await expect.poll(async () => (await client.get(id)).pictures.pending, { timeout: 30_000 }).toBe(0);
    return client.get(id);
  }

  it('moves a Shopify shop over: options, vendor, mapping, prices in every channel, pictures by URL', async () => {
    const checked = await client.check(
      { bytes: shopifyFile(), name: 'products_export.csv' },
      { format: 'shopify-csv', locale: 'lt' },
    );
    expect(checked.problems).toEqual([]);
    expect(checked.counts).toEqual({ new: 2, updated: 0, unchanged: 0, failed: 0, disabled: 0 });
    // The suggestion: Type "Prams" is the category named Prams, "Žaislai" the category toys by its Lithuanian
    // name, the tag Naujiena the badge value "new" by name; Vendor fills the brand.
    expect(checked.mapping).toEqual({
      types: { Prams: { taxon: 'prams' }, Žaislai: { taxon: 'toys' } },
      tags: {
        Toys: { taxon: 'toys', attributeValue: null },
        Naujiena: { taxon: null, attributeValue: 'badges:new' },
      },
      vendorAttribute: 'brand',
    });
    const applied = await client.apply(checked.id);
    expect(applied.counts).toEqual({ new: 2, updated: 0, unchanged: 0, failed: 0, disabled: 0 });

    const bag = (await client.call('GET', '/products/sleep-bag')).json() as AdminProduct;
    expect(bag).toMatchObject({
      enabled: true,
      mainTaxon: 'prams',
      attributes: { brand: ['chicco'], badges: ['new'] },
      channels: ['web', 'b2b'],
      translations: {
        lt: { name: 'Miegmaišis „Debesėlis“', slug: 'sleep-bag', metaTitle: 'Miegmaišis | Gandras' },
      },
    });
    expect(bag.translations.lt?.description).toContain('<p>Tinka nuo gimimo.</p>');
    expect(
      bag.variants.map((variant) => [
        variant.code,
        variant.optionValues,
        variant.channelPricings,
        variant.onHand,
      ]),
    ).toEqual([
      [
        'SB-06-G',
        { size: 'size-0-6-m', colour: 'colour-grey' },
        { web: { price: 2_990, originalPrice: 3_990 }, b2b: { price: 2_990, originalPrice: 3_990 } },
        4,
      ],
      [
        'SB-12-G',
        { size: 'size-6-12-m', colour: 'colour-grey' },
        { web: { price: 3_190, originalPrice: null }, b2b: { price: 3_190, originalPrice: null } },
        0,
      ],
      [
        'SB-12-B',
        { size: 'size-6-12-m', colour: 'colour-beige' },
        { web: { price: 3_190, originalPrice: null }, b2b: { price: 3_190, originalPrice: null } },
        2,
      ],
    ]);
    const rattle = (await client.call('GET', '/products/rattle')).json() as AdminProduct;
    expect(rattle).toMatchObject({
      enabled: false,
      mainTaxon: 'toys',
      attributes: { brand: ['nauja-firma'] },
    });
    expect(rattle.variants.map((variant) => [variant.code, variant.optionValues, variant.tracked])).toEqual([
      ['RAT-1', {}, false],
    ]);

    // Pictures by URL: fetched by jobs; the dead link is listed in the report and the product is there anyway.
    const done = await picturesSettled(checked.id);
    expect(done.pictures).toEqual({ pending: 0, fetched: 2, failed: 1 });
    const images = await catalogue.database.db
      .select({ source: productImages.source, position: productImages.position })
      .from(productImages)
      .innerJoin(products, eq(products.id, productImages.productId))
      .where(eq(products.code, 'sleep-bag'))
      .orderBy(productImages.position);
    expect(images.map((image) => image.source)).toEqual([
      `${base}/sleep-bag-1.png`,
      `${base}/sleep-bag-2.png`,
    ]);
    const report = await client.call('GET', `/catalogue-imports/${checked.id}/report`);
    expect(report.body).toContain(
      `3,Image Src,sleep-bag,The picture ${base}/dead-link.png could not be fetched: the server answered 404. The product was imported without it.`,
    );

    // The same file again: the fetched pictures are recognised by their source; only the dead link is tried
    // again (it may work by now), so its product counts as updated.
    const fetches = served.filter((url) => url !== '/dead-link.png').length;
    const again = await client.check({ bytes: shopifyFile() }, { format: 'shopify-csv', locale: 'lt' });
    expect(again.counts).toEqual({ new: 0, updated: 1, unchanged: 1, failed: 0, disabled: 0 });
    await picturesSettled((await client.apply(again.id)).id);
    expect(served.filter((url) => url !== '/dead-link.png').length).toBe(fetches);
    const count = await catalogue.database.db.select().from(productImages);
    expect(count.length).toBe(2);
  });

  it('pictures from an uploaded ZIP, by file name', async () => {
    const zip = zipOf({ 'photos/front.png': await picture('#ff0000'), 'side.png': await picture('#00ff00') });
    const csv = [
      'product,name:lt,variant,price:web,images,image_alt:lt',
      'zip-1,Su nuotraukomis,zip-1,10,front.png|side.png,Priekis|Šonas',
    ].join('\n');
    const checked = await client.check({ bytes: csv }, { format: 'shop-csv' }, zip);
    expect(checked.problems).toEqual([]);
    const applied = await client.apply(checked.id);
    expect(applied.counts?.new).toBe(1);
    const product = await client.call('GET', '/products/zip-1');
    expect(product.statusCode, product.body).toBe(200);
    const { images } = product.json() as AdminProduct;
    expect(images.map((image) => [image.main, image.alt])).toEqual([
      [true, { lt: 'Priekis' }],
      [false, { lt: 'Šonas' }],
    ]);
    const again = await client.check({ bytes: csv }, { format: 'shop-csv' }, zip);
    expect(again.counts).toMatchObject({ unchanged: 1, updated: 0 });
    const missing = await client.check(
      { bytes: csv.replace('side.png', 'back.png') },
      { format: 'shop-csv' },
      zip,
    );
    expect(missing.problems.map((problem) => problem.message)).toEqual([
      'There is no picture "back.png" in the uploaded ZIP.',
    ]);
  });
});
