import {
  CONTENT_BLOCK_CODE_TAKEN_MESSAGE,
  CONTENT_BLOCK_REORDER_MESSAGE,
  CONTENT_BLOCK_TYPES,
  type AdminContentBlock,
  type AdminContentBlockList,
  type AdminContentBlockTypeList,
  type AdminContentPicture,
  type ContentBlock,
  type List,
  type ValidationError,
} from '@shop/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { administrators } from '../src/db/schema/index.ts';
import { queryRows, toNumber } from '../src/modules/search/sql-rows.ts';
import { auditLinesOf, signedInBackOffice, type BackOfficeCall } from './helpers/back-office-caller.ts';
import { fixtures } from './helpers/fixtures.ts';
import { multipartBody } from './helpers/multipart.ts';
import { createTestApp } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

const textBlock = (code: string, extra: Record<string, unknown> = {}) => ({
  code,
  type: 'textBlock',
  enabled: false,
  displayLocations: ['home'],
  position: 5,
  translations: {
    lt: { title: 'Pristatymas', html: '<p>Nemokamai nuo <strong>49 €</strong></p>' },
    en: { title: 'Delivery', html: '<p>Free from <strong>€49</strong></p>' },
  },
  ...extra,
});

describe('the back office content blocks API (/api/v2/admin/content-blocks)', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let admin: BackOfficeCall;
  let service: BackOfficeCall;

  beforeAll(async () => {
    database = await createTestDatabase();
    const data = fixtures(database.db);
    await data.locales(['lt', 'en']);
    await data.channel({ code: 'web', defaultLocale: 'lt', locales: ['lt', 'en'] });
    app = await createTestApp(database);
    admin = await signedInBackOffice(app, database.db);
    service = await signedInBackOffice(app, database.db, 'aptarnavimas@example.lt');
    await database.db
      .update(administrators)
      .set({ role: 'customer_service' })
      .where(eq(administrators.email, 'aptarnavimas@example.lt'));
  }, 240_000);
  afterAll(async () => {
    await app.close();
    await database.cleanup();
  });

  function violationsOf(response: LightMyRequestResponse): Array<[string, string]> {
    expect(response.statusCode, response.body).toBe(422);
    return (response.json() as ValidationError).violations.map((v) => [v.propertyPath, v.message]);
  }
  function pathsOf(response: LightMyRequestResponse): string[] {
    return violationsOf(response).map(([path]) => path);
  }
  async function create(payload: Record<string, unknown>): Promise<AdminContentBlock> {
    const response = await admin('POST', '/content-blocks', { payload });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<AdminContentBlock>();
  }
  async function shopHome(locale = 'en'): Promise<ContentBlock[]> {
    const response = await app.inject({
      url: '/api/v2/shop/cms-plugin/blocks?displayLocation=home',
      headers: { locale },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<List<ContentBlock>>().data;
  }
  async function catalogueVersion(): Promise<number> {
    const [row] = await queryRows<{ version: unknown }>(
      database.db,
      sql`SELECT version FROM search_catalogue_version WHERE id = 1`,
    );
    return toNumber(row?.version ?? 0);
  }

  it('lists every type with the JSON Schema of its per-locale content, generated from the contract', async () => {
    const response = await admin('GET', '/content-block-types');
    expect(response.statusCode, response.body).toBe(200);
    const { items } = response.json<AdminContentBlockTypeList>();
    expect(items.map((item) => item.type)).toEqual([...CONTENT_BLOCK_TYPES]);
    const text = items.find((item) => item.type === 'textBlock')!;
    expect(text.nestable).toBe(true);
    expect(text.contentSchema).toMatchObject({
      type: 'object',
      required: ['html'],
      properties: { html: { type: 'string', maxLength: 50000 } },
    });
    const list = items.find((item) => item.type === 'blockList')!.contentSchema as {
      properties: { items: { type: string; items: { required: string[] } } };
    };
    expect(list.properties.items.type).toBe('array');
    expect(list.properties.items.items.required).toEqual(['title']);
  });

  it('saves a draft (disabled) that only the preview shows, sanitised, audited, and publishes it', async () => {
    const before = await catalogueVersion();
    const draft = await create(
      textBlock('delivery-note', {
        translations: {
          en: { title: 'Delivery', html: '<p onclick="steal()">Free<script>alert(1)</script></p>' },
        },
      }),
    );
    expect(draft).toMatchObject({ code: 'delivery-note', enabled: false, channelCode: null, position: 5 });
    expect(draft.translations.en!.html).toBe('<p>Free</p>');
    expect(await catalogueVersion()).toBeGreaterThan(before);
    const [line] = await auditLinesOf(database.db, 'content_block.create');
    expect(line).toMatchObject({ subjectType: 'content_block', subjectId: String(draft.id) });
    expect(line!.details).toMatchObject({ before: null, after: { code: 'delivery-note', enabled: false } });

    expect((await shopHome()).map((block) => block.code)).not.toContain('delivery-note');
    const preview = await admin('GET', `/content-blocks/${draft.id}/preview?locale=en`);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({
      code: 'delivery-note',
      type: 'textBlock',
      content: { html: '<p>Free</p>' },
    });
    expect((await admin('GET', `/content-blocks/${draft.id}/preview?locale=lt`)).statusCode).toBe(404);

    const { id: _id, updatedAt: _at, ...rest } = draft;
    const published = await admin('PUT', `/content-blocks/${draft.id}`, {
      payload: { ...rest, enabled: true },
    });
    expect(published.statusCode, published.body).toBe(200);
    expect((await shopHome()).map((block) => block.code)).toContain('delivery-note');
    const [update] = await auditLinesOf(database.db, 'content_block.update');
    expect(update!.details).toMatchObject({ before: { enabled: false }, after: { enabled: true } });
  });

  it('answers every violation at once, nested per-locale content paths included', async () => {
    await create(textBlock('taken'));
    const response = await admin('POST', '/content-blocks', {
      payload: {
        code: 'taken',
        type: 'blockList',
        channelCode: 'nowhere',
        displayLocations: ['home', 'moon'],
        position: 2 ** 40,
        translations: {
          en: { items: [{ html: '<p>x</p>', link: 'javascript:alert(1)' }] },
          lt: { title: 'x'.repeat(300), items: [] },
          xx: { items: [{ title: 'ok' }] },
        },
      },
    });
    const paths = pathsOf(response);
    expect(paths).toEqual(
      expect.arrayContaining([
        'code',
        'channelCode',
        'displayLocations.1',
        'position',
        'translations.en.items.0.title',
        'translations.en.items.0.link',
        'translations.lt.title',
        'translations.lt.items',
        'translations.xx',
      ]),
    );
    expect(violationsOf(response)).toContainEqual(['code', CONTENT_BLOCK_CODE_TAKEN_MESSAGE]);
  });

  it('never answers a 500 to hostile input', async () => {
    const bodies: unknown[] = [
      'a string',
      [1, 2],
      null,
      { code: 'x', type: 'bogus', displayLocations: ['home'], translations: { en: {} } },
      { code: 'y', type: 'textBlock', displayLocations: 'home', translations: 'nope' },
      { code: 'z'.repeat(100_000), type: 'textBlock', displayLocations: ['home'], translations: {} },
      {
        code: 'w',
        type: 'textBlock',
        displayLocations: ['home'],
        translations: { en: { html: 5 } },
        enabled: 'yes',
      },
      {
        code: 'v',
        type: 'nested',
        displayLocations: ['home'],
        translations: { en: { blocks: [{ type: 'nested' }] } },
      },
    ];
    for (const payload of bodies) {
      const response = await admin('POST', '/content-blocks', { payload: payload as object });
      expect([400, 415, 422], `${JSON.stringify(payload).slice(0, 80)} → ${response.body}`).toContain(
        response.statusCode,
      );
    }
    expect((await admin('GET', '/content-blocks/999999')).statusCode).toBe(404);
    expect((await admin('PUT', '/content-blocks/999999', { payload: textBlock('ghost') })).statusCode).toBe(
      404,
    );
    expect((await admin('DELETE', '/content-blocks/999999')).statusCode).toBe(404);
    expect((await admin('GET', '/content-blocks/abc')).statusCode).toBe(400);
    expect((await admin('GET', '/content-blocks/99999999999')).statusCode).toBe(400);
    expect((await admin('GET', '/content-blocks?location=moon')).statusCode).toBe(400);
    expect((await admin('GET', '/content-blocks/1/preview?locale=../../x')).statusCode).toBe(400);
  });

  it('filters the list and reorders the blocks of one display location', async () => {
    const a = await create(textBlock('order-a', { position: 100, enabled: true }));
    const b = await create(textBlock('order-b', { position: 110, channelCode: 'web' }));
    const c = await create(textBlock('elsewhere', { displayLocations: ['product'] }));
    const list = async (query: string) => {
      const response = await admin('GET', `/content-blocks?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<AdminContentBlockList>().items.map((item) => item.code);
    };
    expect(await list('location=product')).toEqual(['elsewhere']);
    expect(await list('channel=web')).toEqual(['order-b']);
    expect(await list('channel=global&location=product')).toEqual(['elsewhere']);
    expect(await list('channel=unknown')).toEqual([]);
    expect(await list('enabled=true&location=home')).toEqual(expect.arrayContaining(['order-a']));
    expect(await list('enabled=true&location=home')).not.toContain('order-b');
    const [summary] = (await admin('GET', '/content-blocks?location=product')).json<AdminContentBlockList>()
      .items;
    expect(summary).toMatchObject({ title: 'Pristatymas', locales: ['en', 'lt'], id: c.id });

    const home = await list('location=home');
    const ids = (await admin('GET', '/content-blocks?location=home'))
      .json<AdminContentBlockList>()
      .items.map((item) => item.id);
    const reversed = [...ids].reverse();
    const reordered = await admin('POST', '/content-blocks/reorder', {
      payload: { displayLocation: 'home', ids: reversed },
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(reordered.json<AdminContentBlockList>().items.map((item) => item.code)).toEqual(
      [...home].reverse(),
    );
    expect((await admin('GET', `/content-blocks/${b.id}`)).json<AdminContentBlock>().position).toBe(
      reversed.indexOf(b.id) * 10,
    );
    const [line] = await auditLinesOf(database.db, 'content_block.reorder');
    expect(line!.details).toMatchObject({ before: { ids }, after: { ids: reversed } });

    const partial = await admin('POST', '/content-blocks/reorder', {
      payload: { displayLocation: 'home', ids: [a.id, c.id] },
    });
    expect(violationsOf(partial)).toEqual([['ids', CONTENT_BLOCK_REORDER_MESSAGE]]);
  });

  it('deletes a block (audited) and uploads pictures under content/', async () => {
    const block = await create(textBlock('to-delete'));
    const gone = await admin('DELETE', `/content-blocks/${block.id}`);
    expect(gone.statusCode, gone.body).toBe(204);
    expect((await admin('GET', `/content-blocks/${block.id}`)).statusCode).toBe(404);
    const [line] = await auditLinesOf(database.db, 'content_block.delete');
    expect(line!.details).toMatchObject({ before: { code: 'to-delete' }, after: null });

    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c00' } })
      .png()
      .toBuffer();
    const upload = (value: Buffer, filename: string) => {
      const { payload, contentType } = multipartBody([
        { name: 'file', value, filename, contentType: 'image/png' },
      ]);
      return app.inject({
        method: 'POST',
        url: '/api/v2/admin/content-blocks/pictures',
        payload,
        headers: { 'content-type': contentType, authorization: `Bearer ${token}` },
      });
    };
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/v2/admin/token',
      payload: { email: 'katalogas@example.lt', password: 'Admin1234' },
    });
    const { token } = signIn.json<{ token: string }>();
    const stored = await upload(png, 'red.png');
    expect(stored.statusCode, stored.body).toBe(201);
    const picture = stored.json<AdminContentPicture>();
    expect(picture.path).toMatch(/^content\/[0-9a-f]+\.png$/);
    expect(picture).toMatchObject({ url: `/media/${picture.path}`, width: 40, height: 30 });
    expect((await app.inject({ url: picture.url })).statusCode).toBe(200);
    expect(pathsOf(await upload(Buffer.from('not a picture'), 'fake.png'))).toEqual(['file']);
  });

  it('refuses a customer service administrator (no content permission) with 403', async () => {
    expect((await service('GET', '/content-blocks')).statusCode).toBe(403);
    expect((await service('GET', '/content-block-types')).statusCode).toBe(403);
    expect((await service('POST', '/content-blocks', { payload: textBlock('nope') })).statusCode).toBe(403);
    expect((await admin('GET', '/content-block-types')).statusCode).toBe(200);
  });
});
