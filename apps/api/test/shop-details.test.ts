import {
  BLANK_MESSAGE,
  BUSINESS_ACCESS_ALREADY_MESSAGE,
  BUSINESS_ACCESS_CHANNEL_MESSAGE,
  COMPANY_ACCOUNT_REQUIRED_MESSAGE,
  EMAIL_INVALID_MESSAGE,
  IBAN_MESSAGE,
  VAT_MESSAGE,
  type AdminAccount,
  type AdminChannel,
  type AdminShopDetails,
  type Channel,
  type List,
  type Order,
  type PaymentMethod,
  type ValidationError,
} from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channels, orders } from '../src/db/schema/index.ts';
import { seedCheckout } from '../src/demo/seed/checkout.ts';
import { SELLER, sellerOf } from '../src/modules/orders/seller.ts';
import { auditLinesOf, signedInBackOffice, type BackOfficeCall } from './helpers/back-office-caller.ts';
import { createAccount, TEST_PASSWORD } from './helpers/customer-session.ts';
import { fixtures } from './helpers/fixtures.ts';
import { createTestApp } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

const BASE = '/api/v2/shop';

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

const ADDRESS = {
  firstName: 'Ona',
  lastName: 'Testaitė',
  phoneNumber: '+37061234567',
  countryCode: 'LT',
  city: 'Kaunas',
  street: 'Laisvės al.',
  houseNumber: '1',
  postCode: 'LT-44001',
};

const EDITED = {
  companyName: 'UAB „Gandro namai“',
  companyCode: '304999111',
  vatNumber: 'lt 100001919017',
  address: 'Gedimino pr. 1, LT-01103 Vilnius',
  bankName: 'AB SEB bankas',
  iban: 'lt12 1000 0111 0100 1000',
  phone: '+370 5 212 3456',
  email: 'labas@gandras.lt',
};

const COMPANY = {
  companyName: 'UAB Šilų žaislai',
  vatNumber: 'LT123456715',
  companyCode: '302123456',
  countryCode: 'LT',
  city: 'Kėdainiai',
  street: 'Didžioji g.',
  houseNumber: '12',
  postCode: 'LT-57281',
};

describe('shop details, order numbers across channels and business access requests', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let admin: BackOfficeCall;

  beforeAll(async () => {
    database = await createTestDatabase();
    const data = fixtures(database.db);
    await data.locales();
    const web = (await data.channel({ code: 'web', defaultLocale: 'lt', locales: ['lt', 'en'] })).id;
    const b2b = (
      await data.channel({ code: 'b2b', defaultLocale: 'lt', locales: ['lt', 'en'], requiresLogin: true })
    ).id;
    await database.db.update(channels).set({ orderNumberPrefix: 'B-' }).where(eq(channels.id, b2b));
    for (const id of [web, b2b]) {
      await database.db
        .update(channels)
        .set({
          contactPhoneNumber: SELLER.phone,
          contactEmail: SELLER.email,
          sellerName: SELLER.name,
          sellerCompanyCode: SELLER.companyCode,
          sellerVatNumber: SELLER.vatCode,
          sellerAddress: SELLER.address,
          sellerBankName: SELLER.bankName,
          sellerIban: SELLER.bankAccount,
        })
        .where(eq(channels.id, id));
    }
    await seedCheckout(database.db, [web, b2b]);
    const product = await data.catalogueProduct({
      code: 'BLOCKS',
      channelIds: [web, b2b],
      translations: { lt: { name: 'Kaladėlės', slug: 'kaladeles' }, en: { name: 'Blocks', slug: 'blocks' } },
    });
    await data.variant({
      productId: product.id,
      code: 'BLOCKS-1',
      onHand: 100,
      prices: [
        { channelId: web, price: 1500 },
        { channelId: b2b, price: 1350 },
      ],
    });
    app = await createTestApp(database);
    admin = await signedInBackOffice(app, database.db);
  });
  afterAll(async () => {
    await app.close();
    await database.cleanup();
  });

  const shop = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    url: string,
    options: { channel?: string; token?: string; payload?: unknown; locale?: string } = {},
  ) =>
    app.inject({
      method,
      url: `${BASE}${url}`,
      headers: {
        channel: options.channel ?? 'web',
        ...(options.locale ? { locale: options.locale } : {}),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      ...(options.payload === undefined ? {} : { payload: options.payload as object }),
    });

  async function placeOrder(
    channel: string,
    token?: string,
    paymentMethod = 'bank_transfer',
  ): Promise<Order> {
    const cart = await shop('POST', '/orders', { channel, token });
    expect(cart.statusCode, cart.body).toBe(201);
    const path = `/orders/${cart.json<Order>().tokenValue}`;
    const added = await shop('POST', `${path}/items`, {
      channel,
      token,
      payload: { productVariant: 'BLOCKS-1' },
    });
    expect(added.statusCode, added.body).toBe(201);
    const addressed = (
      await shop('PUT', path, {
        channel,
        token,
        payload: { email: 'ona@example.lt', billingAddress: ADDRESS },
      })
    ).json<Order>();
    await shop('PATCH', `${path}/shipments/${addressed.shipments[0]?.id}`, {
      channel,
      token,
      payload: { shippingMethod: 'dpd_courier' },
    });
    await shop('PATCH', `${path}/payments/${addressed.payments[0]?.id}`, {
      channel,
      token,
      payload: { paymentMethod },
    });
    const placed = await shop('PATCH', `${path}/complete`, { channel, token });
    expect(placed.statusCode, placed.body).toBe(200);
    return placed.json<Order>();
  }

  const violationsOf = (body: string) =>
    (JSON.parse(body) as ValidationError).violations.map((v) => [v.propertyPath, v.message]);

  describe('the back office shop details API', () => {
    it('answers 401 without an administrator token and 404 for an unknown channel', async () => {
      expect((await admin('GET', '/channels', { token: null })).statusCode).toBe(401);
      expect((await admin('GET', '/channels/web/shop-details', { token: null })).statusCode).toBe(401);
      expect(
        (await admin('PATCH', '/channels/web/shop-details', { token: null, payload: EDITED })).statusCode,
      ).toBe(401);
      const unknown = await admin('GET', '/channels/nowhere/shop-details');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ code: 404, message: 'Channel "nowhere" not found.' });
      expect((await admin('PATCH', '/channels/nowhere/shop-details', { payload: EDITED })).statusCode).toBe(
        404,
      );
    });

    it('lists the channels with their order number prefixes and reads a channel’s details', async () => {
      const list = await admin('GET', '/channels');
      expect(list.statusCode, list.body).toBe(200);
      expect(list.json<List<AdminChannel>>().data).toEqual([
        { code: 'web', name: 'web', requiresLogin: false, orderNumberPrefix: '' },
        { code: 'b2b', name: 'b2b', requiresLogin: true, orderNumberPrefix: 'B-' },
      ]);
      const details = await admin('GET', '/channels/b2b/shop-details');
      expect(details.statusCode, details.body).toBe(200);
      expect(details.json<AdminShopDetails>().details).toEqual({
        companyName: SELLER.name,
        companyCode: SELLER.companyCode,
        vatNumber: SELLER.vatCode,
        address: SELLER.address,
        bankName: SELLER.bankName,
        iban: SELLER.bankAccount,
        phone: SELLER.phone,
        email: SELLER.email,
      });
    });

    it('refuses a form with every field’s problem at once, and stores nothing', async () => {
      const refused = await admin('PATCH', '/channels/web/shop-details', {
        payload: {
          ...EDITED,
          companyName: ' ',
          vatNumber: 'XX12',
          iban: 'LT12 3456',
          email: 'not-an-email',
          companyCode: '',
        },
      });
      expect(refused.statusCode, refused.body).toBe(422);
      expect(violationsOf(refused.body)).toEqual(
        expect.arrayContaining([
          ['companyName', BLANK_MESSAGE],
          ['companyCode', BLANK_MESSAGE],
          ['vatNumber', VAT_MESSAGE],
          ['iban', IBAN_MESSAGE],
          ['email', EMAIL_INVALID_MESSAGE],
        ]),
      );
      expect(violationsOf(refused.body)).toHaveLength(5);
      // A VAT number of the wrong form for its country prefix is refused too, alone.
      const checksum = await admin('PATCH', '/channels/web/shop-details', {
        payload: { ...EDITED, vatNumber: 'EE12345' },
      });
      expect(checksum.statusCode, checksum.body).toBe(422);
      expect(violationsOf(checksum.body)).toEqual([['vatNumber', VAT_MESSAGE]]);
      expect((await sellerOf(database.db, 'web')).name).toBe(SELLER.name);
      expect(await auditLinesOf(database.db, 'channel.shopDetails.update')).toHaveLength(0);
    });

    it('saves the details of one channel (normalised), audits it, and every document and page names them', async () => {
      const before = await placeOrder('web');
      // Read once, so the seller is cached in this process before the change.
      expect((await sellerOf(database.db, 'web')).bankAccount).toBe(SELLER.bankAccount);

      const saved = await admin('PATCH', '/channels/web/shop-details', { payload: EDITED });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json<AdminShopDetails>().details).toEqual({
        ...EDITED,
        vatNumber: 'LT100001919017',
        iban: 'LT12 1000 0111 0100 1000',
      });
      const [audit] = await auditLinesOf(database.db, 'channel.shopDetails.update');
      expect(audit?.subjectId).toBe('web');
      expect(audit?.summary).toContain('companyName');
      expect(audit?.details).toMatchObject({
        changed: { iban: { from: SELLER.bankAccount, to: 'LT12 1000 0111 0100 1000' } },
      });

      // The other channel keeps its own details.
      expect((await sellerOf(database.db, 'b2b')).name).toBe(SELLER.name);
      expect(await sellerOf(database.db, 'web')).toMatchObject({
        name: EDITED.companyName,
        bankAccount: 'LT12 1000 0111 0100 1000',
      });

      // The channel the storefront loads (footer, chat button).
      const channel = (await shop('GET', '/channels/web')).json<Channel>();
      expect(channel.seller).toMatchObject({ companyName: EDITED.companyName, vatNumber: 'LT100001919017' });
      expect(channel.contactPhoneNumber).toBe(EDITED.phone);
      expect(channel.contactEmail).toBe(EDITED.email);

      // The bank-transfer instructions name the new account, in every locale.
      for (const locale of ['lt', 'en']) {
        const methods = await shop(
          'GET',
          `/orders/${before.tokenValue}/payments/${before.payments[0]?.id}/methods`,
          {
            locale,
          },
        );
        expect(methods.statusCode, methods.body).toBe(200);
        const transfer = methods
          .json<List<PaymentMethod>>()
          .data.find((method) => method.code === 'bank_transfer');
        expect(transfer?.description).toContain('LT12 1000 0111 0100 1000');
        expect(transfer?.description).toContain(EDITED.companyName);
        expect(transfer?.description).not.toContain('{iban}');
      }

      // The pre-invoice of an order placed before names the seller as it is now.
      const pdf = await shop('GET', `/orders/${before.tokenValue}/pre-invoice?locale=lt`);
      expect(pdf.statusCode, pdf.body).toBe(200);
      const text = await pdfText(pdf.rawPayload);
      for (const expected of [
        EDITED.companyName,
        EDITED.companyCode,
        'LT100001919017',
        EDITED.bankName,
        'LT12 1000 0111 0100 1000',
      ]) {
        expect(text).toContain(expected);
      }
      expect(text).not.toContain(SELLER.bankAccount);
    });
  });

  describe('order numbers', () => {
    it('are unique across channels: one sequence, the b2b prefix; the back office finds each once', async () => {
      const first = await placeOrder('web');
      const second = await placeOrder('web');
      expect(first.number).toMatch(/^\d{9}$/);
      expect(Number(second.number)).toBe(Number(first.number) + 1);
      const numbers = (await database.db.select({ number: orders.number }).from(orders))
        .map((row) => row.number)
        .filter((number): number is string => number !== null);
      expect(new Set(numbers).size).toBe(numbers.length);
      const search = await admin('GET', `/orders?search=${first.number}`);
      expect(search.statusCode, search.body).toBe(200);
      expect(search.json<List<{ number: string }>>().data.map((order) => order.number)).toEqual([
        first.number,
      ]);
    });
  });

  describe('business access on the b2b channel', () => {
    it('lets a retail customer signed in on b2b ask for access, wait in the pending list, and buy once approved', async () => {
      await createAccount(database.db, 'mazmena@example.lt', 'Rasa');
      const signIn = await shop('POST', '/customers/token', {
        channel: 'b2b',
        payload: { email: 'mazmena@example.lt', password: TEST_PASSWORD },
      });
      expect(signIn.statusCode, signIn.body).toBe(200);
      const token = signIn.json<{ token: string }>().token;
      // Signed in, but not a company account: no cart.
      const cart = await shop('POST', '/orders', { channel: 'b2b', token });
      expect(cart.statusCode).toBe(403);
      expect(cart.json().message).toBe(COMPANY_ACCOUNT_REQUIRED_MESSAGE);
      const pendingBefore = await admin('GET', '/accounts?status=pending');
      expect(pendingBefore.json<List<AdminAccount>>().data).toEqual([]);

      // Every problem at once; anonymous and web callers are refused.
      const refused = await shop('POST', '/customers/me/business-access', {
        channel: 'b2b',
        token,
        payload: { ...COMPANY, companyName: '', vatNumber: 'XX12', postCode: '123', city: '' },
      });
      expect(refused.statusCode, refused.body).toBe(422);
      expect(violationsOf(refused.body)).toEqual(
        expect.arrayContaining([
          ['companyName', BLANK_MESSAGE],
          ['city', BLANK_MESSAGE],
          ['vatNumber', VAT_MESSAGE],
          ['postCode', 'Invalid format'],
        ]),
      );
      expect(
        (await shop('POST', '/customers/me/business-access', { channel: 'b2b', payload: COMPANY }))
          .statusCode,
      ).toBe(401);
      const webToken = (
        await shop('POST', '/customers/token', {
          channel: 'web',
          payload: { email: 'mazmena@example.lt', password: TEST_PASSWORD },
        })
      ).json<{ token: string }>().token;
      const web = await shop('POST', '/customers/me/business-access', {
        channel: 'web',
        token: webToken,
        payload: COMPANY,
      });
      expect(web.statusCode).toBe(422);
      expect(violationsOf(web.body)).toEqual([['', BUSINESS_ACCESS_CHANNEL_MESSAGE]]);

      const requested = await shop('POST', '/customers/me/business-access', {
        channel: 'b2b',
        token,
        payload: COMPANY,
      });
      expect(requested.statusCode, requested.body).toBe(202);
      expect(requested.json()).toEqual({ status: 'pending' });

      const pending = await admin('GET', '/accounts?status=pending');
      const [account] = pending.json<List<AdminAccount>>().data;
      expect(account).toMatchObject({
        email: 'mazmena@example.lt',
        companyName: COMPANY.companyName,
        vatNumber: COMPANY.vatNumber,
        companyCode: COMPANY.companyCode,
        channelCode: 'b2b',
        status: 'pending',
      });
      // Waiting: signing in on b2b says so; the web shop keeps working.
      const waiting = await shop('POST', '/customers/token', {
        channel: 'b2b',
        payload: { email: 'mazmena@example.lt', password: TEST_PASSWORD },
      });
      expect(waiting.statusCode).toBe(401);
      const onWeb = await shop('POST', '/customers/token', {
        channel: 'web',
        payload: { email: 'mazmena@example.lt', password: TEST_PASSWORD },
      });
      expect(onWeb.statusCode, onWeb.body).toBe(200);

      const approved = await admin('PATCH', `/accounts/${account?.shopUserId}/approve`);
      expect(approved.statusCode, approved.body).toBe(200);
      const again = await shop('POST', '/customers/token', {
        channel: 'b2b',
        payload: { email: 'mazmena@example.lt', password: TEST_PASSWORD },
      });
      expect(again.statusCode, again.body).toBe(200);
      const buyerToken = again.json<{ token: string }>().token;
      const placed = await placeOrder('b2b', buyerToken);
      expect(placed.number).toMatch(/^B-\d{9}$/);
      const search = await admin('GET', `/orders?search=${placed.number}`);
      expect(search.json<List<{ number: string }>>().data.map((order) => order.number)).toEqual([
        placed.number,
      ]);

      const twice = await shop('POST', '/customers/me/business-access', {
        channel: 'b2b',
        token: buyerToken,
        payload: COMPANY,
      });
      expect(twice.statusCode).toBe(422);
      expect(violationsOf(twice.body)).toEqual([['', BUSINESS_ACCESS_ALREADY_MESSAGE]]);
    });
  });
});
