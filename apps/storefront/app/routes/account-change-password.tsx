import { AccountLayout } from '~/components/account/account-layout.tsx';
import { ChangePasswordForm } from '~/components/account/change-password-form.tsx';
import { requireCustomer } from '~/data/account.server.ts';
import { changeAccountPassword } from '~/data/account-profile.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { routeMeta } from '~/shell/route-meta.ts';
import type { Route } from './+types/account-change-password';

export const meta: Route.MetaFunction = (args) => routeMeta(args, 'ACCOUNT_CHANGE_PASSWORD');

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireCustomer(getShopRequest(context), new URL(request.url));
  return null;
}

export async function action({ context, request }: Route.ActionArgs) {
  const shop = getShopRequest(context);
  const customer = await requireCustomer(shop, new URL(request.url));
  return changeAccountPassword(shop, customer, await request.formData());
}

export default function AccountChangePasswordRoute({ actionData }: Route.ComponentProps) {
  return (
    <AccountLayout section="ACCOUNT_CHANGE_PASSWORD">
      <ChangePasswordForm result={actionData} />
    </AccountLayout>
  );
}
