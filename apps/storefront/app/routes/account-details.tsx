import { routeMeta } from '~/shell/route-meta.ts';
import { ScreenIntro } from '~/shell/screen-intro.tsx';
import type { Route } from './+types/account-details';

export const meta: Route.MetaFunction = (args) => routeMeta(args, 'ACCOUNT_DETAILS');

export default function AccountDetailsRoute() {
  return <ScreenIntro name="ACCOUNT_DETAILS" />;
}
