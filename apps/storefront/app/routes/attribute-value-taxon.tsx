import { routeMeta } from '~/shell/route-meta.ts';
import { ScreenIntro } from '~/shell/screen-intro.tsx';
import type { Route } from './+types/attribute-value-taxon';

export const meta: Route.MetaFunction = (args) => routeMeta(args, 'ATTRIBUTE_VALUE_TAXON');

export default function AttributeValueTaxonRoute() {
  return <ScreenIntro name="ATTRIBUTE_VALUE_TAXON" />;
}
