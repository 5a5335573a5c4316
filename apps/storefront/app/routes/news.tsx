import { NewsList } from '~/components/news/news-list.tsx';
import { loadNewsList } from '~/data/news.server.ts';
import { pageNotFound } from '~/data/not-found.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { routeMeta } from '~/shell/route-meta.ts';
import type { Route } from './+types/news';

export const meta: Route.MetaFunction = (args) => routeMeta(args, 'NEWS');

export async function loader({ context, url }: Route.LoaderArgs) {
  const shop = getShopRequest(context);
  return (await loadNewsList(shop, url)) ?? pageNotFound(shop, url);
}

export default function NewsRoute({ loaderData }: Route.ComponentProps) {
  return <NewsList data={loaderData} />;
}
