import { CartPage } from '~/components/cart/cart-page.tsx';
import { loadCart, submitCartForm } from '~/data/cart.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { routeMeta } from '~/shell/route-meta.ts';
import type { Route } from './+types/cart';

export const meta: Route.MetaFunction = (args) => routeMeta(args, 'CART');

export async function loader({ context }: Route.LoaderArgs) {
  return { order: await loadCart(getShopRequest(context)) };
}

/** Cart forms: add to cart (the product page posts here), quantity, delete and restore. */
export async function action({ context, request }: Route.ActionArgs) {
  return submitCartForm(getShopRequest(context), await request.formData());
}

export default function CartRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <CartPage order={loaderData.order} actionResult={actionData} />;
}
