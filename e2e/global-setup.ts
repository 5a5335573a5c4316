import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildIfNeeded } from '../scripts/lib/build.mjs';
import { CHROMIUM_INSTALL_HINT, findChromium, isCi } from '../scripts/lib/chromium.mjs';
import { startFakeOAuth, type FakeOAuth } from '../scripts/lib/fake-oauth.mjs';
import { findFreePort } from '../scripts/lib/ports.mjs';
import { startApi, startLocalStripe, startStorefront } from '../scripts/lib/shop-processes.mjs';
import { cleanEnv } from './support/inherited-settings.ts';
import type { ShopUnderTest } from './support/shop-under-test.ts';

type Running = Awaited<ReturnType<typeof startApi>>['process'];

/**
 * Starts the built API on a free port with a fresh PGlite data folder (the first start seeds the demo shop)
 * and both storefronts, once for all browser tests; the returned teardown stops them and deletes the folder,
 * whether the tests passed or not. Without Chromium the browser tests are skipped, except under CI=true.
 * A failure here is handed to the tests (they fail with it) instead of thrown, which would stop every
 * other Vitest project too.
 */
export default async function setup(project: TestProject) {
  const chromium = findChromium();
  if (!chromium.found) {
    const reason = `no Chromium at ${chromium.path}. ${CHROMIUM_INSTALL_HINT}`;
    if (isCi()) {
      project.provide('browserTestSetup', {
        status: 'failed',
        reason: `${reason} (CI=true: this fails the run.)`,
      });
    } else {
      console.warn(`Browser tests SKIPPED: ${reason}`);
      project.provide('browserTestSetup', { status: 'skipped', reason });
    }
    return;
  }

  const workDir = mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
  const logFile = path.join(workDir, 'servers.log');
  const output = (line: string) => appendFileSync(logFile, `${line}\n`);
  const running: Running[] = [];
  let stripe: Awaited<ReturnType<typeof startLocalStripe>> | null = null;
  let oauth: FakeOAuth | null = null;
  const teardown = async () => {
    for (const child of running.reverse()) await child.stop();
    await stripe?.fake.close();
    await oauth?.close();
    rmSync(workDir, { recursive: true, force: true });
  };

  try {
    await buildIfNeeded({ log: (message: string) => console.log(`[e2e build] ${message}`) });
    const [apiPort, webPort, b2bPort] = [await findFreePort(), await findFreePort(), await findFreePort()];
    const env = cleanEnv();
    // Online payment goes through the local fake of Stripe, which sends shoppers back to these storefronts.
    stripe = await startLocalStripe({ apiPort, output });
    // Social sign-in goes through the local fake of Google and Facebook (ADR 0016).
    oauth = await startFakeOAuth({ log: (line) => output(`[oauth] ${line}`) });
    Object.assign(env, {
      DATA_DIR: path.join(workDir, 'data'),
      HOST: '127.0.0.1',
      CORS_ORIGINS: `http://127.0.0.1:${webPort},http://127.0.0.1:${b2bPort}`,
      STOREFRONT_URLS: `web=http://127.0.0.1:${webPort},b2b=http://127.0.0.1:${b2bPort}`,
      // The shared storefronts render every guest page afresh: tests show a guest a change that does not move the
      // catalogue version (stock taken by an order, an approved review) and reload at once. The guest page cache
      // (ADR 0051) has its own test with its own storefront (e2e/guest-page-cache.test.ts).
      PAGE_CACHE_SECONDS: '0',
      ...stripe.env,
      ...oauth.apiEnv,
      ...oauth.storefrontEnv,
    });

    console.log(`[e2e] starting the shop (logs: ${logFile}); the first start seeds the demo shop`);
    const api = await startApi({ port: apiPort, env, output });
    running.push(api.process);
    const web = await startStorefront({
      port: webPort,
      channelCode: 'web',
      apiUrl: api.url,
      env,
      output,
      name: 'web',
    });
    running.push(web.process);
    const b2b = await startStorefront({
      port: b2bPort,
      channelCode: 'b2b',
      apiUrl: api.url,
      env,
      output,
      name: 'b2b',
    });
    running.push(b2b.process);

    const shop: ShopUnderTest = {
      apiUrl: api.url,
      webUrl: web.url,
      b2bUrl: b2b.url,
      chromiumPath: chromium.path,
      outboxDir: path.join(workDir, 'data', 'outbox'),
    };
    project.provide('browserTestSetup', { status: 'ready', shop });
    return teardown;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`[e2e] the shop did not start: ${reason}\nLast lines of ${logFile}:\n${tail(logFile, 60)}`);
    await teardown();
    project.provide('browserTestSetup', { status: 'failed', reason });
  }
}

function tail(file: string, lines: number): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}
