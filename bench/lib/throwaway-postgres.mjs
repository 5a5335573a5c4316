// @ts-check
import { execFileSync } from 'node:child_process';
import pg from 'pg';
import { fromRoot, repoRoot } from '../../scripts/lib/repo.mjs';

/**
 * Starts PostgreSQL 15 from the machine's binaries in a temp folder (scripts/throwaway-postgres.sh) and
 * creates one database in it; stop() removes the server and its folder.
 * @param {string} database
 * @returns {Promise<{ url: string, stop: () => void, logFile: string }>}
 *   logFile: the server's log (bench/checkout-api.mjs counts statements in it)
 */
export async function startThrowawayDatabase(database) {
  const script = fromRoot('scripts/throwaway-postgres.sh');
  const output = execFileSync(script, ['start'], { cwd: repoRoot, encoding: 'utf8' });
  const serverUrl = /DATABASE_URL='([^']+)'/.exec(output)?.[1];
  const dir = /THROWAWAY_PG_DIR='([^']+)'/.exec(output)?.[1];
  if (!serverUrl || !dir) throw new Error(`Could not start PostgreSQL: ${output}`);
  const stop = () => execFileSync(script, ['stop', dir], { stdio: 'ignore' });
  try {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(`CREATE DATABASE ${database}`);
    await client.end();
  } catch (error) {
    stop();
    throw error;
  }
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return { url: url.toString(), stop, logFile: `${dir}/postgres.log` };
}
