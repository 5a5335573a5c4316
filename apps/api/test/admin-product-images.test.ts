import {
  FILE_MISSING_MESSAGE,
  IMAGE_SIZE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  MAX_IMAGE_BYTES,
  UNKNOWN_LOCALE_MESSAGE,
  type AdminAuditEntry,
  type AdminProductImage,
  type List,
  type ProductDetail,
  type SearchProductsResponse,
  type ValidationError,
} from '@shop/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshSearchDocuments } from '../src/modules/search/search-documents.ts';
import { adminTokenFor } from './helpers/admin-session.ts';
import { fixtures } from './helpers/fixtures.ts';
import { multipartBody, type MultipartPart } from './helpers/multipart.ts';
import { createTestApp } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

/** A real picture of the given format, drawn by sharp (never fetched). */
function picture(format: 'jpeg' | 'png' | 'webp', colour: string, width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .toFormat(format)
    .toBuffer();
}

describe('admin API: product pictures', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let token: string;

  const admin = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    options: { payload?: object; token?: string | null; headers?: Record<string, string> } = {},
  ): Promise<LightMyRequestResponse> => {
    const bearer = options.token === undefined ? token : options.token;
    return app.inject({
      method,
      url: `/api/v2/admin${url}`,
      headers: { ...(bearer ? { authorization: `Bearer ${bearer}` } : {}), ...options.headers },
      ...(options.payload === undefined ? {} : { payload: options.payload }),
    });
  };

  const upload = (code: string, parts: MultipartPart[], bearer?: string | null) => {
    const { payload, contentType } = multipartBody(parts);
    return admin('POST', `/products/${code}/images`, {
      payload,
      headers: { 'content-type': contentType },
      token: bearer,
    });
  };
  const uploadPicture = (code: string, bytes: Buffer, filename = 'photo.jpg', contentType = 'image/jpeg') =>
    upload(code, [{ name: 'file', value: bytes, filename, contentType }]);

  function violationsOf(response: LightMyRequestResponse) {
    expect(response.statusCode, response.body).toBe(422);
    return (response.json() as ValidationError).violations.map(({ propertyPath, message }) => ({
      propertyPath,
      message,
    }));
  }

  async function productPage(locale: 'lt' | 'en'): Promise<ProductDetail> {
    const response = await app.inject({ url: '/api/v2/shop/products/PRAM', headers: { locale } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as ProductDetail;
  }

  async function card(locale: 'lt' | 'en') {
    const response = await app.inject({
      url: '/api/v2/shop/search/products?query=Pram',
      headers: { locale },
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as SearchProductsResponse).data.find((item) => item.code === 'PRAM');
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    const data = fixtures(database.db);
    await data.locales(['lt', 'en']);
    const web = (await data.channel({ code: 'web', defaultLocale: 'lt', locales: ['lt', 'en'] })).id;
    for (const code of ['PRAM', 'COT']) {
      const product = await data.catalogueProduct({
        code,
        channelIds: [web],
        translations: {
          lt: { name: `Vežimėlis ${code}`, slug: `vezimelis-${code.toLowerCase()}` },
          en: { name: `Pram ${code}`, slug: `pram-${code.toLowerCase()}` },
        },
      });
      await data.variant({
        productId: product.id,
        code: `${code}-1`,
        onHand: 5,
        prices: [{ channelId: web, price: 19900 }],
      });
    }
    await refreshSearchDocuments(database.db);
    app = await createTestApp(database);
    token = await adminTokenFor(app, database.db);
  });
  afterAll(async () => {
    await app?.close();
    await database?.cleanup();
  });

  let pictures: AdminProductImage[] = [];
  const jpeg = picture('jpeg', '#d08c60');

  it('needs an administrator token', async () => {
    const response = await upload('PRAM', [{ name: 'file', value: await jpeg, filename: 'a.jpg' }], null);
    expect(response.statusCode).toBe(401);
    const patch = await admin('PATCH', '/products/PRAM/images/1', { payload: { main: true }, token: null });
    expect(patch.statusCode).toBe(401);
    const removal = await admin('DELETE', '/products/PRAM/images/1', { token: null });
    expect(removal.statusCode).toBe(401);
  });

  it('takes multipart bodies on the upload routes only', async () => {
    const { payload, contentType } = multipartBody([{ name: 'email', value: 'admin@example.lt' }]);
    const elsewhere = await app.inject({
      method: 'POST',
      url: '/api/v2/admin/token',
      headers: { 'content-type': contentType },
      payload,
    });
    expect(elsewhere.statusCode).toBe(415);
  });

  it('adds JPEG, PNG and WebP pictures, named after their content, in upload order; the first is the main one', async () => {
    const first = await uploadPicture('PRAM', await jpeg);
    expect(first.statusCode, first.body).toBe(201);
    // The declared type and name do not matter: a PNG sent as "scan.jpg" is stored as the PNG it is.
    const second = await uploadPicture('PRAM', await picture('png', '#4a7ab5'), 'scan.jpg', 'image/jpeg');
    expect(second.statusCode, second.body).toBe(201);
    const third = await uploadPicture(
      'PRAM',
      await picture('webp', '#3c9a5f'),
      'side',
      'application/octet-stream',
    );
    expect(third.statusCode, third.body).toBe(201);
    pictures = third.json() as AdminProductImage[];
    expect(pictures.map(({ position, main, alt }) => ({ position, main, alt }))).toEqual([
      { position: 0, main: true, alt: {} },
      { position: 1, main: false, alt: {} },
      { position: 2, main: false, alt: {} },
    ]);
    expect(pictures.map((image) => image.path)).toEqual([
      expect.stringMatching(/^products\/uploads\/[0-9a-f]{40}\.jpg$/),
      expect.stringMatching(/^products\/uploads\/[0-9a-f]{40}\.png$/),
      expect.stringMatching(/^products\/uploads\/[0-9a-f]{40}\.webp$/),
    ]);
    // The original is served as uploaded, and the image filters render it.
    const original = await app.inject({ url: `/media/${pictures[0]!.path}` });
    expect(original.statusCode).toBe(200);
    expect(original.rawPayload.equals(await jpeg)).toBe(true);
    const resized = await app.inject({ url: `/media/cache/product_card/${pictures[1]!.path}` });
    expect(resized.statusCode).toBe(200);
    expect(resized.headers['content-type']).toBe('image/webp');
  });

  it('refuses a renamed non-image, a truncated picture, an oversized file and a missing file, with 422 at file', async () => {
    const text = await uploadPicture('PRAM', Buffer.from('not a picture at all\n'.repeat(50)), 'photo.jpg');
    expect(violationsOf(text)).toEqual([{ propertyPath: 'file', message: IMAGE_TYPE_MESSAGE }]);
    const whole = await picture('jpeg', '#aa3333', 400, 300);
    const truncated = await uploadPicture('PRAM', whole.subarray(0, Math.floor(whole.length / 2)));
    expect(violationsOf(truncated)).toEqual([{ propertyPath: 'file', message: IMAGE_TYPE_MESSAGE }]);
    const huge = Buffer.concat([await jpeg, Buffer.alloc(MAX_IMAGE_BYTES)]);
    const oversized = await uploadPicture('PRAM', huge, 'big.jpg');
    expect(violationsOf(oversized)).toEqual([{ propertyPath: 'file', message: IMAGE_SIZE_MESSAGE }]);
    const missing = await upload('PRAM', [{ name: 'note', value: 'no file here' }]);
    expect(violationsOf(missing)).toEqual([{ propertyPath: 'file', message: FILE_MISSING_MESSAGE }]);
    const json = await admin('POST', '/products/PRAM/images', { payload: { file: 'x' } });
    expect(violationsOf(json)).toEqual([{ propertyPath: 'file', message: FILE_MISSING_MESSAGE }]);
    // Nothing was added by the refused requests.
    const listed = await admin('PATCH', `/products/PRAM/images/${pictures[0]!.id}`, { payload: {} });
    expect((listed.json() as AdminProductImage[]).length).toBe(3);
  });

  it('answers 404 for an unknown product or a picture of another product', async () => {
    const unknown = await uploadPicture('NOPE', await jpeg);
    expect(unknown.statusCode).toBe(404);
    const otherProduct = await admin('PATCH', `/products/COT/images/${pictures[0]!.id}`, {
      payload: { main: true },
    });
    expect(otherProduct.statusCode).toBe(404);
    expect(otherProduct.json()).toEqual({
      code: 404,
      message: `Product COT has no picture ${pictures[0]!.id}.`,
    });
    const missing = await admin('DELETE', '/products/PRAM/images/999999');
    expect(missing.statusCode).toBe(404);
  });

  it('moves a picture (the others renumbered) and makes another the main one', async () => {
    const [a, b, c] = pictures.map((image) => image.id);
    const moved = await admin('PATCH', `/products/PRAM/images/${c}`, { payload: { position: 1 } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(
      (moved.json() as AdminProductImage[]).map(({ id, position, main }) => [id, position, main]),
    ).toEqual([
      [a, 0, true],
      [c, 1, false],
      [b, 2, false],
    ]);
    const main = await admin('PATCH', `/products/PRAM/images/${b}`, { payload: { main: true } });
    pictures = main.json() as AdminProductImage[];
    expect(pictures.map(({ id, position, main }) => [id, position, main])).toEqual([
      [b, 0, true],
      [a, 1, false],
      [c, 2, false],
    ]);
    // The shop's product page and card show the new main picture first.
    expect((await productPage('lt')).images[0]?.path).toBe(pictures[0]!.path);
    expect((await card('lt'))?.images[0]?.path).toBe(pictures[0]!.path);
  });

  it('stores alt texts per locale; the shop shows them, else the product name', async () => {
    const mainId = pictures[0]!.id;
    expect((await productPage('en')).images[0]?.alt).toBe('Pram PRAM');
    const unknownLocale = await admin('PATCH', `/products/PRAM/images/${mainId}`, {
      payload: { alt: { et: 'Lapsevanker' } },
    });
    expect(violationsOf(unknownLocale)).toEqual([
      { propertyPath: 'alt.et', message: UNKNOWN_LOCALE_MESSAGE },
    ]);
    const saved = await admin('PATCH', `/products/PRAM/images/${mainId}`, {
      payload: { alt: { lt: 'Žalias vežimėlis iš šono', en: 'Green pram from the side' } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((saved.json() as AdminProductImage[])[0]?.alt).toEqual({
      lt: 'Žalias vežimėlis iš šono',
      en: 'Green pram from the side',
    });
    expect((await productPage('en')).images.map((image) => image.alt)).toEqual([
      'Green pram from the side',
      'Pram PRAM',
      'Pram PRAM',
    ]);
    expect((await productPage('lt')).images[0]?.alt).toBe('Žalias vežimėlis iš šono');
    expect((await card('en'))?.images[0]?.alt).toBe('Green pram from the side');
    // An empty text removes the locale's own: the name is shown again.
    const cleared = await admin('PATCH', `/products/PRAM/images/${mainId}`, { payload: { alt: { en: '' } } });
    expect((cleared.json() as AdminProductImage[])[0]?.alt).toEqual({ lt: 'Žalias vežimėlis iš šono' });
    expect((await card('en'))?.images[0]?.alt).toBe('Pram PRAM');
  });

  it('removes a picture and its file, but keeps a file another product still shows', async () => {
    const shared = await uploadPicture('COT', await jpeg);
    expect(shared.statusCode).toBe(201);
    const sharedPath = (shared.json() as AdminProductImage[])[0]!.path;
    const jpegPicture = pictures.find((image) => image.path === sharedPath)!;
    const removed = await admin('DELETE', `/products/PRAM/images/${jpegPicture.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((removed.json() as AdminProductImage[]).map(({ position }) => position)).toEqual([0, 1]);
    expect((await app.inject({ url: `/media/${sharedPath}` })).statusCode).toBe(200);

    const onlyHere = pictures.find((image) => image.path.endsWith('.webp'))!;
    await admin('DELETE', `/products/PRAM/images/${onlyHere.id}`);
    expect((await app.inject({ url: `/media/${onlyHere.path}` })).statusCode).toBe(404);
    const left = await productPage('lt');
    expect(left.images.map((image) => image.path)).toEqual([pictures[0]!.path]);
  });

  it('writes an audit line for every change, with before and after', async () => {
    const audit = (await admin('GET', '/audit-log?itemsPerPage=100')).json() as List<AdminAuditEntry>;
    const actions = audit.data.filter((entry) => entry.subjectId === 'PRAM').map((entry) => entry.action);
    expect(actions.filter((action) => action === 'product.image.add')).toHaveLength(3);
    expect(actions.filter((action) => action === 'product.image.update')).toHaveLength(4);
    expect(actions.filter((action) => action === 'product.image.remove')).toHaveLength(2);
    expect(audit.data.find((entry) => entry.action === 'product.image.remove')?.summary).toMatch(
      /^Ona Administratorė removed picture \d+ of product PRAM$/,
    );
  });
});
