import { describe, expect, it } from 'vitest';
import {
  apiPagesOfPart,
  localisedUrls,
  parseSitemapFileName,
  productSitemapLayout,
  productSitemapParts,
  SITEMAP_MAX_URLS,
  sitemapFileName,
  sitemapIndexXml,
  urlSetXml,
  xmlEscape,
} from './sitemap-xml.ts';

describe('sitemap XML', () => {
  it('escapes every character XML reserves', () => {
    expect(xmlEscape(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
  });

  it('lists a page once per locale, each entry naming every locale and x-default', () => {
    const urls = localisedUrls('https://shop.test', { lt: '/krepselis', en: '/en/cart' }, 'lt');
    expect(urls.map((url) => url.loc)).toEqual(['https://shop.test/krepselis', 'https://shop.test/en/cart']);
    for (const url of urls) {
      expect(url.alternates).toEqual([
        { hreflang: 'lt', href: 'https://shop.test/krepselis' },
        { hreflang: 'en', href: 'https://shop.test/en/cart' },
        { hreflang: 'x-default', href: 'https://shop.test/krepselis' },
      ]);
    }
  });

  it('leaves out locales a page has no translation in, and x-default without the default locale', () => {
    const urls = localisedUrls('https://shop.test', { lt: null, en: '/en/c/toys-3' }, 'lt', '2026-11-20');
    expect(urls).toEqual([
      {
        loc: 'https://shop.test/en/c/toys-3',
        alternates: [{ hreflang: 'en', href: 'https://shop.test/en/c/toys-3' }],
        lastmod: '2026-11-20',
      },
    ]);
  });

  it('writes a urlset with xhtml alternates, escaped', () => {
    const xml = urlSetXml(
      localisedUrls('https://shop.test', { lt: '/p/a&b-1', en: '/en/p/a&b-1' }, 'lt', '2026-11-20T10:00:00Z'),
    );
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    );
    expect(xml).toContain('<loc>https://shop.test/p/a&amp;b-1</loc>');
    expect(xml).toContain('<lastmod>2026-11-20T10:00:00Z</lastmod>');
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="en" href="https://shop.test/en/p/a&amp;b-1"/>',
    );
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://shop.test/p/a&amp;b-1"/>',
    );
    expect(xml.match(/<url>/g)).toHaveLength(2);
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });

  it('writes a sitemap index', () => {
    expect(sitemapIndexXml(['https://shop.test/sitemap/pages.xml'])).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '<sitemap><loc>https://shop.test/sitemap/pages.xml</loc></sitemap>',
        '</sitemapindex>',
        '',
      ].join('\n'),
    );
  });
});

describe('sitemap files', () => {
  it('round-trips file names and refuses anything else', () => {
    for (const file of [{ kind: 'pages' }, { kind: 'categories' }, { kind: 'products', part: 12 }] as const) {
      expect(parseSitemapFileName(sitemapFileName(file))).toEqual(file);
    }
    for (const name of [
      'products-0.xml',
      'products-01.xml',
      'products-x.xml',
      'products.xml',
      'pages',
      '../x.xml',
    ]) {
      expect(parseSitemapFileName(name)).toBeNull();
    }
  });

  it('cuts products so that no file has more than 10000 entries, one per product and locale', () => {
    expect(productSitemapLayout(1, 1000)).toEqual({ perFile: SITEMAP_MAX_URLS, apiPageSize: 1000 });
    expect(productSitemapLayout(2, 1000)).toEqual({ perFile: 5000, apiPageSize: 1000 });
    expect(productSitemapLayout(3, 1000)).toEqual({ perFile: 3000, apiPageSize: 1000 });
    expect(productSitemapLayout(4, 1000)).toEqual({ perFile: 2000, apiPageSize: 1000 });
    // A page size larger than a file shrinks to fit.
    expect(productSitemapLayout(4, 5000)).toEqual({ perFile: 2500, apiPageSize: 2500 });
  });

  it('needs as many product files as the catalogue fills, each read from whole API pages', () => {
    const layout = productSitemapLayout(2, 1000);
    expect(productSitemapParts(0, layout)).toBe(0);
    expect(productSitemapParts(5000, layout)).toBe(1);
    expect(productSitemapParts(5001, layout)).toBe(2);
    expect(productSitemapParts(100_000, layout)).toBe(20);
    expect(apiPagesOfPart(1, layout)).toEqual([1, 2, 3, 4, 5]);
    expect(apiPagesOfPart(3, layout)).toEqual([11, 12, 13, 14, 15]);
  });
});
