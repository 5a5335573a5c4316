import { Form, Link, useNavigation } from 'react-router';
import type { AccountFormResult } from '~/data/account-forms.server.ts';
import { ServerText } from '~/components/ui/server-text.tsx';
import { useT } from '~/i18n/use-t.ts';
import { useRoutePath } from '~/routing/links.ts';
import type { BotProtectionAction } from '@shop/contracts/constants';
import { useBotProtection } from '../bot-protection/use-bot-protection.tsx';
import { AuthField } from './auth-field.tsx';
import styles from './auth-page.module.css';

type Failure = Extract<AccountFormResult, { ok: false }>;

function FormError({ failure, fallback }: { failure: Failure | null; fallback: string }) {
  if (!failure || Object.keys(failure.fieldErrors).length > 0) return null;
  return (
    <p className={styles.banner} role="alert" data-testid="auth-form-error">
      {failure.message ? <ServerText message={failure.message} /> : fallback}
    </p>
  );
}

function Done({ children }: { children: React.ReactNode }) {
  return (
    <p className={styles.success} role="status" data-testid="auth-form-done">
      {children}
    </p>
  );
}

function useBusy(intent: string): boolean {
  const navigation = useNavigation();
  return navigation.state !== 'idle' && navigation.formData?.get('intent') === intent;
}

/** A form of one email field (the reset request, the activation resend). */
function EmailForm({
  intent,
  error,
  submit,
  botProtection,
}: {
  intent: string;
  error?: string;
  submit: string;
  botProtection?: BotProtectionAction;
}) {
  const t = useT();
  const protect = useBotProtection(botProtection);
  const busy = useBusy(intent);
  return (
    <Form method="post" className={styles.form} noValidate onSubmit={protect.onSubmit}>
      <input type="hidden" name="intent" value={intent} />
      <AuthField
        name="email"
        type="email"
        label={t('auth.signIn.email')}
        autoComplete="email"
        error={error}
      />
      <button type="submit" className={styles.submit} disabled={busy} data-testid="auth-submit">
        {submit}
      </button>
      {protect.fields}
    </Form>
  );
}

/** /reset-password (spec section 4): the email; the same answer whether or not it is registered. */
export function ResetPasswordRequest({ result }: { result: AccountFormResult | undefined }) {
  const t = useT();
  const failure = result && !result.ok ? result : null;
  return (
    <section className={styles.card} aria-labelledby="reset-title">
      <h1 id="reset-title" className={styles.title}>
        {t('auth.reset.title')}
      </h1>
      {result?.ok ? (
        <Done>{t('auth.reset.sent')}</Done>
      ) : (
        <>
          <p className={styles.lead}>{t('auth.reset.lead')}</p>
          <FormError failure={failure} fallback={t('auth.reset.failed')} />
          <EmailForm
            intent="reset-request"
            botProtection="reset"
            error={failure?.fieldErrors.email}
            submit={t('auth.reset.submit')}
          />
        </>
      )}
    </section>
  );
}

/** /reset-password/{token}: the new password twice (spec section 5 rules), then on to sign in. */
export function NewPasswordForm({ result }: { result: AccountFormResult | undefined }) {
  const t = useT();
  const path = useRoutePath();
  const busy = useBusy('new-password');
  const failure = result && !result.ok ? result : null;
  if (result?.ok) {
    return (
      <section className={styles.card} aria-labelledby="new-password-title">
        <h1 id="new-password-title" className={styles.title}>
          {t('auth.newPassword.title')}
        </h1>
        <Done>{t('auth.newPassword.done')}</Done>
        <Link to={path('AUTH')} className={styles.submitLink}>
          {t('auth.signIn.submit')}
        </Link>
      </section>
    );
  }
  return (
    <section className={styles.card} aria-labelledby="new-password-title">
      <h1 id="new-password-title" className={styles.title}>
        {t('auth.newPassword.title')}
      </h1>
      <FormError failure={failure} fallback={t('auth.reset.failed')} />
      {failure?.message && (
        <Link to={path('RESET_PASSWORD')} data-testid="auth-new-link">
          {t('auth.newPassword.askAgain')}
        </Link>
      )}
      <Form method="post" className={styles.form} noValidate>
        <input type="hidden" name="intent" value="new-password" />
        <AuthField
          name="newPassword"
          type="password"
          label={t('auth.newPassword.password')}
          autoComplete="new-password"
          error={failure?.fieldErrors.newPassword}
        />
        <AuthField
          name="confirmNewPassword"
          type="password"
          label={t('auth.newPassword.confirm')}
          autoComplete="new-password"
          error={failure?.fieldErrors.confirmNewPassword}
        />
        <button type="submit" className={styles.submit} disabled={busy} data-testid="auth-submit">
          {t('auth.newPassword.submit')}
        </button>
      </Form>
    </section>
  );
}

/**
 * /verify-account (spec section 4, account activation): the emailed link's result, and when it did not
 * work, a form that sends a new activation link.
 */
/**
 * The activation page: the result of the emailed link, or (opened without a link's token, `verified`
 * null) what to do: open the mail, ask for a new one, or sign in.
 */
export function VerifyAccount({
  verified,
  resend,
}: {
  verified: AccountFormResult | null;
  resend: AccountFormResult | undefined;
}) {
  const t = useT();
  const path = useRoutePath();
  const failure = resend && !resend.ok ? resend : null;
  return (
    <section className={styles.card} aria-labelledby="verify-title">
      <h1 id="verify-title" className={styles.title}>
        {t('auth.verify.title')}
      </h1>
      {verified?.ok ? (
        <>
          <Done>{t('auth.verify.done')}</Done>
          <Link to={path('AUTH')} className={styles.submitLink}>
            {t('auth.signIn.submit')}
          </Link>
        </>
      ) : resend?.ok ? (
        <Done>{t('auth.verify.resent')}</Done>
      ) : verified === null ? (
        <>
          <p className={styles.lead} data-testid="verify-check-mailbox">
            {t('auth.verify.checkMailbox')}
          </p>
          <p className={styles.lead}>{t('auth.verify.noMail')}</p>
          {failure && Object.keys(failure.fieldErrors).length === 0 && (
            <p className={styles.banner} role="alert">
              {t('auth.verify.resendFailed')}
            </p>
          )}
          <EmailForm intent="resend" error={failure?.fieldErrors.email} submit={t('auth.verify.resend')} />
          <p className={styles.lead}>
            {t('auth.verify.alreadyActive')}{' '}
            <Link to={path('AUTH')} data-testid="verify-sign-in">
              {t('auth.signIn.submit')}
            </Link>
          </p>
        </>
      ) : (
        <>
          <p className={styles.banner} role="alert" data-testid="auth-form-error">
            {verified.message ? <ServerText message={verified.message} /> : t('auth.verify.failed')}
          </p>
          <p className={styles.lead}>{t('auth.verify.resendLead')}</p>
          {failure && Object.keys(failure.fieldErrors).length === 0 && (
            <p className={styles.banner} role="alert">
              {t('auth.verify.resendFailed')}
            </p>
          )}
          <EmailForm intent="resend" error={failure?.fieldErrors.email} submit={t('auth.verify.resend')} />
        </>
      )}
    </section>
  );
}
