import { routeMeta } from '~/shell/route-meta.ts';
import { ScreenIntro } from '~/shell/screen-intro.tsx';
import type { Route } from './+types/cart';

export const meta: Route.MetaFunction = (args) => routeMeta(args, 'CART');

export default function CartRoute() {
  return <ScreenIntro name="CART" />;
}
