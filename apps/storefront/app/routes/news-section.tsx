import { NewsList } from '~/components/news/news-list.tsx';
import { loadNewsList } from '~/data/news.server.ts';
import { pageNotFound } from '~/data/not-found.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { routeMeta } from '~/shell/route-meta.ts';
import type { Route } from './+types/news-section';

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, 'NEWS_SECTION', args.loaderData?.section ? { title: args.loaderData.section.name } : {});

export async function loader({ context, url, params }: Route.LoaderArgs) {
  const shop = getShopRequest(context);
  return (await loadNewsList(shop, url, params.sectionSlug)) ?? pageNotFound(shop, url);
}

export default function NewsSectionRoute({ loaderData }: Route.ComponentProps) {
  return <NewsList data={loaderData} />;
}
