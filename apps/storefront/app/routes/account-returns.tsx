import { routeMeta } from '~/shell/route-meta.ts';
import { ScreenIntro } from '~/shell/screen-intro.tsx';
import type { Route } from './+types/account-returns';

export const meta: Route.MetaFunction = (args) => routeMeta(args, 'ACCOUNT_RETURNS');

export default function AccountReturnsRoute() {
  return <ScreenIntro name="ACCOUNT_RETURNS" />;
}
