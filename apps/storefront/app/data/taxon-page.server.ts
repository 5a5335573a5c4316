import { redirect } from 'react-router';
import type { TaxonNode } from '@shop/contracts';
import type { AlternateParams } from '~/routing/alternates.ts';
import { CATEGORY_LISTING, type ListingBase, type ListingDefaults } from '~/lib/filter-url.ts';
import type { ProductListingData } from '~/components/product-list/listing-data.ts';
import { routePath } from '~/routing/route-path.ts';
import type { RouteName } from '~/routing/route-table.ts';
import { parseTaxonPathMatch, taxonPathMatch } from '~/routing/path-match.ts';
import { pageNotFound } from './not-found.server.ts';
import { loadProductListing } from './product-listing.server.ts';
import type { ShopRequest } from './request-context.server.ts';
import { loadTaxonTree } from './shop-data.server.ts';
import { findTaxon } from './taxon-tree.ts';

export interface TaxonSummary {
  id: number;
  /** Names the category to content blocks placed on it. */
  code: string;
  name: string;
  slug: string;
}

export interface TaxonPageData {
  taxon: TaxonSummary & { description: string | null };
  /** From the root category down to the parent. */
  breadcrumbs: TaxonSummary[];
  children: TaxonSummary[];
  alternateParams: AlternateParams;
}

const summary = ({ id, code, name, slug }: TaxonNode): TaxonSummary => ({ id, code, name, slug });

/** The route a category's pathMatch ("*") sits in: its own list, or sales and attribute pages within it. */
export interface TaxonRoute {
  name: Extract<RouteName, 'TAXON_LIST' | 'SALES_TAXON' | 'ATTRIBUTE_VALUE_TAXON'>;
  /** The route's other params (the same in every locale), e.g. attributeSlug and attributeValueSlug. */
  params?: Record<string, string>;
}

/**
 * Resolves a category page from its pathMatch through the API's taxon tree: unknown -> 404 (or the shop
 * owner's only-404 redirect), an outdated slug -> 301 to the current address, and the same category's
 * address in every other locale of the channel for the language switch and hreflang.
 */
export async function loadTaxonPage(
  shop: ShopRequest,
  url: URL,
  pathMatch: string,
  route: TaxonRoute = { name: 'TAXON_LIST' },
): Promise<TaxonPageData> {
  const params = route.params ?? {};
  const { config, locale, defaultLocale } = shop;
  const lookup = parseTaxonPathMatch(pathMatch, config.newUrls);
  const found = lookup ? findTaxon(await loadTaxonTree(shop, locale), lookup) : null;
  if (!found) return pageNotFound(shop, url);

  const { taxon, ancestors } = found;
  const canonical = routePath(
    route.name,
    locale,
    { ...params, '*': taxonPathMatch(taxon, config.newUrls) },
    defaultLocale,
  );
  if (canonical !== url.pathname) throw redirect(`${canonical}${url.search}`, 301);

  const alternateParams: AlternateParams = {};
  await Promise.all(
    shop.channel.locales.map(async ({ code }) => {
      const tree = code === locale ? null : await loadTaxonTree(shop, code);
      const translated = tree ? findTaxon(tree, { by: 'id', id: taxon.id })?.taxon : taxon;
      alternateParams[code] = translated
        ? { ...params, '*': taxonPathMatch(translated, config.newUrls) }
        : null;
    }),
  );

  return {
    taxon: { ...summary(taxon), description: taxon.description },
    breadcrumbs: ancestors.map(summary),
    children: [...taxon.children].sort((a, b) => a.position - b.position).map(summary),
    alternateParams,
  };
}

export interface TaxonListingPageData extends TaxonPageData {
  listing: ProductListingData;
}

/**
 * A category with its products: the category resolved as above, then one page of its products from the
 * search API (the category's own filter plus the shopper's filters from the URL).
 */
export async function loadTaxonListingPage(
  shop: ShopRequest,
  url: URL,
  pathMatch: string,
  route: TaxonRoute = { name: 'TAXON_LIST' },
  listing: { defaults?: ListingDefaults; base?: Omit<ListingBase, 'taxonId'> } = {},
): Promise<TaxonListingPageData> {
  const page = await loadTaxonPage(shop, url, pathMatch, route);
  const products = await loadProductListing(shop, url, listing.defaults ?? CATEGORY_LISTING, {
    ...listing.base,
    taxonId: page.taxon.id,
  });
  return { ...page, listing: products };
}
