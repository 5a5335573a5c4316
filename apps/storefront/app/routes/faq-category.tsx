import { FaqPage } from '~/components/faq/faq-page.tsx';
import { loadFaqPage } from '~/data/faq.server.ts';
import { pageNotFound } from '~/data/not-found.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { routeMeta } from '~/shell/route-meta.ts';
import type { Route } from './+types/faq-category';

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, 'FAQ_CATEGORY', args.loaderData?.category ? { title: args.loaderData.category.name } : {});

/** One category's questions; an unknown category is the shop's 404 (or the owner's redirect for it). */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const shop = getShopRequest(context);
  const data = await loadFaqPage(shop, params.categorySlug);
  if (!data) return pageNotFound(shop, url);
  return data;
}

export default function FaqCategoryRoute({ loaderData }: Route.ComponentProps) {
  return <FaqPage data={loaderData} />;
}
