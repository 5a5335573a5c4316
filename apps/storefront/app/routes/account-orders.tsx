import { routeMeta } from '~/shell/route-meta.ts';
import { ScreenIntro } from '~/shell/screen-intro.tsx';
import type { Route } from './+types/account-orders';

export const meta: Route.MetaFunction = (args) => routeMeta(args, 'ACCOUNT_ORDERS');

export default function AccountOrdersRoute() {
  return <ScreenIntro name="ACCOUNT_ORDERS" />;
}
