import { routeMeta } from '~/shell/route-meta.ts';
import { ScreenIntro } from '~/shell/screen-intro.tsx';
import type { Route } from './+types/account-loyalty';

export const meta: Route.MetaFunction = (args) => routeMeta(args, 'ACCOUNT_LOYALTY');

export default function AccountLoyaltyRoute() {
  return <ScreenIntro name="ACCOUNT_LOYALTY" />;
}
