import type { Order } from '@shop/contracts';
import { formatMoney, type LocaleCode } from '@shop/locale';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giftCards, orders, payments } from '../src/db/schema/index.ts';
import { seedCartPromotions } from '../src/demo/seed/cart-promotions.ts';
import { seedCheckout } from '../src/demo/seed/checkout.ts';
import { renderInvoicePdf } from '../src/modules/orders/order-document-pdf.ts';
import { SELLER } from '../src/modules/orders/seller.ts';
import { fixtures } from './helpers/fixtures.ts';
import { createTestApp } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

const BASE = '/api/v2/shop';
const LITHUANIAN_LETTERS = 'ąčęėįšųūž ĄČĘĖĮŠŲŪŽ';

/** The text of every page as a reader would copy it: pdf.js reads the embedded fonts' Unicode maps. */
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
  // One space between words, whatever way the PDF positioned them.
  return pages.join('\n').replace(/[ \u00a0\u202f]+/g, ' ');
}

/** Amounts as the PDF prints them (the locale's format), spaces normalised like pdfText. */
const money = (minor: number, locale: LocaleCode) =>
  formatMoney(minor, 'EUR', locale).replace(/[ \u00a0\u202f]+/g, ' ');

const company = {
  firstName: 'Ūla',
  lastName: 'Čiurlionytė',
  phoneNumber: '+37061234567',
  countryCode: 'LT',
  city: 'Kėdainiai',
  street: 'Didžioji g.',
  houseNumber: '12',
  apartmentNumber: '3',
  postCode: 'LT-57281',
  companyName: 'UAB Šilų žaislai',
  companyCode: '302123456',
  vatNumber: 'LT123456715',
};

describe('pre-invoice PDF', () => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase();
    const data = fixtures(database.db);
    await data.locales();
    const web = (await data.channel({ code: 'web', defaultLocale: 'lt', locales: ['lt', 'en'] })).id;
    const other = (await data.channel({ code: 'b2b', defaultLocale: 'lt', locales: ['lt'] })).id;
    await seedCheckout(database.db, [web, other]);
    await seedCartPromotions(database.db, [web]);
    const size = await data.productOption({
      code: 'pdf_size',
      names: { lt: 'Dydis', en: 'Size' },
      values: [{ code: 'pdf_large', names: { lt: 'Didelė', en: 'Large' } }],
    });
    const puzzle = await data.catalogueProduct({
      code: 'LETTERS',
      channelIds: [web, other],
      translations: {
        lt: { name: `Dėlionė „Raidės ${LITHUANIAN_LETTERS}“`, slug: 'raides' },
        en: { name: 'Letters puzzle', slug: 'letters' },
      },
    });
    await data.variant({
      productId: puzzle.id,
      code: 'LETTERS-L',
      onHand: 100,
      prices: [
        { channelId: web, price: 2500 },
        { channelId: other, price: 2500 },
      ],
      optionValueIds: [size.valueIds.get('pdf_large') ?? 0],
    });
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

  /** Two puzzles with the 10 % coupon, to the buyer's door by DPD courier, paid as asked; placed if asked. */
  async function order(options: { paymentMethod: string; complete: boolean }): Promise<Order> {
    const cart = (await call('POST', '/orders')).json() as Order;
    const token = cart.tokenValue;
    expect(
      (await call('POST', `/orders/${token}/items`, { productVariant: 'LETTERS-L', quantity: 2 })).statusCode,
    ).toBe(201);
    expect((await call('PUT', `/orders/${token}`, { couponCode: 'GANDRAS10' })).statusCode).toBe(200);
    const addressed = (
      await call('PUT', `/orders/${token}`, { email: 'ula@example.lt', billingAddress: company })
    ).json() as Order;
    const shipped = await call('PATCH', `/orders/${token}/shipments/${addressed.shipments[0]?.id}`, {
      shippingMethod: 'dpd_courier',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const paid = await call('PATCH', `/orders/${token}/payments/${addressed.payments[0]?.id}`, {
      paymentMethod: options.paymentMethod,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    if (!options.complete) return paid.json();
    const completed = await call('PATCH', `/orders/${token}/complete`);
    expect(completed.statusCode, completed.body).toBe(200);
    return completed.json();
  }

  const preInvoice = (token: string, query = '', headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: `${BASE}/orders/${token}/pre-invoice${query}`, headers });

  function expectPdf(response: LightMyRequestResponse, fileName: string): Buffer {
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const body = response.rawPayload;
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    return body;
  }

  it('gives a placed bank transfer order its pre-invoice in Lithuanian: seller, company buyer, lines, totals, how to pay', async () => {
    const placed = await order({ paymentMethod: 'bank_transfer', complete: true });
    const number = placed.number ?? '';
    // The coupon and a charged delivery make every line of the totals show.
    expect(placed.summary).toMatchObject({ subtotal: 5000, discount: 500, delivery: 449, total: 4949 });

    const body = expectPdf(await preInvoice(placed.tokenValue), `isankstine-saskaita-${number}.pdf`);
    // The font is a TrueType font embedded in the file, not a standard PDF font.
    const raw = body.toString('latin1');
    expect(raw).toMatch(/\/FontFile2/);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans-Bold/);
    expect(raw).not.toMatch(/\/BaseFont \/Helvetica/);

    const text = await pdfText(body);
    expect(text).toContain('Išankstinė sąskaita');
    expect(text).toContain(`Nr. ${number}`);
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vilnius' }).format(
      new Date(placed.checkoutCompletedAt ?? ''),
    );
    const due = new Date(`${day}T00:00:00Z`);
    due.setUTCDate(due.getUTCDate() + 7);
    expect(text).toContain(`Data: ${day}`);
    expect(text).toContain(`Apmokėti iki: ${due.toISOString().slice(0, 10)}`);
    // Seller.
    for (const value of [
      SELLER.name,
      SELLER.companyCode,
      SELLER.vatCode,
      SELLER.bankName,
      SELLER.bankAccount,
    ]) {
      expect(text).toContain(value);
    }
    // Buyer: the company with its codes, the person and the address.
    expect(text).toContain('UAB Šilų žaislai');
    expect(text).toContain('Įmonės kodas: 302123456');
    expect(text).toContain('PVM mokėtojo kodas: LT123456715');
    expect(text).toContain('Ūla Čiurlionytė');
    expect(text).toContain('Didžioji g. 12-3, LT-57281 Kėdainiai, Lietuva');
    // The line: name (with every Lithuanian letter), variant, quantity, unit price, line total.
    expect(text).toContain(LITHUANIAN_LETTERS);
    expect(text).toContain('Dydis: Didelė · Kodas LETTERS-L');
    expect(text).toMatch(new RegExp(`1 2 ${money(2500, 'lt')} ${money(5000, 'lt')}`));
    // Totals: discount, delivery, without VAT, VAT 21 %, total.
    expect(text).toContain(`Prekių suma ${money(5000, 'lt')}`);
    expect(text).toContain(`${placed.promotions[0]?.label} ${money(-500, 'lt')}`);
    expect(text).toContain(`Pristatymas: DPD kurjeris ${money(449, 'lt')}`);
    expect(text).toContain(`Suma be PVM ${money(placed.summary.amountWithoutTax, 'lt')}`);
    expect(text).toContain(`PVM 21 % ${money(placed.summary.tax, 'lt')}`);
    expect(text).toContain(`Iš viso mokėti ${money(4949, 'lt')}`);
    expect(placed.summary.amountWithoutTax + placed.summary.tax).toBe(4949);
    // How to pay.
    expect(text).toContain(`Mokėjimo paskirtis Užsakymo Nr. ${number}`);
    expect(text).toContain(`Suma ${money(4949, 'lt')}`);
  });

  it('shows what a redeemed gift card paid, and the rest as the total to pay', async () => {
    const buying = await order({ paymentMethod: 'bank_transfer', complete: true });
    await database.db.insert(giftCards).values({
      code: 'GC-TEST-PDF1-AAAA',
      channelId: (await database.db.select().from(orders).where(eq(orders.id, buying.id)))[0]?.channelId ?? 0,
      currencyCode: 'EUR',
      amount: 2000,
      balance: 2000,
      orderId: buying.id,
      orderItemId: buying.items[0]?.id ?? 0,
      activatedAt: new Date(),
    });
    const cart = await order({ paymentMethod: 'bank_transfer', complete: false });
    const redeemed = await call('PUT', `/orders/${cart.tokenValue}`, { couponCode: 'GC-TEST-PDF1-AAAA' });
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    const placed = (await call('PATCH', `/orders/${cart.tokenValue}/complete`)).json() as Order;
    expect(placed.summary).toMatchObject({ giftCoupon: 2000, total: 4949 - 2000 });
    const text = await pdfText(
      expectPdf(await preInvoice(placed.tokenValue), `isankstine-saskaita-${placed.number}.pdf`),
    );
    expect(text).toContain(`Apmokėta dovanų kortele ${money(-2000, 'lt')}`);
    expect(text).toContain(`Iš viso mokėti ${money(2949, 'lt')}`);
    expect(text).toContain(`Suma ${money(2949, 'lt')}`);
  });

  it('writes it in English on ?locale=en, product names in English', async () => {
    const placed = await order({ paymentMethod: 'bank_transfer', complete: true });
    const number = placed.number ?? '';
    const body = expectPdf(await preInvoice(placed.tokenValue, '?locale=en'), `pre-invoice-${number}.pdf`);
    const text = await pdfText(body);
    expect(text).toContain('Pre-invoice');
    expect(text).toContain(`No. ${number}`);
    expect(text).toContain('Letters puzzle');
    expect(text).toContain('Size: Large · Code LETTERS-L');
    expect(text).toContain('Company code: 302123456');
    expect(text).toContain('VAT code: LT123456715');
    expect(text).toContain(`VAT 21 % ${money(placed.summary.tax, 'en')}`);
    expect(text).toContain(`Total to pay ${money(4949, 'en')}`);
    expect(text).toContain(`Payment purpose Order no. ${number}`);
    // The seller keeps its Lithuanian name.
    expect(text).toContain(SELLER.name);
  });

  it('is 404 for an unknown token and for an order of another channel', async () => {
    const unknown = await preInvoice('no-such-order');
    expect(unknown.statusCode).toBe(404);
    const placed = await order({ paymentMethod: 'bank_transfer', complete: true });
    const elsewhere = await preInvoice(placed.tokenValue, '', { channel: 'b2b' });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toMatchObject({ code: 404 });
  });

  it('is 422 with the reason for a cart, an order paid on delivery and an order already paid', async () => {
    const cart = await order({ paymentMethod: 'bank_transfer', complete: false });
    const notPlaced = await preInvoice(cart.tokenValue);
    expect(notPlaced.statusCode).toBe(422);
    expect(notPlaced.json().violations).toEqual([
      {
        propertyPath: '',
        message: 'The order has not been placed yet, so it has no pre-invoice.',
        code: 'order_not_placed',
      },
    ]);

    const cash = await order({ paymentMethod: 'cash_on_delivery', complete: true });
    const notBankTransfer = await preInvoice(cash.tokenValue);
    expect(notBankTransfer.statusCode).toBe(422);
    expect(notBankTransfer.json().violations).toEqual([
      {
        propertyPath: '',
        message: 'A pre-invoice is issued only for orders paid by bank transfer.',
        code: 'not_bank_transfer',
      },
    ]);

    const settled = await order({ paymentMethod: 'bank_transfer', complete: true });
    await database.db.update(payments).set({ state: 'paid' }).where(eq(payments.orderId, settled.id));
    await database.db.update(orders).set({ paymentState: 'paid' }).where(eq(orders.id, settled.id));
    const alreadyPaid = await preInvoice(settled.tokenValue);
    expect(alreadyPaid.statusCode).toBe(422);
    expect(alreadyPaid.json().violations).toMatchObject([{ code: 'not_awaiting_payment' }]);
  });

  it('writes it in Estonian and Russian too, Cyrillic included (the embedded font covers it)', async () => {
    const placed = await order({ paymentMethod: 'bank_transfer', complete: true });
    const number = placed.number ?? '';
    const estonian = await pdfText(
      expectPdf(await preInvoice(placed.tokenValue, '?locale=et'), `ettemaksuarve-${number}.pdf`),
    );
    expect(estonian).toContain('Ettemaksuarve');
    expect(estonian).toContain(`Nr ${number}`);
    expect(estonian).toContain('Registrikood: 302123456');
    expect(estonian).toContain(`Tasuda kokku ${money(4949, 'et')}`);
    expect(estonian).toContain(`Selgitus Tellimus nr ${number}`);
    const russian = await pdfText(
      expectPdf(await preInvoice(placed.tokenValue, '?locale=ru'), `predvaritelnyi-schet-${number}.pdf`),
    );
    expect(russian).toContain('Предварительный счёт');
    expect(russian).toContain(`№ ${number}`);
    expect(russian).toContain('Код плательщика НДС: LT123456715');
    expect(russian).toContain(`Итого к оплате ${money(4949, 'ru')}`);
    expect(russian).toContain(`Назначение платежа Заказ № ${number}`);
    expect(russian).toContain(SELLER.name);
  });

  it('writes the invoice in all four languages', async () => {
    const placed = await order({ paymentMethod: 'bank_transfer', complete: true });
    const invoice = { number: 'WEB-000042', issuedAt: new Date('2026-11-20T10:00:00Z') };
    const titles = { lt: 'PVM sąskaita faktūra', en: 'VAT invoice', et: 'Arve', ru: 'Счёт-фактура НДС' };
    const totals = { lt: 'Iš viso', en: 'Total', et: 'Kokku', ru: 'Итого' };
    for (const locale of ['lt', 'en', 'et', 'ru'] as const) {
      const text = await pdfText(await renderInvoicePdf(placed, { locale, seller: SELLER, invoice }));
      expect(text).toContain(titles[locale]);
      expect(text).toContain('WEB-000042');
      expect(text).toContain(`${totals[locale]} ${money(4949, locale)}`);
    }
  });

  it('refuses languages it is not written in', async () => {
    const placed = await order({ paymentMethod: 'bank_transfer', complete: true });
    expect((await preInvoice(placed.tokenValue, '?locale=de')).statusCode).toBe(400);
  });
});
