import { REVIEW_LINK_INVALID_MESSAGE } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobHandlers } from '../src/jobs/job-handlers.ts';
import { runDueJobs } from '../src/jobs/job-queue.ts';
import { createMailer } from '../src/mail/mailer.ts';
import { orderItems, orders, productReviewLinks, products } from '../src/db/schema/index.ts';
import { createReviewLinksForOrder, REVIEW_LINK_TTL_MS } from '../src/modules/reviews/service.ts';
import { reviewPageUrl } from '../src/modules/reviews/review-emails.ts';
import { fixtures } from './helpers/fixtures.ts';
import { testOutbox } from './helpers/outbox.ts';
import { createTestApp } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

const BASE = '/api/v2/shop';

describe('product reviews through review links', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const outbox = testOutbox();
  let channelId: number;
  const productIds: Record<string, number> = {};
  const variantIds: Record<string, number> = {};
  let orderCount = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
    const data = fixtures(database.db);
    await data.locales();
    channelId = (await data.channel({ code: 'web', defaultLocale: 'lt', locales: ['lt', 'en'] })).id;
    for (const [code, lt, en] of [
      ['PRAM', 'Vežimėlis', 'Pram'],
      ['COT', 'Lovytė', 'Cot'],
      ['GONE', 'Dingęs', 'Gone'],
    ] as const) {
      const product = await data.catalogueProduct({
        code,
        channelIds: [channelId],
        averageRating: 4,
        reviewCount: 1,
        translations: { lt: { name: lt, slug: lt.toLowerCase() }, en: { name: en, slug: en.toLowerCase() } },
      });
      productIds[code] = product.id;
      variantIds[code] = (await data.variant({ productId: product.id, code: `${code}-V`, onHand: 5 })).id;
    }
    await data.productImage(productIds.PRAM!, 'products/pram.png');
    app = await createTestApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.cleanup();
    outbox.remove();
  });

  /** A placed order in English: two lines of PRAM, one of COT and a deleted line of GONE. */
  async function placedOrder(email = 'ona@example.lt'): Promise<{ id: number; number: string }> {
    orderCount += 1;
    const number = `R0000${orderCount}`;
    const [row] = await database.db
      .insert(orders)
      .values({
        tokenValue: `review-order-${orderCount}`,
        channelId,
        localeCode: 'en',
        currencyCode: 'EUR',
        state: 'new',
        checkoutState: 'completed',
        number,
        email,
      })
      .returning({ id: orders.id });
    const orderId = row!.id;
    await database.db.insert(orderItems).values([
      { orderId, variantId: variantIds.PRAM!, quantity: 1 },
      { orderId, variantId: variantIds.COT!, quantity: 1 },
      { orderId, variantId: variantIds.PRAM!, quantity: 2 },
      { orderId, variantId: variantIds.GONE!, quantity: 1, deletedAt: new Date() },
    ]);
    return { id: orderId, number };
  }

  async function runJobs(): Promise<string[]> {
    await runDueJobs(
      database.db,
      jobHandlers({
        db: database.db,
        mailer: createMailer({ smtpUrl: null, mailFrom: 'Gandras <info@gandras.lt>', outboxDir: outbox.dir }),
        config: { storefrontUrls: { web: 'https://shop.test' } },
      }),
      (line) => {
        throw new Error(line);
      },
    );
    return outbox.takeNew();
  }

  /** Links created for a new order, by product code (tokens as mailed). */
  async function linksFor(email?: string): Promise<Record<string, string>> {
    const order = await placedOrder(email);
    const links = await createReviewLinksForOrder(database.db, order.id, new Date());
    await runJobs();
    const byCode: Record<string, string> = {};
    for (const link of links) {
      const code = Object.entries(productIds).find(([, id]) => id === link.productId)![0];
      byCode[code] = link.token;
    }
    return byCode;
  }

  const review = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: `${BASE}/product-reviews`, payload, headers });

  it('creates one link per ordered product, stores only its hash and mails them in the order locale', async () => {
    const order = await placedOrder('jonas@example.lt');
    const now = new Date('2026-05-01T10:00:00Z');
    const links = await createReviewLinksForOrder(database.db, order.id, now);
    expect(links.map((link) => link.productId)).toEqual([productIds.PRAM, productIds.COT]);
    const stored = await database.db
      .select()
      .from(productReviewLinks)
      .where(eq(productReviewLinks.orderId, order.id));
    expect(stored).toHaveLength(2);
    for (const row of stored) {
      expect(row.email).toBe('jonas@example.lt');
      expect(row.locale).toBe('en');
      expect(row.expiresAt.getTime() - now.getTime()).toBe(REVIEW_LINK_TTL_MS);
      expect(links.map((link) => link.token)).not.toContain(row.tokenHash);
    }

    const mails = await runJobs();
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail).toContain('To: jonas@example.lt');
    expect(mail).toContain('Pram');
    expect(mail).toContain('Cot');
    expect(mail).not.toContain('Gone');
    for (const link of links) expect(mail).toContain(`https://shop.test/en/review/${link.token}`);

    // A second call (a retried fulfilment) creates and mails nothing.
    expect(await createReviewLinksForOrder(database.db, order.id, now)).toEqual([]);
    expect(await runJobs()).toEqual([]);
  });

  it('builds review page URLs per locale', () => {
    expect(reviewPageUrl('https://shop.test', 'lt', 'lt', 'abc')).toBe('https://shop.test/atsiliepimas/abc');
    expect(reviewPageUrl('https://shop.test', 'ru', 'lt', 'abc')).toBe('https://shop.test/ru/otzyv/abc');
  });

  it('shows the product of a link, takes one review through it and updates average and count', async () => {
    const links = await linksFor();
    const link = await app.inject({
      method: 'GET',
      url: `${BASE}/product-reviews/links/${links.PRAM}`,
      headers: { locale: 'en' },
    });
    expect(link.statusCode).toBe(200);
    expect(link.json()).toMatchObject({
      product: { id: productIds.PRAM, code: 'PRAM', name: 'Pram', image: 'products/pram.png' },
      email: 'ona@example.lt',
    });

    const created = await review(
      { token: links.PRAM, rating: 5, text: '  Great pram  ', firstName: 'Ona', email: 'Ona@Example.lt' },
      { locale: 'en' },
    );
    expect(created.statusCode, created.body).toBe(201);
    const [product] = await database.db.select().from(products).where(eq(products.id, productIds.PRAM!));
    expect(product).toMatchObject({ reviewCount: 2, averageRating: 4.5 });

    const list = await app.inject({ method: 'GET', url: `${BASE}/products/PRAM/reviews` });
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body).toMatchObject({
      averageRating: 4.5,
      reviewCount: 2,
      meta: { totalItems: 1, page: 1, lastPage: 1 },
    });
    expect(body.data).toEqual([
      {
        id: created.json().id,
        rating: 5,
        text: 'Great pram',
        firstName: 'Ona',
        createdAt: expect.any(String),
      },
    ]);
    expect(JSON.stringify(body)).not.toContain('ona@example.lt');

    // The link is used now: reading it or writing again gets the spec message.
    const again = await review({
      token: links.PRAM,
      rating: 1,
      text: 'Again',
      firstName: 'Ona',
      email: 'ona@example.lt',
    });
    expect(again.statusCode).toBe(410);
    expect(again.json()).toEqual({ code: 410, message: REVIEW_LINK_INVALID_MESSAGE });
    const reread = await app.inject({ method: 'GET', url: `${BASE}/product-reviews/links/${links.PRAM}` });
    expect(reread.statusCode).toBe(410);
    expect(reread.json().message).toBe(REVIEW_LINK_INVALID_MESSAGE);
    const [unchanged] = await database.db.select().from(products).where(eq(products.id, productIds.PRAM!));
    expect(unchanged).toMatchObject({ reviewCount: 2, averageRating: 4.5 });
  });

  it('lists reviews newest first', async () => {
    const links = await linksFor();
    await review({ token: links.COT, rating: 3, text: 'Older', firstName: 'Jonas', email: 'j@example.lt' });
    const more = await linksFor();
    await review({ token: more.COT, rating: 1, text: 'Newer', firstName: 'Rūta', email: 'r@example.lt' });
    const body = (await app.inject({ method: 'GET', url: `${BASE}/products/COT/reviews?page=1` })).json();
    expect(body.data.map((row: { text: string }) => row.text)).toEqual(['Newer', 'Older']);
    expect(body.reviewCount).toBe(3);
    expect(body.averageRating).toBeCloseTo((4 + 3 + 1) / 3);
    expect((await app.inject({ method: 'GET', url: `${BASE}/products/NOPE/reviews` })).statusCode).toBe(404);
  });

  it('refuses expired and unknown links with the spec message', async () => {
    const links = await linksFor();
    await database.db
      .update(productReviewLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(productReviewLinks.productId, productIds.COT!));
    for (const token of [links.COT, 'no-such-token']) {
      const read = await app.inject({ method: 'GET', url: `${BASE}/product-reviews/links/${token}` });
      expect(read.statusCode).toBe(410);
      expect(read.json().message).toBe(REVIEW_LINK_INVALID_MESSAGE);
      const write = await review({
        token,
        rating: 4,
        text: 'Fine',
        firstName: 'Ona',
        email: 'ona@example.lt',
      });
      expect(write.statusCode).toBe(410);
      expect(write.json().message).toBe(REVIEW_LINK_INVALID_MESSAGE);
    }
  });

  it.each([
    [
      { rating: 5, text: '', firstName: 'Ona', email: 'ona@example.lt' },
      [['text', 'This value should not be blank.']],
    ],
    [
      { rating: 5, text: 'Ok', firstName: 'Ona1', email: 'ona@example.lt' },
      [['firstName', "Name can contain all letters and symbols ' -"]],
    ],
    [
      { rating: 5, text: 'Ok', firstName: '', email: 'ona@example.lt' },
      [['firstName', 'This value should not be blank.']],
    ],
    [{ rating: 5, text: 'Ok', firstName: 'Ona', email: 'nope' }, [['email', 'This email is invalid.']]],
    [{ rating: 5, text: 'Ok', firstName: 'Ona', email: '' }, [['email', 'Please enter your email.']]],
    [
      { rating: 6, text: 'Ok', firstName: 'Ona', email: 'ona@example.lt' },
      [['rating', 'The rating should be a whole number from 1 to 5.']],
    ],
    [
      { text: 'Ok', firstName: 'Ona', email: 'ona@example.lt' },
      [['rating', 'This value should not be blank.']],
    ],
    [
      { rating: 5, text: 'x'.repeat(5001), firstName: 'Ona', email: 'ona@example.lt' },
      [['text', 'This value is too long. It should have 5000 characters or less.']],
    ],
  ])('answers 422 with the field messages for %j', async (fields, expected) => {
    const links = await linksFor();
    const response = await review({ token: links.PRAM, ...fields });
    expect(response.statusCode).toBe(422);
    expect(
      response
        .json()
        .violations.map((v: { propertyPath: string; message: string }) => [v.propertyPath, v.message]),
    ).toEqual(expected);
    // The link still works after a refused submission.
    const read = await app.inject({ method: 'GET', url: `${BASE}/product-reviews/links/${links.PRAM}` });
    expect(read.statusCode).toBe(200);
  });
});
