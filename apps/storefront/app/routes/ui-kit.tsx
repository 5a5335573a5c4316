import { routeMeta } from '~/shell/route-meta.ts';
import { ScreenIntro } from '~/shell/screen-intro.tsx';
import type { Route } from './+types/ui-kit';

export const meta: Route.MetaFunction = (args) => routeMeta(args, 'UI_KIT');

export default function UiKitRoute() {
  return <ScreenIntro name="UI_KIT" />;
}
