import { routeMeta } from '~/shell/route-meta.ts';
import { ScreenIntro } from '~/shell/screen-intro.tsx';
import type { Route } from './+types/checkout-thank-you';

export const meta: Route.MetaFunction = (args) => routeMeta(args, 'CHECKOUT_THANK_YOU');

export default function CheckoutThankYouRoute() {
  return <ScreenIntro name="CHECKOUT_THANK_YOU" />;
}
