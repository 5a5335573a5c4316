import { CheckoutPage } from '~/components/checkout/checkout-page.tsx';
import { loadCheckoutPage, submitCheckout } from '~/data/checkout.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { routeMeta } from '~/shell/route-meta.ts';
import type { Route } from './+types/checkout';
import { privatePageHeaders } from '~/shell/private-page.ts';

/** A page of a secret link: never cached on the way, never indexed. */
export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = (args) => routeMeta(args, 'CHECKOUT');

export async function loader({ context, params }: Route.LoaderArgs) {
  return loadCheckoutPage(getShopRequest(context), params.orderToken);
}

/** "Place order": address, delivery, payment and completion; success redirects to the thank-you page. */
export async function action({ context, params, request }: Route.ActionArgs) {
  return submitCheckout(getShopRequest(context), params.orderToken, await request.formData());
}

export default function CheckoutRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <CheckoutPage data={loaderData} failure={actionData} />;
}
