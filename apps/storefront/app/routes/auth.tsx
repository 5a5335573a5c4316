import { useSearchParams } from 'react-router';
import styles from '~/components/auth/auth-page.module.css';
import { SignInForm } from '~/components/auth/sign-in-form.tsx';
import { GuestCheckout } from '~/components/checkout/guest-checkout.tsx';
import { CHECKOUT_AUTH_PARAM } from '~/components/cart/cart-page.tsx';
import { signIn, signOut } from '~/data/auth.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { routeMeta } from '~/shell/route-meta.ts';
import type { Route } from './+types/auth';

export const meta: Route.MetaFunction = (args) => routeMeta(args, 'AUTH');

/** Sign in (`intent=sign-in`) and sign out (`intent=logout`, posted by the header's user menu). */
export async function action({ context, request }: Route.ActionArgs) {
  const shop = getShopRequest(context);
  const form = await request.formData();
  const intent = form.get('intent');
  if (intent === 'logout') return signOut(shop);
  if (intent === 'sign-in') return signIn(shop, form, new URL(request.url));
  throw new Response('Unknown form', { status: 400 });
}

export default function AuthRoute({ actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  return (
    <div className={`container ${styles.page}`}>
      <SignInForm failure={actionData ?? null} />
      {params.get(CHECKOUT_AUTH_PARAM) === 'true' && <GuestCheckout />}
    </div>
  );
}
