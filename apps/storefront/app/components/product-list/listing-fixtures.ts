// Test data for listing pages: what a listing loader returns, with a category's defaults.
import { CATEGORY_LISTING, parseListingSearch } from '~/lib/filter-url.ts';
import type { ProductListingData } from './listing-data.ts';

export function listingData(overrides: Partial<ProductListingData> = {}, search = ''): ProductListingData {
  const state = parseListingSearch(new URLSearchParams(search));
  return {
    products: [],
    facets: {
      select: [],
      range: [],
      price: { min: null, max: null, selectedMin: null, selectedMax: null },
      other: [],
    },
    totalItems: 0,
    page: state.page,
    lastPage: 1,
    taxonsSuggestions: [],
    state,
    defaults: CATEGORY_LISTING,
    refined: false,
    canonicalPath: '/',
    ...overrides,
  };
}
