import { VERIFY_ACCOUNT_TOKEN_PARAM } from '@shop/contracts/constants';
import styles from '~/components/auth/auth-page.module.css';
import { VerifyAccount } from '~/components/auth/account-forms.tsx';
import { resendVerification, verifyAccount } from '~/data/account-forms.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { routeMeta } from '~/shell/route-meta.ts';
import type { Route } from './+types/verify-account';
import { privatePageHeaders } from '~/shell/private-page.ts';

/** A page of a secret link: never cached on the way, never indexed. */
export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = (args) => routeMeta(args, 'VERIFY_ACCOUNT');

/**
 * The emailed link (`?token=`) activates the account as the page loads; without a token the page says
 * what to do (verified: null), it is no failure.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get(VERIFY_ACCOUNT_TOKEN_PARAM);
  if (!token) return { verified: null };
  return { verified: await verifyAccount(getShopRequest(context), token) };
}

export async function action({ context, request }: Route.ActionArgs) {
  return resendVerification(getShopRequest(context), await request.formData());
}

// The link works once: a revalidation after the resend form must not try it again.
export function shouldRevalidate() {
  return false;
}

export default function VerifyAccountRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className={`container ${styles.page}`}>
      <VerifyAccount verified={loaderData.verified} resend={actionData} />
    </div>
  );
}
