import type { Order } from '@shop/contracts';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, productVariants } from '../src/db/schema/index.ts';
import { jobHandlers } from '../src/jobs/job-handlers.ts';
import { runDueJobs } from '../src/jobs/job-queue.ts';
import { createMailer } from '../src/mail/mailer.ts';
import { seedCheckout } from '../src/demo/seed/checkout.ts';
import { fixtures } from './helpers/fixtures.ts';
import { createTestApp } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

const BASE = '/api/v2/shop';

/** The outbox's .eml bodies are quoted-printable: joins soft line breaks and decodes =XX bytes as UTF-8. */
function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index += 1) {
    const hex = joined.slice(index + 1, index + 3);
    if (joined[index] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(joined[index] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}
const OUT_OF_STOCK = 'Cannot complete order with products out of stock';

const billingAddress = {
  firstName: 'Ona',
  lastName: 'Petraitienė',
  phoneNumber: '+37061234567',
  countryCode: 'LT',
  city: 'Vilnius',
  street: 'Gedimino pr.',
  houseNumber: '9',
  postCode: 'LT-01103',
};

describe('checkout', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const variantIds: Record<string, number> = {};

  beforeAll(async () => {
    database = await createTestDatabase();
    const data = fixtures(database.db);
    await data.locales();
    const web = (await data.channel({ code: 'web', defaultLocale: 'lt', locales: ['lt', 'en'] })).id;
    await seedCheckout(database.db, [web]);
    for (const [code, price, onHand] of [
      ['CHEAP', 1000, 500],
      ['DEAR', 12000, 500],
      ['TEN', 2000, 10],
      ['FEW', 2000, 3],
    ] as const) {
      const product = await data.catalogueProduct({
        code,
        channelIds: [web],
        translations: { lt: { name: `Prekė ${code}`, slug: code.toLowerCase() } },
      });
      variantIds[code] = (
        await data.variant({
          productId: product.id,
          code: `${code}-1`,
          onHand,
          prices: [{ channelId: web, price }],
        })
      ).id;
    }
    app = await createTestApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.cleanup();
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: unknown) =>
    app.inject({
      method,
      url: `${BASE}${url}`,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  async function cartWith(variantCode: string, quantity = 1): Promise<Order> {
    const cart = (await call('POST', '/orders')).json() as Order;
    const added = await call('POST', `/orders/${cart.tokenValue}/items`, {
      productVariant: variantCode,
      quantity,
    });
    expect(added.statusCode, added.body).toBe(201);
    return added.json();
  }

  async function address(order: Order): Promise<Order> {
    const response = await call('PUT', `/orders/${order.tokenValue}`, {
      email: 'Ona@Example.lt',
      billingAddress,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  async function throughPayment(order: Order): Promise<Order> {
    const addressed = await address(order);
    const shipmentId = addressed.shipments[0]?.id;
    const shipped = await call('PATCH', `/orders/${order.tokenValue}/shipments/${shipmentId}`, {
      shippingMethod: 'omniva_locker',
      parcelLocker: 'OM-VIL-1',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const paid = await call('PATCH', `/orders/${order.tokenValue}/payments/${addressed.payments[0]?.id}`, {
      paymentMethod: 'bank_transfer',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    return paid.json();
  }

  async function sellable(code: string): Promise<number> {
    const [row] = await database.db
      .select({ onHand: productVariants.onHand, onHold: productVariants.onHold })
      .from(productVariants)
      .where(eq(productVariants.id, variantIds[code] ?? 0));
    return (row?.onHand ?? 0) - (row?.onHold ?? 0);
  }

  it('goes from a cart to a numbered order: address, parcel locker, bank transfer, complete', async () => {
    const cart = await cartWith('CHEAP-1', 2);
    const addressed = await address(cart);
    expect(addressed).toMatchObject({
      checkoutState: 'addressed',
      email: 'ona@example.lt',
      billingAddress: { firstName: 'Ona', countryCode: 'LT', postCode: 'LT-01103' },
      shippingAddress: { firstName: 'Ona', city: 'Vilnius' },
    });
    expect(addressed.shipments).toHaveLength(1);
    expect(addressed.payments).toHaveLength(1);

    const methods = await call(
      'GET',
      `/orders/${cart.tokenValue}/shipments/${addressed.shipments[0]?.id}/methods`,
    );
    expect(methods.statusCode).toBe(200);
    const omniva = methods.json().data.find((method: { code: string }) => method.code === 'omniva_locker');
    expect(omniva).toMatchObject({
      kind: 'parcel_locker',
      carrier: 'omniva',
      price: 249,
      freeAbove: 4900,
      cost: 249,
    });

    const paid = await throughPayment(cart);
    expect(paid).toMatchObject({
      checkoutState: 'payment_selected',
      itemsTotal: 2000,
      shippingTotal: 249,
      total: 2249,
      summary: { subtotal: 2000, delivery: 249, total: 2249, tax: 390, amountWithoutTax: 1859 },
    });
    expect(paid.shipments[0]).toMatchObject({
      method: { code: 'omniva_locker', name: 'Omniva paštomatai' },
      parcelLocker: { code: 'OM-VIL-1', city: 'Vilnius' },
      amount: 249,
    });
    expect(paid.payments[0]).toMatchObject({
      method: { code: 'bank_transfer', kind: 'bank_transfer' },
      amount: 2249,
    });

    const before = await sellable('CHEAP');
    const completed = await call('PATCH', `/orders/${cart.tokenValue}/complete`, {
      notes: 'Skambinkite prieš',
    });
    expect(completed.statusCode, completed.body).toBe(200);
    const order = completed.json() as Order;
    expect(order).toMatchObject({
      state: 'new',
      checkoutState: 'completed',
      paymentState: 'awaiting_payment',
      shippingState: 'ready',
      notes: 'Skambinkite prieš',
    });
    expect(order.number).toMatch(/^\d{9}$/);
    expect(order.checkoutCompletedAt).not.toBeNull();
    expect(await sellable('CHEAP')).toBe(before - 2);

    // Completing again changes nothing; the cart can no longer be changed.
    const again = await call('PATCH', `/orders/${cart.tokenValue}/complete`);
    expect(again.statusCode).toBe(200);
    expect(again.json().number).toBe(order.number);
    expect(await sellable('CHEAP')).toBe(before - 2);
    const add = await call('POST', `/orders/${cart.tokenValue}/items`, { productVariant: 'CHEAP-1' });
    expect(add.statusCode).toBe(422);

    const next = await throughPayment(await cartWith('CHEAP-1'));
    const nextOrder = (await call('PATCH', `/orders/${next.tokenValue}/complete`)).json() as Order;
    expect(Number(nextOrder.number)).toBe(Number(order.number) + 1);
  });

  it('emails the confirmation (lt) with the order page link once, through the job queue', async () => {
    const paid = await throughPayment(await cartWith('CHEAP-1'));
    await call('PATCH', `/orders/${paid.tokenValue}/complete`);
    await call('PATCH', `/orders/${paid.tokenValue}/complete`);
    const order = (await call('GET', `/orders/${paid.tokenValue}`)).json() as Order;
    const queued = (await database.db.select().from(jobs).where(eq(jobs.kind, 'order-confirmation'))).filter(
      (job) => job.payload.orderId === order.id,
    );
    expect(queued).toHaveLength(1);

    const outboxDir = mkdtempSync(path.join(os.tmpdir(), 'shop-outbox-'));
    try {
      const mailer = createMailer({ smtpUrl: null, mailFrom: 'Gandras <info@gandras.lt>', outboxDir });
      const handlers = jobHandlers({
        db: database.db,
        mailer,
        config: { storefrontUrls: { web: 'https://shop.test' } },
      });
      await runDueJobs(database.db, handlers, (line) => {
        throw new Error(line);
      });
      const files = readdirSync(outboxDir);
      const mail = files
        .map((file) => decodeQuotedPrintable(readFileSync(path.join(outboxDir, file), 'utf8')))
        .find((text) => text.includes(order.number ?? 'none'));
      expect(mail).toBeDefined();
      expect(mail).toContain('To: ona@example.lt');
      expect(mail).toContain(`Užsakymas_${order.number}_gautas`);
      // Bank transfer: where to pay (the method's details).
      expect(mail).toContain('LT71 7300 0101 2345 6789');
      expect(mail).toContain(`https://shop.test/uzsakymas/${paid.tokenValue}`);
    } finally {
      rmSync(outboxDir, { recursive: true, force: true });
    }
  });

  it('delivers for free from the method threshold', async () => {
    const paid = await throughPayment(await cartWith('DEAR-1'));
    expect(paid).toMatchObject({ itemsTotal: 12000, shippingTotal: 0, total: 12000 });
  });

  it('checks the address with the messages of spec section 5', async () => {
    const cart = await cartWith('CHEAP-1');
    const response = await call('PUT', `/orders/${cart.tokenValue}`, {
      email: '',
      billingAddress: { ...billingAddress, firstName: 'Ona2', lastName: '', countryCode: 'LT' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().violations).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ propertyPath: 'email', message: 'Please enter your email.' }),
        expect.objectContaining({
          propertyPath: 'billingAddress.firstName',
          message: "Name can contain all letters and symbols ' -",
        }),
        expect.objectContaining({
          propertyPath: 'billingAddress.lastName',
          message: 'This value should not be blank.',
        }),
      ]),
    );
    const rules = await call('PUT', `/orders/${cart.tokenValue}`, {
      email: 'ona@example.lt',
      billingAddress: { ...billingAddress, phoneNumber: '+3701234', postCode: '123', vatNumber: 'LT12' },
    });
    expect(rules.statusCode).toBe(422);
    expect(rules.json().violations).toEqual([
      {
        propertyPath: 'billingAddress.phoneNumber',
        message: 'This value is not a valid phone number.',
        code: 'invalid_phone',
      },
      { propertyPath: 'billingAddress.postCode', message: 'Invalid format', code: 'invalid_format' },
      { propertyPath: 'billingAddress.vatNumber', message: 'Not a VAT number.', code: 'invalid_vat' },
    ]);
    const invalidEmail = await call('PUT', `/orders/${cart.tokenValue}`, { email: 'ona@', billingAddress });
    expect(invalidEmail.json().violations).toEqual([
      expect.objectContaining({ propertyPath: 'email', message: 'This email is invalid.' }),
    ]);
    const company = await call('PUT', `/orders/${cart.tokenValue}`, {
      email: 'ona@example.lt',
      billingAddress: {
        ...billingAddress,
        companyName: 'UAB Gandras',
        vatNumber: 'LT 100001234567',
        companyCode: '300000000',
      },
    });
    expect(company.statusCode, company.body).toBe(200);
    expect(company.json().billingAddress).toMatchObject({
      vatNumber: 'LT100001234567',
      companyCode: '300000000',
    });
  });

  it('refuses steps out of order, naming the state and the possible transitions', async () => {
    const cart = await cartWith('CHEAP-1');
    const early = await call('PATCH', `/orders/${cart.tokenValue}/complete`);
    expect(early.statusCode).toBe(422);
    expect(early.json().violations[0].message).toBe(
      'Transition "complete" cannot be applied to the order in checkout state "cart". Possible transitions: address.',
    );
    const addressed = await address(cart);
    const payFirst = await call('PATCH', `/orders/${cart.tokenValue}/payments/${addressed.payments[0]?.id}`, {
      paymentMethod: 'bank_transfer',
    });
    expect(payFirst.statusCode).toBe(422);
    expect(payFirst.json().violations[0].message).toContain('checkout state "addressed"');
    const emptyCart = (await call('POST', '/orders')).json() as Order;
    const emptyAddress = await call('PUT', `/orders/${emptyCart.tokenValue}`, {
      email: 'a@b.lt',
      billingAddress,
    });
    expect(emptyAddress.statusCode).toBe(422);
    expect(emptyAddress.json().violations[0].message).toBe('The cart is empty.');
  });

  it('needs a parcel locker of the carrier for locker delivery and a full address for couriers', async () => {
    const cart = await cartWith('CHEAP-1');
    const addressed = await address(cart);
    const url = `/orders/${cart.tokenValue}/shipments/${addressed.shipments[0]?.id}`;
    const noLocker = await call('PATCH', url, { shippingMethod: 'omniva_locker' });
    expect(noLocker.json().violations).toMatchObject([{ propertyPath: 'parcelLocker' }]);
    const otherCarrier = await call('PATCH', url, {
      shippingMethod: 'omniva_locker',
      parcelLocker: 'LP-VIL-1',
    });
    expect(otherCarrier.json().violations).toMatchObject([
      { propertyPath: 'parcelLocker', message: 'Parcel locker "LP-VIL-1" does not exist.' },
    ]);
    const missing = await call('PATCH', url, {});
    expect(missing.json().violations).toMatchObject([
      { propertyPath: 'shippingMethod', message: 'This value should not be blank.' },
    ]);
    const unknown = await call('PATCH', url, { shippingMethod: 'teleport' });
    expect(unknown.json().violations).toMatchObject([{ propertyPath: 'shippingMethod' }]);
    const courier = await call('PATCH', url, { shippingMethod: 'venipak_courier' });
    expect(courier.statusCode, courier.body).toBe(200);
    expect(courier.json().shipments[0]).toMatchObject({
      method: { kind: 'courier' },
      parcelLocker: null,
      amount: 499,
    });

    const bare = await cartWith('CHEAP-1');
    const bareAddressed = (
      await call('PUT', `/orders/${bare.tokenValue}`, {
        email: 'ona@example.lt',
        billingAddress: { ...billingAddress, street: null, houseNumber: null },
      })
    ).json() as Order;
    const noStreet = await call(
      'PATCH',
      `/orders/${bare.tokenValue}/shipments/${bareAddressed.shipments[0]?.id}`,
      {
        shippingMethod: 'dpd_courier',
      },
    );
    expect(noStreet.json().violations.map((entry: { propertyPath: string }) => entry.propertyPath)).toEqual([
      'shippingAddress.street',
      'shippingAddress.houseNumber',
    ]);
  });

  it('lists the channel’s shipping methods with an order’s costs, and its payment methods', async () => {
    const cart = await cartWith('DEAR-1');
    const plain = (await call('GET', '/shipping-methods')).json();
    expect(plain.data.map((method: { code: string }) => method.code)).toEqual([
      'omniva_locker',
      'lp_express_locker',
      'lp_express_courier',
      'dpd_pickup',
      'dpd_courier',
      'venipak_courier',
    ]);
    expect(plain.data[0]).toMatchObject({ cost: 249 });
    const forOrder = (await call('GET', `/shipping-methods?tokenValue=${cart.tokenValue}`)).json();
    expect(forOrder.data[0]).toMatchObject({ code: 'omniva_locker', cost: 0 });
    expect((await call('GET', '/shipping-methods?tokenValue=nope')).statusCode).toBe(404);
    const paymentMethods = (await call('GET', '/payment-methods')).json();
    expect(paymentMethods.data.map((method: { kind: string }) => method.kind)).toEqual([
      'bank_transfer',
      'cash_on_delivery',
    ]);
  });

  it('lists a carrier’s parcel lockers, searchable by city', async () => {
    const all = (await call('GET', '/parcel-lockers?carrier=dpd')).json();
    expect(all.data.length).toBeGreaterThan(5);
    expect(all.data.every((locker: { carrier: string }) => locker.carrier === 'dpd')).toBe(true);
    const kaunas = (
      await call('GET', `/parcel-lockers?carrier=dpd&search=${encodeURIComponent('kaun')}`)
    ).json();
    expect(kaunas.data.map((locker: { city: string }) => locker.city)).toEqual([
      'Kaunas',
      'Kaunas',
      'Kaunas',
    ]);
    expect((await call('GET', '/parcel-lockers')).statusCode).toBe(400);
  });

  it('refuses to complete when stock ran out after the cart was filled', async () => {
    const paid = await throughPayment(await cartWith('FEW-1', 3));
    await database.db
      .update(productVariants)
      .set({ onHand: 2 })
      .where(eq(productVariants.id, variantIds.FEW ?? 0));
    const response = await call('PATCH', `/orders/${paid.tokenValue}/complete`);
    expect(response.statusCode).toBe(422);
    expect(response.json().violations).toEqual([
      { propertyPath: '', message: OUT_OF_STOCK, code: 'out_of_stock' },
    ]);
    expect((await call('GET', `/orders/${paid.tokenValue}`)).json().state).toBe('cart');
  });

  it('sells the last units once: 50 parallel checkouts for 10 units complete exactly 10 orders', async () => {
    const carts: Order[] = [];
    for (let index = 0; index < 50; index += 1) carts.push(await throughPayment(await cartWith('TEN-1')));
    const responses = await Promise.all(
      carts.map((cart) => call('PATCH', `/orders/${cart.tokenValue}/complete`)),
    );
    const completed = responses.filter((response) => response.statusCode === 200);
    const refused = responses.filter((response) => response.statusCode === 422);
    expect(completed).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const response of refused) expect(response.json().violations[0].message).toBe(OUT_OF_STOCK);
    expect(new Set(completed.map((response) => response.json().number)).size).toBe(10);
    expect(await sellable('TEN')).toBe(0);

    // The sold-out product's search document is refreshed by a queued job, not by the checkout request.
    const refreshes = (await database.db.select().from(jobs).where(eq(jobs.kind, 'search-refresh'))).filter(
      (job) => job.status === 'pending',
    );
    expect(refreshes.length).toBeGreaterThan(0);
    const mailer = createMailer({
      smtpUrl: null,
      mailFrom: 'Gandras <info@gandras.lt>',
      outboxDir: os.tmpdir(),
    });
    const handlers = jobHandlers({
      db: database.db,
      mailer,
      config: { storefrontUrls: { web: 'https://shop.test' } },
    });
    await runDueJobs(database.db, { 'search-refresh': handlers['search-refresh']! }, () => {});
    const listed = (await call('GET', '/search/products?code[]=TEN&itemsPerPage=10')).json();
    expect(listed.data.map((item: { code: string; inStock: boolean }) => [item.code, item.inStock])).toEqual([
      ['TEN', false],
    ]);
  });
});
