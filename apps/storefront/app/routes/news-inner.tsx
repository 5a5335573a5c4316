import { routeMeta } from '~/shell/route-meta.ts';
import { ScreenIntro } from '~/shell/screen-intro.tsx';
import type { Route } from './+types/news-inner';

export const meta: Route.MetaFunction = (args) => routeMeta(args, 'NEWS_INNER');

export default function NewsInnerRoute() {
  return <ScreenIntro name="NEWS_INNER" />;
}
