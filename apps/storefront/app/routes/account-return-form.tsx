import { routeMeta } from '~/shell/route-meta.ts';
import { ScreenIntro } from '~/shell/screen-intro.tsx';
import type { Route } from './+types/account-return-form';

export const meta: Route.MetaFunction = (args) => routeMeta(args, 'ACCOUNT_RETURN_FORM');

export default function AccountReturnFormRoute() {
  return <ScreenIntro name="ACCOUNT_RETURN_FORM" />;
}
