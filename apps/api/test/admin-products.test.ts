import {
  BUNDLE_PART_MESSAGE,
  BUNDLE_PARTS_REQUIRED_MESSAGE,
  CODE_TAKEN_MESSAGE,
  PRODUCT_NAME_REQUIRED_MESSAGE,
  SLUG_MESSAGE,
  STALE_VERSION_MESSAGE,
  TOKEN_MISSING_MESSAGE,
  UNKNOWN_ATTRIBUTE_MESSAGE,
  UNKNOWN_ATTRIBUTE_VALUE_MESSAGE,
  UNKNOWN_CHANNEL_MESSAGE,
  UNKNOWN_TAXON_MESSAGE,
  UNKNOWN_VARIANT_MESSAGE,
  UNKNOWN_WAREHOUSE_MESSAGE,
  slugTakenMessage,
  type AdminAuditEntry,
  type AdminProduct,
  type List,
} from '@shop/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, products } from '../src/db/schema/index.ts';
import { adminCatalogue, violationsOf, type AdminCatalogue } from './helpers/admin-catalogue.ts';
import { orderAs, shopCaller } from './helpers/customer-session.ts';

/** A product's POST body with the fields every test needs. */
function productBody(code: string, name: string, extra: Record<string, unknown> = {}) {
  return { code, translations: { lt: { name } }, ...extra };
}

describe('the back office products API', () => {
  let shop: AdminCatalogue;

  beforeAll(async () => {
    shop = await adminCatalogue();
  });
  afterAll(async () => {
    await shop.close();
  });

  async function create(body: Record<string, unknown>): Promise<AdminProduct> {
    const response = await shop.admin('POST', '/products', { payload: body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as AdminProduct;
  }

  async function addVariant(product: string, code: string, body: Record<string, unknown> = {}) {
    const response = await shop.admin('POST', `/products/${product}/variants`, {
      payload: { code, channelPricings: { web: { price: 1000 } }, onHand: 5, ...body },
    });
    expect(response.statusCode, response.body).toBe(201);
  }

  async function auditOf(subjectId: string) {
    return shop.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.subjectId, subjectId))
      .orderBy(desc(adminAuditLog.id));
  }

  it('answers 401 without an administrator token on every products route', async () => {
    const routes: Array<['GET' | 'POST' | 'PATCH' | 'DELETE', string]> = [
      ['GET', '/products'],
      ['POST', '/products'],
      ['POST', '/products/bulk'],
      ['GET', '/products/ANY'],
      ['PATCH', '/products/ANY'],
      ['DELETE', '/products/ANY'],
    ];
    for (const [method, url] of routes) {
      const response = await shop.admin(method, url, { token: null, payload: {} });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toEqual({ code: 401, message: TOKEN_MISSING_MESSAGE });
    }
  });

  it('documents every route in the OpenAPI document', async () => {
    const document = (await shop.app.inject({ url: '/api/v2/docs' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const methods = (path: string) => Object.keys(document.paths[path] ?? {}).sort();
    expect(methods('/api/v2/admin/products')).toEqual(['get', 'post']);
    expect(methods('/api/v2/admin/products/bulk')).toEqual(['post']);
    expect(methods('/api/v2/admin/products/{code}')).toEqual(['delete', 'get', 'patch']);
    expect(methods('/api/v2/admin/products/{code}/variants')).toEqual(['get', 'post']);
    expect(methods('/api/v2/admin/product-variants/{code}')).toEqual(['delete', 'get', 'patch']);
  });

  it('creates a product with a slug made from its Lithuanian name, sanitised HTML and its category', async () => {
    const product = await create({
      code: 'PRAM-ZASIS',
      translations: {
        lt: {
          name: 'Vežimėlis „Žąsis“ Ūla',
          shortDescription: 'Lengvas',
          description: '<p>Gražus<script>alert(1)</script> <a href="javascript:alert(1)">x</a></p>',
          metaTitle: 'Vežimėlis Žąsis',
          metaDescription: 'Lengvas vežimėlis',
        },
        en: { name: 'Goose pram', slug: 'goose-pram' },
      },
      mainTaxon: 'prams',
      attributes: { brand: ['chicco'], badges: ['new'] },
      requiresLogin: false,
    });
    expect(product).toMatchObject({
      code: 'PRAM-ZASIS',
      enabled: true,
      mainTaxon: 'prams',
      taxons: ['prams'],
      attributes: { brand: ['chicco'], badges: ['new'] },
      channels: ['web', 'b2b'],
      isBundle: false,
      bundleParts: [],
      warehouses: [],
      images: [],
      downloads: [],
      variants: [],
      ordered: false,
      version: 1,
    });
    expect(product.translations.lt).toEqual({
      name: 'Vežimėlis „Žąsis“ Ūla',
      slug: 'vezimelis-zasis-ula',
      shortDescription: 'Lengvas',
      description: '<p>Gražus <a>x</a></p>',
      metaTitle: 'Vežimėlis Žąsis',
      metaDescription: 'Lengvas vežimėlis',
    });
    expect(product.translations.en?.slug).toBe('goose-pram');
    const read = await shop.admin('GET', '/products/PRAM-ZASIS');
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(product);

    const [line] = await auditOf('PRAM-ZASIS');
    expect(line).toMatchObject({ action: 'product.create', subjectType: 'product' });
    expect((line?.details as { after: { translations: unknown } }).after.translations).toEqual(
      product.translations,
    );
  });

  it('makes a free slug when the name is taken, and names the other product when a given slug clashes', async () => {
    await create(productBody('SLUG-1', 'Medinė kaladėlė'));
    const second = await create(productBody('SLUG-2', 'Medinė kaladėlė'));
    expect(second.translations.lt?.slug).toBe('medine-kaladele-2');

    const clash = await shop.admin('POST', '/products', {
      payload: productBody('SLUG-3', 'Kita', {
        translations: { lt: { name: 'Kita', slug: 'medine-kaladele' } },
      }),
    });
    expect(violationsOf(clash)).toEqual([['translations.lt.slug', slugTakenMessage('SLUG-1')]]);
    // Unique per channel: a product of the other channel only may use it, until it is sold in both.
    await create({
      code: 'SLUG-WEB',
      channels: ['web'],
      translations: { lt: { name: 'Tik web', slug: 'tik-web' } },
    });
    const b2bOnly = await create({
      code: 'SLUG-B2B',
      channels: ['b2b'],
      translations: { lt: { name: 'Tik b2b', slug: 'tik-web' } },
    });
    const widened = await shop.admin('PATCH', '/products/SLUG-B2B', {
      payload: { version: b2bOnly.version, channels: ['web', 'b2b'] },
    });
    expect(violationsOf(widened)).toEqual([['translations.lt.slug', slugTakenMessage('SLUG-WEB')]]);
    const patched = await shop.admin('PATCH', '/products/SLUG-2', {
      payload: {
        version: second.version,
        translations: { lt: { name: 'Kaladėlė', slug: 'medine-kaladele' } },
      },
    });
    expect(violationsOf(patched)).toEqual([['translations.lt.slug', slugTakenMessage('SLUG-1')]]);
    const badSlug = await shop.admin('POST', '/products', {
      payload: { code: 'SLUG-4', translations: { lt: { name: 'X', slug: 'Ne Slugas' } } },
    });
    expect(violationsOf(badSlug)).toEqual([['translations.lt.slug', SLUG_MESSAGE]]);
  });

  it('keeps a product editable whose slug another product already had before the back office', async () => {
    await create(productBody('DUP-1', 'Pagalvė'));
    const second = await create(productBody('DUP-2', 'Antklodė'));
    // A catalogue loaded before the back office existed may hold two products with one slug.
    await shop.database.db.execute(
      sql`UPDATE product_translations SET slug = 'pagalve' WHERE locale = 'lt'
        AND product_id = (SELECT id FROM products WHERE code = 'DUP-2')`,
    );
    const lt = { ...second.translations.lt, name: 'Antklodė', slug: 'pagalve', shortDescription: 'Šilta.' };
    const saved = await shop.admin('PATCH', '/products/DUP-2', {
      payload: { version: second.version, translations: { lt } },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().translations.lt).toMatchObject({ slug: 'pagalve', shortDescription: 'Šilta.' });
  });

  it('reports every unknown code with its path at once', async () => {
    await create(productBody('TAKEN', 'Užimtas'));
    const response = await shop.admin('POST', '/products', {
      payload: {
        code: 'TAKEN',
        translations: { lt: { name: 'Blogas' } },
        mainTaxon: 'nope',
        taxons: ['prams', 'missing'],
        attributes: { brand: ['chicco', 'nobrand'], colourz: ['red'] },
        channels: ['web', 'moon'],
        warehouses: ['vilnius', 'riga'],
        isBundle: true,
        bundleParts: [{ variant: 'NO-SUCH-SKU', quantity: 1 }],
      },
    });
    expect(violationsOf(response)).toEqual([
      ['code', CODE_TAKEN_MESSAGE],
      ['mainTaxon', UNKNOWN_TAXON_MESSAGE],
      ['taxons[1]', UNKNOWN_TAXON_MESSAGE],
      ['attributes.brand[1]', UNKNOWN_ATTRIBUTE_VALUE_MESSAGE],
      ['attributes.colourz', UNKNOWN_ATTRIBUTE_MESSAGE],
      ['channels[1]', UNKNOWN_CHANNEL_MESSAGE],
      ['warehouses[1]', UNKNOWN_WAREHOUSE_MESSAGE],
      ['bundleParts[0].variant', UNKNOWN_VARIANT_MESSAGE],
    ]);
    const partless = await shop.admin('POST', '/products', {
      payload: { ...productBody('PARTLESS', 'Tuščias rinkinys'), isBundle: true },
    });
    expect(violationsOf(partless)).toEqual([['bundleParts', BUNDLE_PARTS_REQUIRED_MESSAGE]]);
    const blank = await shop.admin('POST', '/products', { payload: { code: 'x y', translations: {} } });
    expect(violationsOf(blank)).toEqual([
      ['code', 'Use only letters, digits, dashes and underscores (up to 64).'],
    ]);
    const nameless = await shop.admin('POST', '/products', {
      payload: { code: 'NAMELESS', translations: {} },
    });
    expect(violationsOf(nameless)).toEqual([['translations', PRODUCT_NAME_REQUIRED_MESSAGE]]);
    const blankName = await shop.admin('POST', '/products', {
      payload: { code: 'BLANK', translations: { lt: { name: '  ' } } },
    });
    expect(violationsOf(blankName)).toEqual([['translations.lt.name', 'This value should not be blank.']]);
    expect(await auditOf('NAMELESS')).toEqual([]);
  });

  it('answers 404 for unknown product codes', async () => {
    for (const [method, payload] of [
      ['GET', undefined],
      ['PATCH', { version: 1 }],
      ['DELETE', undefined],
    ] as const) {
      const response = await shop.admin(method, '/products/NO-SUCH', { payload });
      expect(response.statusCode, method).toBe(404);
      expect(response.json()).toMatchObject({ code: 404, message: 'Product "NO-SUCH" not found.' });
    }
  });

  it('changes only the given fields, bumps the version, answers 409 for a stale one and audits before/after', async () => {
    const product = await create(productBody('EDIT-1', 'Lovytė', { mainTaxon: 'toys' }));
    const patched = await shop.admin('PATCH', '/products/EDIT-1', {
      payload: {
        version: product.version,
        translations: { en: { name: 'Cot' } },
        taxons: ['kids'],
        attributes: { brand: ['cybex'] },
        requiresLogin: true,
      },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const after = patched.json() as AdminProduct;
    expect(after).toMatchObject({
      version: 2,
      mainTaxon: 'toys',
      taxons: ['kids'],
      attributes: { brand: ['cybex'] },
      requiresLogin: true,
    });
    expect(after.translations).toMatchObject({
      lt: { name: 'Lovytė', slug: 'lovyte' },
      en: { name: 'Cot', slug: 'cot' },
    });

    const stale = await shop.admin('PATCH', '/products/EDIT-1', { payload: { version: 1, enabled: false } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ code: 409, message: STALE_VERSION_MESSAGE });
    expect((await shop.admin('GET', '/products/EDIT-1')).json()).toMatchObject({ enabled: true, version: 2 });

    const [line] = await auditOf('EDIT-1');
    expect(line?.action).toBe('product.update');
    expect(line?.details).toEqual({
      before: {
        translations: { lt: expect.objectContaining({ name: 'Lovytė' }) },
        taxons: ['toys'],
        attributes: {},
        requiresLogin: false,
        version: 1,
      },
      after: {
        translations: {
          lt: expect.objectContaining({ name: 'Lovytė' }),
          en: expect.objectContaining({ name: 'Cot', slug: 'cot' }),
        },
        taxons: ['kids'],
        attributes: { brand: ['cybex'] },
        requiresLogin: true,
        version: 2,
      },
    });
    const log = await shop.admin('GET', '/audit-log');
    expect((log.json() as List<AdminAuditEntry>).data[0]).toMatchObject({
      action: 'product.update',
      subjectId: 'EDIT-1',
      administrator: { email: 'admin@example.lt' },
    });
  });

  it("keeps a bundle's parts and its in-stock flag from the parts' stock", async () => {
    await create(productBody('PART-A', 'Dalis A'));
    await addVariant('PART-A', 'PART-A-1', { onHand: 3 });
    await create(productBody('PART-B', 'Dalis B', { onlySellInBundle: true }));
    await addVariant('PART-B', 'PART-B-1', { onHand: 0 });
    const bundle = await create({
      ...productBody('SET-1', 'Rinkinys'),
      isBundle: true,
      bundleParts: [
        { variant: 'PART-A-1', quantity: 2 },
        { variant: 'PART-B-1', quantity: 1 },
      ],
    });
    expect(bundle).toMatchObject({
      isBundle: true,
      bundleParts: [
        { variant: 'PART-A-1', quantity: 2 },
        { variant: 'PART-B-1', quantity: 1 },
      ],
    });
    const flag = async () =>
      (await shop.database.db.select().from(products).where(eq(products.code, 'SET-1')))[0]?.bundleInStock;
    expect(await flag()).toBe(false);
    const patched = await shop.admin('PATCH', '/products/SET-1', {
      payload: { version: bundle.version, bundleParts: [{ variant: 'PART-A-1', quantity: 3 }] },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(await flag()).toBe(true);
    await addVariant('SET-1', 'SET-1-SET', { tracked: false });
    const nested = await shop.admin('POST', '/products', {
      payload: {
        ...productBody('SET-2', 'Rinkinių rinkinys'),
        isBundle: true,
        bundleParts: [{ variant: 'SET-1-SET', quantity: 1 }],
      },
    });
    expect(violationsOf(nested)).toEqual([['bundleParts[0].variant', BUNDLE_PART_MESSAGE]]);
    const partDeletion = await shop.admin('DELETE', '/products/PART-A');
    expect(violationsOf(partDeletion)).toEqual([
      ['', 'This product is a part of the bundle "SET-1": remove it from the bundle first.'],
    ]);
  });

  it('leaves out of a PATCH what it does not name', async () => {
    const product = await create({
      code: 'KEEP-1',
      translations: { lt: { name: 'Palikti', shortDescription: 'Trumpas', description: '<p>Ilgas</p>' } },
      mainTaxon: 'toys',
      attributes: { brand: ['chicco'] },
      requiresLogin: true,
      channels: ['web'],
    });
    const patched = await shop.admin('PATCH', '/products/KEEP-1', {
      payload: { version: product.version, enabled: false },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const { version, updatedAt, enabled, ...rest } = patched.json() as AdminProduct;
    const { version: _v, updatedAt: _u, enabled: _e, ...before } = product;
    expect({ version, enabled }).toEqual({ version: 2, enabled: false });
    expect(updatedAt >= product.updatedAt).toBe(true);
    expect(rest).toEqual(before);
    const renamed = await shop.admin('PATCH', '/products/KEEP-1', {
      payload: { version: 2, translations: { lt: { name: 'Pervadintas' } } },
    });
    expect((renamed.json() as AdminProduct).translations.lt).toEqual({
      name: 'Pervadintas',
      slug: 'palikti',
      shortDescription: 'Trumpas',
      description: '<p>Ilgas</p>',
      metaTitle: null,
      metaDescription: null,
    });
  });

  it('deletes a product never ordered, and disables one that was ordered instead, saying so', async () => {
    await create(productBody('GONE-1', 'Išnyks', { channels: ['web'] }));
    await addVariant('GONE-1', 'GONE-1-A');
    const deleted = await shop.admin('DELETE', '/products/GONE-1');
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ outcome: 'deleted', message: 'The product was deleted.' });
    expect((await shop.admin('GET', '/products/GONE-1')).statusCode).toBe(404);
    expect((await auditOf('GONE-1'))[0]).toMatchObject({ action: 'product.delete' });

    await create(productBody('SOLD-1', 'Parduotas', { channels: ['web'] }));
    await addVariant('SOLD-1', 'SOLD-1-A');
    await orderAs(shopCaller(shop.app), undefined, { variantCode: 'SOLD-1-A' });
    const ordered = await shop.admin('GET', '/products/SOLD-1');
    expect((ordered.json() as AdminProduct).ordered).toBe(true);
    const disabled = await shop.admin('DELETE', '/products/SOLD-1');
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json()).toEqual({
      outcome: 'disabled',
      message: 'The product was ordered, so it was disabled instead of deleted: its orders keep it.',
    });
    expect((await shop.admin('GET', '/products/SOLD-1')).json()).toMatchObject({
      enabled: false,
      ordered: true,
    });
    expect((await auditOf('SOLD-1'))[0]).toMatchObject({
      action: 'product.disable',
      details: { before: { enabled: true }, after: { enabled: false } },
    });
    const page = await shopCaller(shop.app)('GET', '/products/SOLD-1');
    expect(page.statusCode).toBe(404);
  });
});
