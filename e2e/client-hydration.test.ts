import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { budgetPages, type BudgetPageName } from '../bench/lib/budget-pages.mjs';
import { byTestId, DESKTOP, launchBrowser, MOBILE, openPage, waitForHydration } from './support/browser.ts';
import { browserTestsSkipped, requireShop } from './support/shop-under-test.ts';

/**
 * The server renders with React; the browser build hydrates that HTML with Preact's compatibility layer
 * (ADR 0071, apps/storefront/preact/client.ts). What the bridge between the two must keep true, on the
 * production build with the demo shop.
 */

/** Attributes that name other elements by id. */
const REFERENCES = ['for', 'aria-labelledby', 'aria-describedby', 'aria-controls'] as const;

/** Errors the page reports, and a hydrated page's shape. */
async function hydratedShape(page: Page) {
  return page.evaluate(() => ({
    htmls: document.getElementsByTagName('html').length,
    rootChildren: Array.from(document.documentElement.children, (element) => element.tagName),
    headers: document.querySelectorAll('[data-testid="site-header"]').length,
    mains: document.querySelectorAll('main').length,
    footers: document.querySelectorAll('footer').length,
  }));
}

/** References (`for`, `aria-*`) that point at no element, and ids still as React's server wrote them. */
function idProblems(page: Page) {
  return page.evaluate((attributes) => {
    const dangling: string[] = [];
    for (const attribute of attributes) {
      for (const element of Array.from(document.querySelectorAll(`[${attribute}]`))) {
        for (const id of (element.getAttribute(attribute) ?? '').split(/\s+/).filter(Boolean)) {
          if (!document.getElementById(id)) dangling.push(`${element.tagName} ${attribute}="${id}"`);
        }
      }
    }
    // (React's own streaming script is `<script id="_R_">`, not a rendered element.)
    const serverIds = Array.from(
      document.querySelectorAll('[id^="_R_"]:not(script)'),
      (element) => element.id,
    );
    return { dangling, serverIds };
  }, REFERENCES);
}

describe.skipIf(browserTestsSkipped())(
  'hydrating the server-rendered pages in the browser (ADR 0071)',
  () => {
    let browser: Browser;
    let paths: Record<BudgetPageName, string>;
    beforeAll(async () => {
      browser = await launchBrowser(requireShop().chromiumPath);
      paths = await budgetPages(requireShop().webUrl);
    });
    afterAll(async () => {
      await browser?.close();
    });

    it('hydrates each page in place: one document, nothing drawn twice, no error', async () => {
      for (const viewport of [DESKTOP, MOBILE]) {
        for (const [name, path] of Object.entries(paths)) {
          const page = await openPage(browser, viewport);
          const errors: string[] = [];
          page.on('pageerror', (error) => errors.push(error.message));
          page.on('console', (entry) => {
            if (entry.type() === 'error') errors.push(entry.text());
          });
          await page.goto(`${requireShop().webUrl}${path}`);
          await waitForHydration(page);
          expect(await hydratedShape(page), `${name} at ${viewport.width} px`).toEqual({
            htmls: 1,
            rootChildren: ['HEAD', 'BODY'],
            headers: 1,
            mains: 1,
            footers: 1,
          });
          expect(errors, `${name} at ${viewport.width} px`).toEqual([]);
          await page.context().close();
        }
      }
    });

    it('gives the ids the browser makes to the elements and references the server drew', async () => {
      const { webUrl } = requireShop();
      for (const path of [paths.home, paths.category, paths.product]) {
        // React's server ids are in the HTML (the footer's newsletter form labels its fields by them)...
        const html = await (await fetch(`${webUrl}${path}`)).text();
        expect(html, path).toMatch(/ id="_R_/);
        const page = await openPage(browser, DESKTOP);
        await page.goto(`${webUrl}${path}`);
        await waitForHydration(page);
        // ...and once hydrated, every id is the browser's and every reference finds its element.
        expect(await idProblems(page), path).toEqual({ dangling: [], serverIds: [] });
        await page.context().close();
      }
    });

    it('hydrates in slices, each in a task of its own, to the same page as in one task (ADR 0072)', async () => {
      const { webUrl } = requireShop();
      /** The page hydrated with a slice budget: what of the server's elements it replaced, what it added. */
      async function hydrate(path: string, budgetMs: number) {
        const page = await openPage(browser, MOBILE);
        // A phone's CPU (Lighthouse's 4×): React's stream is then often still revealing its boundaries
        // when the HTML is parsed, the timing the snapshot below must not depend on.
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        await page.addInitScript((budget) => {
          // 0: every slice waits for a task of its own; a large budget: all in one task, as before slicing.
          (window as { shopHydrationSliceBudgetMs?: number }).shopHydrationSliceBudgetMs = budget;
          // The elements the server drew, once the HTML is parsed (before the module scripts run).
          document.addEventListener('readystatechange', () => {
            if (document.readyState !== 'interactive') return;
            // A streamed boundary still pending (`<!--$?-->`) or queued for its reveal (`<!--$~-->`) holds
            // a placeholder and a fallback that React's own script swaps out before hydration starts
            // (client.ts waits for it): not the server's page, whatever the timing of the stream.
            const swappedByReact = new Set<Element>();
            for (const part of Array.from(document.querySelectorAll('header, main, footer'))) {
              const comments = document.createTreeWalker(part, NodeFilter.SHOW_COMMENT);
              for (let marker = comments.nextNode(); marker; marker = comments.nextNode()) {
                const data = (marker as Comment).data;
                if (data !== '$?' && data !== '$~') continue;
                let depth = 0;
                for (let node = marker.nextSibling; node; node = node.nextSibling) {
                  if (node instanceof Comment) {
                    if (node.data === '/$' && depth-- === 0) break;
                    if (node.data.startsWith('$')) depth += 1;
                  } else if (node instanceof Element) {
                    for (const element of [node, ...Array.from(node.querySelectorAll('*'))]) {
                      swappedByReact.add(element);
                    }
                  }
                }
              }
            }
            // The page's parts, and content React streamed after them for its script to move in.
            const parts = 'header, header *, main, main *, footer, footer *, div[hidden][id^="S:"] *';
            (window as { drawnByServer?: Element[] }).drawnByServer = Array.from(
              document.querySelectorAll(parts),
            ).filter((element) => !swappedByReact.has(element));
          });
        }, budgetMs);
        await page.goto(`${webUrl}${path}`);
        await waitForHydration(page);
        const outcome = await page.evaluate(() => {
          const drawn = (window as { drawnByServer?: Element[] }).drawnByServer ?? [];
          const name = (element: Element) => `${element.tagName.toLowerCase()}.${element.className}`;
          const server = new Set(drawn);
          return {
            slices: performance.getEntriesByName('hydration-slice').length,
            replaced: drawn.filter((element) => !element.isConnected).map(name),
            added: Array.from(document.querySelectorAll('header, header *, main, main *, footer, footer *'))
              .filter((element) => !server.has(element))
              .map(name),
          };
        });
        expect(errors, `${path} with a ${budgetMs} ms budget`).toEqual([]);
        expect(await hydratedShape(page)).toMatchObject({ htmls: 1, headers: 1, mains: 1, footers: 1 });
        await page.context().close();
        return outcome;
      }
      for (const name of ['category', 'product'] as const) {
        const sliced = await hydrate(paths[name], 0);
        const whole = await hydrate(paths[name], 60_000);
        // <head>, <body>, <main> and the footer at least waited for their turns; nothing did in one task...
        expect(sliced.slices, name).toBeGreaterThanOrEqual(4);
        expect(whole.slices, name).toBe(0);
        // ...and the page came out the same: the server's elements taken over, the same ones added.
        expect(sliced.replaced, name).toEqual([]);
        expect({ replaced: sliced.replaced, added: sliced.added }, name).toEqual({
          replaced: whole.replaced,
          added: whole.added,
        });
      }
    });

    it('makes a sliced part work once hydrated: a card and a footer link navigate in the page', async () => {
      const { webUrl } = requireShop();
      const page = await openPage(browser, DESKTOP);
      await page.addInitScript(() => {
        (window as { shopHydrationSliceBudgetMs?: number }).shopHydrationSliceBudgetMs = 0;
      });
      await page.goto(`${webUrl}${paths.category}`);
      await waitForHydration(page);
      // A client-side navigation keeps this window's state; a plain link would load a new document.
      await page.evaluate(() => ((window as { samePage?: boolean }).samePage = true));
      const card = page.locator(`${byTestId('product-card')} a`).first();
      const href = await card.getAttribute('href');
      await card.click();
      await page.waitForURL((url) => url.pathname === href);
      expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
      const footerLink = page.locator('footer a[href^="/"]:not([target])').first();
      const footerHref = await footerLink.getAttribute('href');
      await footerLink.click();
      await page.waitForURL((url) => url.pathname === footerHref);
      expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
      await page.context().close();
    });

    it('leaves alone what a tag manager or an extension adds to the head and body before hydration', async () => {
      const { webUrl } = requireShop();
      const page = await openPage(browser, DESKTOP);
      await page.route('https://third-party.test/**', (route) =>
        route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
      );
      await page.route(`${webUrl}${paths.category}`, async (route) => {
        const response = await route.fetch();
        // Both run while the page is parsed, before the module scripts (and so hydration) start.
        const tag =
          '<script>(function(d){var s=d.createElement("script");s.async=true;' +
          's.src="https://third-party.test/tag.js";d.head.appendChild(s)})(document)</script>';
        const extension =
          '<script>(function(d){var x=d.createElement("div");x.setAttribute("data-extension","");' +
          'd.body.appendChild(x)})(document)</script>';
        const html = (await response.text())
          .replace('</head>', `${tag}</head>`)
          .replace('</body>', `${extension}</body>`);
        await route.fulfill({ response, body: html });
      });
      await page.goto(`${webUrl}${paths.category}`);
      await waitForHydration(page, byTestId('product-card'));
      expect(await page.locator('head > script[src="https://third-party.test/tag.js"]').count()).toBe(1);
      expect(await page.locator('body > div[data-extension]').count()).toBe(1);
      expect(await hydratedShape(page)).toMatchObject({ htmls: 1, headers: 1, mains: 1 });
      await page.context().close();
    });
  },
);
