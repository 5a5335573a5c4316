import type pg from 'pg';

type QueryFunction = (...args: unknown[]) => unknown;

const settle = () => undefined;

/**
 * Makes every connection of `pool` take one statement at a time from our code.
 *
 * A connection runs one statement at a time. Code that starts reads together inside a transaction
 * (`Promise.all` over reads that all use the transaction's one connection: the cart's recalculation, the
 * back office's product and promotion reads) used to hand node-postgres a statement while another was
 * running; node-postgres queued it, warns that doing so is deprecated ("Calling client.query() when the client
 * is already executing a query") and pg 9 will refuse it. This keeps the same order (first asked, first sent)
 * in front of it: a statement asked for while others are pending is handed over when the one before it has
 * settled, whether that one succeeded or failed (inside a transaction, PostgreSQL then refuses it as before).
 * Outside a transaction every statement takes its own connection from the pool, so reads there still run at
 * once. Calls with a callback and submittables (cursors, streams) go straight through, as nothing of ours
 * issues them alongside others.
 */
export function oneStatementAtATime(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as QueryFunction;
    /** Settles when the last statement handed over has settled; null when none is pending. */
    let tail: Promise<unknown> | null = null;
    (client as unknown as { query: QueryFunction }).query = (...args: unknown[]) => {
      const [config] = args;
      const submittable = typeof config === 'object' && config !== null && 'submit' in config;
      if (submittable || typeof args.at(-1) === 'function') return query(...args);
      const previous = tail;
      const result = previous
        ? previous.then(() => query(...args) as Promise<unknown>)
        : (query(...args) as Promise<unknown>);
      const settled = result.then(settle, settle);
      tail = settled;
      void settled.then(() => {
        if (tail === settled) tail = null;
      });
      return result;
    };
  });
}
