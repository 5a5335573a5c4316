import {
  SITEMAP_MAX_ITEMS_PER_PAGE,
  type Channel,
  type List,
  type SitemapPage,
  type SitemapProduct,
  type TaxonNode,
} from '@shop/contracts';
import type { LocaleCode } from '@shop/locale';
import { contentPagePathMatch, productPathMatch, taxonPathMatch } from '~/routing/path-match.ts';
import { routePath } from '~/routing/route-path.ts';
import type { RouteName } from '~/routing/route-table.ts';
import {
  apiPagesOfPart,
  localisedUrls,
  productSitemapLayout,
  productSitemapParts,
  sitemapFileName,
  type ProductSitemapLayout,
  type SitemapFile,
  type SitemapUrl,
} from '~/routing/sitemap-xml.ts';
import type { ShopRequest } from './request-context.server.ts';
import { loadTaxonTree } from './shop-data.server.ts';

/** Screens without parameters that are worth finding in a search engine. */
const SITEMAP_SCREENS: readonly RouteName[] = ['index', 'SALES', 'NEWS', 'FAQ'];

const firstValue = (header: string | null) => header?.split(',')[0]?.trim() || null;
const HOST_PATTERN = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/i;

/**
 * The address shoppers reach the shop at: behind a proxy the forwarded protocol and host, else the
 * request's own. A malformed host header is ignored rather than written into links.
 */
export function publicOrigin(request: Request): string {
  const url = new URL(request.url);
  const proto = firstValue(request.headers.get('x-forwarded-proto'));
  const host = firstValue(request.headers.get('x-forwarded-host')) ?? request.headers.get('host');
  const protocol = proto === 'http' || proto === 'https' ? `${proto}:` : url.protocol;
  return `${protocol}//${host && HOST_PATTERN.test(host) ? host : url.host}`;
}

function channelLocales(channel: Channel): LocaleCode[] {
  return channel.locales.map((entry) => entry.code);
}

function productLayout(shop: ShopRequest): ProductSitemapLayout {
  return productSitemapLayout(channelLocales(shop.channel).length, SITEMAP_MAX_ITEMS_PER_PAGE);
}

async function countProducts(shop: ShopRequest): Promise<number> {
  const first = await shop.api.get<List<SitemapProduct>>('/sitemap/products', {
    query: { page: 1, itemsPerPage: 1 },
  });
  return first.meta.totalItems;
}

/** The files of the sitemap index: pages, categories and as many product files as the catalogue needs. */
export async function sitemapFiles(shop: ShopRequest): Promise<SitemapFile[]> {
  const parts = productSitemapParts(await countProducts(shop), productLayout(shop));
  return [
    { kind: 'pages' },
    { kind: 'categories' },
    ...Array.from({ length: parts }, (_, index): SitemapFile => ({ kind: 'products', part: index + 1 })),
  ];
}

export function sitemapFileUrl(origin: string, file: SitemapFile): string {
  return `${origin}/sitemap/${sitemapFileName(file)}`;
}

/** Null when the file does not exist (a products part past the end of the catalogue). */
export async function sitemapFileUrls(
  shop: ShopRequest,
  origin: string,
  file: SitemapFile,
): Promise<SitemapUrl[] | null> {
  switch (file.kind) {
    case 'pages':
      return pageUrls(shop, origin);
    case 'categories':
      return categoryUrls(shop, origin);
    case 'products':
      return productUrls(shop, origin, file.part);
  }
}

function pathsInLocales(
  locales: readonly LocaleCode[],
  build: (locale: LocaleCode) => string | null,
): Partial<Record<LocaleCode, string | null>> {
  return Object.fromEntries(locales.map((locale) => [locale, build(locale)]));
}

/** Fixed screens, and every enabled content page in each locale it has a slug in. */
async function pageUrls(shop: ShopRequest, origin: string): Promise<SitemapUrl[]> {
  const { defaultLocale } = shop;
  const locales = channelLocales(shop.channel);
  const screens = SITEMAP_SCREENS.flatMap((name) =>
    localisedUrls(
      origin,
      pathsInLocales(locales, (locale) => routePath(name, locale, {}, defaultLocale)),
      defaultLocale,
    ),
  );
  const pages = await shop.api.get<List<SitemapPage>>('/sitemap/pages');
  const contentPages = pages.data.flatMap((page) =>
    localisedUrls(
      origin,
      pathsInLocales(locales, (locale) => {
        const slug = page.slugs[locale];
        return slug
          ? routePath('PAGE', locale, { '*': contentPagePathMatch({ slug, id: page.id }) }, defaultLocale)
          : null;
      }),
      defaultLocale,
    ),
  );
  return [...screens, ...contentPages];
}

function flattenTree(
  nodes: readonly TaxonNode[],
  into = new Map<number, TaxonNode>(),
): Map<number, TaxonNode> {
  for (const node of nodes) {
    into.set(node.id, node);
    flattenTree(node.children, into);
  }
  return into;
}

/** Every category of the tree, addressed in each locale by that locale's slug. */
async function categoryUrls(shop: ShopRequest, origin: string): Promise<SitemapUrl[]> {
  const { config, defaultLocale } = shop;
  const locales = channelLocales(shop.channel);
  const trees = new Map<LocaleCode, Map<number, TaxonNode>>();
  await Promise.all(
    locales.map(async (locale) => trees.set(locale, flattenTree(await loadTaxonTree(shop, locale)))),
  );
  const ids = new Set(locales.flatMap((locale) => [...(trees.get(locale)?.keys() ?? [])]));
  return [...ids].flatMap((id) =>
    localisedUrls(
      origin,
      pathsInLocales(locales, (locale) => {
        const taxon = trees.get(locale)?.get(id);
        return taxon
          ? routePath('TAXON_LIST', locale, { '*': taxonPathMatch(taxon, config.newUrls) }, defaultLocale)
          : null;
      }),
      defaultLocale,
    ),
  );
}

async function productUrls(shop: ShopRequest, origin: string, part: number): Promise<SitemapUrl[] | null> {
  const { config, defaultLocale } = shop;
  const locales = channelLocales(shop.channel);
  const layout = productLayout(shop);
  const read = (page: number) =>
    shop.api.get<List<SitemapProduct>>('/sitemap/products', {
      query: { page, itemsPerPage: layout.apiPageSize },
    });
  const [firstPage = 1, ...otherPages] = apiPagesOfPart(part, layout);
  const first = await read(firstPage);
  if (first.data.length === 0) return part === 1 ? [] : null;
  const rest = await Promise.all(otherPages.filter((page) => page <= first.meta.lastPage).map(read));
  const products = [first, ...rest].flatMap((page) => page.data);
  return products.flatMap((product) =>
    localisedUrls(
      origin,
      pathsInLocales(locales, (locale) => {
        const slug = product.slugs[locale];
        if (!slug) return null;
        const pathMatch = productPathMatch({ slug, id: product.id, code: product.code }, config.newUrls);
        return routePath('PRODUCT_INNER', locale, { '*': pathMatch }, defaultLocale);
      }),
      defaultLocale,
      product.updatedAt,
    ),
  );
}
