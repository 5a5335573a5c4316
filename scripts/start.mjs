#!/usr/bin/env node
// @ts-check
// `npm start`: builds what is stale, then runs the API and both storefronts with prefixed logs.
// Usage: node scripts/start.mjs [--build]
import path from 'node:path';
import { buildIfNeeded } from './lib/build.mjs';
import { isPortInUse } from './lib/ports.mjs';
import { fromRoot } from './lib/repo.mjs';
import { startApi, startLocalStripe, startStorefront } from './lib/shop-processes.mjs';
import { colourPrefix, printBanner } from './lib/start-output.mjs';

/** @typedef {import('./lib/processes.mjs').ManagedProcess} ManagedProcess */

const USAGE =
  'Usage: npm start [-- --build]   (--build rebuilds the API and storefront even when up to date)';

/**
 * @param {string} name
 * @param {string | undefined} value
 * @param {number} fallback
 */
function portFromEnv(name, value, fallback) {
  if (value === undefined || value.trim() === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new UsageError(`${name} must be a port number from 1 to 65535 (got "${value}").`);
  }
  return port;
}

class UsageError extends Error {}

/** @param {string} message */
function log(message) {
  console.log(`${colourPrefix('start')} ${message}`);
}

/** @param {string} line */
function output(line) {
  const match = /^\[(\w+)\]/.exec(line);
  console.log(match && match[1] ? line.replace(match[0], colourPrefix(match[1])) : line);
}

function readSettings() {
  const args = process.argv.slice(2);
  const unknown = args.filter((arg) => arg !== '--build');
  if (unknown.length > 0) throw new UsageError(`Unknown argument ${unknown.join(' ')}.\n${USAGE}`);
  const env = process.env;
  const settings = {
    forceBuild: args.includes('--build'),
    apiPort: portFromEnv('API_PORT', env.API_PORT, 8080),
    webPort: portFromEnv('STOREFRONT_PORT', env.STOREFRONT_PORT, 3000),
    b2bPort: portFromEnv('B2B_STOREFRONT_PORT', env.B2B_STOREFRONT_PORT, 3001),
    // 0: any free port (the fake is only reached through the URLs it hands out).
    fakeStripePort: portFromEnv('FAKE_STRIPE_PORT', env.FAKE_STRIPE_PORT, 0),
    dataDir: path.resolve(env.DATA_DIR && env.DATA_DIR.trim() !== '' ? env.DATA_DIR : fromRoot('.data')),
  };
  const ports = [settings.apiPort, settings.webPort, settings.b2bPort];
  if (settings.fakeStripePort !== 0) ports.push(settings.fakeStripePort);
  if (new Set(ports).size !== ports.length) {
    throw new UsageError(
      `API_PORT, STOREFRONT_PORT, B2B_STOREFRONT_PORT (and FAKE_STRIPE_PORT) must differ (got ${ports.join(', ')}).`,
    );
  }
  return settings;
}

/** @param {ReturnType<typeof readSettings>} settings */
async function assertPortsFree(settings) {
  const wanted = [
    { port: settings.apiPort, variable: 'API_PORT', what: 'the API' },
    { port: settings.webPort, variable: 'STOREFRONT_PORT', what: 'the shop' },
    { port: settings.b2bPort, variable: 'B2B_STOREFRONT_PORT', what: 'the b2b shop' },
  ];
  const problems = [];
  for (const { port, variable, what } of wanted) {
    if (await isPortInUse(port)) {
      problems.push(
        `Port ${port} (for ${what}) is already in use. Stop the program using it, or choose another port: ` +
          `${variable}=<port> npm start`,
      );
    }
  }
  if (problems.length > 0) throw new UsageError(problems.join('\n'));
}

async function main() {
  const settings = readSettings();
  await assertPortsFree(settings);
  await buildIfNeeded({ force: settings.forceBuild, log });

  /** @type {ManagedProcess[]} */
  const running = [];
  /** @type {import('./lib/fake-stripe.mjs').FakeStripe | null} */
  let localStripe = null;
  let shuttingDown = false;

  /** @param {number} exitCode */
  async function shutDown(exitCode) {
    if (shuttingDown) return;
    shuttingDown = true;
    log('stopping...');
    // Storefronts first, so no request reaches an API that is already gone.
    for (const child of [...running].reverse()) await child.stop();
    await localStripe?.close();
    process.exit(exitCode);
  }

  /** @param {ManagedProcess} child */
  function watch(child) {
    running.push(child);
    void child.exited.then(({ code, signal }) => {
      if (shuttingDown) return;
      log(`${child.name} stopped unexpectedly (${signal ?? `exit code ${code}`}); stopping the others.`);
      void shutDown(1);
    });
  }

  let signalCount = 0;
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
    process.on(signal, () => {
      signalCount += 1;
      if (signalCount > 1) {
        log('second signal: exiting now');
        process.exit(1);
      }
      void shutDown(0);
    });
  }

  const childEnv = {
    ...process.env,
    DATA_DIR: settings.dataDir,
    // The browser may call the API from either shop's origin.
    CORS_ORIGINS:
      process.env.CORS_ORIGINS ?? `http://localhost:${settings.webPort},http://localhost:${settings.b2bPort}`,
    // Order links in confirmation mail point at the storefronts started here.
    STOREFRONT_URLS:
      process.env.STOREFRONT_URLS ??
      `web=http://localhost:${settings.webPort},b2b=http://localhost:${settings.b2bPort}`,
  };
  try {
    // Without real Stripe keys, online payment goes through a local fake of Stripe's Checkout.
    if (!process.env.STRIPE_SECRET_KEY?.trim()) {
      const stripe = await startLocalStripe({
        apiPort: settings.apiPort,
        port: settings.fakeStripePort,
        output,
      });
      localStripe = stripe.fake;
      Object.assign(childEnv, stripe.env);
      log(
        `online payment goes to a local fake of Stripe at ${stripe.fake.url} (set STRIPE_SECRET_KEY for real)`,
      );
    }
    log(
      `starting the API on port ${settings.apiPort} (the first start seeds the demo shop: allow a minute or two)`,
    );
    const api = await startApi({ port: settings.apiPort, env: childEnv, output });
    watch(api.process);
    log('API ready; starting the storefronts');
    const storefronts = await Promise.allSettled(
      [
        { name: 'web', channelCode: 'web', port: settings.webPort },
        { name: 'b2b', channelCode: 'b2b', port: settings.b2bPort },
      ].map(async ({ name, channelCode, port }) => {
        const storefront = await startStorefront({
          port,
          channelCode,
          apiUrl: api.url,
          env: childEnv,
          output,
          name,
        });
        watch(storefront.process);
      }),
    );
    const failure = storefronts.find((result) => result.status === 'rejected');
    if (failure?.status === 'rejected') throw failure.reason;
  } catch (error) {
    if (shuttingDown) return;
    log(error instanceof Error ? error.message : String(error));
    await shutDown(1);
    return;
  }
  if (shuttingDown) return;
  printBanner({ ...settings, smtpUrl: process.env.SMTP_URL, fakeStripeUrl: localStripe?.url ?? null });
}

main().catch((error) => {
  if (error instanceof UsageError) {
    console.error(error.message);
  } else {
    console.error(error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
