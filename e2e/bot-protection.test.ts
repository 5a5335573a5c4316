import { BOT_PROTECTION_REQUIRED_MESSAGE, HEADER_RECAPTCHA_TOKEN } from '@shop/contracts/constants';
import http from 'node:http';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FAKE_RECAPTCHA_SITE_KEY,
  FAKE_RECAPTCHA_TOKEN,
  startFakeRecaptcha,
  type FakeRecaptcha,
} from '../scripts/lib/fake-recaptcha.mjs';
import { findFreePort } from '../scripts/lib/ports.mjs';
import { startStorefront } from '../scripts/lib/shop-processes.mjs';
import { BOT_PROTECTION_SETTINGS } from './support/bot-protection-settings.ts';
import { byTestId, DESKTOP, launchBrowser, MOBILE, openPage, waitForHydration } from './support/browser.ts';
import { browserTestsSkipped, requireShop } from './support/shop-under-test.ts';

/** The demo customer of the README. */
const DEMO_EMAIL = 'demo@gandras.lt';
const DEMO_PASSWORD = 'Demo1234';

interface SeenCall {
  method: string;
  path: string;
  token: string | null;
}

/**
 * Between the protected storefront and the shop's API: passes every call on and notes the reCAPTCHA header
 * of each, so the test sees what the storefront's server sent (the shared API has protection off; its own
 * check against the fake verifier is covered by apps/api/test/bot-protection.test.ts). A sign-in without a
 * token is answered as an API that counted failures for the email answers (ADR 0040): the check is asked for.
 */
async function startRecordingProxy(
  target: string,
): Promise<{ url: string; seen: SeenCall[]; close: () => Promise<void> }> {
  const seen: SeenCall[] = [];
  const upstream = new URL(target);
  const server = http.createServer((request, response) => {
    const header = request.headers[HEADER_RECAPTCHA_TOKEN];
    seen.push({
      method: request.method ?? 'GET',
      path: (request.url ?? '').split('?')[0] ?? '',
      token: typeof header === 'string' ? header : null,
    });
    if (request.method === 'POST' && request.url?.startsWith('/api/v2/shop/customers/token') && !header) {
      request.resume();
      response.writeHead(400, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ code: 400, message: BOT_PROTECTION_REQUIRED_MESSAGE }));
      return;
    }
    const forward = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, host: upstream.host },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forward.on('error', () => {
      response.writeHead(502);
      response.end();
    });
    request.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe.skipIf(browserTestsSkipped())('bot protection (reCAPTCHA) in the browser', () => {
  let browser: Browser;
  let fake: FakeRecaptcha;
  let proxy: Awaited<ReturnType<typeof startRecordingProxy>>;
  let storefront: Awaited<ReturnType<typeof startStorefront>> | undefined;
  let shopUrl: string;

  /** Requests the page made for the reCAPTCHA script. */
  function watchScript(page: Page): string[] {
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(fake.scriptUrl)) requests.push(request.url());
    });
    return requests;
  }

  beforeAll(async () => {
    const shop = requireShop();
    browser = await launchBrowser(shop.chromiumPath);
    fake = await startFakeRecaptcha();
    proxy = await startRecordingProxy(shop.apiUrl);
    // A third storefront of the web channel with protection on; the shared ones keep it off.
    const env: NodeJS.ProcessEnv = { ...process.env };
    for (const name of ['PORT', 'HOST', 'DEFAULT_LOCALE', 'NEW_URLS', ...BOT_PROTECTION_SETTINGS])
      delete env[name];
    Object.assign(env, {
      RECAPTCHA_SITE_KEY: FAKE_RECAPTCHA_SITE_KEY,
      RECAPTCHA_SCRIPT_URL: fake.scriptUrl,
    });
    storefront = await startStorefront({
      port: await findFreePort(),
      channelCode: 'web',
      apiUrl: proxy.url,
      env,
      output: () => {},
      name: 'web-bot-protection',
    });
    shopUrl = storefront.url;
  });
  afterAll(async () => {
    await browser?.close();
    await storefront?.process.stop();
    await proxy?.close();
    await fake?.close();
  });

  it('shows the sign-in check once the API asks for it, loads the script on that submit, and sends the token', async () => {
    const page = await openPage(browser, DESKTOP);
    const scripts = watchScript(page);
    await page.goto(`${shopUrl}/auth`);
    await waitForHydration(page, byTestId('sign-in-submit'));
    // The sign-in form's notice (the footer's newsletter form has its own): none until the API asks.
    const signInForm = page.getByRole('region', { name: 'Prisijungimas' });
    const notice = signInForm.locator(byTestId('bot-protection-notice'));
    expect(await notice.count()).toBe(0);
    await page.fill(byTestId('auth-email'), DEMO_EMAIL);
    await page.fill(byTestId('auth-password'), DEMO_PASSWORD);
    await page.click(byTestId('sign-in-submit'));
    await expect.poll(() => page.locator(byTestId('sign-in-error')).innerText()).toContain('nesate robotas');
    expect(await notice.innerText()).toBe(
      'Šią svetainę saugo reCAPTCHA, taikomos Google privatumo politika ir paslaugų teikimo sąlygos.',
    );
    expect(
      await notice.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    ).toEqual(['https://policies.google.com/privacy', 'https://policies.google.com/terms']);
    expect(scripts).toEqual([]);

    const screenshots = process.env.BOT_PROTECTION_SCREENSHOTS;
    if (screenshots) {
      mkdirSync(screenshots, { recursive: true });
      await page.screenshot({ path: path.join(screenshots, 'sign-in-1440.png'), fullPage: true });
    }

    await waitForHydration(page, byTestId('sign-in-submit'));
    await page.fill(byTestId('auth-email'), DEMO_EMAIL);
    await page.fill(byTestId('auth-password'), DEMO_PASSWORD);
    await page.click(byTestId('sign-in-submit'));
    await page.waitForURL(`${shopUrl}/`);
    expect(scripts).toHaveLength(1);
    const scriptUrl = new URL(scripts[0]!);
    expect([scriptUrl.searchParams.get('render'), scriptUrl.searchParams.get('hl')]).toEqual([
      'explicit',
      'lt',
    ]);
    // The badge is in the page but out of sight (the notice stands in for it).
    expect(await page.locator('.grecaptcha-badge').isVisible()).toBe(false);
    expect(proxy.seen.filter((call) => call.path.endsWith('/customers/token'))).toEqual([
      { method: 'POST', path: '/api/v2/shop/customers/token', token: null },
      { method: 'POST', path: '/api/v2/shop/customers/token', token: `${FAKE_RECAPTCHA_TOKEN}.login` },
    ]);
    await page.context().close();
  });

  it('asks for a password reset with a token made for that action, on a phone', async () => {
    const page = await openPage(browser, MOBILE);
    const screenshots = process.env.BOT_PROTECTION_SCREENSHOTS;
    if (screenshots) {
      await page.goto(`${shopUrl}/auth`);
      await waitForHydration(page, byTestId('sign-in-submit'));
      await page.screenshot({ path: path.join(screenshots, 'sign-in-390.png'), fullPage: true });
    }
    await page.goto(`${shopUrl}/reset-password`);
    await waitForHydration(page, byTestId('auth-submit'));
    // An address with no account: the same answer, and no mail that other tests might read.
    await page.fill(byTestId('auth-email'), 'bot-protection@example.lt');
    await page.click(byTestId('auth-submit'));
    await page.locator(byTestId('auth-form-done')).waitFor();
    expect(proxy.seen.filter((call) => call.path.endsWith('/customers/reset-password')).at(-1)).toEqual({
      method: 'POST',
      path: '/api/v2/shop/customers/reset-password',
      token: `${FAKE_RECAPTCHA_TOKEN}.reset`,
    });
    await page.context().close();
  });

  it('a script that cannot load is a form error in the page language, and nothing is sent', async () => {
    const page = await openPage(browser, DESKTOP);
    await page.route(`${fake.scriptUrl}*`, (route) => route.abort());
    await page.goto(`${shopUrl}/auth`);
    await waitForHydration(page, byTestId('sign-in-submit'));
    // The API asks for the check first (without a token, the script is not needed).
    await page.fill(byTestId('auth-email'), DEMO_EMAIL);
    await page.fill(byTestId('auth-password'), DEMO_PASSWORD);
    await page.click(byTestId('sign-in-submit'));
    // The sign-in form's own notice: the footer's newsletter form shows one from the start.
    await page
      .locator(`form:has(${byTestId('sign-in-submit')}) ${byTestId('bot-protection-notice')}`)
      .waitFor();
    await waitForHydration(page, byTestId('sign-in-submit'));
    const callsBefore = proxy.seen.length;
    await page.fill(byTestId('auth-email'), DEMO_EMAIL);
    await page.fill(byTestId('auth-password'), DEMO_PASSWORD);
    await page.click(byTestId('sign-in-submit'));
    await expect
      .poll(() => page.locator(byTestId('bot-protection-error')).innerText())
      .toBe('Nepavyko patikrinti, ar nesate robotas. Patikrinkite interneto ryšį ir bandykite dar kartą.');
    expect(page.url()).toBe(`${shopUrl}/auth`);
    expect(proxy.seen.slice(callsBefore).filter((call) => call.path.endsWith('/customers/token'))).toEqual(
      [],
    );
    await page.context().close();
  });
});
