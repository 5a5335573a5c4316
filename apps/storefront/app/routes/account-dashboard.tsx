import { data } from 'react-router';
import { AccountDashboard } from '~/components/account/account-dashboard.tsx';
import { AccountDeletion, DELETE_ACCOUNT_INTENT } from '~/components/account/account-deletion.tsx';
import { AccountLayout } from '~/components/account/account-layout.tsx';
import { RecentOrders } from '~/components/account/recent-orders.tsx';
import { loadPendingAccountDeletion, requestAccountDeletion } from '~/data/account-deletion.server.ts';
import { requireCustomer } from '~/data/account.server.ts';
import { loadRecentOrders } from '~/data/account-orders.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { routeMeta } from '~/shell/route-meta.ts';
import type { Route } from './+types/account-dashboard';

export const meta: Route.MetaFunction = (args) => routeMeta(args, 'ACCOUNT_DASHBOARD');

export async function loader({ context, request }: Route.LoaderArgs) {
  const shop = getShopRequest(context);
  const customer = await requireCustomer(shop, new URL(request.url));
  // After /customers/me, not beside it: one call renews an expired access token, not two at once.
  const url = new URL(request.url);
  const [pendingDeletion, recentOrders] = await Promise.all([
    loadPendingAccountDeletion(shop),
    loadRecentOrders(shop, url),
  ]);
  return { customer, pendingDeletion, recentOrders };
}

/** The deletion section's confirmation (spec section 4): asks the API to schedule the account's deletion. */
export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get('intent') !== DELETE_ACCOUNT_INTENT) throw data('Unknown form', { status: 400 });
  return requestAccountDeletion(getShopRequest(context), new URL(request.url));
}

export default function AccountDashboardRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AccountLayout section="ACCOUNT_DASHBOARD">
      <AccountDashboard
        customer={loaderData.customer}
        recentOrders={<RecentOrders orders={loaderData.recentOrders} />}
      />
      <AccountDeletion result={actionData} pending={loaderData.pendingDeletion} />
    </AccountLayout>
  );
}
