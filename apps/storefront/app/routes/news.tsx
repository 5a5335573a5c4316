import { routeMeta } from '~/shell/route-meta.ts';
import { ScreenIntro } from '~/shell/screen-intro.tsx';
import type { Route } from './+types/news';

export const meta: Route.MetaFunction = (args) => routeMeta(args, 'NEWS');

export default function NewsRoute() {
  return <ScreenIntro name="NEWS" />;
}
