import { routeMeta } from '~/shell/route-meta.ts';
import { ScreenIntro } from '~/shell/screen-intro.tsx';
import type { Route } from './+types/news-section';

export const meta: Route.MetaFunction = (args) => routeMeta(args, 'NEWS_SECTION');

export default function NewsSectionRoute() {
  return <ScreenIntro name="NEWS_SECTION" />;
}
