import { routeMeta } from '~/shell/route-meta.ts';
import { ScreenIntro } from '~/shell/screen-intro.tsx';
import type { Route } from './+types/auth';

export const meta: Route.MetaFunction = (args) => routeMeta(args, 'AUTH');

export default function AuthRoute() {
  return <ScreenIntro name="AUTH" />;
}
