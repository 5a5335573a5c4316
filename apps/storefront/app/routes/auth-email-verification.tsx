import { routeMeta } from '~/shell/route-meta.ts';
import { ScreenIntro } from '~/shell/screen-intro.tsx';
import type { Route } from './+types/auth-email-verification';

export const meta: Route.MetaFunction = (args) => routeMeta(args, 'AUTH_EMAIL_VERIFICATION');

export default function AuthEmailVerificationRoute() {
  return <ScreenIntro name="AUTH_EMAIL_VERIFICATION" />;
}
