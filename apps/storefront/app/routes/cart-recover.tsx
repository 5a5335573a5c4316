import { routeMeta } from '~/shell/route-meta.ts';
import { ScreenIntro } from '~/shell/screen-intro.tsx';
import type { Route } from './+types/cart-recover';

export const meta: Route.MetaFunction = (args) => routeMeta(args, 'CART_RECOVER');

export default function CartRecoverRoute() {
  return <ScreenIntro name="CART_RECOVER" />;
}
