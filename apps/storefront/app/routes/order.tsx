import { routeMeta } from '~/shell/route-meta.ts';
import { ScreenIntro } from '~/shell/screen-intro.tsx';
import type { Route } from './+types/order';

export const meta: Route.MetaFunction = (args) => routeMeta(args, 'ORDER');

export default function OrderRoute() {
  return <ScreenIntro name="ORDER" />;
}
