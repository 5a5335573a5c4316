// Production server of the storefront: one process per channel (CHANNEL_CODE), serving the React Router
// build with Express 5. Run `npm run build -w @shop/storefront` first.
import './production-env.js';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequestHandler } from '@react-router/express';
import { trackConnections } from '@shop/http-drain';
import express from 'express';
import { hashedAssets, pageCompression, publicFiles } from './server-assets.js';
import { defaultLocaleProblem, readServingSettings, readStorefrontConfig } from './server-config.js';
import {
  clientAddressHeader,
  fetchChannelWhenReady,
  mediaProxy,
  trailingSlashRedirect,
} from './server-http.js';
import { catalogueVersionFetcher, pageCache } from './server-page-cache.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const SHUTDOWN_GRACE_MS = 25_000;

/** @param {string} message */
function fail(message) {
  console.error(message);
  process.exit(1);
}

/** @type {import('./server-config.js').StorefrontConfig} */
let config;
/** @type {import('./server-config.js').ServingSettings} */
let serving;
try {
  config = readStorefrontConfig(process.env);
  serving = readServingSettings(process.env);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
  throw error;
}

const buildDir = path.join(here, process.env.STOREFRONT_BUILD_DIR ?? 'build');
const buildEntry = path.join(buildDir, 'server/index.js');
/** @type {import('react-router').ServerBuild} */
const build = await import(buildEntry).catch(() => {
  fail(`No storefront build at ${buildEntry}: run npm run build -w @shop/storefront`);
  throw new Error('unreachable');
});

/** A login-only (b2b) channel has no guest pages: nothing of it is cached. */
let loginOnlyChannel = false;
try {
  const channel = await fetchChannelWhenReady({
    apiUrl: config.apiUrl,
    channelCode: config.channelCode,
    attempts: 60,
    delayMs: 1000,
  });
  const problem = defaultLocaleProblem({
    builtDefaultLocale: String(
      /** @type {{ builtDefaultLocale?: string }} */ (build.entry.module).builtDefaultLocale,
    ),
    runtimeDefaultLocale: config.defaultLocale,
    channelCode: config.channelCode,
    channelDefaultLocale: channel.defaultLocale,
  });
  if (problem) fail(problem);
  loginOnlyChannel = /** @type {{ requiresLogin?: boolean }} */ (channel).requiresLogin === true;
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}

const app = express();
app.disable('x-powered-by');
app.set('trust proxy', config.trustProxy ?? 'loopback');
app.use(pageCompression(serving.compression));
app.use(trailingSlashRedirect());
app.use('/media', mediaProxy(config.apiUrl));
// Hashed file names: cache forever; brotli and gzip copies made at build time (ADR 0051).
app.use('/assets', hashedAssets(path.join(buildDir, 'client/assets')));
app.use(publicFiles(path.join(buildDir, 'client')));
app.use(clientAddressHeader());
// Guests' pages: Cache-Control for a CDN and a short in-process cache (ADR 0051).
app.use(
  pageCache({
    settings: serving.pageCache,
    personalOnly: loginOnlyChannel,
    compress: serving.compression !== null,
    fetchVersion: catalogueVersionFetcher(config.apiUrl, config.channelCode),
  }),
);
app.use(createRequestHandler({ build, mode: process.env.NODE_ENV }));

/** @param {Error} [error] Express 5 calls back with the listen error too */
function announce(error) {
  if (error) {
    const hint =
      /** @type {NodeJS.ErrnoException} */ (error).code === 'EADDRINUSE' ? ' (in use; set PORT)' : '';
    fail(`Storefront could not listen on port ${config.port}${hint}: ${error.message}`);
  }
  const host = !config.host || config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  console.log(`Storefront (channel ${config.channelCode}) on http://${host}:${config.port}`);
}
// Without HOST, Node listens on every interface (IPv6 and IPv4 where available).
const server = config.host
  ? app.listen(config.port, config.host, announce)
  : app.listen(config.port, announce);
const connections = trackConnections(server);

let stopping = false;
/** @param {NodeJS.Signals} signal */
function shutdown(signal) {
  if (stopping) {
    console.log(`${signal} again: stopping now`);
    process.exit(1);
  }
  stopping = true;
  console.log(`${signal}: finishing open requests`);
  // Stop accepting, answer every request in flight, close idle keep-alive connections (ADR 0038).
  void connections.drain().then(() => process.exit(0));
  setTimeout(() => {
    console.error('Requests still open after the grace period: stopping anyway');
    process.exit(1);
  }, SHUTDOWN_GRACE_MS).unref();
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
