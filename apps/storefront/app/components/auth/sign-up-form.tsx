import { useId, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import type { AccountFormResult } from '~/data/account-forms.server.ts';
import { ServerText } from '~/components/ui/server-text.tsx';
import { useT } from '~/i18n/use-t.ts';
import { useBotProtection } from '../bot-protection/use-bot-protection.tsx';
import { AuthField } from './auth-field.tsx';
import styles from './auth-page.module.css';

function Consent({ name, label, error }: { name: string; label: string; error?: string }) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label className={styles.check} htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          name={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          data-testid={`auth-${name}`}
        />
        <span>{label}</span>
      </label>
      {error && (
        <p id={`${id}-error`} className={styles.fieldError}>
          <ServerText message={error} />
        </p>
      )}
    </div>
  );
}

/**
 * Sign up (spec section 3 "Registration"): name, email, phone, password twice, company details for a
 * company, newsletter, and the privacy, terms (required) and loyalty rules (optional) consents. Every
 * refusal shows under its field; success asks the shopper to activate the account from the email.
 */
export function SignUpForm({
  result,
  social,
}: {
  result: AccountFormResult | undefined;
  /** The social sign-in buttons (signing in with a provider makes the account too). */
  social?: React.ReactNode;
}) {
  const t = useT();
  const navigation = useNavigation();
  const protect = useBotProtection('register');
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'sign-up';
  const failure = result && !result.ok ? result : null;
  const errors = failure?.fieldErrors ?? {};
  const [isCompany, setIsCompany] = useState(false);
  if (result?.ok) {
    return (
      <section className={styles.card} aria-labelledby="sign-up-title">
        <h1 id="sign-up-title" className={styles.title}>
          {t('auth.signUp.title')}
        </h1>
        <p className={styles.success} role="status" data-testid="auth-form-done">
          {t('auth.signUp.done')}
        </p>
      </section>
    );
  }
  const field = (name: string, type: string, autoComplete: string) => (
    <AuthField
      name={name}
      type={type}
      label={t(`auth.signUp.fields.${name}`)}
      autoComplete={autoComplete}
      error={errors[name]}
    />
  );
  return (
    <section className={styles.card} aria-labelledby="sign-up-title">
      <h1 id="sign-up-title" className={styles.title}>
        {t('auth.signUp.title')}
      </h1>
      {failure && Object.keys(errors).length === 0 && (
        <p className={styles.banner} role="alert" data-testid="auth-form-error">
          {failure.message ? <ServerText message={failure.message} /> : t('auth.signUp.failed')}
        </p>
      )}
      <Form method="post" className={styles.form} noValidate onSubmit={protect.onSubmit}>
        <input type="hidden" name="intent" value="sign-up" />
        {field('firstName', 'text', 'given-name')}
        {field('lastName', 'text', 'family-name')}
        {field('email', 'email', 'email')}
        {field('phoneNumber', 'tel', 'tel')}
        {field('password', 'password', 'new-password')}
        {field('repeatPassword', 'password', 'new-password')}
        <label className={styles.check}>
          <input
            type="checkbox"
            name="isCompany"
            checked={isCompany}
            onChange={(event) => setIsCompany(event.target.checked)}
            data-testid="auth-isCompany"
          />
          <span>{t('auth.signUp.fields.isCompany')}</span>
        </label>
        {isCompany && (
          <>
            {field('companyName', 'text', 'organization')}
            {field('companyCode', 'text', 'off')}
            {field('vatNumber', 'text', 'off')}
          </>
        )}
        <Consent name="subscribedToNewsletter" label={t('auth.signUp.fields.subscribedToNewsletter')} />
        <Consent
          name="privacyPolicyAccepted"
          label={t('auth.signUp.fields.privacyPolicyAccepted')}
          error={errors.privacyPolicyAccepted}
        />
        <Consent
          name="termsAndConditionsAccepted"
          label={t('auth.signUp.fields.termsAndConditionsAccepted')}
          error={errors.termsAndConditionsAccepted}
        />
        <Consent name="loyaltyRulesAccepted" label={t('auth.signUp.fields.loyaltyRulesAccepted')} />
        <button type="submit" className={styles.submit} disabled={busy} data-testid="auth-submit">
          {t('auth.signUp.submit')}
        </button>
        {protect.fields}
      </Form>
      {social}
    </section>
  );
}
