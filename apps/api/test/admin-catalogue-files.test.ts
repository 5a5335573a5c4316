import {
  DOWNLOAD_TYPE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  BLANK_MESSAGE,
  type AdminAuditEntry,
  type List,
  type ProductDetail,
  type SearchProductsResponse,
  type ValidationError,
} from '@shop/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderPdf } from '../src/demo/documents/minimal-pdf.ts';
import { refreshSearchDocuments } from '../src/modules/search/search-documents.ts';
import { adminTokenFor } from './helpers/admin-session.ts';
import { fixtures } from './helpers/fixtures.ts';
import { multipartBody, type MultipartPart } from './helpers/multipart.ts';
import { createTestApp } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

interface Download {
  id: number;
  name: string;
  path: string;
  locale: string | null;
}

const LOGO = sharp({ create: { width: 120, height: 60, channels: 4, background: '#1d3557' } })
  .png()
  .toBuffer();

describe('admin API: product downloads, category pictures and brand logos', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let token: string;

  const send = (
    method: 'POST' | 'DELETE' | 'GET',
    url: string,
    parts?: MultipartPart[],
    bearer: string | null = token,
  ): Promise<LightMyRequestResponse> => {
    const body = parts ? multipartBody(parts) : null;
    return app.inject({
      method,
      url,
      headers: {
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
        ...(body ? { 'content-type': body.contentType } : {}),
      },
      ...(body ? { payload: body.payload } : {}),
    });
  };
  const file = (value: Buffer, filename = 'manual.pdf', contentType = 'application/pdf'): MultipartPart => ({
    name: 'file',
    value,
    filename,
    contentType,
  });
  const violations = (response: LightMyRequestResponse) => {
    expect(response.statusCode, response.body).toBe(422);
    return (response.json() as ValidationError).violations.map(({ propertyPath, message }) => ({
      propertyPath,
      message,
    }));
  };
  const shopProduct = async (locale: 'lt' | 'en') =>
    (await app.inject({ url: '/api/v2/shop/products/SEAT', headers: { locale } })).json() as ProductDetail;

  beforeAll(async () => {
    database = await createTestDatabase();
    const data = fixtures(database.db);
    await data.locales(['lt', 'en']);
    const web = (await data.channel({ code: 'web', defaultLocale: 'lt', locales: ['lt', 'en'] })).id;
    await data.taxon({
      code: 'seats',
      translations: { lt: { name: 'Kėdutės', slug: 'keduts' }, en: { name: 'Car seats', slug: 'car-seats' } },
    });
    const brand = await data.attributeValue({
      attribute: { code: 'brand', slug: 'brand' },
      code: 'chicco',
      slug: 'chicco',
      translations: { lt: { name: 'Chicco' }, en: { name: 'Chicco' } },
    });
    await data.styleAttributeValue(brand.id, { showInProductList: true, placements: ['product-list'] });
    const product = await data.catalogueProduct({
      code: 'SEAT',
      channelIds: [web],
      translations: { lt: { name: 'Kėdutė', slug: 'kedute' }, en: { name: 'Car seat', slug: 'car-seat' } },
    });
    await data.variant({
      productId: product.id,
      code: 'SEAT-1',
      onHand: 2,
      prices: [{ channelId: web, price: 9900 }],
    });
    await data.linkAttributeValues(product.id, [brand.id]);
    await refreshSearchDocuments(database.db);
    app = await createTestApp(database);
    token = await adminTokenFor(app, database.db);
  });
  afterAll(async () => {
    await app?.close();
    await database?.cleanup();
  });

  const pdf = renderPdf({
    title: 'Naudojimo instrukcija',
    lines: [{ text: 'Tvirtinkite diržus.', size: 11 }],
  });

  describe('product downloads', () => {
    let downloads: Download[] = [];

    it('adds a PDF for one locale or for all, shown on the product page', async () => {
      const lt = await send('POST', '/api/v2/admin/products/SEAT/downloads', [
        file(pdf),
        { name: 'name', value: 'Naudojimo instrukcija' },
        { name: 'locale', value: 'lt' },
      ]);
      expect(lt.statusCode, lt.body).toBe(201);
      const all = await send('POST', '/api/v2/admin/products/SEAT/downloads', [
        { name: 'name', value: 'Certificate' },
        file(
          Buffer.concat([pdf, Buffer.from('\n% certificate\n%%EOF\n')]),
          'cert.bin',
          'application/octet-stream',
        ),
      ]);
      expect(all.statusCode, all.body).toBe(201);
      downloads = all.json() as Download[];
      expect(downloads).toEqual([
        {
          id: expect.any(Number),
          name: 'Naudojimo instrukcija',
          path: expect.stringMatching(/^downloads\/uploads\/[0-9a-f]{40}\.pdf$/),
          locale: 'lt',
        },
        { id: expect.any(Number), name: 'Certificate', path: expect.stringMatching(/\.pdf$/), locale: null },
      ]);
      const inLt = (await shopProduct('lt')).downloads;
      expect(inLt.map((download) => [download.name, download.size])).toEqual([
        ['Naudojimo instrukcija', pdf.length],
        ['Certificate', expect.any(Number)],
      ]);
      expect((await shopProduct('en')).downloads.map((download) => download.name)).toEqual(['Certificate']);
      const served = await app.inject({ url: inLt[0]!.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('application/pdf');
      expect(served.rawPayload.equals(pdf)).toBe(true);
    });

    it('refuses a file that is not a PDF, a blank name and an unknown locale, all at once', async () => {
      const refused = await send('POST', '/api/v2/admin/products/SEAT/downloads', [
        file(Buffer.from('just text, named .pdf'), 'manual.pdf'),
        { name: 'name', value: '  ' },
        { name: 'locale', value: 'et' },
      ]);
      expect(violations(refused)).toEqual([
        { propertyPath: 'file', message: DOWNLOAD_TYPE_MESSAGE },
        { propertyPath: 'name', message: BLANK_MESSAGE },
        { propertyPath: 'locale', message: 'The shop has no such language.' },
      ]);
      const picture = await send('POST', '/api/v2/admin/products/SEAT/downloads', [
        file(await LOGO, 'manual.pdf'),
        { name: 'name', value: 'Manual' },
        { name: 'locale', value: 'xx' },
      ]);
      expect(violations(picture)).toEqual([
        { propertyPath: 'file', message: DOWNLOAD_TYPE_MESSAGE },
        { propertyPath: 'locale', message: 'The shop has no such language.' },
      ]);
    });

    it('removes a download and its file; 404 for unknown ones; 401 without a token', async () => {
      const unauthenticated = await send(
        'DELETE',
        `/api/v2/admin/products/SEAT/downloads/${downloads[0]!.id}`,
        undefined,
        null,
      );
      expect(unauthenticated.statusCode).toBe(401);
      expect((await send('DELETE', '/api/v2/admin/products/SEAT/downloads/999999')).statusCode).toBe(404);
      expect(
        (await send('DELETE', `/api/v2/admin/products/NOPE/downloads/${downloads[0]!.id}`)).statusCode,
      ).toBe(404);
      const url = (await shopProduct('lt')).downloads[0]!.url;
      const removed = await send('DELETE', `/api/v2/admin/products/SEAT/downloads/${downloads[0]!.id}`);
      expect(removed.statusCode, removed.body).toBe(200);
      expect((removed.json() as Download[]).map((download) => download.name)).toEqual(['Certificate']);
      expect((await app.inject({ url })).statusCode).toBe(404);
      expect((await shopProduct('lt')).downloads.map((download) => download.name)).toEqual(['Certificate']);
    });
  });

  describe('category pictures', () => {
    const shopTaxon = async () =>
      ((await app.inject({ url: '/api/v2/shop/taxons?code=seats' })).json() as List<{ image: string | null }>)
        .data[0]?.image;

    it('sets a checked picture, replaces it (the old file goes) and removes it', async () => {
      expect(
        (await send('POST', '/api/v2/admin/taxons/seats/image', [file(await LOGO, 'a.png')], null))
          .statusCode,
      ).toBe(401);
      const renamed = await send('POST', '/api/v2/admin/taxons/seats/image', [
        file(Buffer.from('GIF89a?'), 'x.png', 'image/png'),
      ]);
      expect(violations(renamed)).toEqual([{ propertyPath: 'file', message: IMAGE_TYPE_MESSAGE }]);
      const first = await send('POST', '/api/v2/admin/taxons/seats/image', [
        file(await LOGO, 'a.png', 'image/png'),
      ]);
      expect(first.statusCode, first.body).toBe(200);
      const firstPath = (first.json() as { image: string }).image;
      expect(firstPath).toMatch(/^taxons\/uploads\/[0-9a-f]{40}\.png$/);
      expect(await shopTaxon()).toBe(firstPath);

      const webp = await sharp(await LOGO)
        .webp()
        .toBuffer();
      const second = await send('POST', '/api/v2/admin/taxons/seats/image', [
        file(webp, 'b.webp', 'image/webp'),
      ]);
      const secondPath = (second.json() as { image: string }).image;
      expect(secondPath).toMatch(/\.webp$/);
      expect(await shopTaxon()).toBe(secondPath);
      expect((await app.inject({ url: `/media/${firstPath}` })).statusCode).toBe(404);

      const removed = await send('DELETE', '/api/v2/admin/taxons/seats/image');
      expect(removed.json()).toEqual({ image: null });
      expect(await shopTaxon()).toBeNull();
      expect((await app.inject({ url: `/media/${secondPath}` })).statusCode).toBe(404);
      expect((await send('DELETE', '/api/v2/admin/taxons/nope/image')).statusCode).toBe(404);
      expect((await send('POST', '/api/v2/admin/taxons/nope/image', [file(await LOGO)])).statusCode).toBe(
        404,
      );
    });
  });

  describe('brand logos', () => {
    it("sets an attribute value's picture, shown with the brand and on the product's card", async () => {
      const set = await send('POST', '/api/v2/admin/product-attributes/brand/values/chicco/image', [
        file(await LOGO, 'chicco.png', 'image/png'),
      ]);
      expect(set.statusCode, set.body).toBe(200);
      const logo = (set.json() as { image: string }).image;
      const brandPage = await app.inject({ url: '/api/v2/shop/attribute-values/brand/chicco' });
      expect((brandPage.json() as { image: string | null }).image).toBe(logo);
      const search = await app.inject({ url: '/api/v2/shop/search/products?query=Kėdutė' });
      const card = (search.json() as SearchProductsResponse).data.find((item) => item.code === 'SEAT');
      expect(card?.badges.map((badge) => badge.image)).toEqual([logo]);

      expect(
        (await send('POST', '/api/v2/admin/product-attributes/brand/values/nope/image', [file(await LOGO)]))
          .statusCode,
      ).toBe(404);
      expect(
        (await send('DELETE', '/api/v2/admin/product-attributes/colour/values/chicco/image')).statusCode,
      ).toBe(404);
      const removed = await send('DELETE', '/api/v2/admin/product-attributes/brand/values/chicco/image');
      expect(removed.json()).toEqual({ image: null });
    });
  });

  it('audits each change', async () => {
    const audit = (
      await send('GET', '/api/v2/admin/audit-log?itemsPerPage=100')
    ).json() as List<AdminAuditEntry>;
    expect(
      audit.data
        .map((entry) => `${entry.action} ${entry.subjectId}`)
        .reverse()
        .filter((line) => !line.startsWith('admin.')),
    ).toEqual([
      'product.download.add SEAT',
      'product.download.add SEAT',
      'product.download.remove SEAT',
      'taxon.image.set seats',
      'taxon.image.set seats',
      'taxon.image.remove seats',
      'attributeValue.image.set brand/chicco',
      'attributeValue.image.remove brand/chicco',
    ]);
  });
});
