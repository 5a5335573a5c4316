import { loadDeferredBlockLists } from '~/data/content-blocks.server.ts';
import { parsePlacement } from '~/data/block-placement.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import type { Route } from './+types/content-block-lists';

/**
 * The product or article list of a content block the page left to the browser (ADR 0048, "Home page blocks"):
 * `/resources/content-blocks/{blockId}?displayLocation=home`, asked when the block comes near the viewport.
 * Same-origin like the search suggestions. A block the placement does not have for this shopper is a 404.
 */
export async function loader({ context, params, request, url }: Route.LoaderArgs) {
  const blockId = Number(params.blockId);
  if (!Number.isSafeInteger(blockId) || blockId < 1) {
    return Response.json({ code: 400, message: 'blockId: a positive whole number.' }, { status: 400 });
  }
  const placement = parsePlacement(url.searchParams);
  if ('error' in placement) return Response.json({ code: 400, message: placement.error }, { status: 400 });
  const lists = await loadDeferredBlockLists(getShopRequest(context), placement, blockId, request.signal);
  if (lists === null) {
    return Response.json(
      { code: 404, message: 'This placement has no such block with a list.' },
      { status: 404 },
    );
  }
  // Prices and audiences can depend on the shopper, so only the shopper's browser may keep an answer, briefly.
  return Response.json(lists, { headers: { 'Cache-Control': 'private, max-age=60' } });
}
