import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtures } from './helpers/fixtures.ts';
import { createTestApp } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

const PDF_BYTES = Buffer.from('%PDF-1.4\n% a tiny manual\n%%EOF\n', 'latin1');

describe('product detail, attribute values and downloads', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let pramId: number;
  let disabledId: number;
  let b2bOnlyId: number;
  let rootId: number;
  let childId: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    const data = fixtures(database.db);
    await data.locales();
    const web = (await data.channel({ code: 'web', defaultLocale: 'lt', locales: ['lt', 'en'] })).id;
    const b2b = (await data.channel({ code: 'b2b', defaultLocale: 'lt', locales: ['lt'] })).id;
    const root = await data.taxon({
      code: 'baby',
      translations: { lt: { name: 'Kūdikiams', slug: 'kudikiams' }, en: { name: 'Baby', slug: 'baby' } },
    });
    const child = await data.taxon({
      code: 'prams',
      parentId: root.id,
      translations: {
        lt: { name: 'Vežimėliai', slug: 'kudikiams/vezimeliai' },
        en: { name: 'Prams', slug: 'baby/prams' },
      },
    });
    const gifts = await data.taxon({
      code: 'gifts',
      translations: { lt: { name: 'Dovanos', slug: 'dovanos' } },
    });
    rootId = root.id;
    childId = child.id;

    const pram = await data.catalogueProduct({
      code: 'PRAM-1',
      channelIds: [web, b2b],
      taxonIds: [gifts.id, child.id],
      mainTaxonId: child.id,
      requiresLogin: true,
      translations: {
        lt: {
          name: 'Vežimėlis Luna',
          slug: 'vezimelis-luna',
          description: '<p onclick="x()">Lengvas <b>vežimėlis</b></p><script>alert(1)</script>',
        },
        en: { name: 'Luna pram', slug: 'luna-pram', description: '<p>Light <b>pram</b></p>' },
        et: { name: 'Luna käru', slug: 'luna-karu' },
      },
    });
    pramId = pram.id;
    for (const position of [0, 1, 2])
      await data.productImage(pram.id, `products/pram-${position}.webp`, position);
    const { valueIds } = await data.productOption({
      code: 'colour',
      names: { lt: 'Spalva', en: 'Colour' },
      values: [
        { code: 'black', names: { lt: 'Juoda', en: 'Black' } },
        { code: 'grey', names: { lt: 'Pilka', en: 'Grey' } },
      ],
    });
    const black = await data.variant({
      productId: pram.id,
      code: 'PRAM-1-BLACK',
      position: 0,
      onHand: 5,
      onHold: 2,
      names: { lt: 'Juodas', en: 'Black' },
      prices: [{ channelId: web, price: 39900, originalPrice: 49900 }],
      optionValueIds: [valueIds.get('black')!],
    });
    const grey = await data.variant({
      productId: pram.id,
      code: 'PRAM-1-GREY',
      position: 1,
      tracked: false,
      names: { lt: 'Pilkas', en: 'Grey' },
      prices: [{ channelId: web, price: 42900 }],
      optionValueIds: [valueIds.get('grey')!],
    });
    await data.variant({
      productId: pram.id,
      code: 'PRAM-1-OLD',
      position: 2,
      enabled: false,
      prices: [{ channelId: web, price: 1 }],
    });

    const vilnius = await data.warehouse({
      code: 'vilnius',
      name: 'Vilniaus sandėlis',
      address: 'Savanorių pr. 178',
    });
    const kaunas = await data.warehouse({ code: 'kaunas', name: 'Kauno sandėlis' });
    await data.warehouse({ code: 'empty', name: 'Tuščias sandėlis' });
    await data.warehouseStock(vilnius.id, black.id, 3);
    await data.warehouseStock(kaunas.id, black.id, 2);
    await data.warehouseStock(vilnius.id, grey.id, 0);

    const brand = await data.attributeValue({
      attribute: { code: 'brand', slug: 'brand' },
      code: 'chicco',
      slug: 'chicco',
      translations: { lt: { name: 'Chicco' }, en: { name: 'Chicco' } },
    });
    await data.styleAttributeValue(brand.id, {
      showInProductList: true,
      placements: ['product-inner-top', 'product-list'],
    });
    const material = await data.attributeValue({
      attribute: { code: 'material', slug: 'medziaga' },
      code: 'cotton',
      slug: 'medvilne',
      translations: {
        lt: { name: 'Medvilnė', value: 'Medvilnė 100 %' },
        en: { name: 'Cotton', value: '100 % cotton' },
      },
    });
    await data.linkAttributeValues(pram.id, [brand.id, material.id]);

    await mkdir(join(database.config.mediaDir, 'downloads', 'manuals'), { recursive: true });
    await writeFile(join(database.config.mediaDir, 'downloads', 'manuals', 'luna-lt.pdf'), PDF_BYTES);
    await writeFile(join(database.config.mediaDir, 'secret.pdf'), PDF_BYTES);
    await data.productDownload({
      productId: pram.id,
      locale: 'lt',
      name: 'Naudojimo instrukcija',
      path: 'downloads/manuals/luna-lt.pdf',
      position: 0,
    });
    await data.productDownload({
      productId: pram.id,
      locale: 'en',
      name: 'User manual',
      path: 'downloads/manuals/luna-en.pdf',
      position: 0,
    });
    await data.productDownload({
      productId: pram.id,
      locale: null,
      name: 'Sertifikatas EN 1888',
      path: 'downloads/manuals/cert.pdf',
      position: 1,
    });
    await data.productDownload({
      productId: pram.id,
      locale: null,
      name: 'Outside',
      path: 'secret.pdf',
      position: 2,
    });

    // A bundle: a visible part and a part sold only in bundles.
    const part = await data.catalogueProduct({
      code: 'BAG',
      channelIds: [web],
      onlySellInBundle: true,
      translations: { lt: { name: 'Krepšys', slug: 'krepsys' }, en: { name: 'Bag', slug: 'bag' } },
    });
    await data.productImage(part.id, 'products/bag.webp');
    const bagVariant = await data.variant({
      productId: part.id,
      code: 'BAG-1',
      names: { en: 'Bag, beige' },
      prices: [{ channelId: web, price: 2000 }],
    });
    const bundle = await data.catalogueProduct({
      code: 'SET',
      isBundle: true,
      bundleInStock: false,
      channelIds: [web],
      translations: { lt: { name: 'Rinkinys', slug: 'rinkinys' }, en: { name: 'Set', slug: 'set' } },
    });
    await data.variant({
      productId: bundle.id,
      code: 'SET-1',
      onHand: 10,
      prices: [{ channelId: web, price: 45000 }],
    });
    await data.bundleItem(bundle.id, grey.id, 1);
    await data.bundleItem(bundle.id, bagVariant.id, 2);

    disabledId = (
      await data.catalogueProduct({
        code: 'OFF',
        enabled: false,
        channelIds: [web],
        translations: { lt: { name: 'Off', slug: 'off' } },
      })
    ).id;
    b2bOnlyId = (
      await data.catalogueProduct({
        code: 'B2B-ONLY',
        channelIds: [b2b],
        translations: { lt: { name: 'Verslui', slug: 'verslui' } },
      })
    ).id;
    app = await createTestApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.cleanup();
  });

  const getProduct = (path: string, locale = 'en') =>
    app.inject({ url: `/api/v2/shop/products/${path}`, headers: { locale } });

  describe('GET /products/{code} and /products/by-id/{id}', () => {
    it('answers the same product by code and by id', async () => {
      const byCode = await getProduct('PRAM-1');
      const byId = await getProduct(`by-id/${pramId}`);
      expect(byCode.statusCode).toBe(200);
      expect(byId.statusCode).toBe(200);
      expect(byId.json()).toEqual(byCode.json());
      expect(byCode.json()).toMatchObject({
        id: pramId,
        code: 'PRAM-1',
        name: 'Luna pram',
        slug: 'luna-pram',
        requiresLogin: true,
        inStock: true,
        discountPercentage: 20,
        variantCount: 2,
      });
    });

    it('lists every image, the enabled variants with stock and localised options', async () => {
      const product = (await getProduct('PRAM-1')).json();
      expect(product.images.map((image: { path: string }) => image.path)).toEqual([
        'products/pram-0.webp',
        'products/pram-1.webp',
        'products/pram-2.webp',
      ]);
      expect(product.variants).toEqual([
        {
          code: 'PRAM-1-BLACK',
          name: 'Black',
          enabled: true,
          inStock: true,
          tracked: true,
          stock: 3,
          maxQuantityPerOrder: null,
          prices: { price: 39900, originalPrices: [49900], discountPercentages: [20] },
          optionValues: [{ optionCode: 'colour', optionName: 'Colour', code: 'black', value: 'Black' }],
        },
        {
          code: 'PRAM-1-GREY',
          name: 'Grey',
          enabled: true,
          inStock: true,
          tracked: false,
          stock: null,
          maxQuantityPerOrder: null,
          prices: { price: 42900, originalPrices: [], discountPercentages: [] },
          optionValues: [{ optionCode: 'colour', optionName: 'Colour', code: 'grey', value: 'Grey' }],
        },
      ]);
      expect(product.defaultVariant.code).toBe('PRAM-1-BLACK');
      expect(product.options).toEqual([
        {
          code: 'colour',
          name: 'Colour',
          values: [
            { code: 'black', value: 'Black' },
            { code: 'grey', value: 'Grey' },
          ],
        },
      ]);
    });

    it('gives all attribute values with placements, and the card badges among them', async () => {
      const product = (await getProduct('PRAM-1')).json();
      expect(product.attributeValues.map((value: { code: string }) => value.code)).toEqual([
        'chicco',
        'cotton',
      ]);
      expect(product.attributeValues[1]).toMatchObject({
        name: 'Cotton',
        value: '100 % cotton',
        attribute: { slug: 'medziaga' },
      });
      expect(product.attributeValues[0].placements).toEqual(['product-inner-top', 'product-list']);
      expect(product.badges.map((value: { code: string }) => value.code)).toEqual(['chicco']);
    });

    it('gives categories in position order, breadcrumbs from the root and the main category', async () => {
      const product = (await getProduct('PRAM-1')).json();
      expect(product.categories.map((taxon: { code: string }) => taxon.code)).toEqual(['gifts', 'prams']);
      // The gifts category has no English text: the channel default (Lithuanian) is used.
      expect(product.categories[0]).toMatchObject({ name: 'Dovanos', slug: 'dovanos' });
      expect(product.breadcrumbs).toEqual([
        { id: rootId, code: 'baby', slug: 'baby', name: 'Baby' },
        { id: childId, code: 'prams', slug: 'baby/prams', name: 'Prams' },
      ]);
      expect(product.mainTaxon).toEqual({ id: childId, code: 'prams', slug: 'baby/prams', name: 'Prams' });
    });

    it('lists the warehouses holding the variants with units per variant', async () => {
      const product = (await getProduct('PRAM-1')).json();
      expect(product.warehouses).toEqual([
        {
          code: 'vilnius',
          name: 'Vilniaus sandėlis',
          address: 'Savanorių pr. 178',
          stocks: [{ variantCode: 'PRAM-1-BLACK', onHand: 3 }],
        },
        {
          code: 'kaunas',
          name: 'Kauno sandėlis',
          address: null,
          stocks: [{ variantCode: 'PRAM-1-BLACK', onHand: 2 }],
        },
      ]);
    });

    it('lists downloads for the locale and for every locale, with type and size, never outside the folder', async () => {
      const lt = (await getProduct('PRAM-1', 'lt')).json();
      expect(lt.downloads).toEqual([
        {
          name: 'Naudojimo instrukcija',
          url: '/media/downloads/manuals/luna-lt.pdf',
          contentType: 'application/pdf',
          size: PDF_BYTES.length,
        },
        {
          name: 'Sertifikatas EN 1888',
          url: '/media/downloads/manuals/cert.pdf',
          contentType: 'application/pdf',
          size: null,
        },
      ]);
      const en = (await getProduct('PRAM-1', 'en')).json();
      expect(en.downloads.map((download: { name: string }) => download.name)).toEqual([
        'User manual',
        'Sertifikatas EN 1888',
      ]);
    });

    it('sanitises the description and gives a slug for each channel locale only', async () => {
      const lt = (await getProduct('PRAM-1', 'lt')).json();
      expect(lt.description).toBe('<p>Lengvas <b>vežimėlis</b></p>');
      expect(lt.slugs).toEqual({ lt: 'vezimelis-luna', en: 'luna-pram' });
    });

    it('describes bundle parts; a part sold only in bundles is flagged', async () => {
      const bundle = (await getProduct('SET')).json();
      expect(bundle).toMatchObject({ isBundle: true, inStock: false });
      expect(bundle.bundleParts).toEqual([
        {
          quantity: 1,
          variantCode: 'PRAM-1-GREY',
          variantName: 'Grey',
          product: {
            id: pramId,
            code: 'PRAM-1',
            slug: 'luna-pram',
            name: 'Luna pram',
            image: 'products/pram-0.webp',
            onlySellInBundle: false,
          },
        },
        {
          quantity: 2,
          variantCode: 'BAG-1',
          variantName: 'Bag, beige',
          product: expect.objectContaining({
            code: 'BAG',
            name: 'Bag',
            image: 'products/bag.webp',
            onlySellInBundle: true,
          }),
        },
      ]);
      expect((await getProduct('PRAM-1')).json().bundleParts).toEqual([]);
    });

    it('tells a part sold only in a set which set holds it, with the set as a card (link and price)', async () => {
      const bag = (await getProduct('BAG')).json();
      expect(bag.containingBundles.map((set: { code: string }) => set.code)).toEqual(['SET']);
      expect(bag.containingBundles[0]).toMatchObject({ code: 'SET', isBundle: true });
      expect(bag.containingBundles[0].defaultVariant.prices.price).toEqual(expect.any(Number));
      // Products sold on their own need no such pointer.
      expect((await getProduct('PRAM-1')).json().containingBundles).toEqual([]);
    });

    it('answers 404 for unknown, disabled and other-channel products', async () => {
      for (const path of [
        'NOPE',
        'OFF',
        'B2B-ONLY',
        `by-id/${disabledId}`,
        `by-id/${b2bOnlyId}`,
        'by-id/999999',
      ]) {
        const response = await getProduct(path);
        expect(response.statusCode, path).toBe(404);
        expect(response.json().code).toBe(404);
        expect(response.json().message).toMatch(/^Product .* not found\.$/);
      }
      const inB2b = await app.inject({
        url: `/api/v2/shop/products/by-id/${b2bOnlyId}`,
        headers: { channel: 'b2b' },
      });
      expect(inB2b.statusCode).toBe(200);
    });

    it('answers 400 naming the id when it is not a positive whole number', async () => {
      for (const id of ['abc', '0', '1.5']) {
        const response = await getProduct(`by-id/${id}`);
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toContain('"id"');
      }
    });
  });

  describe('GET /attribute-values/{attributeSlug}/{valueSlug}', () => {
    it('answers the value in the request locale', async () => {
      const response = await app.inject({
        url: '/api/v2/shop/attribute-values/medziaga/medvilne',
        headers: { locale: 'lt' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        code: 'cotton',
        slug: 'medvilne',
        name: 'Medvilnė',
        value: 'Medvilnė 100 %',
        attribute: { code: 'material', slug: 'medziaga' },
      });
    });

    it('answers 404 for an unknown value or attribute', async () => {
      for (const path of ['brand/nope', 'nope/chicco', 'medziaga/chicco']) {
        const response = await app.inject({ url: `/api/v2/shop/attribute-values/${path}` });
        expect(response.statusCode, path).toBe(404);
        expect(response.json().message).toContain('not found');
      }
    });
  });

  describe('GET /media/downloads/*', () => {
    it('serves a download inline with its type, name and cache headers', async () => {
      const response = await app.inject({ url: '/media/downloads/manuals/luna-lt.pdf' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(
        `inline; filename="luna-lt.pdf"; filename*=UTF-8''luna-lt.pdf`,
      );
      expect(response.headers['cache-control']).toBe('public, max-age=3600');
      expect(response.rawPayload.equals(PDF_BYTES)).toBe(true);
      const again = await app.inject({
        url: '/media/downloads/manuals/luna-lt.pdf',
        headers: { 'if-modified-since': String(response.headers['last-modified']) },
      });
      expect(again.statusCode).toBe(304);
    });

    it('answers 404 for missing files and for paths leaving the downloads folder', async () => {
      for (const path of [
        'manuals/missing.pdf',
        '../secret.pdf',
        '..%2Fsecret.pdf',
        'manuals/..%2F..%2Fsecret.pdf',
        '%2Fetc%2Fpasswd',
      ]) {
        const response = await app.inject({ url: `/media/downloads/${path}` });
        expect(response.statusCode, path).toBe(404);
        expect(response.json().code).toBe(404);
      }
    });
  });
});
