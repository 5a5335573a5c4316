import { AccountDetailsForm } from '~/components/account/account-details-form.tsx';
import { AccountLayout } from '~/components/account/account-layout.tsx';
import { requireCustomer } from '~/data/account.server.ts';
import { saveAccountDetails } from '~/data/account-profile.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { routeMeta } from '~/shell/route-meta.ts';
import type { Route } from './+types/account-details';

export const meta: Route.MetaFunction = (args) => routeMeta(args, 'ACCOUNT_DETAILS');

export async function loader({ context, request }: Route.LoaderArgs) {
  return { customer: await requireCustomer(getShopRequest(context), new URL(request.url)) };
}

export async function action({ context, request }: Route.ActionArgs) {
  const shop = getShopRequest(context);
  const customer = await requireCustomer(shop, new URL(request.url));
  return saveAccountDetails(shop, customer.id, await request.formData());
}

export default function AccountDetailsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AccountLayout section="ACCOUNT_DETAILS">
      <AccountDetailsForm
        // Saved values come back from the loader: the form shows them, not what was typed.
        key={actionData?.ok ? JSON.stringify(loaderData.customer) : 'form'}
        customer={loaderData.customer}
        result={actionData}
      />
    </AccountLayout>
  );
}
