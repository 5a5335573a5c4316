import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInToBackOffice } from './support/back-office.ts';
import { launchBrowser, MOBILE, openPage } from './support/browser.ts';
import { browserTestsSkipped, requireShop } from './support/shop-under-test.ts';

/** Every back-office list, and the first record each list links to (a detail screen), by address. */
const SCREENS: ReadonlyArray<{ path: string; detail?: RegExp }> = [
  { path: '/admin' },
  { path: '/admin/orders', detail: /\/admin\/orders\/[^/?]+$/ },
  { path: '/admin/products', detail: /\/admin\/products\/(?!new)[^/?]+$/ },
  { path: '/admin/products/new' },
  { path: '/admin/returns', detail: /\/admin\/returns\/[^/?]+$/ },
  { path: '/admin/accounts' },
  { path: '/admin/customers' },
  { path: '/admin/newsletter' },
  { path: '/admin/stock-requests' },
  { path: '/admin/mail-previews' },
  { path: '/admin/shop-details' },
  { path: '/admin/audit' },
  { path: '/admin/taxons', detail: /\/admin\/taxons\/(?!new)[^/?]+$/ },
  { path: '/admin/attributes', detail: /\/admin\/attributes\/[^/?]+$/ },
  { path: '/admin/options', detail: /\/admin\/options\/[^/?]+$/ },
  { path: '/admin/catalogue-imports' },
  { path: '/admin/redirects' },
];

/**
 * How far the page is wider than the phone, and the innermost elements that stick out (for the message):
 * a screen scrolls sideways only inside its own scrolling parts (the section tabs), never as a whole.
 */
async function overflow(page: Page): Promise<{ extra: number; culprits: string[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const extra = document.documentElement.scrollWidth - width;
    const scrollsItself = (element: Element | null): boolean => {
      for (let node = element; node && node !== document.body; node = node.parentElement) {
        const { overflowX } = getComputedStyle(node);
        if (overflowX === 'auto' || overflowX === 'scroll' || overflowX === 'hidden') return true;
      }
      return false;
    };
    const culprits = [...document.body.querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > width + 1)
      .filter((element) => !scrollsItself(element.parentElement))
      .filter(
        (element) => ![...element.children].some((child) => child.getBoundingClientRect().right > width + 1),
      )
      .slice(0, 5)
      .map((element) => {
        const classes = typeof element.className === 'string' ? element.className.split(' ')[0] : '';
        const testId = element.getAttribute('data-testid');
        return `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}${testId ? `[${testId}]` : ''} ${Math.round(element.getBoundingClientRect().right)} px`;
      });
    return { extra, culprits };
  });
}

describe.skipIf(browserTestsSkipped())('the back office on a 390 px phone', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser(requireShop().chromiumPath);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each([
    { prefix: '', locale: 'lt' },
    { prefix: '/en', locale: 'en' },
  ])(
    'fits every screen to the width, tables as cards ($locale)',
    async ({ prefix }) => {
      const { webUrl } = requireShop();
      const page = await openPage(browser, MOBILE);
      await signInToBackOffice(page, prefix);
      const visited: string[] = [];
      const problems: string[] = [];
      const check = async (path: string) => {
        const response = await page.goto(`${webUrl}${path}`);
        expect(response?.status(), path).toBe(200);
        visited.push(path);
        const { extra, culprits } = await overflow(page);
        if (extra > 0) problems.push(`${path}: ${extra} px too wide (${culprits.join(', ')})`);
      };
      for (const screen of SCREENS) {
        await check(`${prefix}${screen.path}`);
        if (!screen.detail) continue;
        const hrefs = await page
          .locator('main a[href]')
          .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
        const detail = hrefs.find((href) => screen.detail!.test(href.split('?')[0] ?? ''));
        if (detail) await check(detail);
      }
      // The demo shop has an order, a product, a category, an attribute and an option to open.
      expect(visited.length).toBeGreaterThanOrEqual(SCREENS.length + 5);
      expect(problems).toEqual([]);
      await page.context().close();
    },
    240_000,
  );
});
