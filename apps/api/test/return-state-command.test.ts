import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runReturnStateCommand } from '../src/cli/return-state-command.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { orderItems, orders, returnItems, returns } from '../src/db/schema/index.ts';
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

describe('npm run return:state', () => {
  it('needs a return number and a known state', async () => {
    const missing = io();
    expect((await runReturnStateCommand(['--to', 'processed'], missing.io)).exitCode).toBe(2);
    expect(missing.lines.join('\n')).toContain('--number is required');
    const unknown = io();
    expect((await runReturnStateCommand(['--number', 'R1-1', '--to', 'lost'], unknown.io)).exitCode).toBe(2);
    expect(unknown.lines.join('\n')).toContain('--to must be one of initiated, requested, processed');
  });

  it('processes a return with a refused item, and refuses a move its state does not allow', async () => {
    // Its own PGlite data folder, closed before the command opens it.
    const dataDir = await mkdtemp(join(tmpdir(), 'shop-return-state-'));
    try {
      const env = { DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
      const handle = await openDatabase(loadConfig(env));
      await migrateDatabase(handle);
      const data = fixtures(handle.db);
      await data.locales(['lt', 'en']);
      const web = (await data.channel({ code: 'web', defaultLocale: 'lt', locales: ['lt'] })).id;
      const product = await data.catalogueProduct({
        code: 'COT',
        channelIds: [web],
        translations: { lt: { name: 'Lovytė', slug: 'lovyte' } },
      });
      const variant = await data.variant({
        productId: product.id,
        code: 'COT-1',
        prices: [{ channelId: web, price: 5000 }],
      });
      const [order] = await handle.db
        .insert(orders)
        .values({
          tokenValue: 'fulfilled-order',
          channelId: web,
          localeCode: 'lt',
          currencyCode: 'EUR',
          state: 'fulfilled',
          checkoutState: 'completed',
          number: '000000042',
          fulfilledAt: new Date(),
        })
        .returning();
      const [line] = await handle.db
        .insert(orderItems)
        .values({ orderId: order!.id, variantId: variant.id, quantity: 2, unitPrice: 5000, total: 10000 })
        .returning();
      const [made] = await handle.db
        .insert(returns)
        .values({
          number: 'R000000042-1',
          channelId: web,
          orderId: order!.id,
          currencyCode: 'EUR',
          refundMethod: 'cash',
          localeCode: 'lt',
        })
        .returning();
      const items = await handle.db
        .insert(returnItems)
        .values([
          { returnId: made!.id, orderItemId: line!.id, quantity: 1, reason: 'damaged', amount: 5000 },
          { returnId: made!.id, orderItemId: line!.id, quantity: 1, reason: 'changed_mind', amount: 5000 },
        ])
        .returning();
      await handle.close();

      const wrong = io();
      expect(
        (await runReturnStateCommand(['--number', 'R000000042-1', '--to', 'fulfilled'], { ...wrong.io, env }))
          .exitCode,
      ).toBe(1);
      expect(wrong.lines.join('\n')).toContain('A return in state "initiated" cannot become "fulfilled".');
      const nobody = io();
      expect(
        (await runReturnStateCommand(['--number', 'R9-9', '--to', 'processed'], { ...nobody.io, env }))
          .exitCode,
      ).toBe(1);
      expect(nobody.lines.join('\n')).toContain('No return has the number R9-9.');

      const done = io();
      const refused = String(items[1]!.id);
      expect(
        (
          await runReturnStateCommand(
            ['--number', 'R000000042-1', '--to', 'processed', '--refuse', refused],
            {
              ...done.io,
              env,
            },
          )
        ).exitCode,
      ).toBe(0);
      expect(done.lines.join('\n')).toContain('Return R000000042-1 (web) is now processed.');

      const check = await openDatabase(loadConfig(env));
      try {
        const [row] = await check.db.select().from(returns).where(eq(returns.id, made!.id));
        expect(row?.state).toBe('processed');
        const states = await check.db
          .select({ state: returnItems.state })
          .from(returnItems)
          .where(eq(returnItems.returnId, made!.id))
          .orderBy(returnItems.id);
        expect(states.map((item) => item.state)).toEqual(['accepted', 'cancelled']);
      } finally {
        await check.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
