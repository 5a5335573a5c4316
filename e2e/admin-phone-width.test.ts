import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInToBackOffice } from './support/back-office.ts';
import { placeDemoOrder } from './support/demo-order.ts';
import { launchBrowser, MOBILE, openPage } from './support/browser.ts';
import { browserTestsSkipped, requireShop } from './support/shop-under-test.ts';

/** Every back-office list, and the first record each list links to (a detail screen), by address. */
const SCREENS: ReadonlyArray<{ path: string; detail?: RegExp; optionalDetail?: true }> = [
  { path: '/admin' },
  { path: '/admin/orders', detail: /\/admin\/orders\/[^/?]+$/ },
  { path: '/admin/products', detail: /\/admin\/products\/(?!new)[^/?]+$/ },
  { path: '/admin/products/new' },
  // A return exists only when another test has made one before this one.
  { path: '/admin/returns', detail: /\/admin\/returns\/[^/?]+$/, optionalDetail: true },
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
  // Issue 22's screens: promotions, content, settings, team.
  { path: '/admin/promotions', detail: /\/admin\/promotions\/(?!new)[^/?]+$/ },
  { path: '/admin/catalogue-promotions' },
  { path: '/admin/menus' },
  { path: '/admin/articles', detail: /\/admin\/articles\/(?!new)[^/?]+$/ },
  { path: '/admin/article-sections' },
  { path: '/admin/pages', detail: /\/admin\/pages\/(?!new)[^/?]+$/ },
  { path: '/admin/content-blocks', detail: /\/admin\/content-blocks\/(?!new)[^/?]+$/ },
  { path: '/admin/banners', detail: /\/admin\/banners\/(?!new)[^/?]+$/, optionalDetail: true },
  { path: '/admin/faq', detail: /\/admin\/faq\/(?!new)[^/?]+$/ },
  { path: '/admin/information-bars' },
  { path: '/admin/payment-methods' },
  { path: '/admin/shipping-methods', detail: /\/admin\/shipping-methods\/(?!new)[^/?]+$/ },
  { path: '/admin/parcel-lockers' },
  { path: '/admin/loyalty-settings' },
  { path: '/admin/gift-settings' },
  { path: '/admin/team' },
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
    const culprits = Array.from(document.body.querySelectorAll('*'))
      .filter((element) => element.getBoundingClientRect().right > width + 1)
      .filter((element) => !scrollsItself(element.parentElement))
      .filter(
        (element) =>
          !Array.from(element.children).some((child) => child.getBoundingClientRect().right > width + 1),
      )
      .concat(
        // Text that sticks out of its box (an unbreakable e-mail straight in a cell) has no element of its own.
        Array.from(document.body.querySelectorAll('*')).filter(
          (element) =>
            element.scrollWidth > element.clientWidth + 1 &&
            element.getBoundingClientRect().right + element.scrollWidth - element.clientWidth > width + 1 &&
            !scrollsItself(element),
        ),
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
  let email = '';
  beforeAll(async () => {
    const { apiUrl, chromiumPath } = requireShop();
    // Long, unbreakable addresses like real ones (and the other tests') in the customers, orders and newsletter
    // lists: an order by a guest and a newsletter subscription.
    email = `phonewidth${Date.now()}aratherlongmailboxname@subdomain.exampleshop.test`;
    await placeDemoOrder(apiUrl, { email });
    const subscribed = await fetch(`${apiUrl}/api/v2/shop/customers/subscribe-newsletter`, {
      method: 'POST',
      headers: { channel: 'web', locale: 'lt', 'content-type': 'application/json' },
      body: JSON.stringify({ email, acceptedPrivacyPolicy: true, acceptedTermsAndConditions: true }),
    });
    expect(subscribed.status, await subscribed.text()).toBe(202);
    browser = await launchBrowser(chromiumPath);
  }, 60_000);
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
      const missingDetails: string[] = [];
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
        else if (!screen.optionalDetail) missingDetails.push(screen.path);
      }
      // The long address found by the lists' searches, on their first page whatever else the shop holds.
      await check(`${prefix}/admin/customers?search=${encodeURIComponent(email)}`);
      await check(`${prefix}/admin/orders?search=${encodeURIComponent(email)}`);
      // The order placed above, and the demo shop's products, categories, attributes and options.
      expect(missingDetails).toEqual([]);
      expect(problems).toEqual([]);
      await page.context().close();
    },
    420_000,
  );
});
