import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInToBackOffice } from './support/back-office.ts';
import { byTestId, DESKTOP, launchBrowser, MOBILE, openPage, waitForHydration } from './support/browser.ts';
import { fetchMenu } from './support/shop-api.ts';
import { browserTestsSkipped, requireShop } from './support/shop-under-test.ts';

const MEGA_ITEM = 'E2E mega naujiena';
const MOBILE_ITEM = 'E2E mobili naujiena';

/** Adds a top-level url item to the menu of a placement through the back office's menus screen. */
async function addItem(page: Page, placement: 'mega' | 'mobile', name: string, link: string) {
  const shop = requireShop();
  await page.goto(`${shop.webUrl}/admin/menus?placement=${placement}`);
  await waitForHydration(page, byTestId('admin-menu-add'));
  await page.click(byTestId('admin-menu-add'));
  const form = page.locator(byTestId('menu-item-form'));
  await form.waitFor({ state: 'visible', timeout: 20_000 });
  await waitForHydration(page, byTestId('menu-item-save'));
  await page.selectOption(byTestId('menu-item-type'), 'url');
  await page.fill(byTestId('menu-item-translations-lt-name'), name);
  await page.fill(byTestId('menu-item-translations-lt-link'), link);
  await Promise.all([
    page.waitForResponse((response) => response.request().method() === 'POST' && response.status() < 400),
    page.click(byTestId('menu-item-save')),
  ]);
  await expect
    .poll(async () => page.locator(byTestId('admin-menu-item')).allInnerTexts(), { timeout: 20_000 })
    .toEqual(expect.arrayContaining([expect.stringContaining(name)]));
}

/** Opens the home page at 1440 px and the mega menu; answers the panel's text. */
async function megaMenuText(page: Page): Promise<string> {
  await page.goto(`${requireShop().webUrl}/`);
  await waitForHydration(page, byTestId('mega-menu-trigger'));
  await page
    .locator(`${byTestId('mega-menu-trigger')}:visible`)
    .first()
    .hover();
  const panel = page.locator(byTestId('mega-menu'));
  await panel.waitFor({ state: 'visible', timeout: 20_000 });
  await panel.locator(byTestId('menu-loading')).waitFor({ state: 'detached', timeout: 20_000 });
  return panel.innerText();
}

/** Opens the home page at 390 px and the phone menu; answers its text. */
async function mobileMenuText(page: Page): Promise<string> {
  await page.goto(`${requireShop().webUrl}/`);
  await waitForHydration(page, byTestId('mobile-menu-button'));
  await page.click(byTestId('mobile-menu-button'));
  const menu = page.locator(byTestId('mobile-menu'));
  await menu.waitFor({ state: 'visible', timeout: 20_000 });
  await menu.locator(byTestId('menu-loading')).waitFor({ state: 'detached', timeout: 20_000 });
  return menu.innerText();
}

describe.skipIf(browserTestsSkipped())('menus in the back office', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser(requireShop().chromiumPath);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('adds a menu item and sees it in the mega and mobile menus', async () => {
    const shop = requireShop();
    // The storefront has shown both menus before (its caches are warm): the change must still reach it.
    const desktop = await openPage(browser, DESKTOP);
    const phone = await openPage(browser, MOBILE);
    expect(await megaMenuText(desktop)).not.toContain(MEGA_ITEM);
    expect(await mobileMenuText(phone)).not.toContain(MOBILE_ITEM);

    const admin = await openPage(browser, DESKTOP);
    await signInToBackOffice(admin);
    await addItem(admin, 'mega', MEGA_ITEM, '/e2e-mega');
    await addItem(admin, 'mobile', MOBILE_ITEM, '/e2e-mobile');

    // The desktop mega menu lists the new root item, the phone menu the other one, without restarting anything.
    await expect.poll(() => megaMenuText(desktop), { timeout: 20_000 }).toContain(MEGA_ITEM);
    expect(await desktop.locator(`${byTestId('mega-menu')} a[href$="/e2e-mega"]`).count()).toBeGreaterThan(0);
    await expect.poll(() => mobileMenuText(phone), { timeout: 20_000 }).toContain(MOBILE_ITEM);

    // Tidy up for the other tests on the shared shop: delete both items through the screen.
    for (const [placement, name] of [
      ['mega', MEGA_ITEM],
      ['mobile', MOBILE_ITEM],
    ] as const) {
      await admin.goto(`${shop.webUrl}/admin/menus?placement=${placement}`);
      await waitForHydration(admin, byTestId('admin-menu-add'));
      const row = admin.locator(byTestId('admin-menu-item'), { hasText: name }).first();
      await row.locator('summary').last().click();
      await Promise.all([
        admin.waitForResponse(
          (response) => response.request().method() === 'POST' && response.status() < 400,
        ),
        row.locator(byTestId('admin-menu-delete')).click(),
      ]);
      await expect
        .poll(async () => (await fetchMenu(shop.apiUrl, 'web', placement)).items.map((item) => item.name), {
          timeout: 20_000,
        })
        .not.toContain(name);
    }
    await Promise.all([admin, desktop, phone].map((page) => page.context().close()));
  }, 240_000);
  it('makes a menu (every field error at once first), renames it and deletes it', async () => {
    const shop = requireShop();
    const admin = await openPage(browser, DESKTOP);
    await signInToBackOffice(admin);
    await admin.goto(`${shop.webUrl}/admin/menus?placement=top`);
    await waitForHydration(admin, byTestId('new-menu-save'));
    await admin.locator(`${byTestId('new-menu')} > summary`).click();
    await admin.fill(byTestId('new-menu-code'), 'Bad code');
    await admin.click(byTestId('new-menu-save'));
    const errors = admin.locator(`${byTestId('new-menu')} ${byTestId('field-error')}`);
    await expect
      .poll(() => errors.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-field'))), {
        timeout: 20_000,
      })
      .toEqual(['code', 'name']);
    expect(await admin.getAttribute(byTestId('new-menu-code'), 'aria-invalid')).toBe('true');

    await admin.fill(byTestId('new-menu-code'), 'e2e-top');
    await admin.fill(byTestId('new-menu-name'), 'E2E viršus');
    await admin.click(byTestId('new-menu-save'));
    await admin.waitForURL(/menu=e2e-top/, { timeout: 20_000 });
    // The address changes a moment before React paints the new menu (the previous one has the same controls).
    await expect.poll(() => admin.locator('#admin-menu-title').innerText()).toContain('E2E viršus');
    await waitForHydration(admin, byTestId('menu-settings-save'));

    await admin.locator(`${byTestId('menu-settings')} > summary`).click();
    await admin.fill(byTestId('menu-settings-name'), 'E2E viršus 2');
    await admin.click(byTestId('menu-settings-save'));
    await expect
      .poll(() => admin.locator('#admin-menu-title').innerText(), { timeout: 20_000 })
      .toContain('E2E viršus 2');

    // The settings stay open after a save, with its confirmation.
    await admin.click(byTestId('menu-delete'));
    await admin.waitForURL(/deletedMenu=1/, { timeout: 20_000 });
    const left = await fetch(`${shop.apiUrl}/api/v2/shop-menus/e2e-top`, { headers: { channel: 'web' } });
    expect(left.status).toBe(404);
    await admin.context().close();
  }, 120_000);
});
