// @ts-check
// SQL statements per order journey from the database's own statement log (issue 21, ADR 0049): used by the
// checkout benchmark (bench/checkout-api.mjs).
import { readFileSync, writeFileSync } from 'node:fs';
import pg from 'pg';

/**
 * @typedef {object} StatementCount
 * @property {number | null} requests per journey, from the requests' connections
 * @property {number | null} background per journey, from the background work's connections
 */

/** Journeys the statement count averages over (sequential, after the timed series). */
export const STATEMENT_COUNT_ORDERS = 5;

/** The API's connections by application_name (apps/api/src/db/client.ts). */
const REQUEST_APPLICATION = 'shop-api';
const BACKGROUND_APPLICATION = 'shop-api-jobs';
/** The log line prefix during the count: the default one plus the application name. */
const LOG_LINE_PREFIX = '%m [%p] app=%a ';
/**
 * Lines of the PostgreSQL log that record one statement (simple or extended protocol), with the application
 * name of the connection that sent it (empty for none).
 */
const STATEMENT_LINE = /app=(\S*) .*?LOG:\s+(?:statement|execute [^:]*):/;
/** How long the journeys' background work (the confirmation mails) may take after the last journey. */
export const JOBS_SETTLE_TIMEOUT_MS = 120_000;

/**
 * Waits until no job is due or running (the worker polls every 2 s), or the timeout ends; says whether it did.
 * A job waiting for a later retry (run_at in the future) does not count as due.
 * @param {pg.Client} client
 * @param {number} timeoutMs
 * @returns {Promise<boolean>}
 */
export async function jobsSettled(client, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await client.query(
      `SELECT count(*)::int AS busy FROM jobs
        WHERE status = 'running' OR (status = 'pending' AND run_at <= now())`,
    );
    if (rows[0].busy === 0) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Statements per order journey as the database logged them: log_statement switched to `all` and the log line
 * prefix to name each connection's application (a reload, no restart) for a few sequential journeys, the log's
 * statement lines counted between two markers, per application: the requests (shop-api) and the API's
 * background work (shop-api-jobs: the job worker's polling and the confirmation mails the orders queued). The
 * count waits for the jobs queued before it (the timed series' mails) to be done first, and for the journeys'
 * own jobs before the end marker, so the background figure holds all of their work. This script's own
 * statements (markers, the jobs table polling) are in neither figure.
 * @param {string} databaseUrl
 * @param {string} logFile
 * @param {() => Promise<void>} journeys
 * @param {(message: string) => void} [warn]
 * @returns {Promise<StatementCount>}
 */
export async function countStatementsPerOrder(databaseUrl, logFile, journeys, warn = console.error) {
  const admin = new pg.Client({ connectionString: databaseUrl, application_name: 'shop-bench' });
  await admin.connect();
  try {
    if (!(await jobsSettled(admin, JOBS_SETTLE_TIMEOUT_MS)))
      warn('[bench] checkout: the jobs queued before the statement count were still busy after the timeout');
    await admin.query(`ALTER SYSTEM SET log_statement = 'all'`);
    await admin.query(`ALTER SYSTEM SET log_line_prefix = '${LOG_LINE_PREFIX}'`);
    await admin.query('SELECT pg_reload_conf()');
    await new Promise((resolve) => setTimeout(resolve, 500));
    await admin.query(`SELECT 'statement-count-start'`);
    await journeys();
    const settled = await jobsSettled(admin, JOBS_SETTLE_TIMEOUT_MS);
    if (!settled) warn("[bench] checkout: the journeys' jobs were not done in time; no background figure");
    await admin.query(`SELECT 'statement-count-end'`);
    await admin.query('ALTER SYSTEM RESET log_statement');
    await admin.query('ALTER SYSTEM RESET log_line_prefix');
    await admin.query('SELECT pg_reload_conf()');
    await new Promise((resolve) => setTimeout(resolve, 500));
    const log = readFileSync(logFile, 'utf8');
    const start = log.lastIndexOf('statement-count-start');
    const end = log.lastIndexOf('statement-count-end');
    if (start < 0 || end < start) return { requests: null, background: null };
    // From the line after the start marker's to the end marker's own line, which is cut off before its
    // statement text and is this script's (application shop-bench) anyway.
    const lines = log.slice(start, end).split('\n').slice(1);
    // BENCH_STATEMENT_DUMP=<file>: the counted lines, to see which statements a journey sends.
    if (process.env.BENCH_STATEMENT_DUMP)
      writeFileSync(
        process.env.BENCH_STATEMENT_DUMP,
        lines.filter((line) => STATEMENT_LINE.test(line)).join('\n'),
      );
    /** @type {Map<string, number>} */
    const byApplication = new Map();
    for (const line of lines) {
      const application = STATEMENT_LINE.exec(line)?.[1];
      if (application !== undefined)
        byApplication.set(application, (byApplication.get(application) ?? 0) + 1);
    }
    const perOrder = (/** @type {string} */ application) =>
      round((byApplication.get(application) ?? 0) / STATEMENT_COUNT_ORDERS);
    return {
      requests: perOrder(REQUEST_APPLICATION),
      background: settled ? perOrder(BACKGROUND_APPLICATION) : null,
    };
  } catch (error) {
    warn(`[bench] checkout: could not count statements: ${String(error)}`);
    return { requests: null, background: null };
  } finally {
    await admin.end();
  }
}

/** @param {number} value */
const round = (value) => Math.round(value * 100) / 100;

/**
 * Waits until the API's jobs (the orders' confirmation mails, search refreshes) are done, so that the next
 * timed series does not share the machine with them; says whether they were done in time.
 * @param {string} databaseUrl
 * @returns {Promise<boolean>}
 */
export async function waitForJobs(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'shop-bench' });
  await client.connect();
  try {
    return await jobsSettled(client, JOBS_SETTLE_TIMEOUT_MS);
  } finally {
    await client.end();
  }
}
