import { AccountLayout } from '~/components/account/account-layout.tsx';
import { NoReturns, ReturnList } from '~/components/account/returns/return-list.tsx';
import { requireCustomer } from '~/data/account.server.ts';
import { loadCustomerReturns } from '~/data/account-returns.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { routeMeta } from '~/shell/route-meta.ts';
import type { Route } from './+types/account-returns';

export const meta: Route.MetaFunction = (args) => routeMeta(args, 'ACCOUNT_RETURNS');

/** The returns list (spec section 2): the signed-in customer's returns, newest first. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const shop = getShopRequest(context);
  const url = new URL(request.url);
  await requireCustomer(shop, url);
  return { returns: await loadCustomerReturns(shop, url) };
}

export default function AccountReturnsRoute({ loaderData }: Route.ComponentProps) {
  const { data, meta } = loaderData.returns;
  return (
    <AccountLayout section="ACCOUNT_RETURNS">
      {meta.totalItems === 0 ? <NoReturns /> : <ReturnList returns={data} />}
    </AccountLayout>
  );
}
