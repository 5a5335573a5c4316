import { routeMeta } from '~/shell/route-meta.ts';
import { ScreenIntro } from '~/shell/screen-intro.tsx';
import type { Route } from './+types/account-change-password';

export const meta: Route.MetaFunction = (args) => routeMeta(args, 'ACCOUNT_CHANGE_PASSWORD');

export default function AccountChangePasswordRoute() {
  return <ScreenIntro name="ACCOUNT_CHANGE_PASSWORD" />;
}
