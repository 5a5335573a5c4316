import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeQuotedPrintable } from '../apps/api/test/helpers/outbox.ts';
import { signAccessToken } from '../apps/api/src/modules/auth/access-tokens.ts';
import { encodeImpersonationParam } from '../apps/api/src/modules/auth/impersonation.ts';
import { byTestId, DESKTOP, launchBrowser, MOBILE, openPage, waitForHydration } from './support/browser.ts';
import { browserTestsSkipped, requireShop } from './support/shop-under-test.ts';

const PASSWORD = 'Trinamas2026';

/** The link in the newest mail to `email` that goes to `pathPart` (the API's job worker sends within ~2 s). */
async function linkInMail(email: string, pathPart: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const dir = requireShop().outboxDir;
        for (const file of readdirSync(dir).sort().reverse()) {
          const mail = decodeQuotedPrintable(readFileSync(path.join(dir, file), 'utf8'));
          if (!mail.includes(`To: ${email}`)) continue;
          link = mail.match(new RegExp(`https?://[^\\s"<>]*${pathPart}[^\\s"<>]*`))?.[0];
          if (link) return true;
        }
        return false;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return (link ?? '').replace(/^https?:\/\/[^/]+/, requireShop().webUrl);
}

async function api(method: string, apiPath: string, body?: unknown): Promise<Response> {
  return fetch(`${requireShop().apiUrl}/api/v2/shop${apiPath}`, {
    method,
    headers: {
      accept: 'application/json',
      channel: 'web',
      locale: 'lt',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** A new, activated customer registered through the API (activated with the emailed link's token). */
async function registeredCustomer(email: string, firstName: string): Promise<void> {
  const registered = await api('POST', '/customers', {
    email,
    firstName,
    lastName: 'Trinaitė',
    phoneNumber: '+37061234567',
    password: PASSWORD,
    repeatPassword: PASSWORD,
    privacyPolicyAccepted: true,
    termsAndConditionsAccepted: true,
  });
  expect(registered.status, await registered.clone().text()).toBe(202);
  const link = new URL(await linkInMail(email, '/verify-account'));
  const verified = await api('PATCH', `/customers/verify/${link.searchParams.get('token')}`);
  expect(verified.status, await verified.clone().text()).toBeLessThan(300);
}

describe.skipIf(browserTestsSkipped())('account deletion and impersonation', () => {
  let browser: Browser;
  const email = `trynimas.${Date.now()}@example.lt`;
  beforeAll(async () => {
    browser = await launchBrowser(requireShop().chromiumPath);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('asks for the deletion on the dashboard, then cancels it with the emailed link', async () => {
    await registeredCustomer(email, 'Gintarė');
    const page = await openPage(browser, DESKTOP);
    const webUrl = requireShop().webUrl;
    await page.goto(`${webUrl}/auth?redirect=%2Fpaskyra`);
    await waitForHydration(page, byTestId('sign-in-submit'));
    await page.fill(byTestId('auth-email'), email);
    await page.fill(byTestId('auth-password'), PASSWORD);
    await page.click(byTestId('sign-in-submit'));
    await page.waitForURL(`${webUrl}/paskyra`);

    await waitForHydration(page, byTestId('account-deletion-open'));
    await page.click(byTestId('account-deletion-open'));
    await page.waitForURL(`${webUrl}/paskyra?deleteAccount=confirm`);
    const confirmStep = page.getByRole('group', { name: 'Ištrinti paskyrą?' });
    await expect.poll(() => confirmStep.innerText()).toContain('per 24 valandas');
    // The step takes the focus from the button that opened it.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Ištrinti paskyrą?');
    await page.click(byTestId('account-deletion-confirm'));
    await expect
      .poll(() => page.locator(byTestId('account-deletion-scheduled')).innerText())
      .toMatch(/^Jūsų paskyra bus ištrinta .+\. Išsiuntėme el\. laišką su nuoroda ištrynimui atšaukti\.$/);

    // After a reload the dashboard shows the pending deletion instead of offering it again.
    await page.goto(`${webUrl}/paskyra`);
    await expect.poll(() => page.locator(byTestId('account-deletion-scheduled')).count()).toBe(1);
    expect(await page.locator(byTestId('account-deletion-open')).count()).toBe(0);

    const link = await linkInMail(email, '/cancel-account-deletion');
    expect(link).toMatch(/\/cancel-account-deletion\?accountDeletionToken=[A-Za-z0-9_-]{43}$/);
    const mobile = await openPage(browser, MOBILE);
    await mobile.goto(link);
    await expect
      .poll(() => mobile.locator(byTestId('cancel-deletion-done')).innerText())
      .toBe('Ištrynimas atšauktas: jūsų paskyra lieka tokia, kokia buvo.');
    await mobile.reload();
    await expect
      .poll(() => mobile.locator(byTestId('cancel-deletion-failed')).innerText())
      .toContain('Ši nuoroda neteisinga arba jau panaudota.');
    await mobile.context().close();

    // Still an account: the dashboard opens and offers the deletion again.
    await page.goto(`${webUrl}/paskyra`);
    await expect.poll(() => page.locator(byTestId('account-deletion-open')).count()).toBe(1);
    await page.context().close();
  });

  it('signs in with an x-auth link and removes the parameter from the address', async () => {
    const signedIn = await api('POST', '/customers/token', { email, password: PASSWORD });
    const { token } = (await signedIn.json()) as { token: string };
    const claims = decodeJwt(token);
    // The API's generated secret, in its data folder (beside the outbox).
    const secret = new Uint8Array(
      readFileSync(path.join(path.dirname(requireShop().outboxDir), 'jwt-secret')),
    );
    const impersonation = await signAccessToken(
      secret,
      {
        shopUserId: Number(claims.sub),
        customerId: Number(claims.customerId),
        channelCode: 'web',
        roles: ['ROLE_USER'],
        impersonatedBy: 'e2e',
      },
      new Date(),
      15 * 60,
    );
    const page = await openPage(browser, DESKTOP);
    const xAuth = encodeURIComponent(encodeImpersonationParam({ token: impersonation }));
    await page.goto(`${requireShop().webUrl}/paskyra?x-auth=${xAuth}`);
    expect(page.url()).toBe(`${requireShop().webUrl}/paskyra`);
    await expect.poll(() => page.locator(byTestId('account-summary')).innerText()).toContain(email);

    // A bad value is dropped from the address and signs nobody in.
    const guest = await openPage(browser, MOBILE);
    await guest.goto(`${requireShop().webUrl}/?x-auth=bm90IGpzb24`);
    expect(guest.url()).toBe(`${requireShop().webUrl}/`);
    await guest.context().close();
    await page.context().close();
  });
});
