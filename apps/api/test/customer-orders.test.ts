import { hash } from '@node-rs/argon2';
import type { CustomerOrder, CustomerOrderSummary, List, Order } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, invoices, orders, payments, shopUsers } from '../src/db/schema/index.ts';
import { seedCheckout } from '../src/demo/seed/checkout.ts';
import { fixtures } from './helpers/fixtures.ts';
import { createTestApp } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

const BASE = '/api/v2/shop';
const JWT_SECRET = 'test-secret-of-the-customer-orders-tests-0123';
const PASSWORD = 'Gandras2026';

/** The text of every page as a reader would copy it (pdf.js reads the embedded fonts' Unicode maps). */
async function pdfText(body: Buffer): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(body), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(
      content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : '')).join(''),
    );
  }
  await document.destroy();
  return pages.join('\n').replace(/[ \u00a0\u202f]+/g, ' ');
}

const address = {
  firstName: 'Ona',
  lastName: 'Onaitė',
  phoneNumber: '+37061234567',
  countryCode: 'LT',
  city: 'Kaunas',
  street: 'Laisvės al.',
  houseNumber: '1',
  postCode: 'LT-44001',
};

describe("the signed-in customer's orders and their invoices", () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let ona: string;
  let petras: string;

  async function account(email: string): Promise<void> {
    const [customer] = await database.db
      .insert(customers)
      .values({ email, firstName: 'Ona', lastName: 'Onaitė' })
      .returning();
    if (!customer) throw new Error('customer not stored');
    await database.db.insert(shopUsers).values({
      customerId: customer.id,
      passwordHash: await hash(PASSWORD),
      enabled: true,
      verifiedAt: new Date(),
      approvedAt: new Date(),
    });
  }

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    url: string,
    options: { payload?: unknown; token?: string } = {},
  ) =>
    app.inject({
      method,
      url: `${BASE}${url}`,
      headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
      ...(options.payload === undefined ? {} : { payload: options.payload as object }),
    });

  async function signIn(email: string): Promise<string> {
    const response = await call('POST', '/customers/token', { payload: { email, password: PASSWORD } });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { token: string }).token;
  }

  /** A cart with `quantity` toys; placed (bank transfer or cash on delivery) unless `place` is false. */
  async function order(
    token: string | undefined,
    options: { quantity?: number; paymentMethod?: string; place?: boolean } = {},
  ): Promise<Order> {
    const cart = (await call('POST', '/orders', { token })).json() as Order;
    const path = `/orders/${cart.tokenValue}`;
    expect(
      (
        await call('POST', `${path}/items`, {
          token,
          payload: { productVariant: 'TOY-1', quantity: options.quantity ?? 1 },
        })
      ).statusCode,
    ).toBe(201);
    if (options.place === false) return cart;
    const addressed = (
      await call('PUT', path, { token, payload: { email: 'ona@example.lt', billingAddress: address } })
    ).json() as Order;
    await call('PATCH', `${path}/shipments/${addressed.shipments[0]?.id}`, {
      token,
      payload: { shippingMethod: 'dpd_courier' },
    });
    await call('PATCH', `${path}/payments/${addressed.payments[0]?.id}`, {
      token,
      payload: { paymentMethod: options.paymentMethod ?? 'bank_transfer' },
    });
    const placed = await call('PATCH', `${path}/complete`, { token });
    expect(placed.statusCode, placed.body).toBe(200);
    return placed.json();
  }

  /** What the payment provider's callback (or the shop's staff) would do. */
  async function markPaid(order: Order): Promise<void> {
    await database.db.update(orders).set({ paymentState: 'paid' }).where(eq(orders.id, order.id));
    await database.db.update(payments).set({ state: 'paid' }).where(eq(payments.orderId, order.id));
  }

  const list = async (token: string, query = '') => {
    const response = await call('GET', `/customers/me/orders${query}`, { token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as List<CustomerOrderSummary>;
  };

  function expectPdf(response: LightMyRequestResponse, fileName: string): Buffer {
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
    expect(response.headers['cache-control']).toBe('private, no-store');
    return response.rawPayload;
  }

  beforeAll(async () => {
    database = await createTestDatabase({ JWT_SECRET });
    const data = fixtures(database.db);
    await data.locales();
    const web = (await data.channel({ code: 'web', defaultLocale: 'lt', locales: ['lt', 'en'] })).id;
    await seedCheckout(database.db, [web]);
    const toy = await data.catalogueProduct({
      code: 'TOY',
      channelIds: [web],
      translations: {
        lt: { name: 'Medinis žaislas', slug: 'zaislas' },
        en: { name: 'Wooden toy', slug: 'toy' },
      },
    });
    await data.variant({
      productId: toy.id,
      code: 'TOY-1',
      onHand: 1000,
      prices: [{ channelId: web, price: 1500 }],
    });
    await account('ona@example.lt');
    await account('petras@example.lt');
    app = await createTestApp(database);
    ona = await signIn('ona@example.lt');
    petras = await signIn('petras@example.lt');
  });
  afterAll(async () => {
    await app.close();
    await database.cleanup();
  });

  it('lists only the customer’s own placed orders, newest first: no carts, nobody else’s, 401 anonymous', async () => {
    const first = await order(ona, { quantity: 2 });
    const second = await order(ona, { quantity: 3, paymentMethod: 'cash_on_delivery' });
    await order(ona, { place: false });
    await order(petras);
    await order(undefined);

    const mine = await list(ona);
    expect(mine.meta).toEqual({ totalItems: 2, page: 1, itemsPerPage: 20, lastPage: 1 });
    expect(mine.data.map((row) => row.number)).toEqual([second.number, first.number]);
    expect(mine.data[1]).toEqual({
      tokenValue: first.tokenValue,
      number: first.number,
      checkoutCompletedAt: first.checkoutCompletedAt,
      state: 'new',
      paymentState: 'awaiting_payment',
      shippingState: 'ready',
      total: first.summary.total,
      currencyCode: 'EUR',
      itemsCount: 2,
      items: [{ productName: 'Medinis žaislas', image: null }],
    });
    expect((await list(petras)).meta.totalItems).toBe(1);

    const anonymous = await call('GET', '/customers/me/orders');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 401 });
  });

  it('pages the list with page and itemsPerPage', async () => {
    const all = await list(ona);
    const total = all.meta.totalItems;
    const page2 = await list(ona, '?page=2&itemsPerPage=1');
    expect(page2.meta).toEqual({ totalItems: total, page: 2, itemsPerPage: 1, lastPage: total });
    expect(page2.data.map((row) => row.number)).toEqual([all.data[1]?.number]);
    expect((await list(ona, '?itemsPerPage=0')).data).toEqual([]);
    expect((await call('GET', '/customers/me/orders?itemsPerPage=1000', { token: ona })).statusCode).toBe(
      400,
    );
  });

  it('shows one order with its documents; another customer’s order is 404 there and for its PDFs', async () => {
    const placed = await order(ona);
    const detail = await call('GET', `/customers/me/orders/${placed.tokenValue}`, { token: ona });
    expect(detail.statusCode, detail.body).toBe(200);
    const body = detail.json() as CustomerOrder;
    expect(body).toMatchObject({
      tokenValue: placed.tokenValue,
      number: placed.number,
      preInvoiceAvailable: true,
      invoice: { available: false, number: null, issuedAt: null },
      shipments: [{ method: { code: 'dpd_courier' }, trackingNumber: null }],
      payments: [{ method: { code: 'bank_transfer' } }],
      billingAddress: { city: 'Kaunas' },
    });

    const token = placed.tokenValue;
    for (const url of [
      `/customers/me/orders/${token}`,
      `/orders/${token}`,
      `/orders/${token}/pre-invoice`,
      `/orders/${token}/invoice`,
    ]) {
      expect((await call('GET', url, { token: petras })).statusCode, url).toBe(404);
    }
    expect((await call('GET', `/customers/me/orders/${token}`)).statusCode).toBe(401);
    // The documents of a customer's order need their sign-in; the order itself stays open to its emailed link.
    expect((await call('GET', `/orders/${token}/pre-invoice`)).statusCode).toBe(401);
    expect((await call('GET', `/orders/${token}`)).statusCode).toBe(200);
    expectPdf(
      await call('GET', `/orders/${token}/pre-invoice`, { token: ona }),
      `isankstine-saskaita-${placed.number}.pdf`,
    );
  });

  it('keeps guest orders’ documents open to their token', async () => {
    const guest = await order(undefined);
    expectPdf(
      await call('GET', `/orders/${guest.tokenValue}/pre-invoice`),
      `isankstine-saskaita-${guest.number}.pdf`,
    );
    expect((await call('GET', `/customers/me/orders/${guest.tokenValue}`, { token: ona })).statusCode).toBe(
      404,
    );
  });

  it('refuses the invoice of an unpaid order, and numbers a paid one once: the same number every time', async () => {
    const placed = await order(ona);
    const refused = await call('GET', `/orders/${placed.tokenValue}/invoice`, { token: ona });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ violations: [{ code: 'invoice_not_available' }] });
    expect(await database.db.select().from(invoices).where(eq(invoices.orderId, placed.id))).toEqual([]);

    await markPaid(placed);
    const first = await call('GET', `/orders/${placed.tokenValue}/invoice`, { token: ona });
    const [issued] = await database.db.select().from(invoices).where(eq(invoices.orderId, placed.id));
    expect(issued?.number).toMatch(/^WEB-\d{6}$/);
    const number = issued?.number ?? '';
    const text = await pdfText(expectPdf(first, `saskaita-faktura-${number}.pdf`));
    expect(text).toContain('PVM sąskaita faktūra');
    expect(text).toContain(`Nr. ${number}`);
    expect(text).toContain(`Užsakymo Nr. ${placed.number}`);
    expect(text).not.toContain('Apmokėti iki');

    const again = await call('GET', `/orders/${placed.tokenValue}/invoice?locale=en`, { token: ona });
    const english = await pdfText(expectPdf(again, `invoice-${number}.pdf`));
    expect(english).toContain('VAT invoice');
    expect(english).toContain(`No. ${number}`);
    expect(await database.db.select().from(invoices).where(eq(invoices.orderId, placed.id))).toHaveLength(1);

    // The next paid order gets the next number.
    const next = await order(ona);
    await markPaid(next);
    await call('GET', `/orders/${next.tokenValue}/invoice`, { token: ona });
    const detail = (
      await call('GET', `/customers/me/orders/${next.tokenValue}`, { token: ona })
    ).json() as CustomerOrder;
    expect(detail.invoice).toMatchObject({ available: true });
    expect(Number(detail.invoice.number?.slice(4))).toBe(Number(number.slice(4)) + 1);
    expect(detail.preInvoiceAvailable).toBe(false);
  });

  it('maps the processing state (In progress) into the list and the order', async () => {
    const placed = await order(ona);
    await database.db.update(orders).set({ state: 'processing' }).where(eq(orders.id, placed.id));
    expect((await list(ona)).data.find((row) => row.tokenValue === placed.tokenValue)?.state).toBe(
      'processing',
    );
    const detail = (
      await call('GET', `/customers/me/orders/${placed.tokenValue}`, { token: ona })
    ).json() as CustomerOrder;
    expect(detail.state).toBe('processing');
  });
});
