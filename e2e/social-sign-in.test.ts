import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeQuotedPrintable } from '../apps/api/test/helpers/outbox.ts';
import { describeViolations, seriousAccessibilityViolations } from './support/axe.ts';
import { byTestId, DESKTOP, launchBrowser, MOBILE, openPage, waitForHydration } from './support/browser.ts';
import { message } from './support/messages.ts';
import { browserTestsSkipped, requireShop } from './support/shop-under-test.ts';

const userMenuName = (page: Page) => page.locator(byTestId('user-menu-button')).first().innerText();

/** The activation link mailed to `email` (the API's job worker sends within ~2 s). */
async function activationLink(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const dir = requireShop().outboxDir;
        const mail = readdirSync(dir)
          .map((file) => decodeQuotedPrintable(readFileSync(path.join(dir, file), 'utf8')))
          .find((text) => text.includes(`To: ${email}`));
        link = mail?.match(/https?:\/\/[^\s"<>]*\/verify-account\?token=[\w-]+/)?.[0];
        return link !== undefined;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return (link ?? '').replace(/^https?:\/\/[^/]+/, requireShop().webUrl);
}

describe.skipIf(browserTestsSkipped())('social sign-in through the local fake of Google and Facebook', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser(requireShop().chromiumPath);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('signs in with Google from /auth and lands signed in on the home page', async () => {
    const page = await openPage(browser, DESKTOP);
    await page.goto(`${requireShop().webUrl}/auth`);
    await waitForHydration(page, byTestId('social-sign-in-google'));
    expect(await page.locator(byTestId('social-sign-in-google')).innerText()).toBe(
      message('lt', 'auth.social.google'),
    );
    const onAuth = await seriousAccessibilityViolations(page);
    expect(onAuth, describeViolations(onAuth)).toEqual([]);
    await page.click(byTestId('social-sign-in-google'));
    await page.waitForURL(`${requireShop().webUrl}/`);
    await expect.poll(() => userMenuName(page)).toContain('Gabija');
    await page.context().close();
  });

  it('asks a Facebook user without email for one, mails the activation link, then signs in', async () => {
    const email = `fausta.${Date.now()}@example.com`;
    const page = await openPage(browser, MOBILE);
    await page.goto(`${requireShop().webUrl}/auth?tab=register`);
    await waitForHydration(page, byTestId('social-sign-in-facebook'));
    await page.click(byTestId('social-sign-in-facebook'));
    await page.waitForURL(`${requireShop().webUrl}/auth/email-verification`);
    await waitForHydration(page, byTestId('email-verification-submit'));
    const onVerification = await seriousAccessibilityViolations(page);
    expect(onVerification, describeViolations(onVerification)).toEqual([]);
    await page.fill(byTestId('auth-email'), email);
    await page.click(byTestId('email-verification-submit'));
    await expect
      .poll(() => page.locator(byTestId('email-verification-sent')).innerText())
      .toBe(message('lt', 'auth.emailVerification.sent'));

    // Not signed in before the address is verified.
    expect(await userMenuName(page)).not.toContain('Fausta');
    await page.goto(await activationLink(email));
    await expect.poll(() => page.locator(byTestId('auth-form-done')).count()).toBe(1);

    await page.goto(`${requireShop().webUrl}/auth/email-verification`);
    await page.click(byTestId('email-verification-again'));
    await page.waitForURL(`${requireShop().webUrl}/`);
    await expect.poll(() => userMenuName(page)).toContain('Fausta');
    await page.context().close();
  });
});
