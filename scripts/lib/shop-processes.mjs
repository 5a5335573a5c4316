// @ts-check
import { FAKE_STRIPE_SECRET_KEY, FAKE_STRIPE_WEBHOOK_SECRET, startFakeStripe } from './fake-stripe.mjs';
import { fromRoot, repoRoot } from './repo.mjs';
import { startProcess } from './processes.mjs';
import { waitForHttp } from './wait-for-http.mjs';

/** A first start migrates the database and seeds the demo shop with its images: minutes on a slow machine. */
export const API_READY_TIMEOUT_MS = 5 * 60_000;
export const STOREFRONT_READY_TIMEOUT_MS = 60_000;

/**
 * Starts the built API (`apps/api/dist/server.js`) and waits for GET /ready.
 * @param {object} options
 * @param {number} options.port
 * @param {string} [options.host] interface to listen on (the API's HOST)
 * @param {NodeJS.ProcessEnv} options.env full environment of the child (DATA_DIR, DATABASE_URL...)
 * @param {(line: string) => void} options.output
 * @param {string} [options.name] log prefix, default "api"
 * @returns {Promise<{ process: import('./processes.mjs').ManagedProcess, url: string }>}
 */
export async function startApi({ port, host, env, output, name = 'api' }) {
  /** @type {NodeJS.ProcessEnv} */
  const childEnv = { ...env, PORT: String(port) };
  if (host) childEnv.HOST = host;
  const api = startProcess({
    name,
    command: process.execPath,
    args: [fromRoot('apps/api/dist/server.js')],
    cwd: repoRoot,
    env: childEnv,
    output,
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${url}/ready`, {
      timeoutMs: API_READY_TIMEOUT_MS,
      exited: api.exited,
      name: 'The API',
    });
  } catch (error) {
    await api.stop();
    throw error;
  }
  return { process: api, url };
}

/**
 * Starts one storefront process (`apps/storefront/server.js`) for a channel and waits until it answers.
 * Any answer below 500 counts: the b2b home redirects anonymous visitors to sign-in.
 * @param {object} options
 * @param {number} options.port
 * @param {string} [options.host]
 * @param {string} options.channelCode
 * @param {string} options.apiUrl
 * @param {NodeJS.ProcessEnv} options.env
 * @param {(line: string) => void} options.output
 * @param {string} options.name log prefix, e.g. "web"
 * @returns {Promise<{ process: import('./processes.mjs').ManagedProcess, url: string }>}
 */
export async function startStorefront({ port, host, channelCode, apiUrl, env, output, name }) {
  /** @type {NodeJS.ProcessEnv} */
  const childEnv = { ...env, PORT: String(port), CHANNEL_CODE: channelCode, API_URL: apiUrl };
  if (host) childEnv.HOST = host;
  const storefront = startProcess({
    name,
    command: process.execPath,
    args: [fromRoot('apps/storefront/server.js')],
    cwd: fromRoot('apps/storefront'),
    env: childEnv,
    output,
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${url}/`, {
      timeoutMs: STOREFRONT_READY_TIMEOUT_MS,
      isReady: (status) => status < 500,
      exited: storefront.exited,
      name: `The ${name} storefront`,
    });
  } catch (error) {
    await storefront.stop();
    throw error;
  }
  return { process: storefront, url };
}

/** Where the API takes Stripe's events (STRIPE_WEBHOOK_PATH of apps/api/src/modules/payments/index.ts). */
export const STRIPE_WEBHOOK_PATH = '/api/v2/payments/stripe/webhook';

/**
 * Starts the local fake of Stripe (fake-stripe.mjs) for the API that will listen on apiPort, and answers
 * the variables that point that API at it: online payment then works without Stripe keys.
 * @param {object} options
 * @param {number} options.apiPort
 * @param {number} [options.port] the fake's own port; default: any free one
 * @param {(line: string) => void} options.output
 * @returns {Promise<{ fake: import('./fake-stripe.mjs').FakeStripe, env: Record<string, string> }>}
 */
export async function startLocalStripe({ apiPort, port = 0, output }) {
  const fake = await startFakeStripe({
    port,
    webhookUrl: `http://127.0.0.1:${apiPort}${STRIPE_WEBHOOK_PATH}`,
    log: (line) => output(`[stripe] ${line}`),
  });
  return {
    fake,
    env: {
      STRIPE_SECRET_KEY: FAKE_STRIPE_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_WEBHOOK_SECRET,
      STRIPE_API_URL: fake.url,
    },
  };
}
