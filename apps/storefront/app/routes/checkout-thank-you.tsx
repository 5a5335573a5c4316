import { ThankYou } from '~/components/checkout/placed-order.tsx';
import {
  loadPlacedOrder,
  payOrderOnline,
  readPaymentReturn,
  THANK_YOU_ORDER_PARAM,
} from '~/data/checkout.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { routeMeta } from '~/shell/route-meta.ts';
import type { Route } from './+types/checkout-thank-you';

export const meta: Route.MetaFunction = (args) => routeMeta(args, 'CHECKOUT_THANK_YOU');

export async function loader({ context, url }: Route.LoaderArgs) {
  const order = await loadPlacedOrder(getShopRequest(context), url.searchParams.get(THANK_YOU_ORDER_PARAM));
  if (!order) throw new Response('Not Found', { status: 404 });
  return { order, paymentReturn: readPaymentReturn(url) };
}

/** "Pay now": the order's online payment starts again at the payment provider. */
export async function action({ context, url }: Route.ActionArgs) {
  return payOrderOnline(getShopRequest(context), url.searchParams.get(THANK_YOU_ORDER_PARAM));
}

export default function CheckoutThankYouRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ThankYou
      order={loaderData.order}
      paymentReturn={loaderData.paymentReturn}
      payFailed={actionData?.payFailed ?? false}
    />
  );
}
