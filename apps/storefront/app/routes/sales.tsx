import { routeMeta } from '~/shell/route-meta.ts';
import { ScreenIntro } from '~/shell/screen-intro.tsx';
import type { Route } from './+types/sales';

export const meta: Route.MetaFunction = (args) => routeMeta(args, 'SALES');

export default function SalesRoute() {
  return <ScreenIntro name="SALES" />;
}
