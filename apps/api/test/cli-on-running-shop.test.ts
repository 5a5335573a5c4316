import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../src/config.ts';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { CONTROL_SOCKET_NAME } from '../src/db/data-folder-claim.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import {
  channels,
  customers,
  orderItems,
  orders,
  pages,
  pageTranslations,
  products,
  productVariants,
  returnItems,
  returns,
} from '../src/db/schema/index.ts';
import { ensureDemoData } from '../src/demo/index.ts';
import { createMediaStorage } from '../src/modules/media-storage/index.ts';
import { decodeQuotedPrintable } from './helpers/outbox.ts';
import {
  apiDir,
  childEnv,
  exited,
  freePort,
  runTool,
  startApi,
  stopApi,
  type RunningApi,
  type ToolRun,
} from './helpers/running-api.ts';

const BASE = '/api/v2/shop';

const ORDER_TO_FULFIL = '000000901';
const ORDER_TO_REVIEW = '000000902';
const RETURN_NUMBER = 'R000000903-1';

/** What the shop holds besides the demo catalogue: two placed orders and a return (no back office here). */
async function seedOrders(handle: DatabaseHandle): Promise<void> {
  const db = handle.db;
  const [web] = await db.select().from(channels).where(eq(channels.code, 'web'));
  const [customer] = await db.select().from(customers).where(eq(customers.email, 'demo@gandras.lt'));
  const [variant] = await db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(eq(productVariants.tracked, true))
    .orderBy(productVariants.id)
    .limit(1);
  const placed = (number: string, state: 'new' | 'fulfilled') => ({
    tokenValue: `cli-${number}`,
    channelId: web!.id,
    customerId: customer!.id,
    email: 'demo@gandras.lt',
    localeCode: 'lt',
    currencyCode: 'EUR',
    state,
    checkoutState: 'completed' as const,
    paymentState: 'awaiting_payment' as const,
    shippingState: 'ready' as const,
    number,
    itemsTotal: 2000,
    total: 2000,
    ...(state === 'fulfilled' ? { fulfilledAt: new Date() } : {}),
  });
  const made = await db
    .insert(orders)
    .values([
      placed(ORDER_TO_FULFIL, 'new'),
      placed(ORDER_TO_REVIEW, 'new'),
      placed('000000903', 'fulfilled'),
    ])
    .returning();
  const lines = await db
    .insert(orderItems)
    .values(
      made.map((order) => ({
        orderId: order.id,
        variantId: variant!.id,
        quantity: 2,
        unitPrice: 1000,
        total: 2000,
      })),
    )
    .returning();
  const [made903] = made.filter((order) => order.number === '000000903');
  const [back] = await db
    .insert(returns)
    .values({
      number: RETURN_NUMBER,
      channelId: web!.id,
      orderId: made903!.id,
      currencyCode: 'EUR',
      refundMethod: 'cash',
      localeCode: 'lt',
    })
    .returning();
  await db.insert(returnItems).values({
    returnId: back!.id,
    orderItemId: lines.find((line) => line.orderId === made903!.id)!.id,
    quantity: 1,
    reason: 'damaged',
    amount: 1000,
  });
}

/**
 * Issue 20: every command-line tool works while the API serves requests on the embedded database. The
 * tools run as owners run them (`node dist/<name>.js` in their own folder), the API as `npm start` runs it,
 * and the tools' work goes through the API's control socket (docs/adr/0045-cli-on-a-running-shop.md).
 */
describe('the command-line tools on a running shop (PGlite)', () => {
  let dataDir = '';
  let workDir = '';
  let config: Config;
  let api: RunningApi | undefined;
  let stockVariant = { code: '', productCode: '' };
  let page = { id: 0, code: '' };

  beforeAll(async () => {
    execFileSync(process.execPath, ['build.mjs'], { cwd: apiDir, stdio: 'ignore' });
    dataDir = await mkdtemp(path.join(tmpdir(), 'shop-cli-live-'));
    workDir = await mkdtemp(path.join(tmpdir(), 'shop-cli-cwd-'));
    config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', DEMO_DATA: 'false' });
    // The demo shop (the generator expects it; its pictures take a while), made before the API starts.
    const handle = await openDatabase(config);
    const storage = createMediaStorage(config);
    try {
      await migrateDatabase(handle);
      await ensureDemoData({ db: handle.db, storage, log: () => undefined });
      await seedOrders(handle);
      const [variant] = await handle.db
        .select({ code: productVariants.code, productCode: products.code })
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId))
        .where(and(eq(productVariants.tracked, true), eq(productVariants.enabled, true)))
        .orderBy(productVariants.id)
        // Not the orders' variant: fulfilling an order takes its units.
        .offset(10)
        .limit(1);
      stockVariant = variant!;
      const [first] = await handle.db.select({ id: pages.id, code: pages.code }).from(pages).limit(1);
      page = first!;
    } finally {
      storage.close?.();
      await handle.close();
    }
    api = await startApi(dataDir);
  }, 600_000);

  afterAll(async () => {
    if (api && api.child.exitCode === null) {
      api.child.kill('SIGKILL');
      await exited(api.child);
    }
    await rm(dataDir, { recursive: true, force: true });
    await rm(workDir, { recursive: true, force: true });
  });

  const get = async (port: number, url: string, headers: Record<string, string> = {}) => {
    const answer = await fetch(`http://127.0.0.1:${port}${url}`, { headers });
    return { status: answer.status, body: await answer.text() };
  };
  const tool = (name: string, args: string[], env?: Record<string, string>) =>
    runTool(name, args, { dataDir, cwd: workDir, env });
  const ok = (run: ToolRun) => {
    expect(run.code, `${run.stdout}\n${run.stderr}`).toBe(0);
    return run;
  };

  it('runs every tool while the API answers shoppers, and nothing is lost on a restart', async () => {
    if (!api) throw new Error('no API');
    const { port } = api;

    // Shoppers keep browsing the whole time: every answer must be a 200.
    let browsing = true;
    const statuses: number[] = [];
    const shoppers = (async () => {
      while (browsing) {
        for (const url of [`${BASE}/channels/web`, `${BASE}/products/${stockVariant.productCode}`]) {
          statuses.push(
            await get(port, url, { locale: 'lt' }).then(
              (answer) => answer.status,
              () => 0,
            ),
          );
        }
      }
    })();

    // The API's own write: a newsletter signup, confirmed through the link its job worker mails.
    const email = 'cli-live@example.lt';
    const subscribed = await fetch(`http://127.0.0.1:${port}${BASE}/customers/subscribe-newsletter`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', channel: 'web' },
      body: JSON.stringify({ email, acceptedPrivacyPolicy: true, acceptedTermsAndConditions: true }),
    });
    expect(subscribed.status, await subscribed.text()).toBeLessThan(300);
    const cart = await fetch(`http://127.0.0.1:${port}${BASE}/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', channel: 'web' },
      body: '{}',
    });
    expect(cart.status).toBe(201);
    const cartToken = ((await cart.json()) as { tokenValue: string }).tokenValue;

    // Three tools at once, beside the shoppers.
    const [stock, admin, impersonation] = await Promise.all([
      tool('stock-set', ['--variant', stockVariant.code, '--quantity', '7']),
      tool('admin-create', ['--email', 'cli-admin@example.lt', '--name', 'Jonas'], {
        ADMIN_PASSWORD: 'Secret123',
      }),
      tool('impersonate', ['--email', 'demo@gandras.lt']),
    ]);
    expect(ok(stock).stdout).toContain(`${stockVariant.code}: 7 on hand`);
    expect(ok(admin).stdout).toContain('Administrator cli-admin@example.lt (Jonas) created.');
    const product = JSON.parse((await get(port, `${BASE}/products/${stockVariant.productCode}`)).body) as {
      variants: Array<{ code: string; stock: number | null }>;
    };
    expect(product.variants.find((variant) => variant.code === stockVariant.code)?.stock).toBe(7);
    const adminToken = await fetch(`http://127.0.0.1:${port}/api/v2/admin/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'cli-admin@example.lt', password: 'Secret123' }),
    });
    expect(adminToken.status).toBe(200);
    const url = new URL(ok(impersonation).stdout.trim());
    const { token } = JSON.parse(Buffer.from(url.searchParams.get('x-auth')!, 'base64').toString('utf8')) as {
      token: string;
    };
    const me = await get(port, `${BASE}/customers/me`, { authorization: `Bearer ${token}` });
    expect(me.status, me.body).toBe(200);
    expect(me.body).toContain('demo@gandras.lt');

    const [fulfilled, links, returned] = await Promise.all([
      tool('order-fulfil', ['--number', ORDER_TO_FULFIL]),
      tool('review-links', ['--order', ORDER_TO_REVIEW]),
      tool('return-state', ['--number', RETURN_NUMBER, '--to', 'processed']),
    ]);
    expect(ok(fulfilled).stdout).toContain(`Order ${ORDER_TO_FULFIL} (web) fulfilled`);
    expect(ok(links).stdout).toContain(`1 review links of order ${ORDER_TO_REVIEW} created`);
    expect(ok(returned).stdout).toContain(`Return ${RETURN_NUMBER} (web) is now processed.`);

    // Relative paths mean the owner's folder, not the API's.
    ok(await tool('content-export', ['--dir', 'exported', '--only', 'pages']));
    const pagesFile = path.join(workDir, 'exported', 'pages.json');
    const exported = JSON.parse(await readFile(pagesFile, 'utf8')) as Array<{
      code: string;
      translations: Record<string, { title: string }>;
    }>;
    const edited = exported.find((item) => item.code === page.code)!;
    for (const translation of Object.values(edited.translations)) translation.title = 'Changed by a tool';
    await writeFile(pagesFile, JSON.stringify(exported, null, 2));
    expect(ok(await tool('content-import', ['--dir', 'exported'])).stdout).toContain('pages.json: ');
    const shownPage = await get(port, `${BASE}/cms/pages/${page.id}`, { locale: 'lt' });
    expect(shownPage.body).toContain('Changed by a tool');

    const confirmationToken = async (): Promise<string | null> => {
      const folder = path.join(dataDir, 'outbox');
      if (!existsSync(folder)) return null;
      for (const file of await readdir(folder)) {
        const mail = decodeQuotedPrintable(await readFile(path.join(folder, file), 'utf8'));
        const link = /newsletter-confirm\?token=([A-Za-z0-9_-]+)/.exec(mail);
        if (mail.includes(email) && link?.[1]) return link[1];
      }
      return null;
    };
    await expect.poll(confirmationToken, { timeout: 20_000, interval: 500 }).not.toBeNull();
    const confirmToken = await confirmationToken();
    const confirmed = await fetch(
      `http://127.0.0.1:${port}${BASE}/customers/newsletter-subscriptions/${confirmToken}`,
      {
        method: 'PATCH',
      },
    );
    expect(confirmed.status).toBeLessThan(300);
    ok(await tool('newsletter-export', ['--out', 'subscribers.csv']));
    expect(await readFile(path.join(workDir, 'subscribers.csv'), 'utf8')).toContain(`${email},web,`);
    const toStdout = ok(await tool('newsletter-export', []));
    expect(toStdout.stdout).toContain(`${email},web,`);

    const generated = ok(await tool('generate', ['--products', '3', '--seed', 'cli-live']));
    const codes = /Added 3 products \(([^…]+)…([^)]+)\)/.exec(generated.stdout);
    expect(codes, generated.stdout).not.toBeNull();
    expect((await get(port, `${BASE}/products/${codes![2]}`, { locale: 'lt' })).status).toBe(200);

    browsing = false;
    await shoppers;
    expect(statuses.length).toBeGreaterThan(10);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);

    // A restart: the API's writes and the tools' are all there.
    await stopApi(api);
    expect(existsSync(path.join(dataDir, CONTROL_SOCKET_NAME))).toBe(false);
    api = await startApi(dataDir);
    const again = api.port;
    expect((await get(again, `${BASE}/orders/${cartToken}`, { channel: 'web' })).status).toBe(200);
    const restarted = JSON.parse((await get(again, `${BASE}/products/${stockVariant.productCode}`)).body) as {
      variants: Array<{ code: string; stock: number | null }>;
    };
    expect(restarted.variants.find((variant) => variant.code === stockVariant.code)?.stock).toBe(7);
    expect((await get(again, `${BASE}/products/${codes![1]}`, { locale: 'lt' })).status).toBe(200);
    expect((await get(again, `${BASE}/cms/pages/${page.id}`, { locale: 'lt' })).body).toContain(
      'Changed by a tool',
    );
    expect((await tool('newsletter-export', [])).stdout).toContain(`${email},web,`);

    // A second API on the same data folder refuses to start, and says why.
    const second = spawn(process.execPath, ['dist/server.js'], {
      cwd: apiDir,
      env: childEnv(dataDir, { PORT: String(await freePort()), HOST: '127.0.0.1' }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let secondOutput = '';
    second.stderr?.on('data', (chunk: Buffer) => (secondOutput += chunk.toString()));
    expect(await exited(second)).toBe(1);
    expect(secondOutput).toContain(
      `The data folder ${dataDir} is in use by the shop API (pid ${api.child.pid}`,
    );
    expect((await get(again, `${BASE}/channels/web`)).status).toBe(200);

    await stopApi(api);
    const check = await openDatabase(config);
    try {
      const states = await check.db
        .select({ number: orders.number, state: orders.state })
        .from(orders)
        .where(eq(orders.number, ORDER_TO_FULFIL));
      expect(states).toEqual([{ number: ORDER_TO_FULFIL, state: 'fulfilled' }]);
      const [back] = await check.db.select().from(returns).where(eq(returns.number, RETURN_NUMBER));
      expect(back?.state).toBe('processed');
      const titles = await check.db
        .select({ title: pageTranslations.title })
        .from(pageTranslations)
        .where(eq(pageTranslations.pageId, page.id));
      expect(titles.every((row) => row.title === 'Changed by a tool')).toBe(true);
    } finally {
      await check.close();
    }
  }, 900_000);
});
