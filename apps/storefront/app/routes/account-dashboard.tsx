import { AccountDashboard } from '~/components/account/account-dashboard.tsx';
import { AccountLayout } from '~/components/account/account-layout.tsx';
import { requireCustomer } from '~/data/account.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { routeMeta } from '~/shell/route-meta.ts';
import type { Route } from './+types/account-dashboard';

export const meta: Route.MetaFunction = (args) => routeMeta(args, 'ACCOUNT_DASHBOARD');

export async function loader({ context, request }: Route.LoaderArgs) {
  return { customer: await requireCustomer(getShopRequest(context), new URL(request.url)) };
}

export default function AccountDashboardRoute({ loaderData }: Route.ComponentProps) {
  return (
    <AccountLayout section="ACCOUNT_DASHBOARD">
      <AccountDashboard customer={loaderData.customer} />
    </AccountLayout>
  );
}
