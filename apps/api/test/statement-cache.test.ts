import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStatementCache, REPEAT_THRESHOLD } from '../src/db/statement-cache.ts';
import { queryRows, toNumber } from '../src/modules/search/sql-rows.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

describe('statement cache (which texts run as named statements)', () => {
  it('names a text from its third execution on, with one name per text', () => {
    const cache = createStatementCache();
    const text = 'select $1::int';
    const names = Array.from({ length: 5 }, () => cache.nameFor(text));
    expect(names.slice(0, REPEAT_THRESHOLD - 1)).toEqual([undefined, undefined]);
    const name = names[REPEAT_THRESHOLD - 1];
    expect(name).toMatch(/^shop_[\w-]{22}$/);
    expect(names.slice(REPEAT_THRESHOLD)).toEqual([name, name]);
    for (let i = 0; i < REPEAT_THRESHOLD; i += 1) cache.nameFor('select $1::text');
    expect(cache.nameFor('select $1::text')).not.toBe(name);
    expect(cache.namedCount).toBe(2);
  });

  it('never names a statement on the search documents (its plan depends on the values)', () => {
    const cache = createStatementCache({ threshold: 1 });
    const text = 'SELECT product_id FROM product_search_documents WHERE search_vector @@ to_tsquery($1)';
    expect([cache.nameFor(text), cache.nameFor(text)]).toEqual([undefined, undefined]);
    expect(cache.namedCount).toBe(0);
  });

  it('names no more texts than its limit and keeps the names it gave', () => {
    const cache = createStatementCache({ threshold: 1, namedLimit: 2 });
    const first = cache.nameFor('a');
    const second = cache.nameFor('b');
    expect(cache.nameFor('c')).toBeUndefined();
    expect([cache.nameFor('a'), cache.nameFor('b')]).toEqual([first, second]);
    expect(cache.namedCount).toBe(2);
  });

  it('forgets the counts of texts not yet named when it has counted too many', () => {
    const cache = createStatementCache({ threshold: 2, countedLimit: 2 });
    cache.nameFor('a');
    cache.nameFor('b');
    cache.nameFor('c'); // the counts of a and b are dropped
    expect(cache.nameFor('a')).toBeUndefined();
    expect(cache.nameFor('a')).toMatch(/^shop_/);
  });
});

/**
 * On PostgreSQL the requests' connections run a repeated parameterised statement as a named (server-side
 * prepared) one, which PostgreSQL parses once and plans from a cached plan (ADR 0068).
 */
describe.skipIf(!process.env.DATABASE_URL)('repeated statements on PostgreSQL', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  }, 120_000);
  afterAll(async () => {
    await database?.cleanup();
  });

  it('prepares a statement run with values from its third execution and reuses it', async () => {
    const text = 'SELECT count(*) AS n FROM channels WHERE id > ';
    const prepared = await database.db.transaction(async (tx) => {
      const answers: number[] = [];
      for (let i = 0; i < 8; i += 1) {
        const [row] = await queryRows<{ n: unknown }>(
          tx,
          sql`SELECT count(*) AS n FROM channels WHERE id > ${-i}`,
        );
        answers.push(toNumber(row?.n));
      }
      expect(new Set(answers).size).toBe(1);
      return queryRows<{ name: string; statement: string; executions: unknown }>(
        tx,
        sql`SELECT name, statement, generic_plans + custom_plans AS executions FROM pg_prepared_statements
            WHERE statement LIKE ${`${text}%`}`,
      );
    });
    expect(prepared).toHaveLength(1);
    expect(prepared[0]?.name).toMatch(/^shop_/);
    // Executions 3 to 8 ran as the named statement on this transaction's connection.
    expect(toNumber(prepared[0]?.executions)).toBe(8 - REPEAT_THRESHOLD + 1);
  });

  it('prepares nothing with DATABASE_PREPARED_STATEMENTS=off (a pooler that does not keep them)', async () => {
    const unprepared = await createTestDatabase({ DATABASE_PREPARED_STATEMENTS: 'off' });
    try {
      const names = await unprepared.db.transaction(async (tx) => {
        for (let i = 0; i < 5; i += 1) await queryRows(tx, sql`SELECT ${i}::int AS n`);
        return queryRows<{ name: string }>(tx, sql`SELECT name FROM pg_prepared_statements`);
      });
      expect(names).toEqual([]);
    } finally {
      await unprepared.cleanup();
    }
  }, 120_000);

  it('leaves statements without values unnamed', async () => {
    const names = await database.db.transaction(async (tx) => {
      for (let i = 0; i < 5; i += 1) await tx.execute(sql`SELECT 'no values here' AS greeting`);
      return queryRows<{ name: string }>(
        tx,
        sql`SELECT name FROM pg_prepared_statements WHERE statement LIKE ${'%no values here%'}`,
      );
    });
    expect(names).toEqual([]);
  });
});
