import { routeMeta } from '~/shell/route-meta.ts';
import { ScreenIntro } from '~/shell/screen-intro.tsx';
import type { Route } from './+types/product';

export const meta: Route.MetaFunction = (args) => routeMeta(args, 'PRODUCT_INNER');

export default function ProductRoute() {
  return <ScreenIntro name="PRODUCT_INNER" />;
}
