import { routeMeta } from '~/shell/route-meta.ts';
import { ScreenIntro } from '~/shell/screen-intro.tsx';
import type { Route } from './+types/account-address-edit';

export const meta: Route.MetaFunction = (args) => routeMeta(args, 'ACCOUNT_ADDRESS_EDIT');

export default function AccountAddressEditRoute() {
  return <ScreenIntro name="ACCOUNT_ADDRESS_EDIT" />;
}
