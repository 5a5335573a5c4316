import { Form, Link, useNavigation } from 'react-router';
import type { AccountFormResult } from '~/data/account-forms.server.ts';
import type { EmailVerificationStep, SocialEmailResult } from '~/data/social-sign-in.server.ts';
import { useT } from '~/i18n/use-t.ts';
import { useShop } from '~/lib/shop-context.tsx';
import { useRoutePath } from '~/routing/links.ts';
import { resourcePath } from '~/routing/resource-routes.ts';
import { AuthField } from './auth-field.tsx';
import styles from './auth-page.module.css';

function useBusy(intent: string): boolean {
  const navigation = useNavigation();
  return navigation.state !== 'idle' && navigation.formData?.get('intent') === intent;
}

/**
 * /auth/email-verification (spec sections 2 and 8): the step of a social sign-in that needs an email.
 * `email`: the provider gave none, the shopper types it and the sign-in is tried again with it.
 * `verify`: the activation link was mailed (423); it can be sent again, and after opening it the shopper
 * signs in with the same provider. Without a social sign-in under way: a way back to sign in.
 */
export function EmailVerification({
  step,
  email,
  resend,
}: {
  step: EmailVerificationStep;
  email: SocialEmailResult | undefined;
  resend: AccountFormResult | undefined;
}) {
  const t = useT();
  const path = useRoutePath();
  const { locale, defaultLocale } = useShop();
  const sendingEmail = useBusy('social-email');
  const resending = useBusy('resend');
  const provider = step.step === 'none' ? '' : t(`auth.social.${step.provider}Name`);
  const again =
    step.step === 'none'
      ? null
      : resourcePath('SOCIAL_SIGN_IN_START', locale, defaultLocale).replace(':provider', step.provider);
  return (
    <section className={styles.card} aria-labelledby="email-verification-title">
      <h1 id="email-verification-title" className={styles.title}>
        {t('auth.emailVerification.title')}
      </h1>
      {step.step === 'none' && (
        <>
          <p className={styles.lead}>{t('auth.emailVerification.nothing')}</p>
          <Link to={path('AUTH')} className={styles.submitLink}>
            {t('auth.signIn.submit')}
          </Link>
        </>
      )}
      {step.step === 'email' && (
        <>
          <p className={styles.lead}>{t('auth.emailVerification.askEmail', { provider })}</p>
          {email?.message && (
            <p className={styles.banner} role="alert" data-testid="email-verification-error">
              {t(`auth.social.errors.${email.message}`)}
            </p>
          )}
          <Form method="post" className={styles.form} noValidate>
            <input type="hidden" name="intent" value="social-email" />
            <AuthField
              name="email"
              type="email"
              label={t('auth.signIn.email')}
              autoComplete="email"
              error={email?.fieldError ?? undefined}
            />
            <button
              type="submit"
              className={styles.submit}
              disabled={sendingEmail}
              data-testid="email-verification-submit"
            >
              {t('auth.emailVerification.continue')}
            </button>
          </Form>
        </>
      )}
      {step.step === 'verify' && (
        <>
          <p className={styles.success} role="status" data-testid="email-verification-sent">
            {t('auth.emailVerification.sent')}
          </p>
          <p className={styles.lead}>{t('auth.emailVerification.thenSignIn', { provider })}</p>
          {again && (
            <a
              href={again}
              className={styles.submitLink}
              rel="nofollow"
              data-testid="email-verification-again"
            >
              {t('auth.emailVerification.signInAgain', { provider })}
            </a>
          )}
          {resend?.ok ? (
            <p className={styles.success} role="status">
              {t('auth.verify.resent')}
            </p>
          ) : (
            <Form method="post" className={styles.form} noValidate>
              <input type="hidden" name="intent" value="resend" />
              {resend && !resend.ok && Object.keys(resend.fieldErrors).length === 0 && (
                <p className={styles.banner} role="alert">
                  {t('auth.verify.resendFailed')}
                </p>
              )}
              <AuthField
                name="email"
                type="email"
                label={t('auth.signIn.email')}
                autoComplete="email"
                defaultValue={step.email ?? undefined}
                error={resend && !resend.ok ? resend.fieldErrors.email : undefined}
              />
              <button
                type="submit"
                className={styles.secondary}
                disabled={resending}
                data-testid="email-verification-resend"
              >
                {t('auth.verify.resend')}
              </button>
            </Form>
          )}
        </>
      )}
    </section>
  );
}
