import { routeMeta } from '~/shell/route-meta.ts';
import { ScreenIntro } from '~/shell/screen-intro.tsx';
import type { Route } from './+types/account-address-new';

export const meta: Route.MetaFunction = (args) => routeMeta(args, 'ACCOUNT_ADDRESS_NEW');

export default function AccountAddressNewRoute() {
  return <ScreenIntro name="ACCOUNT_ADDRESS_NEW" />;
}
