import {
  CODE_TAKEN_MESSAGE,
  LAST_VARIANT_MESSAGE,
  NOT_PRODUCT_WAREHOUSE_MESSAGE,
  OPTION_COMBINATION_TAKEN_MESSAGE,
  ORIGINAL_PRICE_MESSAGE,
  PER_WAREHOUSE_STOCK_MESSAGE,
  STALE_VERSION_MESSAGE,
  TOKEN_MISSING_MESSAGE,
  UNKNOWN_CHANNEL_MESSAGE,
  UNKNOWN_OPTION_VALUE_MESSAGE,
  UNKNOWN_WAREHOUSE_MESSAGE,
  stockBelowHoldMessage,
  warehouseHoldsStockMessage,
  type AdminProduct,
  type AdminVariant,
  type List,
} from '@shop/contracts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminAuditLog,
  products,
  productVariants,
  stockNotificationRequests,
} from '../src/db/schema/index.ts';
import { adminCatalogue, violationsOf, type AdminCatalogue } from './helpers/admin-catalogue.ts';
import { orderAs, shopCaller } from './helpers/customer-session.ts';
import { setVariantStock } from '../src/modules/products/stock.ts';

describe('the back office variants API', () => {
  let shop: AdminCatalogue;

  beforeAll(async () => {
    shop = await adminCatalogue();
  });
  afterAll(async () => {
    await shop.close();
  });

  async function product(code: string, extra: Record<string, unknown> = {}): Promise<AdminProduct> {
    const response = await shop.admin('POST', '/products', {
      payload: { code, translations: { lt: { name: `Produktas ${code}` } }, channels: ['web'], ...extra },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as AdminProduct;
  }

  async function variant(productCode: string, body: Record<string, unknown>): Promise<AdminVariant> {
    const response = await shop.admin('POST', `/products/${productCode}/variants`, {
      payload: { channelPricings: { web: { price: 1000 } }, ...body },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as AdminVariant;
  }

  async function read(code: string): Promise<AdminVariant> {
    const response = await shop.admin('GET', `/product-variants/${code}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as AdminVariant;
  }

  const patch = (code: string, payload: Record<string, unknown>) =>
    shop.admin('PATCH', `/product-variants/${code}`, { payload });

  async function auditOf(subjectId: string) {
    return shop.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.subjectId, subjectId))
      .orderBy(desc(adminAuditLog.id));
  }

  it('answers 401 without an administrator token on every variants route', async () => {
    const routes: Array<['GET' | 'POST' | 'PATCH' | 'DELETE', string]> = [
      ['GET', '/products/ANY/variants'],
      ['POST', '/products/ANY/variants'],
      ['GET', '/product-variants/ANY'],
      ['PATCH', '/product-variants/ANY'],
      ['DELETE', '/product-variants/ANY'],
    ];
    for (const [method, url] of routes) {
      const response = await shop.admin(method, url, { token: null, payload: {} });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toEqual({ code: 401, message: TOKEN_MISSING_MESSAGE });
    }
  });

  it('adds variants with option values, names, prices and stock, and lists them', async () => {
    await product('CRIB');
    const created = await variant('CRIB', {
      code: 'CRIB-BEIGE',
      optionValues: { colour: 'beige' },
      translations: { lt: { name: 'Smėlio' }, en: { name: 'Beige' } },
      channelPricings: { web: { price: 15900, originalPrice: 19900 }, b2b: { price: 12000 } },
      onHand: 4,
      maxQuantityPerOrder: 3,
    });
    expect(created).toEqual({
      code: 'CRIB-BEIGE',
      productCode: 'CRIB',
      enabled: true,
      gtin: null,
      tracked: true,
      onHand: 4,
      onHold: 0,
      warehouseStock: {},
      maxQuantityPerOrder: 3,
      optionValues: { colour: 'beige' },
      translations: { en: { name: 'Beige' }, lt: { name: 'Smėlio' } },
      channelPricings: {
        web: { price: 15900, originalPrice: 19900 },
        b2b: { price: 12000, originalPrice: null },
      },
      position: 0,
      version: 1,
    });
    await variant('CRIB', { code: 'CRIB-GREY', optionValues: { colour: 'grey' }, onHand: 1 });
    const listed = await shop.admin('GET', '/products/CRIB/variants');
    expect(listed.statusCode).toBe(200);
    const list = listed.json() as List<AdminVariant>;
    expect(list.data.map((row) => [row.code, row.position])).toEqual([
      ['CRIB-BEIGE', 0],
      ['CRIB-GREY', 1],
    ]);
    expect(list.meta.totalItems).toBe(2);
    expect(await read('CRIB-BEIGE')).toEqual(created);
    expect((await auditOf('CRIB-BEIGE'))[0]).toMatchObject({ action: 'variant.create' });
    const page = await shopCaller(shop.app)('GET', '/products/CRIB');
    expect(page.statusCode).toBe(200);
  });

  it('reports every problem of a variant at once, with its path', async () => {
    const response = await shop.admin('POST', '/products/CRIB/variants', {
      payload: {
        code: 'CRIB-GREY',
        optionValues: { colour: 'grey', size: 'xl' },
        channelPricings: { web: { price: 1000, originalPrice: 1000 }, moon: { price: 5 } },
      },
    });
    expect(violationsOf(response)).toEqual([
      ['code', CODE_TAKEN_MESSAGE],
      ['optionValues.size', UNKNOWN_OPTION_VALUE_MESSAGE],
      ['channelPricings.web.originalPrice', ORIGINAL_PRICE_MESSAGE],
      ['channelPricings.moon', UNKNOWN_CHANNEL_MESSAGE],
    ]);
    const same = await shop.admin('POST', '/products/CRIB/variants', {
      payload: { code: 'CRIB-GREY-2', optionValues: { colour: 'grey' } },
    });
    expect(violationsOf(same)).toEqual([['optionValues', OPTION_COMBINATION_TAKEN_MESSAGE]]);
    const malformed = await shop.admin('POST', '/products/CRIB/variants', {
      payload: { code: 'CRIB-X', onHand: -1, channelPricings: { web: { price: 9.5 } } },
    });
    expect(violationsOf(malformed).map(([path]) => path)).toEqual(['onHand', 'channelPricings.web.price']);
    expect(violationsOf(malformed)[1]?.[1]).toBe('Enter a price of 0 or more in cents.');
  });

  it('answers 404 for unknown products and variants', async () => {
    const cases: Array<['GET' | 'POST' | 'PATCH' | 'DELETE', string, unknown]> = [
      ['GET', '/products/NOPE/variants', undefined],
      ['POST', '/products/NOPE/variants', { code: 'NOPE-1' }],
      ['GET', '/product-variants/NOPE-1', undefined],
      ['PATCH', '/product-variants/NOPE-1', { version: 1 }],
      ['DELETE', '/product-variants/NOPE-1', undefined],
    ];
    for (const [method, url, payload] of cases) {
      const response = await shop.admin(method, url, { payload });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
  });

  it('changes prices and names, answers 409 for a stale version and audits before/after', async () => {
    const before = await read('CRIB-GREY');
    const changed = await patch('CRIB-GREY', {
      version: before.version,
      channelPricings: { web: { price: 1290, originalPrice: 1590 } },
      translations: { lt: { name: 'Pilka' } },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      version: 2,
      channelPricings: { web: { price: 1290, originalPrice: 1590 } },
      translations: { lt: { name: 'Pilka' } },
      onHand: 1,
    });
    const stale = await patch('CRIB-GREY', { version: before.version, onHand: 9 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ code: 409, message: STALE_VERSION_MESSAGE });
    expect((await read('CRIB-GREY')).onHand).toBe(1);
    const [line] = await auditOf('CRIB-GREY');
    expect(line).toMatchObject({
      action: 'variant.update',
      details: {
        before: {
          channelPricings: { web: { price: 1000, originalPrice: null } },
          translations: {},
          version: 1,
        },
        after: {
          channelPricings: { web: { price: 1290, originalPrice: 1590 } },
          translations: { lt: { name: 'Pilka' } },
          version: 2,
        },
        notified: 0,
      },
    });
    const below = await patch('CRIB-GREY', { version: 2, channelPricings: { web: { price: 2000 } } });
    expect(below.statusCode).toBe(200);
    expect((await read('CRIB-GREY')).channelPricings.web).toEqual({ price: 2000, originalPrice: null });
  });

  it('never sets stock below what placed orders hold, even when an order is placed at the same moment', async () => {
    await product('FLOOR');
    await variant('FLOOR', { code: 'FLOOR-1', onHand: 2 });
    const call = shopCaller(shop.app);
    await orderAs(call, undefined, { variantCode: 'FLOOR-1' });
    const held = await read('FLOOR-1');
    expect(held).toMatchObject({ onHand: 2, onHold: 1 });
    const refused = await patch('FLOOR-1', { version: held.version, onHand: 0 });
    expect(violationsOf(refused)).toEqual([['onHand', stockBelowHoldMessage(1)]]);
    const allowed = await patch('FLOOR-1', { version: held.version, onHand: 1 });
    expect(allowed.json()).toMatchObject({ onHand: 1, onHold: 1 });

    // An order for the last free unit and a stock change taking it away, at once: whichever locks the
    // variant first wins, the other is refused, and the floor holds.
    const raised = await patch('FLOOR-1', { version: held.version + 1, onHand: 2 });
    expect(raised.statusCode).toBe(200);
    const [order, cut] = await Promise.allSettled([
      orderAs(call, undefined, { variantCode: 'FLOOR-1' }),
      patch('FLOOR-1', { version: held.version + 2, onHand: 1 }),
    ]);
    const [row] = await shop.database.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.code, 'FLOOR-1'));
    if (cut.status === 'rejected') throw cut.reason;
    if (cut.value.statusCode === 200) {
      expect(order.status).toBe('rejected');
      expect(row).toMatchObject({ onHand: 1, onHold: 1 });
    } else {
      expect(order.status).toBe('fulfilled');
      expect(violationsOf(cut.value)).toEqual([['onHand', stockBelowHoldMessage(2)]]);
      expect(row).toMatchObject({ onHand: 2, onHold: 2 });
    }
  });

  it('queues the waiting back-in-stock mails once when a sold-out product comes back', async () => {
    await product('SLEEP');
    const sleep = await variant('SLEEP', { code: 'SLEEP-1', onHand: 0 });
    const request = await shop.app.inject({
      method: 'POST',
      url: '/api/v2/shop/stock-notifications',
      headers: { channel: 'web', locale: 'lt' },
      payload: { email: 'laukia@example.lt', product: 'SLEEP' },
    });
    expect(request.statusCode, request.body).toBe(201);
    await shop.runJobs();
    const back = await patch('SLEEP-1', { version: sleep.version, onHand: 3 });
    expect(back.statusCode, back.body).toBe(200);
    expect((await auditOf('SLEEP-1'))[0]?.details).toMatchObject({ notified: 1 });
    const again = await patch('SLEEP-1', { version: sleep.version + 1, onHand: 5 });
    expect(again.statusCode).toBe(200);
    const mails = await shop.runJobs();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('laukia@example.lt');
    const [stored] = await shop.database.db
      .select()
      .from(stockNotificationRequests)
      .where(eq(stockNotificationRequests.email, 'laukia@example.lt'));
    expect(stored?.notifiedAt).not.toBeNull();
    expect(await shop.runJobs()).toEqual([]);
  });

  it('counts stock per warehouse where the product has warehouses: on hand is their sum', async () => {
    await product('WH');
    const first = await variant('WH', {
      code: 'WH-1',
      optionValues: { colour: 'beige' },
      onHand: { vilnius: 2, kaunas: 1 },
    });
    expect(first).toMatchObject({ onHand: 3, warehouseStock: { vilnius: 2, kaunas: 1 } });
    expect((await shop.admin('GET', '/products/WH')).json()).toMatchObject({
      warehouses: ['vilnius', 'kaunas'],
    });
    const plain = await shop.admin('POST', '/products/WH/variants', {
      payload: { code: 'WH-2', optionValues: { colour: 'grey' }, onHand: 4 },
    });
    expect(violationsOf(plain)).toEqual([['onHand', PER_WAREHOUSE_STOCK_MESSAGE]]);
    const second = await variant('WH', {
      code: 'WH-2',
      optionValues: { colour: 'grey' },
      onHand: { kaunas: 4 },
    });
    expect(second).toMatchObject({ onHand: 4, warehouseStock: { vilnius: 0, kaunas: 4 } });
    const moved = await patch('WH-1', { version: first.version, onHand: { kaunas: 5 } });
    expect(moved.json()).toMatchObject({ onHand: 7, warehouseStock: { vilnius: 2, kaunas: 5 } });
    const unknown = await patch('WH-1', { version: 2, onHand: { riga: 1 } });
    expect(violationsOf(unknown)).toEqual([['onHand.riga', UNKNOWN_WAREHOUSE_MESSAGE]]);

    await shop.data.warehouse({ code: 'klaipeda', name: 'Klaipėda' });
    const elsewhere = await patch('WH-1', { version: 2, onHand: { klaipeda: 1 } });
    expect(violationsOf(elsewhere)).toEqual([['onHand.klaipeda', NOT_PRODUCT_WAREHOUSE_MESSAGE]]);
    const productNow = (await shop.admin('GET', '/products/WH')).json() as AdminProduct;
    const dropped = await shop.admin('PATCH', '/products/WH', {
      payload: { version: productNow.version, warehouses: ['kaunas'] },
    });
    expect(violationsOf(dropped)).toEqual([['warehouses', `vilnius: ${warehouseHoldsStockMessage(2)}`]]);
    const added = await shop.admin('PATCH', '/products/WH', {
      payload: { version: productNow.version, warehouses: ['vilnius', 'kaunas', 'klaipeda'] },
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(await read('WH-1')).toMatchObject({
      onHand: 7,
      warehouseStock: { vilnius: 2, kaunas: 5, klaipeda: 0 },
    });
  });

  it('keeps bundles in stock only while their parts have the units', async () => {
    await product('PART');
    const part = await variant('PART', { code: 'PART-1', onHand: 2 });
    const bundle = await shop.admin('POST', '/products', {
      payload: {
        code: 'SET',
        translations: { lt: { name: 'Rinkinys' } },
        channels: ['web'],
        isBundle: true,
        bundleParts: [{ variant: 'PART-1', quantity: 2 }],
      },
    });
    expect(bundle.statusCode, bundle.body).toBe(201);
    const inStock = async () =>
      (await shop.database.db.select().from(products).where(eq(products.code, 'SET')))[0]?.bundleInStock;
    expect(await inStock()).toBe(true);
    await patch('PART-1', { version: part.version, onHand: 1 });
    expect(await inStock()).toBe(false);
    await patch('PART-1', { version: part.version + 1, onHand: 2 });
    expect(await inStock()).toBe(true);
    // `npm run stock:set` moves the bundle's flag and the variant's version too.
    await setVariantStock(shop.database.db, 'PART-1', 1);
    expect(await inStock()).toBe(false);
    await setVariantStock(shop.database.db, 'PART-1', 2);
    expect(await inStock()).toBe(true);
    const stale = await patch('PART-1', { version: part.version + 2, enabled: false });
    expect(stale.statusCode).toBe(409);
    await patch('PART-1', { version: part.version + 4, enabled: false });
    expect(await inStock()).toBe(false);
  });

  it('deletes a variant, disables an ordered one instead, and refuses the last one', async () => {
    await product('DEL');
    await variant('DEL', { code: 'DEL-1', optionValues: { colour: 'beige' }, onHand: 3 });
    await variant('DEL', { code: 'DEL-2', optionValues: { colour: 'grey' }, onHand: 3 });
    const deleted = await shop.admin('DELETE', '/product-variants/DEL-2');
    expect(deleted.json()).toEqual({ outcome: 'deleted', message: 'The variant was deleted.' });
    expect((await shop.admin('GET', '/product-variants/DEL-2')).statusCode).toBe(404);
    expect((await auditOf('DEL-2'))[0]).toMatchObject({ action: 'variant.delete' });
    const last = await shop.admin('DELETE', '/product-variants/DEL-1');
    expect(violationsOf(last)).toEqual([['', LAST_VARIANT_MESSAGE]]);

    await product('ORD');
    await variant('ORD', { code: 'ORD-1', optionValues: { colour: 'beige' }, onHand: 3 });
    await variant('ORD', { code: 'ORD-2', optionValues: { colour: 'grey' }, onHand: 3 });
    await orderAs(shopCaller(shop.app), undefined, { variantCode: 'ORD-2' });
    const disabled = await shop.admin('DELETE', '/product-variants/ORD-2');
    expect(disabled.json()).toEqual({
      outcome: 'disabled',
      message: 'The variant was ordered, so it was disabled instead of deleted: its orders keep it.',
    });
    expect(await read('ORD-2')).toMatchObject({ enabled: false, onHold: 1 });
    expect((await auditOf('ORD-2'))[0]).toMatchObject({
      action: 'variant.disable',
      details: { before: { enabled: true }, after: { enabled: false } },
    });
  });
});
