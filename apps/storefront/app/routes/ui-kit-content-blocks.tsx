import { ContentBlocksPage } from '~/components/ui-kit/content-blocks-page.tsx';
import { loadContentBlocks } from '~/data/content-blocks.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { routeMeta } from '~/shell/route-meta.ts';
import type { Route } from './+types/ui-kit-content-blocks';

export async function loader({ context }: Route.LoaderArgs) {
  const shop = getShopRequest(context);
  return { content: await loadContentBlocks(shop, { displayLocation: 'showcase' }) };
}

/** A page for the shop's makers, not for shoppers: search engines leave it out. */
export const meta: Route.MetaFunction = (args) => [
  ...routeMeta(args, 'UI_KIT_CONTENT_BLOCKS'),
  { name: 'robots', content: 'noindex,nofollow' },
];

export default function UiKitContentBlocksRoute({ loaderData }: Route.ComponentProps) {
  return <ContentBlocksPage content={loaderData.content} />;
}
