import { WishlistPage } from '~/components/wishlist/wishlist-page.tsx';
import { routeMeta } from '~/shell/route-meta.ts';
import type { Route } from './+types/wishlist';

export const meta: Route.MetaFunction = (args) => routeMeta(args, 'WISHLIST');

export default function WishlistRoute() {
  return <WishlistPage />;
}
