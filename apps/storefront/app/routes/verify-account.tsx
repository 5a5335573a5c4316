import { routeMeta } from '~/shell/route-meta.ts';
import { ScreenIntro } from '~/shell/screen-intro.tsx';
import type { Route } from './+types/verify-account';

export const meta: Route.MetaFunction = (args) => routeMeta(args, 'VERIFY_ACCOUNT');

export default function VerifyAccountRoute() {
  return <ScreenIntro name="VERIFY_ACCOUNT" />;
}
