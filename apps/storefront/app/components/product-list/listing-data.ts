import type { SearchFacets, SearchProductsResponse } from '@shop/contracts';
import type { PackedCard } from '../product-card/packed-cards.ts';
import type { ListingDefaults, ListingState } from '~/lib/filter-url.ts';

/** One page of a product listing as its loader returns it (data/product-listing.server.ts). */
export interface ProductListingData {
  /** Only what the cards render (productCardItem), packed for the page's inline data (packCards). */
  products: PackedCard[];
  facets: SearchFacets;
  totalItems: number;
  page: number;
  lastPage: number;
  taxonsSuggestions: SearchProductsResponse['meta']['taxonsSuggestions'];
  state: ListingState;
  defaults: ListingDefaults;
  /** Filters, a sort or a page size other than the defaults: not indexed, canonical to the plain page. */
  refined: boolean;
  /** Path and query search engines should index this view under (page > 1 kept only when unrefined). */
  canonicalPath: string;
}
