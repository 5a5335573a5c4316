import { routeMeta } from '~/shell/route-meta.ts';
import { ScreenIntro } from '~/shell/screen-intro.tsx';
import type { Route } from './+types/wishlist';

export const meta: Route.MetaFunction = (args) => routeMeta(args, 'WISHLIST');

export default function WishlistRoute() {
  return <ScreenIntro name="WISHLIST" />;
}
