import { execFile } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { findFreePort } from '../../scripts/lib/ports.mjs';
import { repoRoot } from '../../scripts/lib/repo.mjs';
import { startApi, startStorefront } from '../../scripts/lib/shop-processes.mjs';
import { cleanEnv } from './inherited-settings.ts';

const run = promisify(execFile);

type Running = Awaited<ReturnType<typeof startApi>>['process'];

/** Where a test's own shop keeps its data, for the steps that set it up. */
export interface OwnShopFolders {
  /** The API's DATA_DIR (its PGlite database, media and mail). */
  dataDir: string;
  /** Where the API writes mail as .eml files (no SMTP server in the tests). */
  outboxDir: string;
}

/** `npm run <script> -- <args>` at the repository root against the shop's database; throws on a non-zero exit. */
export type RunCli = (script: string, args: readonly string[]) => Promise<{ stdout: string; stderr: string }>;

export interface OwnShop<Prepared> extends OwnShopFolders {
  apiUrl: string;
  /** The web channel's storefront. */
  webUrl: string;
  /** What `prepare` answered. */
  prepared: Prepared;
  /**
   * Stops the API, runs `step` (the shop owner's commands) and starts it again on the same port; the
   * storefront keeps running. For a second round of commands after the browser did something.
   */
  whileApiStopped(step: (shop: OwnShopFolders & { runCli: RunCli }) => Promise<void>): Promise<void>;
  /** Stops the storefront and the API and deletes the data folder. */
  stop(): Promise<void>;
}

export interface OwnShopOptions<Prepared> {
  /** Names the work folder and the processes' log prefixes, e.g. "reviews". */
  name: string;
  /**
   * Runs while the API (demo shop seeded) is up and the storefront not yet: place orders, register
   * accounts... through the API. What it answers is handed to `withApiStopped` and returned as `prepared`.
   */
  prepare?: (shop: OwnShopFolders & { apiUrl: string }) => Promise<Prepared>;
  /**
   * Runs with the API stopped, for the shop owner's commands that open the embedded database themselves
   * (`npm run order:fulfil`, `npm run review-links`...); the API is started again afterwards.
   */
  withApiStopped?: (shop: OwnShopFolders & { runCli: RunCli; prepared: Prepared }) => Promise<void>;
}

/**
 * A shop of the test file's own, for what the shared test shop cannot do: its embedded database is open
 * in its API process, so the shop owner's commands cannot run against it. Starts the built API on free
 * ports with a fresh data folder (the first start seeds the demo shop), runs `prepare` against it, stops
 * it for `withApiStopped`, starts it again on the same port and starts the web storefront. Processes'
 * output goes to a log in the work folder, whose end a start-up failure quotes. Call `stop()` in afterAll.
 */
export async function startOwnShop<Prepared = undefined>(
  options: OwnShopOptions<Prepared>,
): Promise<OwnShop<Prepared>> {
  const workDir = mkdtempSync(path.join(os.tmpdir(), `shop-e2e-${options.name}-`));
  const dataDir = path.join(workDir, 'data');
  const outboxDir = path.join(dataDir, 'outbox');
  const logFile = path.join(workDir, 'servers.log');
  const output = (line: string) => appendFileSync(logFile, `${line}\n`);
  const running: Running[] = [];
  const stop = async () => {
    for (const child of running.splice(0).reverse()) await child.stop();
    rmSync(workDir, { recursive: true, force: true });
  };

  try {
    const [apiPort, webPort] = [await findFreePort(), await findFreePort()];
    const webUrl = `http://127.0.0.1:${webPort}`;
    const env = cleanEnv();
    Object.assign(env, {
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      CORS_ORIGINS: webUrl,
      STOREFRONT_URLS: `web=${webUrl}`,
    });
    const apiName = `${options.name}-api`;

    let api = await startApi({ port: apiPort, env, output, name: apiName });
    running.push(api.process);
    const prepared = (await options.prepare?.({ apiUrl: api.url, dataDir, outboxDir })) as Prepared;

    const runCli: RunCli = async (script, args) => {
      output(`[${options.name}-cli] npm run ${script} -- ${args.join(' ')}`);
      try {
        const result = await run('npm', ['run', script, '--', ...args], { cwd: repoRoot, env });
        output(`${result.stdout}${result.stderr}`);
        return result;
      } catch (error) {
        const failed = error as { stdout?: string; stderr?: string };
        output(`${failed.stdout ?? ''}${failed.stderr ?? ''}`);
        throw error;
      }
    };
    const whileApiStopped = async (step: (shop: OwnShopFolders & { runCli: RunCli }) => Promise<void>) => {
      await api.process.stop();
      running.splice(running.indexOf(api.process), 1);
      await step({ runCli, dataDir, outboxDir });
      api = await startApi({ port: apiPort, env, output, name: apiName });
      running.unshift(api.process);
    };
    const withApiStopped = options.withApiStopped;
    if (withApiStopped) await whileApiStopped((shop) => withApiStopped({ ...shop, prepared }));

    const web = await startStorefront({
      port: webPort,
      channelCode: 'web',
      apiUrl: api.url,
      env,
      output,
      name: `${options.name}-web`,
    });
    running.push(web.process);
    return { apiUrl: api.url, webUrl: web.url, dataDir, outboxDir, prepared, whileApiStopped, stop };
  } catch (error) {
    const log = tail(logFile, 40);
    await stop();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`The ${options.name} shop did not start: ${reason}\nLast lines of its log:\n${log}`, {
      cause: error,
    });
  }
}

function tail(file: string, lines: number): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}
