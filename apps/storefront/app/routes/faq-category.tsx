import { routeMeta } from '~/shell/route-meta.ts';
import { ScreenIntro } from '~/shell/screen-intro.tsx';
import type { Route } from './+types/faq-category';

export const meta: Route.MetaFunction = (args) => routeMeta(args, 'FAQ_CATEGORY');

export default function FaqCategoryRoute() {
  return <ScreenIntro name="FAQ_CATEGORY" />;
}
