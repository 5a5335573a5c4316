import { routeMeta } from '~/shell/route-meta.ts';
import { ScreenIntro } from '~/shell/screen-intro.tsx';
import type { Route } from './+types/cancel-account-deletion';

export const meta: Route.MetaFunction = (args) => routeMeta(args, 'CANCEL_ACCOUNT_DELETION');

export default function CancelAccountDeletionRoute() {
  return <ScreenIntro name="CANCEL_ACCOUNT_DELETION" />;
}
