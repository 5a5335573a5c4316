import { data } from 'react-router';
import { getShopRequest } from '~/data/request-context.server.ts';
import { publicOrigin, sitemapFiles, sitemapFileUrl } from '~/data/sitemap.server.ts';
import { SITEMAP_CONTENT_TYPE, sitemapIndexXml } from '~/routing/sitemap-xml.ts';
import type { Route } from './+types/sitemap-index';

/** /sitemap.xml: the index of the page, category and product sitemaps. A login-only channel has none. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const shop = getShopRequest(context);
  if (shop.channel.requiresLogin) throw data(null, { status: 404, statusText: 'Not Found' });
  const origin = publicOrigin(request);
  const files = await sitemapFiles(shop);
  return new Response(sitemapIndexXml(files.map((file) => sitemapFileUrl(origin, file))), {
    headers: { 'Content-Type': SITEMAP_CONTENT_TYPE, 'Cache-Control': 'public, max-age=3600' },
  });
}
