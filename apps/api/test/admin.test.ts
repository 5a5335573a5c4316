import {
  ADMIN_CREDENTIALS_MESSAGE,
  type AdminAccount,
  type AdminAuditEntry,
  type AdminCustomer,
  type AdminImpersonation,
  type AdminOrder,
  type AdminOrderSummary,
  type AdminReturn,
  type AdminStockRequest,
  type AdminToken,
  type List,
  type Order,
  type Return,
  type ValidationError,
} from '@shop/contracts';
import { IMPERSONATION_PARAM } from '@shop/contracts/constants';
import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  channels,
  customers,
  newsletterSubscribers,
  productVariants,
  promotionCoupons,
  shopUsers,
} from '../src/db/schema/index.ts';
import { seedCheckout } from '../src/demo/seed/checkout.ts';
import { seedCartPromotions } from '../src/demo/seed/cart-promotions.ts';
import { seedReturnMethods } from '../src/demo/seed/returns.ts';
import { jobHandlers } from '../src/jobs/job-handlers.ts';
import { runDueJobs } from '../src/jobs/job-queue.ts';
import { createMailer } from '../src/mail/mailer.ts';
import { saveAdministrator } from '../src/modules/admin/administrators.ts';
import {
  createAccount,
  orderAs,
  shopCaller,
  signInAs,
  TEST_PASSWORD,
  type ShopCall,
} from './helpers/customer-session.ts';
import { fixtures } from './helpers/fixtures.ts';
import { testOutbox } from './helpers/outbox.ts';
import { createTestApp } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

const ADMIN = { email: 'admin@example.lt', name: 'Ona Administratorė', password: 'Admin1234' };
const PRICE = 5000;

describe('the back office API', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let call: ShopCall;
  let adminToken: string;
  let variantId: number;
  let b2bChannelId: number;
  const outbox = testOutbox();

  /** Addresses, delivery and payment of a cart, then complete it (the steps of orderAs). */
  async function completeCart(token: string, tokenValue: string): Promise<Order> {
    const path = `/orders/${tokenValue}`;
    const addressed = (
      await call('PUT', path, {
        token,
        payload: {
          email: 'ona@example.lt',
          billingAddress: {
            firstName: 'Ona',
            lastName: 'Testaitė',
            phoneNumber: '+37061234567',
            countryCode: 'LT',
            city: 'Kaunas',
            street: 'Laisvės al.',
            houseNumber: '1',
            postCode: 'LT-44001',
          },
        },
      })
    ).json() as Order;
    await call('PATCH', `${path}/shipments/${addressed.shipments[0]?.id}`, {
      token,
      payload: { shippingMethod: 'dpd_courier' },
    });
    await call('PATCH', `${path}/payments/${addressed.payments[0]?.id}`, {
      token,
      payload: { paymentMethod: 'bank_transfer' },
    });
    const placed = await call('PATCH', `${path}/complete`, { token });
    expect(placed.statusCode, placed.body).toBe(200);
    return placed.json() as Order;
  }

  const admin = (
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    options: { payload?: unknown; token?: string | null } = {},
  ): Promise<LightMyRequestResponse> => {
    const token = options.token === undefined ? adminToken : options.token;
    return app.inject({
      method,
      url: `/api/v2/admin${url}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(options.payload === undefined ? {} : { payload: options.payload as object }),
    });
  };

  async function runJobs(): Promise<string[]> {
    await runDueJobs(
      database.db,
      jobHandlers({
        db: database.db,
        mailer: createMailer({ smtpUrl: null, mailFrom: 'Gandras <info@gandras.lt>', outboxDir: outbox.dir }),
        config: { storefrontUrls: { web: 'https://shop.test', b2b: 'https://b2b.shop.test' } },
      }),
      (line) => {
        throw new Error(line);
      },
    );
    return outbox.takeNew();
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    const data = fixtures(database.db);
    await data.locales();
    const web = (await data.channel({ code: 'web', defaultLocale: 'lt', locales: ['lt', 'en'] })).id;
    b2bChannelId = (
      await data.channel({
        code: 'b2b',
        defaultLocale: 'lt',
        locales: ['lt'],
        requiresLogin: true,
        contactPhoneNumber: '+37060000000',
      })
    ).id;
    await seedCheckout(database.db, [web]);
    await seedReturnMethods(database.db, [web]);
    await seedCartPromotions(database.db, [web]);
    const product = await data.catalogueProduct({
      code: 'COT',
      channelIds: [web],
      translations: { lt: { name: 'Lovytė', slug: 'lovyte' } },
    });
    variantId = (
      await data.variant({
        productId: product.id,
        code: 'COT-1',
        onHand: 10,
        prices: [{ channelId: web, price: PRICE }],
      })
    ).id;
    await saveAdministrator(database.db, ADMIN);
    app = await createTestApp(database, {
      storefrontUrls: { web: 'https://shop.test', b2b: 'https://b2b.shop.test' },
    });
    call = shopCaller(app);
  });
  afterAll(async () => {
    await app.close();
    await database.cleanup();
    outbox.remove();
  });

  it('signs an administrator in with their own password, and tells nothing about which part was wrong', async () => {
    const wrong = await admin('POST', '/token', {
      token: null,
      payload: { email: ADMIN.email, password: 'Nope12345' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ code: 401, message: ADMIN_CREDENTIALS_MESSAGE });
    const unknown = await admin('POST', '/token', {
      token: null,
      payload: { email: 'who@example.lt', password: 'Nope12345' },
    });
    expect(unknown.json()).toEqual({ code: 401, message: ADMIN_CREDENTIALS_MESSAGE });
    const blank = await admin('POST', '/token', { token: null, payload: { email: '', password: '' } });
    expect(blank.statusCode).toBe(422);
    expect((blank.json() as ValidationError).violations.map((v) => v.propertyPath)).toEqual([
      'email',
      'password',
    ]);

    const signedIn = await admin('POST', '/token', {
      token: null,
      payload: { email: 'ADMIN@example.lt', password: ADMIN.password },
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const body = signedIn.json() as AdminToken;
    expect(body.administrator).toMatchObject({ email: ADMIN.email, name: ADMIN.name });
    expect(new Date(body.expiresAt).getTime() - Date.now()).toBeGreaterThan(7.9 * 3600_000);
    adminToken = body.token;
    expect((await admin('GET', '/me')).json()).toMatchObject({ email: ADMIN.email });
  });

  it('signs out: that token stops working at once, another session keeps working', async () => {
    const signIn = async () =>
      (
        (
          await admin('POST', '/token', {
            token: null,
            payload: { email: ADMIN.email, password: ADMIN.password },
          })
        ).json() as AdminToken
      ).token;
    const [leaving, staying] = [await signIn(), await signIn()];
    expect((await admin('GET', '/me', { token: leaving })).statusCode).toBe(200);
    const out = await admin('POST', '/logout', { token: leaving });
    expect(out.statusCode).toBe(204);
    expect((await admin('GET', '/me', { token: leaving })).statusCode).toBe(401);
    expect((await admin('POST', '/logout', { token: leaving })).statusCode).toBe(401);
    expect((await admin('GET', '/me', { token: staying })).statusCode).toBe(200);
  });

  it('refuses every back-office route without an administrator token, a shop customer’s token included', async () => {
    await createAccount(database.db, 'pirkeja@example.lt');
    const shopToken = await signInAs(call, 'pirkeja@example.lt');
    const routes: Array<['GET' | 'POST' | 'PATCH', string]> = [
      ['GET', '/me'],
      ['POST', '/logout'],
      ['GET', '/accounts'],
      ['PATCH', '/accounts/1/approve'],
      ['PATCH', '/accounts/1/reject'],
      ['GET', '/orders'],
      ['GET', '/orders/1'],
      ['PATCH', '/orders/1/process'],
      ['PATCH', '/orders/1/fulfil'],
      ['PATCH', '/orders/1/cancel'],
      ['PATCH', '/orders/1/mark-paid'],
      ['GET', '/returns'],
      ['GET', '/returns/1'],
      ['PATCH', '/returns/1/state'],
      ['GET', '/newsletter-subscribers'],
      ['GET', '/stock-notification-requests'],
      ['GET', '/customers'],
      ['POST', '/customers/1/impersonation'],
      ['GET', '/audit-log'],
    ];
    for (const [method, url] of routes) {
      for (const token of [null, shopToken, 'not-a-token']) {
        const response = await admin(method, url, { token, payload: method === 'GET' ? undefined : {} });
        expect(response.statusCode, `${method} ${url} with ${token ? 'a token' : 'no token'}`).toBe(401);
      }
    }
    // And an administrator's token is not a customer's.
    const asCustomer = await call('GET', '/customers/me', { token: adminToken });
    expect(asCustomer.statusCode).toBe(401);
  });

  it('approves a pending company account, which can then sign in, and mails the customer; turns another down', async () => {
    const register = async (email: string, companyName: string) => {
      const [customer] = await database.db
        .insert(customers)
        .values({
          email,
          firstName: 'Jonas',
          lastName: 'Įmonininkas',
          isCompany: true,
          companyName,
          companyCode: '302222222',
          vatNumber: 'LT100000000012',
        })
        .returning();
      const [user] = await database.db
        .insert(shopUsers)
        .values({
          customerId: customer!.id,
          channelId: b2bChannelId,
          passwordHash: await hash(TEST_PASSWORD),
          verifiedAt: new Date(),
          locale: 'lt',
        })
        .returning();
      return user!.id;
    };
    const first = await register('pirkimai@imone.lt', 'UAB Įmonė');
    const second = await register('info@kita.lt', 'UAB Kita');
    const b2bSignIn = (email: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v2/shop/customers/token',
        headers: { channel: 'b2b' },
        payload: { email, password: TEST_PASSWORD },
      });
    expect((await b2bSignIn('pirkimai@imone.lt')).statusCode).not.toBe(200);

    const pending = (await admin('GET', '/accounts?status=pending')).json() as List<AdminAccount>;
    expect(pending.data.map((account) => account.companyName).sort()).toEqual(['UAB Kita', 'UAB Įmonė']);
    expect(pending.data[0]).toMatchObject({
      channelCode: 'b2b',
      verified: true,
      status: 'pending',
      decidedAt: null,
    });

    const approved = await admin('PATCH', `/accounts/${first}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', companyName: 'UAB Įmonė' });
    expect((await b2bSignIn('pirkimai@imone.lt')).statusCode).toBe(200);
    const again = await admin('PATCH', `/accounts/${first}/approve`);
    expect(again.statusCode).toBe(422);

    const rejected = await admin('PATCH', `/accounts/${second}/reject`, {
      payload: { reason: 'Neteisingas įmonės kodas' },
    });
    expect(rejected.json()).toMatchObject({ status: 'rejected' });
    expect((await b2bSignIn('info@kita.lt')).statusCode).not.toBe(200);
    expect(
      ((await admin('GET', '/accounts?status=pending')).json() as List<AdminAccount>).meta.totalItems,
    ).toBe(0);
    expect((await admin('PATCH', '/accounts/99999/approve')).statusCode).toBe(404);

    const mails = await runJobs();
    expect(mails.find((mail) => mail.includes('To: pirkimai@imone.lt'))).toContain(
      'https://b2b.shop.test/auth',
    );
    const refusal = mails.find((mail) => mail.includes('To: info@kita.lt'));
    expect(refusal).toContain('Priežastis: Neteisingas įmonės kodas');
    expect(refusal).toContain('+37060000000');
  });

  it('moves an order through processing, payment and fulfilment: stock leaves, and nothing more is allowed', async () => {
    await createAccount(database.db, 'ona@example.lt');
    const token = await signInAs(call, 'ona@example.lt');
    const placed: Order = await orderAs(call, token, { variantCode: 'COT-1' });
    const stock = async () =>
      (await database.db.select().from(productVariants).where(eq(productVariants.id, variantId)))[0]!;
    expect(await stock()).toMatchObject({ onHand: 10, onHold: 1 });

    const list = (await admin('GET', `/orders?search=${placed.number}`)).json() as List<AdminOrderSummary>;
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).toMatchObject({
      number: placed.number,
      state: 'new',
      paymentState: 'awaiting_payment',
      customerName: 'Ona Testaitė',
      itemsCount: 1,
    });
    const byEmail = (await admin('GET', '/orders?search=ona@example')).json() as List<AdminOrderSummary>;
    expect(byEmail.data.map((order) => order.number)).toContain(placed.number);

    const detail = (await admin('GET', `/orders/${placed.id}`)).json() as AdminOrder;
    expect(detail.actions).toEqual(['process', 'fulfil', 'cancel', 'markPaid']);
    const processed = (await admin('PATCH', `/orders/${placed.id}/process`)).json() as AdminOrder;
    expect(processed.order.state).toBe('processing');
    expect(processed.actions).toEqual(['fulfil', 'cancel', 'markPaid']);
    const paid = (await admin('PATCH', `/orders/${placed.id}/mark-paid`)).json() as AdminOrder;
    expect(paid.order.paymentState).toBe('paid');
    const fulfilled = await admin('PATCH', `/orders/${placed.id}/fulfil`);
    expect(fulfilled.statusCode, fulfilled.body).toBe(200);
    expect(fulfilled.json() as AdminOrder).toMatchObject({
      order: { state: 'fulfilled', shippingState: 'shipped' },
      actions: [],
    });
    expect(await stock()).toMatchObject({ onHand: 9, onHold: 0 });

    const late = await admin('PATCH', `/orders/${placed.id}/cancel`);
    expect(late.statusCode).toBe(422);
    expect((late.json() as ValidationError).violations[0]?.message).toBe(
      'Action "cancel" cannot be applied to the order in state "fulfilled" (payment "paid").',
    );
    expect((await admin('PATCH', '/orders/999999/process')).statusCode).toBe(404);
  });

  it('cancels an order: the units on hold are released, the coupon use given back, the unpaid payment cancelled', async () => {
    const token = await signInAs(call, 'ona@example.lt');
    const cart: Order = await orderAs(call, token, { variantCode: 'COT-1', place: false });
    const coupon = await call('PUT', `/orders/${cart.tokenValue}`, {
      token,
      payload: { couponCode: 'GANDRAS10' },
    });
    expect(coupon.statusCode, coupon.body).toBe(200);
    const couponUses = async () =>
      (await database.db.select().from(promotionCoupons).where(eq(promotionCoupons.code, 'GANDRAS10')))[0]!
        .used;
    const usedBefore = await couponUses();
    const placed = await completeCart(token, cart.tokenValue);
    expect(await couponUses()).toBe(usedBefore + 1);
    const before = (
      await database.db.select().from(productVariants).where(eq(productVariants.id, variantId))
    )[0]!;
    const cancelled = (await admin('PATCH', `/orders/${placed.id}/cancel`)).json() as AdminOrder;
    expect(cancelled.order).toMatchObject({
      state: 'cancelled',
      paymentState: 'cancelled',
      shippingState: 'cancelled',
    });
    expect(cancelled.actions).toEqual([]);
    const after = (
      await database.db.select().from(productVariants).where(eq(productVariants.id, variantId))
    )[0]!;
    expect(after.onHold).toBe(before.onHold - 1);
    expect(after.onHand).toBe(before.onHand);
    expect(await couponUses()).toBe(usedBefore);
  });

  it('processes a customer’s return through its states, with the whole IBAN for the refund', async () => {
    const token = await signInAs(call, 'ona@example.lt');
    const placed: Order = await orderAs(call, token, { variantCode: 'COT-1' });
    await admin('PATCH', `/orders/${placed.id}/fulfil`);
    const made = (
      await call('POST', '/customers/me/returns', {
        token,
        payload: {
          orderToken: placed.tokenValue,
          items: [{ orderItemId: placed.items[0]!.id, quantity: 1, reason: 'damaged' }],
          returnMethod: 'shop_drop_off',
          refund: {
            method: 'bank_transfer',
            firstName: 'Ona',
            lastName: 'Testaitė',
            bankAccount: 'LT12 1000 0111 0100 1000',
          },
        },
      })
    ).json() as Return;
    const list = (await admin('GET', '/returns?state=initiated')).json() as List<{
      id: number;
      number: string;
    }>;
    const entry = list.data.find((row) => row.number === made.number)!;
    const detail = (await admin('GET', `/returns/${entry.id}`)).json() as AdminReturn;
    expect(detail).toMatchObject({
      bankAccount: 'LT121000011101001000',
      customerEmail: 'ona@example.lt',
      transitions: ['requested', 'processed', 'cancelled'],
    });
    const wrong = await admin('PATCH', `/returns/${entry.id}/state`, { payload: { to: 'fulfilled' } });
    expect(wrong.statusCode).toBe(422);
    const processed = (
      await admin('PATCH', `/returns/${entry.id}/state`, { payload: { to: 'processed' } })
    ).json() as AdminReturn;
    expect(processed.return.state).toBe('processed');
    expect(processed.return.items[0]?.state).toBe('accepted');
    expect(processed.transitions).toEqual(['money_returned', 'money_could_not_be_returned']);
    const customerSees = (
      await call('GET', `/customers/me/returns/${made.number}`, { token })
    ).json() as Return;
    expect(customerSees.state).toBe('processed');
  });

  it('lists newsletter subscribers, stock requests and customers, and mints an audited impersonation link', async () => {
    await database.db.insert(newsletterSubscribers).values({
      email: 'skaitytoja@example.lt',
      channelId: b2bChannelId,
      locale: 'lt',
      status: 'confirmed',
      privacyPolicyAcceptedAt: new Date(),
      termsAcceptedAt: new Date(),
      confirmedAt: new Date(),
    });
    const subscribers = (await admin('GET', '/newsletter-subscribers?status=confirmed')).json() as List<{
      email: string;
    }>;
    expect(subscribers.data.map((row) => row.email)).toEqual(['skaitytoja@example.lt']);
    expect(
      ((await admin('GET', '/newsletter-subscribers?status=pending')).json() as List<unknown>).meta
        .totalItems,
    ).toBe(0);

    await database.db
      .update(productVariants)
      .set({ onHand: 0, onHold: 0 })
      .where(eq(productVariants.id, variantId));
    const asked = await call('POST', '/stock-notifications', {
      payload: { email: 'laukia@example.lt', product: 'COT' },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const requests = (
      await admin('GET', '/stock-notification-requests?status=waiting')
    ).json() as List<AdminStockRequest>;
    expect(requests.data[0]).toMatchObject({
      email: 'laukia@example.lt',
      productCode: 'COT',
      productName: 'Lovytė',
      notifiedAt: null,
    });

    const [onaCustomer] = await database.db
      .select()
      .from(customers)
      .where(eq(customers.email, 'ona@example.lt'));
    const [webChannel] = await database.db.select().from(channels).where(eq(channels.code, 'web'));
    await database.db
      .update(shopUsers)
      .set({ channelId: webChannel!.id })
      .where(eq(shopUsers.customerId, onaCustomer!.id));
    const found = (await admin('GET', '/customers?search=ona@')).json() as List<AdminCustomer>;
    const ona = found.data.find((customer) => customer.email === 'ona@example.lt')!;
    expect(ona.channelCodes).toEqual(['web']);
    const refused = await admin('POST', `/customers/${ona.id}/impersonation`, {
      payload: { channelCode: 'b2b' },
    });
    expect(refused.statusCode).toBe(404);
    const minted = await admin('POST', `/customers/${ona.id}/impersonation`, {
      payload: { channelCode: 'web' },
    });
    expect(minted.statusCode, minted.body).toBe(200);
    const link = new URL((minted.json() as AdminImpersonation).url);
    expect(link.origin).toBe('https://shop.test');
    const { token } = JSON.parse(
      Buffer.from(link.searchParams.get(IMPERSONATION_PARAM) ?? '', 'base64').toString(),
    ) as {
      token: string;
    };
    const me = await call('GET', '/customers/me', { token });
    expect(me.statusCode).toBe(200);
    expect(me.body).toContain('ona@example.lt');

    const audit = (await admin('GET', '/audit-log?itemsPerPage=100')).json() as List<AdminAuditEntry>;
    const actions = audit.data.map((entry) => entry.action);
    expect(actions[0]).toBe('customer.impersonate');
    for (const action of [
      'admin.signIn',
      'account.approve',
      'account.reject',
      'order.process',
      'order.markPaid',
      'order.fulfil',
      'order.cancel',
      'return.state',
    ]) {
      expect(actions, action).toContain(action);
    }
    expect(audit.data[0]?.administrator).toMatchObject({ email: ADMIN.email, name: ADMIN.name });
    expect(audit.data.find((entry) => entry.action === 'order.fulfil')?.summary).toMatch(
      /^Order \d{9}: fulfilled; /,
    );
  });
});
