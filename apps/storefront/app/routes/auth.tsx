import { Link, useSearchParams } from 'react-router';
import styles from '~/components/auth/auth-page.module.css';
import { SignInForm } from '~/components/auth/sign-in-form.tsx';
import { SignUpForm } from '~/components/auth/sign-up-form.tsx';
import { CHECKOUT_AUTH_PARAM } from '~/components/cart/cart-page.tsx';
import { GuestCheckout } from '~/components/checkout/guest-checkout.tsx';
import { AUTH_TAB_SIGN_UP } from '~/components/header/user-menu.tsx';
import { signUp } from '~/data/account-forms.server.ts';
import { signIn, signOut } from '~/data/auth.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { loadSignUpPrefill, SIGN_UP_ORDER_PARAM } from '~/data/sign-up-prefill.server.ts';
import {
  enabledSocialProviders,
  SOCIAL_ERROR_PARAM,
  SOCIAL_ERRORS,
  type SocialError,
} from '~/data/social-sign-in.server.ts';
import { ShopContact } from '~/components/auth/shop-contact.tsx';
import { SocialSignIn } from '~/components/auth/social-sign-in.tsx';
import { useShop } from '~/lib/shop-context.tsx';
import { useT } from '~/i18n/use-t.ts';
import { useRoutePath } from '~/routing/links.ts';
import { routeMeta } from '~/shell/route-meta.ts';
import type { Route } from './+types/auth';

export const meta: Route.MetaFunction = (args) => routeMeta(args, 'AUTH');

/**
 * The social sign-in buttons this shop offers, a social sign-in failure to tell about (`?social=`), and
 * the sign-up form's values after a guest checkout (`?tab=register&order={token}`).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const shop = getShopRequest(context);
  const params = new URL(request.url).searchParams;
  const error = params.get(SOCIAL_ERROR_PARAM);
  const signingUp = params.get('tab') === AUTH_TAB_SIGN_UP;
  return {
    socialProviders: enabledSocialProviders(shop.config),
    socialError: (SOCIAL_ERRORS as readonly string[]).includes(error ?? '') ? (error as SocialError) : null,
    // "Create an account" on the thank-you page: the sign-up form starts from the order (by its token).
    signUpPrefill: signingUp ? await loadSignUpPrefill(shop, params.get(SIGN_UP_ORDER_PARAM)) : null,
  };
}

/** Sign in, sign up, and sign out (`intent=logout`, posted by the header's user menu). */
export async function action({ context, request }: Route.ActionArgs) {
  const shop = getShopRequest(context);
  const form = await request.formData();
  const intent = form.get('intent');
  if (intent === 'logout') return signOut(shop);
  if (intent === 'sign-in') return { signIn: await signIn(shop, form, new URL(request.url)) };
  if (intent === 'sign-up') return { signUp: await signUp(shop, form) };
  throw new Response('Unknown form', { status: 400 });
}

/** The sign in / sign up tabs (spec section 2: query parameter `tab`), keeping the checkout return. */
function AuthTabs({ signingUp }: { signingUp: boolean }) {
  const t = useT();
  const path = useRoutePath();
  const [params] = useSearchParams();
  const href = (tab: string | null) => {
    const next = new URLSearchParams(params);
    if (tab) next.set('tab', tab);
    else next.delete('tab');
    const query = next.toString();
    return `${path('AUTH')}${query ? `?${query}` : ''}`;
  };
  return (
    <nav className={styles.tabs} aria-label={t('auth.tabs.label')}>
      <Link to={href(null)} className={styles.tab} aria-current={signingUp ? undefined : 'page'}>
        {t('auth.signIn.title')}
      </Link>
      <Link
        to={href(AUTH_TAB_SIGN_UP)}
        className={styles.tab}
        aria-current={signingUp ? 'page' : undefined}
        data-testid="auth-tab-sign-up"
      >
        {t('auth.signUp.title')}
      </Link>
    </nav>
  );
}

export default function AuthRoute({ actionData, loaderData }: Route.ComponentProps) {
  const t = useT();
  const [params] = useSearchParams();
  const signingUp = params.get('tab') === AUTH_TAB_SIGN_UP;
  const { channel } = useShop();
  const social = <SocialSignIn providers={loaderData.socialProviders} />;
  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.column}>
        <AuthTabs signingUp={signingUp} />
        {loaderData.socialError && !actionData && (
          <p className={styles.banner} role="alert" data-testid="social-sign-in-error">
            {t(`auth.social.errors.${loaderData.socialError}`)}
          </p>
        )}
        {loaderData.socialError && !actionData && channel.requiresLogin && (
          <ShopContact testId="social-sign-in-contact" />
        )}
        {signingUp ? (
          <SignUpForm
            result={actionData && 'signUp' in actionData ? actionData.signUp : undefined}
            prefill={loaderData.signUpPrefill}
            social={social}
          />
        ) : (
          <SignInForm
            failure={actionData && 'signIn' in actionData ? (actionData.signIn ?? null) : null}
            social={social}
          />
        )}
      </div>
      {params.get(CHECKOUT_AUTH_PARAM) === 'true' && <GuestCheckout />}
    </div>
  );
}
