import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartPromotions } from '../src/db/schema/index.ts';
import { isRetryableTransactionError, transactionWithRetry } from '../src/db/retry.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

/**
 * transactionWithRetry (used by checkout's completion): a transaction PostgreSQL aborts as a deadlock victim
 * runs again. Two transactions take two rows in opposite orders, so the server must abort one of them; on
 * PGlite (one connection, no concurrency) there is no deadlock to provoke, so that part needs a server.
 */
describe('transactions retried after a deadlock', () => {
  let database: TestDatabase;
  let ids: number[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    const rows = await database.db
      .insert(cartPromotions)
      .values([{ code: 'retry_a' }, { code: 'retry_b' }])
      .returning({ id: cartPromotions.id });
    ids = rows.map((row) => row.id);
  }, 120_000);
  afterAll(async () => {
    await database.cleanup();
  });

  it('tells deadlocks and serialization failures, also wrapped, from other errors', () => {
    expect(
      isRetryableTransactionError(Object.assign(new Error('deadlock detected'), { code: '40P01' })),
    ).toBe(true);
    expect(
      isRetryableTransactionError(
        new Error('Failed query', { cause: Object.assign(new Error(), { code: '40001' }) }),
      ),
    ).toBe(true);
    expect(isRetryableTransactionError(Object.assign(new Error('unique'), { code: '23505' }))).toBe(false);
    expect(isRetryableTransactionError('40P01')).toBe(false);
    expect(isRetryableTransactionError(null)).toBe(false);
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'runs the deadlock victim again, so both transactions commit once',
    async () => {
      const [first, second] = ids as [number, number];
      let attempts = 0;
      // Each transaction's first attempt waits until the other holds its first row, then asks for it.
      let holding = 0;
      const bothHolding = async () => {
        holding += 1;
        const deadline = Date.now() + 10_000;
        while (holding < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
      };
      const bump = (order: [number, number]) =>
        transactionWithRetry(database.db, async (tx) => {
          attempts += 1;
          const retry = attempts > 2;
          await tx
            .update(cartPromotions)
            .set({ used: sql`${cartPromotions.used} + 1` })
            .where(eq(cartPromotions.id, order[0]));
          if (!retry) await bothHolding();
          await tx
            .update(cartPromotions)
            .set({ used: sql`${cartPromotions.used} + 1` })
            .where(eq(cartPromotions.id, order[1]));
        });
      await Promise.all([bump([first, second]), bump([second, first])]);
      expect(attempts).toBe(3);
      const rows = await database.db
        .select({ used: cartPromotions.used })
        .from(cartPromotions)
        .where(inArray(cartPromotions.id, ids));
      expect(rows.map((row) => row.used)).toEqual([2, 2]);
    },
  );
});
