import { beforeAll, describe, expect, it } from 'vitest';
import { measurePageClientJs, type PageClientJs } from '../bench/lib/client-js.mjs';
import { browserTestsSkipped, requireShop } from './support/shop-under-test.ts';

/**
 * What the first load of a shop page must not carry (ADR 0048, "First-load JS"): code that only a later
 * interaction, another screen or the server needs. Each is recognised by a text only its code holds, in the
 * files a first load downloads (found as e2e/page-weight.test.ts finds them: bench/lib/client-js.mjs).
 */
const NOT_ON_FIRST_LOAD: { what: string; marker: string; pages: PageName[] }[] = [
  // The schema library: browser code takes plain values from '@shop/contracts/constants'.
  { what: 'zod', marker: 'ZodError', pages: ['home', 'category', 'search', 'cart'] },
  // The API message table: the footer's newsletter form loads it on submit (the cart's lines use it).
  {
    what: 'the server message table',
    marker: 'This value should not be blank',
    pages: ['home', 'category', 'search'],
  },
  // The reCAPTCHA client: loaded by the first protected submit.
  { what: 'the reCAPTCHA client', marker: 'grecaptcha', pages: ['home', 'category', 'search', 'cart'] },
  // React DOM: the browser build hydrates with Preact's compatibility layer (ADR 0071); React's own error
  // decoder link is in React DOM and React, never in Preact.
  {
    what: 'React DOM',
    marker: 'react.dev/errors/',
    pages: ['home', 'category', 'search', 'cart'],
  },
  // The loyalty popup's view: loaded when the popup opens.
  { what: 'the loyalty popup', marker: 'loyalty-modal-close', pages: ['home', 'category', 'search', 'cart'] },
];

type PageName = 'home' | 'category' | 'search' | 'cart';
const PAGES: Record<PageName, string> = {
  home: '/',
  category: '/c/kudikiams-1',
  search: '/p/paieska?query=ramaus',
  cart: '/krepselis',
};

describe.skipIf(browserTestsSkipped())('first-load JS of shop pages (ADR 0048)', () => {
  const texts = new Map<PageName, { page: PageClientJs; code: Map<string, string> }>();

  beforeAll(async () => {
    const { webUrl } = requireShop();
    for (const [name, path] of Object.entries(PAGES) as [PageName, string][]) {
      const page = await measurePageClientJs({ name, baseUrl: webUrl, path });
      const code = new Map<string, string>();
      for (const asset of page.assets)
        code.set(asset.path, await (await fetch(`${webUrl}${asset.path}`)).text());
      texts.set(name, { page, code });
    }
  }, 120_000);

  it('loads every page with its files', () => {
    for (const [name, { page }] of texts) {
      expect(page.status, name).toBe(200);
      expect(page.errors, name).toEqual([]);
      expect(page.files, name).toBeGreaterThan(0);
    }
  });

  for (const { what, marker, pages } of NOT_ON_FIRST_LOAD) {
    it(`does not download ${what} on ${pages.join(', ')}`, () => {
      for (const name of pages) {
        const loaded = texts.get(name);
        expect(loaded, name).toBeDefined();
        const carriers = [...loaded!.code].filter(([, code]) => code.includes(marker)).map(([path]) => path);
        expect(carriers, `${name}: files with "${marker}"`).toEqual([]);
      }
    });
  }

  it('puts the code every page runs in few files (framework and shell chunks)', () => {
    for (const [name, { page }] of texts) {
      // The framework, the shell, the client entry, the root and layout route modules, the page's own.
      expect(page.files, name).toBeLessThanOrEqual(16);
      expect(
        page.assets.filter((asset) => /\/(framework|shell)-[\w-]+\.js$/.test(asset.path)),
        name,
      ).toHaveLength(2);
    }
  });
});
