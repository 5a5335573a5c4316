import { HomePage } from '~/components/home/home-page.tsx';
import { homeTaxons } from '~/components/home/home-taxons.ts';
import { loadContentBlocks, loadStandaloneBanners } from '~/data/content-blocks.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { loadTaxonTree } from '~/data/shop-data.server.ts';
import { HOME_SERVER_BLOCKS } from '~/lib/constants.ts';
import { routeMeta } from '~/shell/route-meta.ts';
import type { Route } from './+types/home';

export async function loader({ context }: Route.LoaderArgs) {
  const shop = getShopRequest(context);
  const [taxons, content, banners] = await Promise.all([
    loadTaxonTree(shop, shop.locale),
    loadContentBlocks(shop, { displayLocation: 'home' }, { deferFrom: HOME_SERVER_BLOCKS }),
    loadStandaloneBanners(shop),
  ]);
  // The categories show only on a home page without blocks of its own (HomePage).
  return { taxons: content.blocks.length > 0 ? [] : homeTaxons(taxons), content, banners };
}

export const meta: Route.MetaFunction = (args) => routeMeta(args, 'index');

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  return <HomePage taxons={loaderData.taxons} content={loaderData.content} banners={loaderData.banners} />;
}
