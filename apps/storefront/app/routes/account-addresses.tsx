import { routeMeta } from '~/shell/route-meta.ts';
import { ScreenIntro } from '~/shell/screen-intro.tsx';
import type { Route } from './+types/account-addresses';

export const meta: Route.MetaFunction = (args) => routeMeta(args, 'ACCOUNT_ADDRESSES');

export default function AccountAddressesRoute() {
  return <ScreenIntro name="ACCOUNT_ADDRESSES" />;
}
