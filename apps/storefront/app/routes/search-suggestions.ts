import type { SearchSuggestions } from '@shop/contracts';
import { SEARCH_MIN_QUERY_LENGTH, SUGGESTIONS_DEFAULT_ITEMS_PER_PAGE } from '@shop/contracts/constants';
import { getShopRequest } from '~/data/request-context.server.ts';
import { isApiError } from '~/lib/api/api-error.ts';
import type { Route } from './+types/search-suggestions';

const NO_SUGGESTIONS: SearchSuggestions = { taxons: [], products: [] };

/**
 * The search dropdown's suggestions, same-origin: the browser never learns the API's address (ADR 0003),
 * and the call carries the shopper's locale, channel and token like every server call. Aborting the
 * browser's request aborts the API call too.
 */
export async function loader({ context, request, url }: Route.LoaderArgs) {
  const query = (url.searchParams.get('query') ?? '').trim();
  if (query.length < SEARCH_MIN_QUERY_LENGTH) return Response.json(NO_SUGGESTIONS);
  try {
    const suggestions = await getShopRequest(context).api.get<SearchSuggestions>('/search/suggestions', {
      query: { query, itemsPerPage: SUGGESTIONS_DEFAULT_ITEMS_PER_PAGE },
      signal: request.signal,
    });
    // Prices can depend on the shopper, so only the shopper's browser may keep an answer, briefly.
    return Response.json(suggestions, { headers: { 'Cache-Control': 'private, max-age=60' } });
  } catch (error) {
    // The API's own 400/422 (a query over the length limit) is the browser's problem, said as the API said it.
    if (isApiError(error) && (error.status === 400 || error.status === 422)) {
      return Response.json(error.data, { status: error.status });
    }
    throw error;
  }
}
