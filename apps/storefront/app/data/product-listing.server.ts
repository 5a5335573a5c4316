import { productCardItem } from '~/components/product-card/card-item.ts';
import { packCards } from '~/components/product-card/packed-cards.ts';
import type { AttributeValue, SearchFacets, SearchProductsResponse } from '@shop/contracts';
import type { ProductListingData } from '~/components/product-list/listing-data.ts';
import { data, redirect } from 'react-router';
import { ApiError, isMissingResource } from '~/lib/api/api-error.ts';
import {
  activeFilterCount,
  canonicalListingSearch,
  effectiveSort,
  listingApiQuery,
  parseListingSearch,
  serializeListingSearch,
  withPage,
  DEFAULT_PAGE_SIZE,
  type ListingBase,
  type ListingDefaults,
  type ListingState,
} from '~/lib/filter-url.ts';
import { pageNotFound } from './not-found.server.ts';
import type { ShopRequest } from './request-context.server.ts';
import { loadSharedByGuests } from './shop-data.server.ts';

const NO_FACETS: SearchFacets = {
  select: [],
  range: [],
  price: { min: null, max: null, selectedMin: null, selectedMax: null },
  other: [],
};

/** A listing that needs no request: the search page before anything was typed. */
export function emptyListing(url: URL, defaults: ListingDefaults): ProductListingData {
  return {
    products: [],
    facets: NO_FACETS,
    totalItems: 0,
    page: 1,
    lastPage: 1,
    taxonsSuggestions: [],
    state: parseListingSearch(new URLSearchParams()),
    defaults,
    refined: false,
    canonicalPath: url.pathname,
  };
}

/** The spelling of this listing's URL that every other spelling redirects to (301: it never changes). */
export function redirectToCanonicalListing(url: URL, defaults: ListingDefaults): void {
  const search = canonicalListingSearch(url.searchParams, defaults);
  // Compared as parameter lists: servers and browsers differ in whether they percent-encode brackets.
  if (new URLSearchParams(search).toString() !== url.searchParams.toString()) {
    throw redirect(`${url.pathname}${search}`, 301);
  }
}

function isRefined(state: ListingState, defaults: ListingDefaults): boolean {
  return (
    activeFilterCount(state.filters) > 0 ||
    effectiveSort(state, defaults) !== defaults.sort ||
    state.itemsPerPage !== DEFAULT_PAGE_SIZE
  );
}

/**
 * One page of a product listing (category, brand, sales, search) from GET /search/products: the page's
 * own filter (`base`) plus the shopper's filters from the URL. Non-canonical URLs redirect (301) to their
 * canonical spelling; a page past the end redirects (302, the catalogue changes) to the last page; a query
 * the API refuses is a page that does not exist (spec section 5: page validation failure gives 404).
 */
export async function loadProductListing(
  shop: ShopRequest,
  url: URL,
  defaults: ListingDefaults,
  base: ListingBase = {},
): Promise<ProductListingData> {
  redirectToCanonicalListing(url, defaults);
  const state = parseListingSearch(url.searchParams);

  let response: SearchProductsResponse;
  const query = listingApiQuery(state, defaults, base);
  try {
    // What a guest gets is what every guest gets: kept like guests' content (a refused query is not kept).
    response = await loadSharedByGuests(
      shop,
      `/search/products?${JSON.stringify(query)}`,
      () => shop.api.get<SearchProductsResponse>('/search/products', { query }),
      'products',
    );
  } catch (error) {
    if (error instanceof ApiError && (error.status === 400 || error.status === 422)) {
      throw data(null, { status: 404, statusText: 'Not Found' });
    }
    throw error;
  }

  const { totalItems, lastPage } = response.meta;
  if (state.page > lastPage) {
    throw redirect(`${url.pathname}${serializeListingSearch(withPage(state, lastPage), defaults)}`, 302);
  }

  const refined = isRefined(state, defaults);
  const queryOnly = defaults.search && state.query ? `?${new URLSearchParams({ query: state.query })}` : '';
  const pageSuffix = state.page > 1 ? `${queryOnly ? '&' : '?'}page=${state.page}` : '';
  return {
    products: packCards(response.data.map(productCardItem)),
    facets: response.facets,
    totalItems,
    page: state.page,
    lastPage,
    taxonsSuggestions: response.meta.taxonsSuggestions,
    state,
    defaults,
    refined,
    canonicalPath: `${url.pathname}${queryOnly}${refined ? '' : pageSuffix}`,
  };
}

/** GET /attribute-values/{attributeSlug}/{valueSlug}: the brand (or other value) of an attribute page; 404 when unknown. */
export async function loadAttributeValue(
  shop: ShopRequest,
  url: URL,
  attributeSlug: string,
  valueSlug: string,
): Promise<AttributeValue> {
  try {
    return await shop.api.get<AttributeValue>(
      `/attribute-values/${encodeURIComponent(attributeSlug)}/${encodeURIComponent(valueSlug)}`,
    );
  } catch (error) {
    if (isMissingResource(error)) return pageNotFound(shop, url);
    throw error;
  }
}
