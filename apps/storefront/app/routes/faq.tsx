import { FaqPage } from '~/components/faq/faq-page.tsx';
import { loadFaqPage } from '~/data/faq.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { routeMeta } from '~/shell/route-meta.ts';
import type { Route } from './+types/faq';

export const meta: Route.MetaFunction = (args) => routeMeta(args, 'FAQ');

export async function loader({ context }: Route.LoaderArgs) {
  const data = await loadFaqPage(getShopRequest(context));
  if (!data) throw new Response('Not Found', { status: 404 });
  return data;
}

export default function FaqRoute({ loaderData }: Route.ComponentProps) {
  return <FaqPage data={loaderData} />;
}
