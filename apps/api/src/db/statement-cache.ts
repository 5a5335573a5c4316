import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * Server-side prepared statements for the statements the API repeats (ADR 0068).
 *
 * node-postgres sends every statement as an unnamed one, which PostgreSQL parses and plans again on each
 * execution; the checkout's order reads are wide (correlated subqueries for lines, addresses, shipments,
 * payments, promotions) and cost PostgreSQL more to plan than to run. A statement with a name is parsed once
 * per connection and, after PostgreSQL's five custom plans, runs on its cached generic plan when that plan is
 * not estimated dearer (plan_cache_mode auto): the same rule JDBC (prepareThreshold), pgx and postgres.js
 * apply by default.
 *
 * The name is a digest of the text, so one name never stands for two texts (node-postgres refuses that), and a
 * statement is named only from its REPEAT_THRESHOLD-th execution, so one-off statements (start-up, the admin's
 * rare queries) are never kept on the server. At most NAMED_LIMIT texts get a name per process, which bounds
 * the prepared statements each connection holds; once the bound is reached, new texts run unnamed as before.
 *
 * Statements on the search documents (listings, search, suggestions) always run unnamed: their values decide
 * between very different plans (a word in 13 documents or in 13,000, a category of 100 products or of 34,550),
 * which a generic plan, estimated without the values, could get badly wrong.
 */

/** Tables whose statements always run unnamed, planned for their values (see above). */
export const PLANNED_PER_VALUE_TABLES: readonly string[] = ['product_search_documents'];

/** Executions of a text, counted in this process, before it runs as a named statement. */
export const REPEAT_THRESHOLD = 3;
/** Texts named at most per process (each connection prepares a named text on its first use). */
export const NAMED_LIMIT = 400;
/** Texts counted at most before the ones not yet named are forgotten. */
const COUNTED_LIMIT = 4000;

function plannedPerValue(text: string): boolean {
  return PLANNED_PER_VALUE_TABLES.some((table) => text.includes(table));
}

export interface StatementCache {
  /** The name for `text` when it runs now (counting this execution), or undefined to run it unnamed. */
  nameFor(text: string): string | undefined;
  /** How many texts have a name. */
  readonly namedCount: number;
}

export function createStatementCache(
  options: { threshold?: number; namedLimit?: number; countedLimit?: number } = {},
): StatementCache {
  const threshold = options.threshold ?? REPEAT_THRESHOLD;
  const namedLimit = options.namedLimit ?? NAMED_LIMIT;
  const countedLimit = options.countedLimit ?? COUNTED_LIMIT;
  const named = new Map<string, string>();
  const counts = new Map<string, number>();
  return {
    nameFor(text) {
      const name = named.get(text);
      if (name) return name;
      if (named.size >= namedLimit || plannedPerValue(text)) return undefined;
      const count = (counts.get(text) ?? 0) + 1;
      if (count < threshold) {
        if (counts.size >= countedLimit) counts.clear();
        counts.set(text, count);
        return undefined;
      }
      counts.delete(text);
      const digest = createHash('sha1').update(text).digest('base64url').slice(0, 22);
      const newName = `shop_${digest}`;
      named.set(text, newName);
      return newName;
    },
    get namedCount() {
      return named.size;
    },
  };
}

type QueryConfigLike = { text?: unknown; name?: unknown; values?: unknown };

/**
 * Makes every connection of `pool` run the repeated statements it is given with values (Drizzle's, the
 * parameterised ones) as named statements. Statements without values (transaction control, SQL built with
 * its literals inline) and those already named are left as they are.
 */
export function prepareRepeatedStatements(
  pool: pg.Pool,
  cache: StatementCache = createStatementCache(),
): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      const [config, values] = args;
      if (config && typeof config === 'object' && !('submit' in config)) {
        const { text, name } = config as QueryConfigLike;
        const given = Array.isArray(values) ? values : (config as QueryConfigLike).values;
        const hasValues = Array.isArray(given) && given.length > 0;
        if (typeof text === 'string' && name === undefined && hasValues) {
          const newName = cache.nameFor(text);
          if (newName) return query({ ...config, name: newName }, ...args.slice(1));
        }
      }
      return query(...args);
    };
  });
}
