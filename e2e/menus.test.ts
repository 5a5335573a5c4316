import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, DESKTOP, launchBrowser, MOBILE, openPage, waitForHydration } from './support/browser.ts';
import { fetchMenu, itemNames } from './support/shop-api.ts';
import { browserTestsSkipped, requireShop } from './support/shop-under-test.ts';

describe.skipIf(browserTestsSkipped())('mega menu and mobile menu', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser(requireShop().chromiumPath);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('opens the mega menu on hover at 1440 px, showing second-level items', async () => {
    const shop = requireShop();
    const megaMenu = await fetchMenu(shop.apiUrl, 'web', 'mega', 'lt');
    const firstRoot = megaMenu.items.find((item) => item.type !== 'image' && item.children.length > 0);
    expect(firstRoot, 'the demo mega menu has a root item with children').toBeDefined();

    const page = await openPage(browser, DESKTOP);
    await page.goto(`${shop.webUrl}/`);
    const trigger = page.locator(`${byTestId('mega-menu-trigger')}:visible`).first();
    await waitForHydration(page, `${byTestId('mega-menu-trigger')}`);
    const panel = page.locator(byTestId('mega-menu'));
    expect(await panel.isVisible()).toBe(false);

    await trigger.hover();
    await panel.waitFor({ state: 'visible', timeout: 5_000 });
    expect(await trigger.getAttribute('aria-expanded')).toBe('true');
    const panelText = await panel.innerText();
    expect(panelText).toContain(firstRoot?.name);
    for (const name of itemNames(firstRoot?.children ?? []).slice(0, 3)) expect(panelText).toContain(name);

    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden', timeout: 5_000 });
    await page.context().close();
  });

  it('opens the mobile menu with the mobile menu items at 390 px', async () => {
    const shop = requireShop();
    const mobileMenu = await fetchMenu(shop.apiUrl, 'web', 'mobile', 'lt');
    expect(mobileMenu.items.length).toBeGreaterThan(0);

    const page = await openPage(browser, MOBILE);
    await page.goto(`${shop.webUrl}/`);
    const button = page.locator(byTestId('mobile-menu-button'));
    expect(await button.isVisible()).toBe(true);
    await waitForHydration(page, byTestId('mobile-menu-button'));
    const menu = page.locator(byTestId('mobile-menu'));
    expect(await menu.isVisible()).toBe(false);

    await button.click();
    await menu.waitFor({ state: 'visible', timeout: 5_000 });
    // The items are fetched when the menu opens: a skeleton stands in for them until they are there.
    await menu.locator(byTestId('menu-loading')).waitFor({ state: 'detached', timeout: 5_000 });
    const menuText = await menu.innerText();
    for (const name of itemNames(mobileMenu.items)) expect(menuText).toContain(name);
    await page.context().close();
  });
});
