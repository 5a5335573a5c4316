// Test data for listing pages: what a listing loader returns, with a category's defaults.
import { CATEGORY_LISTING, parseListingSearch } from '~/lib/filter-url.ts';
import type { ProductListItem } from '@shop/contracts';
import { productCardItem } from '../product-card/card-item.ts';
import { packCards, type PackedCard } from '../product-card/packed-cards.ts';
import type { ProductListingData } from './listing-data.ts';

/** API list items as a listing loader sends them (trimmed to the cards' fields, packed). */
export function listedCards(items: ProductListItem[]): PackedCard[] {
  return packCards(items.map(productCardItem));
}

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
