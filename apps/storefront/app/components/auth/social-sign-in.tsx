import type { SocialProvider } from '@shop/contracts';
import { useSearchParams } from 'react-router';
import { CHECKOUT_AUTH_PARAM } from '~/components/cart/cart-page.tsx';
import { useT } from '~/i18n/use-t.ts';
import { useShop } from '~/lib/shop-context.tsx';
import { AUTH_RETURN_PARAM } from '~/routing/auth-return.ts';
import { resourcePath } from '~/routing/resource-routes.ts';
import styles from './auth-page.module.css';

/** The providers' marks, drawn inline (no third-party script or image is loaded). */
function ProviderMark({ provider }: { provider: SocialProvider }) {
  if (provider === 'facebook') {
    return (
      <svg className={styles.socialMark} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="12" fill="#1877F2" />
        <path
          fill="#fff"
          d="M13.4 24v-8.4h2.8l.5-3.3h-3.3v-2.1c0-.9.4-1.8 1.9-1.8h1.5V5.6s-1.4-.2-2.7-.2c-2.7 0-4.5 1.6-4.5 4.6v2.4H6.6v3.3h3v8.1c1.2.3 2.5.3 3.8.2Z"
        />
      </svg>
    );
  }
  return (
    <svg className={styles.socialMark} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="#4285F4"
        d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.8Z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24Z"
      />
      <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8l4-3.1Z" />
      <path
        fill="#EA4335"
        d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.9 3.6-4.9 6.7-4.9Z"
      />
    </svg>
  );
}

/**
 * "Continue with Google / Facebook" (spec section 7). Plain links to the storefront's own start route,
 * which sends the browser to the provider (server-side code flow, ADR 0016): they work before hydration
 * and load nothing from the providers. Only the providers the shop is configured for are shown.
 */
export function SocialSignIn({ providers }: { providers: readonly SocialProvider[] }) {
  const t = useT();
  const { locale, defaultLocale } = useShop();
  const [params] = useSearchParams();
  if (providers.length === 0) return null;
  const query = new URLSearchParams();
  if (params.get(CHECKOUT_AUTH_PARAM) === 'true') query.set(CHECKOUT_AUTH_PARAM, 'true');
  const back = params.get(AUTH_RETURN_PARAM);
  if (back) query.set(AUTH_RETURN_PARAM, back);
  const suffix = query.size > 0 ? `?${query}` : '';
  const start = resourcePath('SOCIAL_SIGN_IN_START', locale, defaultLocale);
  return (
    <div className={styles.social}>
      <p className={styles.divider}>
        <span>{t('auth.social.or')}</span>
      </p>
      <ul className={styles.socialList}>
        {providers.map((provider) => (
          <li key={provider}>
            <a
              href={`${start.replace(':provider', provider)}${suffix}`}
              className={styles.socialButton}
              data-testid={`social-sign-in-${provider}`}
              rel="nofollow"
            >
              <ProviderMark provider={provider} />
              {t(provider === 'google' ? 'auth.social.google' : 'auth.social.facebook')}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
