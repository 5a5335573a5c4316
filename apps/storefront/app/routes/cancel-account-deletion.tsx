import styles from '~/components/auth/auth-page.module.css';
import { CancelAccountDeletion } from '~/components/account/cancel-account-deletion.tsx';
import { cancelAccountDeletion } from '~/data/account-deletion.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { routeMeta } from '~/shell/route-meta.ts';
import type { Route } from './+types/cancel-account-deletion';
import { privatePageHeaders } from '~/shell/private-page.ts';

/** A page of a secret link: never cached on the way, never indexed. */
export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = (args) => routeMeta(args, 'CANCEL_ACCOUNT_DELETION');

/** The emailed link (`?accountDeletionToken=`) cancels the pending deletion as the page loads. */
export async function loader({ context, request }: Route.LoaderArgs) {
  return { result: await cancelAccountDeletion(getShopRequest(context), new URL(request.url)) };
}

// The link works once: a revalidation must not try it again.
export function shouldRevalidate() {
  return false;
}

export default function CancelAccountDeletionRoute({ loaderData }: Route.ComponentProps) {
  return (
    <div className={`container ${styles.page}`}>
      <CancelAccountDeletion result={loaderData.result} />
    </div>
  );
}
