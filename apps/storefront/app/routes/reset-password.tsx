import { routeMeta } from '~/shell/route-meta.ts';
import { ScreenIntro } from '~/shell/screen-intro.tsx';
import type { Route } from './+types/reset-password';

export const meta: Route.MetaFunction = (args) => routeMeta(args, 'RESET_PASSWORD');

export default function ResetPasswordRoute() {
  return <ScreenIntro name="RESET_PASSWORD" />;
}
