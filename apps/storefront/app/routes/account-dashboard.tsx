import { routeMeta } from '~/shell/route-meta.ts';
import { ScreenIntro } from '~/shell/screen-intro.tsx';
import type { Route } from './+types/account-dashboard';

export const meta: Route.MetaFunction = (args) => routeMeta(args, 'ACCOUNT_DASHBOARD');

export default function AccountDashboardRoute() {
  return <ScreenIntro name="ACCOUNT_DASHBOARD" />;
}
