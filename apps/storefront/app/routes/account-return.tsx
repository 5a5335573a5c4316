import { routeMeta } from '~/shell/route-meta.ts';
import { ScreenIntro } from '~/shell/screen-intro.tsx';
import type { Route } from './+types/account-return';

export const meta: Route.MetaFunction = (args) => routeMeta(args, 'ACCOUNT_RETURN');

export default function AccountReturnRoute() {
  return <ScreenIntro name="ACCOUNT_RETURN" />;
}
