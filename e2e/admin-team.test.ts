import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeQuotedPrintable } from '../apps/api/test/helpers/outbox.ts';
import { signInToBackOffice } from './support/back-office.ts';
import { byTestId, DESKTOP, launchBrowser, MOBILE, openPage, waitForHydration } from './support/browser.ts';
import { browserTestsSkipped, requireShop } from './support/shop-under-test.ts';

const PASSWORD = 'Redaktore2026';

/** The set-password link of the newest invitation mail to this address, or null while none came. */
function invitationLink(outboxDir: string, email: string): string | null {
  let files: string[] = [];
  try {
    files = readdirSync(outboxDir).sort();
  } catch {
    return null;
  }
  const links = files
    .map((file) => decodeQuotedPrintable(readFileSync(path.join(outboxDir, file), 'utf8')))
    .filter((mail) => mail.includes(`To: ${email}`))
    .map((mail) => /https?:\/\/[^\s"<>]+\/admin\/invitation\/[A-Za-z0-9_-]+/.exec(mail)?.[0] ?? null)
    .filter((link): link is string => link !== null);
  return links.at(-1) ?? null;
}

/**
 * Issue 22, Team: the owner invites a content editor, who sets a password from the mailed link, signs in,
 * sees no Orders entry and gets "no access" at /admin/orders; the API refuses the orders as well.
 */
describe.skipIf(browserTestsSkipped())('the back-office team', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser(requireShop().chromiumPath);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
  });

  it('invites a content editor who signs in and cannot open orders', async () => {
    const { apiUrl, webUrl, outboxDir } = requireShop();
    const email = `redaktore.${Date.now()}@example.lt`;

    const owner = await openPage(browser, DESKTOP);
    await signInToBackOffice(owner);
    await owner.goto(`${webUrl}/admin/team`);
    await waitForHydration(owner, byTestId('admin-invite-submit'));
    // Every field's problem at once.
    await owner.click(byTestId('admin-invite-submit'));
    await owner.waitForSelector(byTestId('admin-invite-email-error'));
    expect(await owner.isVisible(byTestId('admin-invite-name-error'))).toBe(true);

    await owner.fill(byTestId('admin-invite-email'), email);
    await owner.fill(byTestId('admin-invite-name'), 'Rasa Redaktorė');
    await owner.selectOption(byTestId('admin-invite-role'), 'content_editor');
    await owner.click(byTestId('admin-invite-submit'));
    await owner.waitForSelector(`${byTestId('admin-team-row')}[data-email="${email}"]`);
    expect(await owner.textContent(`${byTestId('admin-team-row')}[data-email="${email}"]`)).toContain(
      'Kvietimas išsiųstas',
    );

    await expect.poll(() => invitationLink(outboxDir, email), { timeout: 20_000 }).not.toBeNull();
    const link = new URL(invitationLink(outboxDir, email) ?? '');

    // The invitee, in a browser of their own, at 390 px.
    const editor = await openPage(browser, MOBILE);
    await editor.goto(`${webUrl}${link.pathname}`);
    await waitForHydration(editor, byTestId('admin-invitation-submit'));
    await editor.fill(byTestId('admin-invitation-password'), 'short');
    await editor.fill(byTestId('admin-invitation-confirmPassword'), 'other');
    await editor.click(byTestId('admin-invitation-submit'));
    await editor.waitForSelector(byTestId('admin-invitation-password-error'));
    expect(await editor.isVisible(byTestId('admin-invitation-confirmPassword-error'))).toBe(true);
    await editor.fill(byTestId('admin-invitation-password'), PASSWORD);
    await editor.fill(byTestId('admin-invitation-confirmPassword'), PASSWORD);
    await editor.click(byTestId('admin-invitation-submit'));
    await editor.waitForURL((url) => url.pathname.endsWith('/admin/sign-in'));

    await waitForHydration(editor, byTestId('admin-sign-in'));
    await editor.fill(byTestId('admin-email'), email);
    await editor.fill(byTestId('admin-password'), PASSWORD);
    await editor.click(byTestId('admin-sign-in'));
    // No sales figures for this role: the back office opens at its first screen (menus, then redirects).
    await editor.waitForURL((url) => url.pathname.endsWith('/admin/menus'));
    // The address changes before the screen has rendered (a client navigation): wait for its navigation.
    await editor
      .locator(`${byTestId('admin-shell')} nav a[href$="/admin/menus"]`)
      .waitFor({ timeout: 30_000 });
    expect(await editor.locator(`${byTestId('admin-shell')} nav a[href$="/admin/orders"]`).count()).toBe(0);
    expect(await editor.locator(`${byTestId('admin-shell')} nav a[href$="/admin/redirects"]`).count()).toBe(
      1,
    );

    await editor.goto(`${webUrl}/admin/orders`);
    await editor.waitForSelector(byTestId('admin-no-access'));
    expect(await editor.textContent('h1')).toBe('Prieigos nėra');

    // The used link does not work again.
    await editor.goto(`${webUrl}${link.pathname}`);
    expect(await editor.textContent(byTestId('admin-error'))).toContain('netinkama');

    // The API refuses too, not only the screen.
    const signedIn = await fetch(`${apiUrl}/api/v2/admin/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    const { token } = (await signedIn.json()) as { token: string };
    const orders = await fetch(`${apiUrl}/api/v2/admin/orders`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(orders.status).toBe(403);

    await owner.context().close();
    await editor.context().close();
  }, 180_000);
});
