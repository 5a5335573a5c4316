import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runStockSetCommand } from '../src/cli/stock-set-command.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { jobs, stockNotificationRequests } from '../src/db/schema/index.ts';
import { jobHandlers } from '../src/jobs/job-handlers.ts';
import { runDueJobs } from '../src/jobs/job-queue.ts';
import { createMailer } from '../src/mail/mailer.ts';
import { setVariantStock, StockChangeRefused } from '../src/modules/products/stock.ts';
import { testOutbox } from './helpers/outbox.ts';
import { fixtures } from './helpers/fixtures.ts';
import { createTestApp } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

describe('POST /api/v2/shop/stock-notifications', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let webId: number;
  let productId: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    const data = fixtures(database.db);
    await data.locales();
    webId = (await data.channel({ code: 'web', defaultLocale: 'lt', locales: ['lt', 'en'] })).id;
    const b2b = (await data.channel({ code: 'b2b', defaultLocale: 'lt', locales: ['lt'] })).id;
    productId = (
      await data.catalogueProduct({
        code: 'PRAM-1',
        channelIds: [webId],
        translations: { lt: { name: 'Vežimėlis', slug: 'vezimelis' } },
      })
    ).id;
    await data.catalogueProduct({
      code: 'OFF',
      enabled: false,
      channelIds: [webId],
      translations: { lt: { name: 'Off', slug: 'off' } },
    });
    await data.catalogueProduct({
      code: 'B2B',
      channelIds: [b2b],
      translations: { lt: { name: 'Verslui', slug: 'verslui' } },
    });
    app = await createTestApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.cleanup();
  });

  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/v2/shop/stock-notifications',
      payload: payload as object,
      headers,
    });

  it('stores the request with the channel and locale, email normalised', async () => {
    const response = await post({ email: '  Ona@Example.LT ', product: 'PRAM-1' }, { locale: 'en' });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ email: 'ona@example.lt', product: 'PRAM-1' });
    expect(new Date(body.createdAt).toISOString()).toBe(body.createdAt);
    const rows = await database.db
      .select()
      .from(stockNotificationRequests)
      .where(eq(stockNotificationRequests.id, body.id));
    expect(rows).toEqual([
      expect.objectContaining({
        email: 'ona@example.lt',
        productId,
        channelId: webId,
        locale: 'en',
        notifiedAt: null,
      }),
    ]);
  });

  it('returns the open request instead of storing a duplicate, and stores a new one once notified', async () => {
    const first = (await post({ email: 'jonas@example.lt', product: 'PRAM-1' })).json();
    const again = await post({ email: 'JONAS@example.lt', product: 'PRAM-1' });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first);
    const count = async () =>
      (
        await database.db
          .select()
          .from(stockNotificationRequests)
          .where(eq(stockNotificationRequests.email, 'jonas@example.lt'))
      ).length;
    expect(await count()).toBe(1);

    await database.db
      .update(stockNotificationRequests)
      .set({ notifiedAt: new Date() })
      .where(eq(stockNotificationRequests.id, first.id));
    const renewed = await post({ email: 'jonas@example.lt', product: 'PRAM-1' });
    expect(renewed.json().id).not.toBe(first.id);
    expect(await count()).toBe(2);
  });

  it.each([
    [{ email: '', product: 'PRAM-1' }, [{ propertyPath: 'email', message: 'Please enter your email.' }]],
    [{ email: '   ', product: 'PRAM-1' }, [{ propertyPath: 'email', message: 'Please enter your email.' }]],
    [{ product: 'PRAM-1' }, [{ propertyPath: 'email', message: 'Please enter your email.' }]],
    [
      { email: 'not-an-email', product: 'PRAM-1' },
      [{ propertyPath: 'email', message: 'This email is invalid.' }],
    ],
    [
      { email: 'a b@c.lt', product: 'PRAM-1' },
      [{ propertyPath: 'email', message: 'This email is invalid.' }],
    ],
    [
      { email: `${'a'.repeat(250)}@x.lt`, product: 'PRAM-1' },
      [{ propertyPath: 'email', message: 'This value is too long. It should have 254 characters or less.' }],
    ],
    [
      { email: 'ona@example.lt', product: '' },
      [{ propertyPath: 'product', message: 'This value should not be blank.' }],
    ],
    [{ email: 'ona@example.lt' }, [{ propertyPath: 'product', message: 'This value should not be blank.' }]],
    [
      { email: '', product: '' },
      [
        { propertyPath: 'email', message: 'Please enter your email.' },
        { propertyPath: 'product', message: 'This value should not be blank.' },
      ],
    ],
  ])('answers 422 with the field messages for %j', async (payload, violations) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.code).toBe(422);
    expect(
      body.violations.map(({ propertyPath, message }: { propertyPath: string; message: string }) => ({
        propertyPath,
        message,
      })),
    ).toEqual(violations);
  });

  it('answers 422 on product for unknown, disabled and other-channel products', async () => {
    for (const product of ['NOPE', 'OFF', 'B2B']) {
      const response = await post({ email: 'ona@example.lt', product });
      expect(response.statusCode, product).toBe(422);
      expect(response.json().violations).toEqual([
        { propertyPath: 'product', message: `Product "${product}" does not exist.`, code: 'not_found' },
      ]);
    }
  });
});

describe('back-in-stock mails: a stock notification sent once', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const outbox = testOutbox();

  beforeAll(async () => {
    database = await createTestDatabase();
    const data = fixtures(database.db);
    await data.locales();
    const webId = (await data.channel({ code: 'web', defaultLocale: 'lt', locales: ['lt', 'en'] })).id;
    for (const code of ['CRIB', 'SEAT']) {
      const product = await data.catalogueProduct({
        code,
        channelIds: [webId],
        translations: {
          lt: { name: `${code} lt`, slug: code.toLowerCase() },
          en: { name: `${code} en`, slug: `${code.toLowerCase()}-en` },
        },
      });
      await data.variant({ productId: product.id, code: `${code}-1`, onHand: 0 });
      await data.variant({ productId: product.id, code: `${code}-2`, onHand: 0 });
      await data.variant({ productId: product.id, code: `${code}-OFF`, onHand: 0, enabled: false });
    }
    app = await createTestApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.cleanup();
    outbox.remove();
  });

  const ask = (email: string, product: string, locale = 'lt') =>
    app.inject({
      method: 'POST',
      url: '/api/v2/shop/stock-notifications',
      payload: { email, product },
      headers: { locale },
    });

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
  const recipients = (mails: string[]) => mails.map((mail) => /^To: (.+)$/m.exec(mail)?.[1]?.trim()).sort();

  it('mails every open request once when the product comes back, in its locale, and never again', async () => {
    await ask('ona@example.lt', 'CRIB', 'lt');
    await ask('john@example.com', 'CRIB', 'en');
    await ask('other@example.lt', 'SEAT', 'lt');

    // Still out of stock: a disabled variant with stock does not count, nothing is sent.
    expect((await setVariantStock(database.db, 'CRIB-OFF', 3)).notified).toBe(0);
    expect((await setVariantStock(database.db, 'CRIB-1', 0)).inStock).toBe(false);
    expect(await runJobs()).toEqual([]);

    const change = await setVariantStock(database.db, 'CRIB-1', 4);
    expect(change).toMatchObject({ wasInStock: false, inStock: true, notified: 2 });
    const mails = await runJobs();
    expect(recipients(mails)).toEqual(['john@example.com', 'ona@example.lt']);
    const english = mails.find((mail) => mail.includes('To: john@example.com'))!;
    expect(english).toContain('CRIB en');
    expect(english).toMatch(/https:\/\/shop\.test\/en\/p\/crib-en-\d+/);
    const lithuanian = mails.find((mail) => mail.includes('To: ona@example.lt'))!;
    expect(lithuanian).toContain('CRIB lt');
    expect(lithuanian).toMatch(/https:\/\/shop\.test\/p\/crib-\d+/);
    const notified = await database.db
      .select()
      .from(stockNotificationRequests)
      .where(eq(stockNotificationRequests.email, 'ona@example.lt'));
    expect(notified[0]!.notifiedAt).not.toBeNull();

    // More stock while in stock, and a second restock after selling out: no mail again.
    await setVariantStock(database.db, 'CRIB-2', 2);
    await setVariantStock(database.db, 'CRIB-1', 0);
    await setVariantStock(database.db, 'CRIB-2', 0);
    expect((await setVariantStock(database.db, 'CRIB-1', 1)).notified).toBe(0);
    expect(await runJobs()).toEqual([]);

    // A new request after the mail is a new open request: the next restock mails it.
    await setVariantStock(database.db, 'CRIB-1', 0);
    await ask('ona@example.lt', 'CRIB', 'lt');
    expect((await setVariantStock(database.db, 'CRIB-1', 2)).notified).toBe(1);
    expect(recipients(await runJobs())).toEqual(['ona@example.lt']);

    // The other product's request is still open.
    const [seat] = await database.db
      .select()
      .from(stockNotificationRequests)
      .where(eq(stockNotificationRequests.email, 'other@example.lt'));
    expect(seat!.notifiedAt).toBeNull();
  });

  it('refuses unknown variants and negative quantities, and queues a search refresh on a change', async () => {
    await expect(setVariantStock(database.db, 'NOPE', 1)).rejects.toBeInstanceOf(StockChangeRefused);
    await expect(setVariantStock(database.db, 'SEAT-1', -1)).rejects.toBeInstanceOf(StockChangeRefused);
    await database.db.delete(jobs);
    await setVariantStock(database.db, 'SEAT-1', 1);
    const queued = await database.db.select().from(jobs);
    expect(queued.map((job) => job.kind).sort()).toEqual(['back-in-stock-email', 'search-refresh']);
  });
});

describe('npm run stock:set', () => {
  it('sets the stock in the data folder database, queues the back-in-stock mail and refuses bad arguments', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'shop-stock-set-'));
    try {
      const env = { DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
      const handle = await openDatabase(loadConfig(env));
      await migrateDatabase(handle);
      const data = fixtures(handle.db);
      await data.locales(['lt']);
      const web = await data.channel({ code: 'web', defaultLocale: 'lt', locales: ['lt'] });
      const product = await data.catalogueProduct({
        code: 'LAMP',
        channelIds: [web.id],
        translations: { lt: { name: 'Lempa', slug: 'lempa' } },
      });
      await data.variant({ productId: product.id, code: 'LAMP-1', onHand: 0 });
      await handle.db
        .insert(stockNotificationRequests)
        .values({ email: 'ona@example.lt', productId: product.id, channelId: web.id, locale: 'lt' });
      await handle.close();

      const logged: string[] = [];
      const io = {
        env,
        cwd: process.cwd(),
        log: (line: string) => logged.push(line),
        error: () => undefined,
      };
      expect(await runStockSetCommand(['--variant', 'LAMP-1', '--quantity', '3'], io)).toEqual({
        exitCode: 0,
        notified: 1,
      });
      expect(logged.join('\n')).toContain('1 back-in-stock emails queued');
      expect((await runStockSetCommand(['--variant', 'LAMP-1', '--quantity', '5'], io)).notified).toBe(0);
      expect((await runStockSetCommand(['--variant', 'NOPE', '--quantity', '1'], io)).exitCode).toBe(1);
      expect((await runStockSetCommand(['--variant', 'LAMP-1', '--quantity', '-2'], io)).exitCode).toBe(2);
      expect((await runStockSetCommand(['--quantity', '2'], io)).exitCode).toBe(2);

      const reopened = await openDatabase(loadConfig(env));
      try {
        const queued = await reopened.db.select().from(jobs).where(eq(jobs.kind, 'back-in-stock-email'));
        expect(queued).toHaveLength(1);
      } finally {
        await reopened.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
