import type { Page } from 'playwright-core';
import { byTestId, waitForHydration } from './browser.ts';
import { requireShop } from './shop-under-test.ts';

/** The demo shop's administrator (README). */
export const DEMO_ADMIN = { email: 'admin@gandras.lt', password: 'Admin1234' };

/** Signs the page in to the back office as the demo administrator; `prefix` "/en" for the English one. */
export async function signInToBackOffice(page: Page, prefix = ''): Promise<void> {
  await page.goto(`${requireShop().webUrl}${prefix}/admin/sign-in`);
  await waitForHydration(page, byTestId('admin-sign-in'));
  await page.fill(byTestId('admin-email'), DEMO_ADMIN.email);
  await page.fill(byTestId('admin-password'), DEMO_ADMIN.password);
  await page.click(byTestId('admin-sign-in'));
  await page.waitForURL((url) => !url.pathname.endsWith('/sign-in'));
}
