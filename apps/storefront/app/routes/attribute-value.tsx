import { routeMeta } from '~/shell/route-meta.ts';
import { ScreenIntro } from '~/shell/screen-intro.tsx';
import type { Route } from './+types/attribute-value';

export const meta: Route.MetaFunction = (args) => routeMeta(args, 'ATTRIBUTE_VALUE');

export default function AttributeValueRoute() {
  return <ScreenIntro name="ATTRIBUTE_VALUE" />;
}
