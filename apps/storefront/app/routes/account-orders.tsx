import { AccountLayout } from '~/components/account/account-layout.tsx';
import { NoOrders, OrderList, OrderListPagination } from '~/components/account/order-list.tsx';
import { requireCustomer } from '~/data/account.server.ts';
import { loadCustomerOrders } from '~/data/account-orders.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { routeMeta } from '~/shell/route-meta.ts';
import type { Route } from './+types/account-orders';

export const meta: Route.MetaFunction = (args) => routeMeta(args, 'ACCOUNT_ORDERS');

/** My orders (spec section 2): the signed-in customer's placed orders, 20 a page, newest first. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const shop = getShopRequest(context);
  const url = new URL(request.url);
  await requireCustomer(shop, url);
  return { orders: await loadCustomerOrders(shop, url) };
}

export default function AccountOrdersRoute({ loaderData }: Route.ComponentProps) {
  const { data, meta } = loaderData.orders;
  return (
    <AccountLayout section="ACCOUNT_ORDERS">
      {meta.totalItems === 0 ? <NoOrders /> : <OrderList orders={data} />}
      <OrderListPagination page={meta.page} lastPage={meta.lastPage} />
    </AccountLayout>
  );
}
