import { routeMeta } from '~/shell/route-meta.ts';
import { ScreenIntro } from '~/shell/screen-intro.tsx';
import type { Route } from './+types/checkout';

export const meta: Route.MetaFunction = (args) => routeMeta(args, 'CHECKOUT');

export default function CheckoutRoute() {
  return <ScreenIntro name="CHECKOUT" />;
}
