import { getShopRequest } from '~/data/request-context.server.ts';
import { publicOrigin } from '~/data/sitemap.server.ts';
import { robotsTxt } from '~/routing/robots-txt.ts';
import type { Route } from './+types/robots-txt';

/** /robots.txt from the route table and the channel: localised private paths, the sitemap's address. */
export function loader({ context, request }: Route.LoaderArgs) {
  const { channel, defaultLocale } = getShopRequest(context);
  const body = robotsTxt({
    origin: publicOrigin(request),
    locales: channel.locales.map((entry) => entry.code),
    defaultLocale,
    requiresLogin: channel.requiresLogin,
  });
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
