import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../scripts/lib/chromium.mjs';

export const DESKTOP = { width: 1440, height: 900 } as const;
export const MOBILE = { width: 390, height: 844 } as const;

export function launchBrowser(executablePath: string): Promise<Browser> {
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS });
}

/** localStorage key the storefront stamps when the loyalty popup is closed (app/lib/storage-keys.ts). */
export const LOYALTY_POPUP_CLOSED_AT = 'loyaltyPopupClosedAt';

/**
 * A fresh page (own cookies and storage) with the given viewport; mobile sizes also get touch and a phone UA.
 * The loyalty popup (20 s after load, for signed-in customers who have not joined) counts as closed just now,
 * so it never covers what a test clicks; e2e/loyalty.test.ts sets an old stamp to see it.
 */
export async function openPage(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const isMobile = viewport.width < 960;
  const context = await browser.newContext({ viewport, isMobile, hasTouch: isMobile, locale: 'lt-LT' });
  await context.addInitScript((key) => {
    try {
      if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, String(Date.now()));
    } catch {
      // Pages without storage (about:blank) have no popup either.
    }
  }, LOYALTY_POPUP_CLOSED_AT);
  return context.newPage();
}

/**
 * Waits until the element is hydrated, i.e. its event handlers are attached: hovering or clicking before that
 * would hit server-rendered HTML that ignores the event. In development React keeps each hydrated element's
 * props under a `__reactProps$…` key; checking the element itself (rather than a page-wide flag) also covers
 * parts that hydrate later, inside Suspense boundaries. The production build hydrates with Preact (ADR 0071),
 * in slices (ADR 0072), and marks `<html data-hydrated="true">` once the document and every slice are hydrated
 * (shell/hydration-marker.ts).
 */
export async function waitForHydration(page: Page, selector = 'body'): Promise<void> {
  await page.waitForFunction(
    (target) => {
      const element = document.querySelector(target);
      if (element === null) return false;
      if (Object.keys(element).some((key) => key.startsWith('__reactProps$'))) return true;
      const react = Object.keys(document).some((key) => key.startsWith('__reactContainer$'));
      return !react && document.documentElement.dataset.hydrated === 'true';
    },
    selector,
    { timeout: 30_000 },
  );
}

/** `[data-testid="…"]` */
export function byTestId(testId: string): string {
  return `[data-testid="${testId}"]`;
}

/**
 * Scrolls through the page's content blocks so that those the browser renders near the viewport (ADR 0048,
 * "Home page blocks") are all there, and waits until none is left a placeholder.
 */
export async function revealDeferredBlocks(page: Page): Promise<void> {
  const sections = page.locator('main section[data-block-code]');
  const count = await sections.count();
  for (let index = 0; index < count; index += 1) await sections.nth(index).scrollIntoViewIfNeeded();
  await page.waitForFunction(
    () => document.querySelectorAll('main section[data-deferred]').length === 0,
    null,
    {
      timeout: 30_000,
    },
  );
}
