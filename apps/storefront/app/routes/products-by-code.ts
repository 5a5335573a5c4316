import type { ProductListItem, SearchProductsResponse } from '@shop/contracts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { orderByCodes, PRODUCTS_BY_CODE_MAX, requestedCodes } from '~/data/products-by-code.ts';
import type { Route } from './+types/products-by-code';

/**
 * Product cards for a list of codes (`?code=A&code=B`), in that order: the recently viewed row asks for
 * the codes the browser remembers. Same-origin like the search suggestions, so the browser never needs
 * the API's address; unknown or disabled products are simply missing from the answer.
 */
export async function loader({ context, request, url }: Route.LoaderArgs) {
  const codes = requestedCodes(url.searchParams);
  if (codes.length === 0) return Response.json({ data: [] });
  if (codes.length > PRODUCTS_BY_CODE_MAX) {
    return Response.json(
      { code: 400, message: `code: at most ${PRODUCTS_BY_CODE_MAX} product codes may be asked for at once.` },
      { status: 400 },
    );
  }
  const response = await getShopRequest(context).api.get<SearchProductsResponse>('/search/products', {
    query: { 'code[]': codes, itemsPerPage: codes.length },
    signal: request.signal,
  });
  const data: ProductListItem[] = orderByCodes(response.data, codes);
  // Prices can depend on the shopper, so only the shopper's browser may keep an answer, briefly.
  return Response.json({ data }, { headers: { 'Cache-Control': 'private, max-age=60' } });
}
