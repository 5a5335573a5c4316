import { routeMeta } from '~/shell/route-meta.ts';
import { ScreenIntro } from '~/shell/screen-intro.tsx';
import type { Route } from './+types/faq';

export const meta: Route.MetaFunction = (args) => routeMeta(args, 'FAQ');

export default function FaqRoute() {
  return <ScreenIntro name="FAQ" />;
}
