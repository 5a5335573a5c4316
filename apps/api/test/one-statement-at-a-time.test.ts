import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { oneStatementAtATime } from '../src/db/one-statement-at-a-time.ts';
import { queryRows, toNumber } from '../src/modules/search/sql-rows.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

/**
 * A connection of node-postgres that records how many statements it was handed at once: pg's own client
 * queues a second one and warns (deprecated, refused from pg 9); this one answers after `delayMs` and fails
 * the statements named "fail".
 */
class RecordingConnection {
  inFlight = 0;
  mostAtOnce = 0;
  readonly sent: string[] = [];
  query(text: unknown, maybeCallback?: unknown): Promise<string> | undefined {
    this.sent.push(String(text));
    this.inFlight += 1;
    this.mostAtOnce = Math.max(this.mostAtOnce, this.inFlight);
    const answer = new Promise<string>((resolve, reject) =>
      setTimeout(() => {
        this.inFlight -= 1;
        if (text === 'fail') reject(new Error('refused'));
        else resolve(`answer to ${String(text)}`);
      }, 5),
    );
    if (typeof maybeCallback === 'function') {
      answer.then(
        (value) => maybeCallback(null, value),
        (error: unknown) => maybeCallback(error),
      );
      return undefined;
    }
    return answer;
  }
}

function connectRecording(): RecordingConnection {
  const pool = new EventEmitter();
  oneStatementAtATime(pool as unknown as pg.Pool);
  const connection = new RecordingConnection();
  pool.emit('connect', connection);
  return connection;
}

describe('one statement at a time on a connection', () => {
  it('hands statements asked for together over one after another, in the order asked', async () => {
    const connection = connectRecording();
    const answers = await Promise.all(['a', 'b', 'c', 'd'].map((text) => connection.query(text)));
    expect(answers).toEqual(['answer to a', 'answer to b', 'answer to c', 'answer to d']);
    expect(connection.sent).toEqual(['a', 'b', 'c', 'd']);
    expect(connection.mostAtOnce).toBe(1);
  });

  it('goes on after a statement that fails, and passes its error to its caller only', async () => {
    const connection = connectRecording();
    const outcomes = await Promise.allSettled(['a', 'fail', 'c'].map((text) => connection.query(text)));
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((outcomes[1] as PromiseRejectedResult).reason).toEqual(new Error('refused'));
    expect(connection.mostAtOnce).toBe(1);
    // Nothing is pending any more: the next statement is handed over at once.
    void connection.query('e');
    expect(connection.sent.at(-1)).toBe('e');
  });

  it('lets a call with a callback through untouched', async () => {
    const connection = connectRecording();
    const answer = await new Promise((resolve) =>
      connection.query('a', (_: unknown, value: string) => resolve(value)),
    );
    expect(answer).toBe('answer to a');
  });
});

/** The real client on PostgreSQL: reads started together in a transaction, as the cart's recalculation does. */
describe.skipIf(!process.env.DATABASE_URL)('one statement at a time on PostgreSQL', () => {
  let database: TestDatabase;
  const handedOver = new Map<pg.Client, { inFlight: number; mostAtOnce: number }>();

  beforeAll(async () => {
    // Counts what pg's client is handed while a statement it was handed before has not answered yet.
    const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;
    vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args: unknown[]) {
      const result = original.apply(this, args);
      if (!(result instanceof Promise)) return result as never;
      const counts = handedOver.get(this) ?? { inFlight: 0, mostAtOnce: 0 };
      handedOver.set(this, counts);
      counts.inFlight += 1;
      counts.mostAtOnce = Math.max(counts.mostAtOnce, counts.inFlight);
      const done = () => {
        counts.inFlight -= 1;
      };
      result.then(done, done);
      return result as never;
    });
    database = await createTestDatabase();
  }, 120_000);
  afterEach(() => handedOver.clear());
  afterAll(async () => {
    vi.restoreAllMocks();
    await database?.cleanup();
  });

  it('answers every read of a transaction started together, one statement at a time on its connection', async () => {
    const answers = await database.db.transaction(async (tx) =>
      Promise.all(
        [30, 10, 20].map(async (milliseconds) => {
          const [row] = await queryRows<{ n: unknown }>(
            tx,
            sql`SELECT ${milliseconds}::int AS n FROM pg_sleep(${milliseconds / 1000})`,
          );
          return toNumber(row?.n);
        }),
      ),
    );
    expect(answers).toEqual([30, 10, 20]);
    expect(handedOver.size).toBeGreaterThan(0);
    expect(Math.max(...[...handedOver.values()].map((counts) => counts.mostAtOnce))).toBe(1);
  });

  it('still refuses the reads behind a failed one inside the transaction, as PostgreSQL does', async () => {
    const failed = database.db.transaction(async (tx) =>
      Promise.all([queryRows(tx, sql`SELECT 1 / ${0}::int AS n`), queryRows(tx, sql`SELECT ${1}::int AS n`)]),
    );
    await expect(failed).rejects.toThrow();
    // The connection went back to the pool usable.
    const [row] = await queryRows<{ n: unknown }>(database.db, sql`SELECT ${2}::int AS n`);
    expect(toNumber(row?.n)).toBe(2);
  });
});
