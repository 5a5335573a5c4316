import { getShopRequest } from '~/data/request-context.server.ts';
import { streamProductFeed } from '~/data/product-feeds.server.ts';
import type { Route } from './+types/product-feed';

/** /feeds/google-lt.xml, /feeds/facebook-en.csv: the channel's shopping feeds (ADR 0046). */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  return streamProductFeed(getShopRequest(context), params.file, request);
}
