import styles from '~/components/auth/auth-page.module.css';
import { NewPasswordForm } from '~/components/auth/account-forms.tsx';
import { setNewPassword } from '~/data/account-forms.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { routeMeta } from '~/shell/route-meta.ts';
import type { Route } from './+types/reset-password-token';
import { privatePageHeaders } from '~/shell/private-page.ts';

/** A page of a secret link: never cached on the way, never indexed. */
export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = (args) => routeMeta(args, 'RESET_PASSWORD_TOKEN');

export async function action({ context, params, request }: Route.ActionArgs) {
  return setNewPassword(getShopRequest(context), params.token, await request.formData());
}

export default function ResetPasswordTokenRoute({ actionData }: Route.ComponentProps) {
  return (
    <div className={`container ${styles.page}`}>
      <NewPasswordForm result={actionData} />
    </div>
  );
}
