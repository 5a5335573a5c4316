import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runOrderFulfilCommand } from '../src/cli/order-fulfil-command.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { customers, loyaltyMemberships, loyaltyRules, orders } from '../src/db/schema/index.ts';
import { seedLoyalty } from '../src/demo/seed/loyalty.ts';
import { joinLoyalty } from '../src/modules/loyalty/loyalty-service.ts';
import { fixtures } from './helpers/fixtures.ts';

function io() {
  const lines: string[] = [];
  return {
    lines,
    io: {
      env: {} as Record<string, string | undefined>,
      cwd: process.cwd(),
      log: (message: string) => lines.push(message),
      error: (message: string) => lines.push(message),
    },
  };
}

describe('npm run order:fulfil', () => {
  it('needs an order number', async () => {
    const { lines, io: commandIo } = io();
    expect((await runOrderFulfilCommand([], commandIo)).exitCode).toBe(2);
    expect(lines.join('\n')).toContain('--number is required');
  });

  it('fulfils a placed order by its number and awards the points, once', async () => {
    // Its own PGlite data folder, closed before the command opens it.
    const dataDir = await mkdtemp(join(tmpdir(), 'shop-order-fulfil-'));
    try {
      const env = { DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
      const handle = await openDatabase(loadConfig(env));
      await migrateDatabase(handle);
      const data = fixtures(handle.db);
      await data.locales(['lt', 'en']);
      const web = (await data.channel({ code: 'web', defaultLocale: 'lt', locales: ['lt'] })).id;
      await seedLoyalty(handle.db);
      const [customer] = await handle.db.insert(customers).values({ email: 'ona@example.lt' }).returning();
      const [rule] = await handle.db.select().from(loyaltyRules);
      await joinLoyalty(handle.db, { customerId: customer!.id, ruleId: rule!.id, now: new Date() });
      await handle.db.insert(orders).values({
        tokenValue: 'placed-order',
        channelId: web,
        customerId: customer!.id,
        localeCode: 'lt',
        currencyCode: 'EUR',
        // The states checkout completion gives (the order state service checks all three).
        state: 'new',
        checkoutState: 'completed',
        paymentState: 'awaiting_payment',
        shippingState: 'ready',
        number: '000000042',
        itemsTotal: 4599,
        shippingTotal: 399,
        total: 4998,
      });
      await handle.close();

      const first = io();
      const done = await runOrderFulfilCommand(['--number', '000000042'], { ...first.io, env });
      expect(done).toEqual({ exitCode: 0, loyaltyPointsAwarded: 45 });
      expect(first.lines.join('\n')).toContain(
        'Order 000000042 (web) fulfilled; 45 loyalty points awarded, 0 review links mailed.',
      );

      const again = io();
      expect((await runOrderFulfilCommand(['--number', '000000042'], { ...again.io, env })).exitCode).toBe(1);
      expect(again.lines.join('\n')).toContain('cannot be applied to the order in state "fulfilled"');
      const unknown = io();
      expect((await runOrderFulfilCommand(['--number', '999'], { ...unknown.io, env })).exitCode).toBe(1);

      const check = await openDatabase(loadConfig(env));
      try {
        const [order] = await check.db.select().from(orders).where(eq(orders.number, '000000042'));
        expect(order?.state).toBe('fulfilled');
        const [membership] = await check.db.select().from(loyaltyMemberships);
        expect(membership).toMatchObject({ points: 45, amountSpent: 4599 });
      } finally {
        await check.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
