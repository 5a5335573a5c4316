import { routeMeta } from '~/shell/route-meta.ts';
import { ScreenIntro } from '~/shell/screen-intro.tsx';
import type { Route } from './+types/reset-password-token';

export const meta: Route.MetaFunction = (args) => routeMeta(args, 'RESET_PASSWORD_TOKEN');

export default function ResetPasswordTokenRoute() {
  return <ScreenIntro name="RESET_PASSWORD_TOKEN" />;
}
