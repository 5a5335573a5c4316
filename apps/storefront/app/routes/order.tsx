import { OrderDetails } from '~/components/checkout/placed-order.tsx';
import { loadPlacedOrder } from '~/data/checkout.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { routeMeta } from '~/shell/route-meta.ts';
import type { Route } from './+types/order';
import { privatePageHeaders } from '~/shell/private-page.ts';

/** A page of a secret link: never cached on the way, never indexed. */
export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = (args) => routeMeta(args, 'ORDER');

/** The order page outside the account: anyone with the order's token (from the email) may see it. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const order = await loadPlacedOrder(getShopRequest(context), params.orderToken);
  if (!order) throw new Response('Not Found', { status: 404 });
  return { order };
}

export default function OrderRoute({ loaderData }: Route.ComponentProps) {
  return <OrderDetails order={loaderData.order} />;
}
