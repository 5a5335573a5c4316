import { useId, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import type { AccountFormResult } from '~/data/account-forms.server.ts';
import type { SignUpPrefill } from '~/data/sign-up-prefill.server.ts';
import { ServerText } from '~/components/ui/server-text.tsx';
import { useT } from '~/i18n/use-t.ts';
import { useShop } from '~/lib/shop-context.tsx';
import { useBotProtection } from '../bot-protection/use-bot-protection.tsx';
import { CountryOptions } from '../ui/country-options.tsx';
import { useCountryRules } from '../ui/use-country-rules.ts';
import { AuthField } from './auth-field.tsx';
import styles from './auth-page.module.css';
import { ShopContact } from './shop-contact.tsx';

/** The company's country: a select of the shop's countries, its server error tied to it. */
export function CountryField({
  label,
  error,
  defaultValue = 'LT',
}: {
  label: string;
  error?: string;
  defaultValue?: string;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        id={id}
        name="countryCode"
        className={styles.input}
        autoComplete="country"
        defaultValue={defaultValue}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        data-testid="auth-countryCode"
      >
        <CountryOptions />
      </select>
      {error && (
        <p id={`${id}-error`} className={styles.fieldError}>
          <ServerText message={error} />
        </p>
      )}
    </div>
  );
}

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
 * On a login-only channel (b2b, spec sections 5 and 6) every account is a company's: the company's name,
 * code, VAT number and address are always asked for, and success says the shop approves the account
 * before it can sign in, with the shop's phone and email.
 */
export function SignUpForm({
  result,
  prefill = null,
  social,
}: {
  result: AccountFormResult | undefined;
  /** After a guest checkout: the order's name, email, phone, address and company data. */
  prefill?: SignUpPrefill | null;
  /** The social sign-in buttons (signing in with a provider makes the account too). */
  social?: React.ReactNode;
}) {
  const t = useT();
  const navigation = useNavigation();
  const protect = useBotProtection('register');
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'sign-up';
  const failure = result && !result.ok ? result : null;
  const errors = failure?.fieldErrors ?? {};
  const companiesOnly = useShop().channel.requiresLogin;
  const filled = prefill?.values ?? {};
  const [isCompany, setIsCompany] = useState(Boolean(filled.companyName));
  const rules = useCountryRules();
  if (result?.ok) {
    return (
      <section className={styles.card} aria-labelledby="sign-up-title">
        <h1 id="sign-up-title" className={styles.title}>
          {t('auth.signUp.title')}
        </h1>
        <p className={styles.success} role="status" data-testid="auth-form-done">
          {t(companiesOnly ? 'auth.signUp.pendingApproval' : 'auth.signUp.done')}
        </p>
        {companiesOnly && <ShopContact />}
      </section>
    );
  }
  const field = (name: string, type: string, autoComplete: string, required = false) => (
    <AuthField
      name={name}
      type={type}
      label={t(`auth.signUp.fields.${name}`)}
      autoComplete={autoComplete}
      error={rules.errorOf(name, errors[name])}
      defaultValue={filled[name]}
      required={required}
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
      {prefill && (
        <p className={styles.lead} data-testid="auth-prefilled">
          {t('auth.signUp.fromOrder', { number: prefill.orderNumber })}
        </p>
      )}
      <Form
        method="post"
        className={styles.form}
        noValidate
        onSubmit={protect.onSubmit}
        onBlur={rules.onBlur}
      >
        <input type="hidden" name="intent" value="sign-up" />
        {field('firstName', 'text', 'given-name')}
        {field('lastName', 'text', 'family-name')}
        {field('email', 'email', 'email')}
        {field('phoneNumber', 'tel', 'tel')}
        {field('password', 'password', 'new-password')}
        {field('repeatPassword', 'password', 'new-password')}
        {companiesOnly ? (
          <fieldset className={styles.fieldset} data-testid="auth-company-fields">
            <legend className={styles.legend}>{t('auth.signUp.companyTitle')}</legend>
            <input type="hidden" name="isCompany" value="true" />
            {field('companyName', 'text', 'organization', true)}
            {field('companyCode', 'text', 'off', true)}
            {field('vatNumber', 'text', 'off', true)}
            <CountryField
              label={t('auth.signUp.fields.countryCode')}
              error={errors.countryCode}
              defaultValue={filled.countryCode}
            />
            {field('city', 'text', 'address-level2', true)}
            {field('street', 'text', 'address-line1', true)}
            {field('houseNumber', 'text', 'off', true)}
            {field('postCode', 'text', 'postal-code', true)}
          </fieldset>
        ) : (
          <>
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
            {filled.countryCode && (
              <fieldset className={styles.fieldset} data-testid="auth-address-fields">
                <legend className={styles.legend}>{t('auth.signUp.addressTitle')}</legend>
                <CountryField
                  label={t('auth.signUp.fields.countryCode')}
                  error={errors.countryCode}
                  defaultValue={filled.countryCode}
                />
                {field('city', 'text', 'address-level2')}
                {field('street', 'text', 'address-line1')}
                {field('houseNumber', 'text', 'off')}
                {field('flatNumber', 'text', 'off')}
                {field('postCode', 'text', 'postal-code')}
              </fieldset>
            )}
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
