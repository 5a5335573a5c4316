import { routeMeta } from '~/shell/route-meta.ts';
import { ScreenIntro } from '~/shell/screen-intro.tsx';
import type { Route } from './+types/search';

export const meta: Route.MetaFunction = (args) => routeMeta(args, 'SEARCH');

export default function SearchRoute() {
  return <ScreenIntro name="SEARCH" />;
}
