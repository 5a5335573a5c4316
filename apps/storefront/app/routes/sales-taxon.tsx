import { routeMeta } from '~/shell/route-meta.ts';
import { ScreenIntro } from '~/shell/screen-intro.tsx';
import type { Route } from './+types/sales-taxon';

export const meta: Route.MetaFunction = (args) => routeMeta(args, 'SALES_TAXON');

export default function SalesTaxonRoute() {
  return <ScreenIntro name="SALES_TAXON" />;
}
