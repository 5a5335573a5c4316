import type { ProductListItem, SearchProductsResponse } from '@shop/contracts';
import type { ApiClient } from '~/lib/api/client.ts';
import { LIST_CAP_AFTER_FILTERING, RECOMMENDATIONS_PER_PAGE } from '~/lib/constants.ts';
import { loadSharedByGuests, type GuestContentReader } from './shop-data.server.ts';

/**
 * Recommended products (spec sections 7 and 9): the products of the category most frequent in the cart,
 * cheapest first, first page of 50. The list variant drops products already in the cart and keeps at most
 * 10; the single variant takes the first or nothing.
 */

/** What recommendations need of a cart line (spec section 3: cart item variant with product code and mainTaxon id). */
export interface CartLineForRecommendations {
  variant: { productCode: string; mainTaxonId: number | null };
}

/**
 * The main category that most cart lines belong to; on a tie the one met first in the cart wins, so the
 * answer is stable. null for an empty cart or lines without a category.
 */
export function taxonMostFrequentInCart(lines: readonly CartLineForRecommendations[]): number | null {
  const counts = new Map<number, number>();
  for (const { variant } of lines) {
    if (variant.mainTaxonId !== null)
      counts.set(variant.mainTaxonId, (counts.get(variant.mainTaxonId) ?? 0) + 1);
  }
  // A Map iterates in insertion order, so a strict comparison keeps the first met on a tie.
  let best: number | null = null;
  let bestCount = 0;
  for (const [taxonId, count] of counts) {
    if (count > bestCount) {
      best = taxonId;
      bestCount = count;
    }
  }
  return best;
}

/** The list variant: products not excluded (in the cart, or the page's own product), at most 10, order kept. */
export function pickRecommendations(
  products: readonly ProductListItem[],
  excludeCodes: readonly string[],
  cap: number = LIST_CAP_AFTER_FILTERING,
): ProductListItem[] {
  const excluded = new Set(excludeCodes);
  return products.filter((product) => !excluded.has(product.code)).slice(0, cap);
}

/** The single variant: the first product of the response, or null. */
export function pickSingleRecommendation(products: readonly ProductListItem[]): ProductListItem | null {
  return products[0] ?? null;
}

/** GET /search/products as spec section 7 describes the recommendations request. */
export function recommendationsQuery(taxonId: number): Record<string, string | number> {
  return {
    'productTaxons.id': taxonId,
    'order[price]': 'asc',
    page: 1,
    itemsPerPage: RECOMMENDATIONS_PER_PAGE,
  };
}

export interface RecommendationsInput {
  cartLines: readonly CartLineForRecommendations[];
  /** Used when the cart names no category (empty cart): the viewed product's main category. */
  fallbackTaxonId: number | null;
  /** Codes never to recommend besides the cart's (the product being viewed). */
  excludeCodes: readonly string[];
}

/** Who asks for recommendations: the request's shop (its client, and its tokens to tell a guest). */
export interface RecommendationsReader extends GuestContentReader {
  api: ApiClient;
}

/**
 * The list variant through the API; an empty list when there is no category to recommend from. A category's
 * list is the same for every guest, so a guest's is kept like guests' content (shop-data.server.ts: per
 * channel and locale, emptied when the catalogue version moves on); a signed-in shopper's (whose prices may
 * be their group's) is always asked for.
 */
export async function loadRecommendations(
  shop: RecommendationsReader,
  { cartLines, fallbackTaxonId, excludeCodes }: RecommendationsInput,
): Promise<ProductListItem[]> {
  const taxonId = taxonMostFrequentInCart(cartLines) ?? fallbackTaxonId;
  if (taxonId === null) return [];
  const products = await loadSharedByGuests(shop, `/search/products?recommendations=${taxonId}`, async () => {
    const response = await shop.api.get<SearchProductsResponse>('/search/products', {
      query: recommendationsQuery(taxonId),
    });
    return response.data;
  });
  const inCart = cartLines.map((line) => line.variant.productCode);
  return pickRecommendations(products, [...inCart, ...excludeCodes]);
}
