import { Form, Link, useNavigation } from 'react-router';
import type { SignInFailure } from '~/data/auth.server.ts';
import { ServerText } from '~/components/ui/server-text.tsx';
import { useT } from '~/i18n/use-t.ts';
import { useRoutePath } from '~/routing/links.ts';
import { useBotProtection } from '../bot-protection/use-bot-protection.tsx';
import { useShop } from '~/lib/shop-context.tsx';
import { AuthField } from './auth-field.tsx';
import styles from './auth-page.module.css';
import { ShopContact } from './shop-contact.tsx';

/**
 * Sign in with email and password (spec section 4). Posts to the auth route's action, which sets the
 * tokens and the customer's cart and goes on; a refusal shows the server's text above the form. On a
 * login-only channel (b2b) a refusal also gives the shop's phone and email (spec section 1: "if login
 * fails the user is told to contact the shop"). The bot-protection check joins the form once the API
 * asks for it (several failed sign-ins of the email: docs/adr/0040-sign-in-protection.md).
 */
export function SignInForm({
  failure,
  social,
}: {
  failure: SignInFailure | null;
  /** The social sign-in buttons, under the form. */
  social?: React.ReactNode;
}) {
  const t = useT();
  const path = useRoutePath();
  const navigation = useNavigation();
  // The check only once the API asked for it after failed sign-ins (ADR 0040), then on every submit.
  const protect = useBotProtection(failure?.botCheck ? 'login' : undefined);
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'sign-in';
  const loginOnly = useShop().channel.requiresLogin;
  return (
    <section className={styles.card} aria-labelledby="sign-in-title">
      <h1 id="sign-in-title" className={styles.title}>
        {t('auth.signIn.title')}
      </h1>
      {failure && !failure.fieldErrors.email && !failure.fieldErrors.password && (
        <p className={styles.banner} role="alert" data-testid="sign-in-error">
          {failure.message ? <ServerText message={failure.message} /> : t('auth.signIn.failed')}
        </p>
      )}
      {failure && loginOnly && <ShopContact testId="sign-in-contact" />}
      <Form method="post" className={styles.form} noValidate onSubmit={protect.onSubmit}>
        <input type="hidden" name="intent" value="sign-in" />
        <AuthField
          name="email"
          type="email"
          label={t('auth.signIn.email')}
          autoComplete="email"
          defaultValue={failure?.email}
          error={failure?.fieldErrors.email}
        />
        <AuthField
          name="password"
          type="password"
          label={t('auth.signIn.password')}
          autoComplete="current-password"
          error={failure?.fieldErrors.password}
        />
        <button type="submit" className={styles.submit} disabled={busy} data-testid="sign-in-submit">
          {t('auth.signIn.submit')}
        </button>
        {protect.fields}
      </Form>
      <p className={styles.links}>
        <Link to={path('RESET_PASSWORD')}>{t('auth.signIn.forgotPassword')}</Link>
      </p>
      {social}
    </section>
  );
}
