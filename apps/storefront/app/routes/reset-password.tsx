import styles from '~/components/auth/auth-page.module.css';
import { ResetPasswordRequest } from '~/components/auth/account-forms.tsx';
import { requestPasswordReset } from '~/data/account-forms.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { routeMeta } from '~/shell/route-meta.ts';
import type { Route } from './+types/reset-password';

export const meta: Route.MetaFunction = (args) => routeMeta(args, 'RESET_PASSWORD');

export async function action({ context, request }: Route.ActionArgs) {
  return requestPasswordReset(getShopRequest(context), await request.formData());
}

export default function ResetPasswordRoute({ actionData }: Route.ComponentProps) {
  return (
    <div className={`container ${styles.page}`}>
      <ResetPasswordRequest result={actionData} />
    </div>
  );
}
