import type { LocaleCode } from '@shop/locale';

/**
 * Sitemaps (sitemaps.org protocol with hreflang alternates): pure builders, so what crawlers read is
 * decided here and tested without a server. Data loading is in app/data/sitemap.server.ts.
 */

/** Entries per sitemap file. The protocol allows 50000; every entry lists all its alternates, so files
 * are kept well under the 50 MB limit by a lower count. */
export const SITEMAP_MAX_URLS = 10_000;

export const SITEMAP_CONTENT_TYPE = 'application/xml; charset=utf-8';

export interface SitemapAlternate {
  /** A locale code or "x-default". */
  hreflang: string;
  href: string;
}

export interface SitemapUrl {
  loc: string;
  alternates: SitemapAlternate[];
  /** W3C date or date-time. */
  lastmod?: string;
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export function xmlEscape(value: string): string {
  return value.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

/**
 * One page in every locale it exists in: an entry per locale, each listing all of them plus x-default
 * (the default locale's address), as search engines expect from hreflang sitemaps.
 */
export function localisedUrls(
  origin: string,
  pathsByLocale: Partial<Record<LocaleCode, string | null>>,
  defaultLocale: LocaleCode,
  lastmod?: string,
): SitemapUrl[] {
  const present = (Object.entries(pathsByLocale) as [LocaleCode, string | null | undefined][]).filter(
    (entry): entry is [LocaleCode, string] => typeof entry[1] === 'string',
  );
  const alternates: SitemapAlternate[] = present.map(([locale, path]) => ({
    hreflang: locale,
    href: `${origin}${path}`,
  }));
  const defaultPath = pathsByLocale[defaultLocale];
  if (typeof defaultPath === 'string')
    alternates.push({ hreflang: 'x-default', href: `${origin}${defaultPath}` });
  return present.map(([, path]) => ({
    loc: `${origin}${path}`,
    alternates,
    ...(lastmod ? { lastmod } : {}),
  }));
}

export function urlSetXml(urls: readonly SitemapUrl[]): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const url of urls) {
    lines.push('<url>', `<loc>${xmlEscape(url.loc)}</loc>`);
    if (url.lastmod) lines.push(`<lastmod>${xmlEscape(url.lastmod)}</lastmod>`);
    for (const alternate of url.alternates) {
      lines.push(
        `<xhtml:link rel="alternate" hreflang="${xmlEscape(alternate.hreflang)}" href="${xmlEscape(alternate.href)}"/>`,
      );
    }
    lines.push('</url>');
  }
  lines.push('</urlset>', '');
  return lines.join('\n');
}

export function sitemapIndexXml(locations: readonly string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...locations.map((loc) => `<sitemap><loc>${xmlEscape(loc)}</loc></sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');
}

/** Files of the sitemap index: /sitemap/{name}. */
export type SitemapFile = { kind: 'pages' } | { kind: 'categories' } | { kind: 'products'; part: number };

export function sitemapFileName(file: SitemapFile): string {
  return file.kind === 'products' ? `products-${file.part}.xml` : `${file.kind}.xml`;
}

export function parseSitemapFileName(name: string): SitemapFile | null {
  if (name === 'pages.xml') return { kind: 'pages' };
  if (name === 'categories.xml') return { kind: 'categories' };
  const match = /^products-([1-9]\d{0,5})\.xml$/.exec(name);
  return match ? { kind: 'products', part: Number(match[1]) } : null;
}

export interface ProductSitemapLayout {
  /** Products per file: whole API pages, at most SITEMAP_MAX_URLS entries with one entry per locale. */
  perFile: number;
  /** itemsPerPage of the API calls reading one file. */
  apiPageSize: number;
}

/** How product files are cut: each product is one entry per locale, read from the API in whole pages. */
export function productSitemapLayout(localeCount: number, apiMaxPageSize: number): ProductSitemapLayout {
  const fitting = Math.max(1, Math.floor(SITEMAP_MAX_URLS / Math.max(1, localeCount)));
  const apiPageSize = Math.min(apiMaxPageSize, fitting);
  return { perFile: Math.floor(fitting / apiPageSize) * apiPageSize, apiPageSize };
}

export function productSitemapParts(totalProducts: number, layout: ProductSitemapLayout): number {
  return Math.ceil(totalProducts / layout.perFile);
}

/** The API pages (1-based) that make up products file `part`. */
export function apiPagesOfPart(part: number, layout: ProductSitemapLayout): number[] {
  const pagesPerFile = layout.perFile / layout.apiPageSize;
  return Array.from({ length: pagesPerFile }, (_, index) => (part - 1) * pagesPerFile + index + 1);
}
