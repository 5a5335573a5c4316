import { data } from 'react-router';
import { getShopRequest } from '~/data/request-context.server.ts';
import { publicOrigin, sitemapFileUrls } from '~/data/sitemap.server.ts';
import { parseSitemapFileName, SITEMAP_CONTENT_TYPE, urlSetXml } from '~/routing/sitemap-xml.ts';
import type { Route } from './+types/sitemap-file';

/** /sitemap/pages.xml, /sitemap/categories.xml and /sitemap/products-{n}.xml. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const shop = getShopRequest(context);
  const file = parseSitemapFileName(params.file);
  const urls =
    file && !shop.channel.requiresLogin ? await sitemapFileUrls(shop, publicOrigin(request), file) : null;
  if (!urls) throw data(null, { status: 404, statusText: 'Not Found' });
  return new Response(urlSetXml(urls), {
    headers: { 'Content-Type': SITEMAP_CONTENT_TYPE, 'Cache-Control': 'public, max-age=3600' },
  });
}
