import { redirect } from 'react-router';
import { ContentPageView } from '~/components/content/content-page-view.tsx';
import { findContentPage } from '~/data/content-page.server.ts';
import { pageNotFound } from '~/data/not-found.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { contentPagePathMatch } from '~/routing/path-match.ts';
import { routePath } from '~/routing/route-path.ts';
import { routeMeta } from '~/shell/route-meta.ts';
import type { Route } from './+types/page';

/**
 * The catch-all: content pages addressed as /{slug}-{id}; anything else is the shop owner's
 * only-when-not-found redirect or a 404.
 */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  const shop = getShopRequest(context);
  const page = await findContentPage(shop, params['*'] ?? '');
  if (!page) return pageNotFound(shop, url);
  const canonical = routePath('PAGE', shop.locale, { '*': contentPagePathMatch(page) }, shop.defaultLocale);
  if (canonical !== url.pathname) throw redirect(`${canonical}${url.search}`, 301);
  return { page };
}

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, 'PAGE', args.loaderData ? { title: args.loaderData.page.title } : {});

export default function ContentPageRoute({ loaderData }: Route.ComponentProps) {
  return <ContentPageView page={loaderData.page} />;
}
