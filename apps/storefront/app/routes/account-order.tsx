import { routeMeta } from '~/shell/route-meta.ts';
import { ScreenIntro } from '~/shell/screen-intro.tsx';
import type { Route } from './+types/account-order';

export const meta: Route.MetaFunction = (args) => routeMeta(args, 'ACCOUNT_ORDER');

export default function AccountOrderRoute() {
  return <ScreenIntro name="ACCOUNT_ORDER" />;
}
