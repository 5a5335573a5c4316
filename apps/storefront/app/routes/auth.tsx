import { useSearchParams } from 'react-router';
import { GuestCheckout } from '~/components/checkout/guest-checkout.tsx';
import { CHECKOUT_AUTH_PARAM } from '~/components/cart/cart-page.tsx';
import { routeMeta } from '~/shell/route-meta.ts';
import { ScreenIntro } from '~/shell/screen-intro.tsx';
import type { Route } from './+types/auth';

export const meta: Route.MetaFunction = (args) => routeMeta(args, 'AUTH');

export default function AuthRoute() {
  const [params] = useSearchParams();
  return (
    <>
      <ScreenIntro name="AUTH" />
      {params.get(CHECKOUT_AUTH_PARAM) === 'true' && <GuestCheckout />}
    </>
  );
}
