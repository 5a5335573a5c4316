import { Form, useNavigation } from 'react-router';
import type { AccountFormResult } from '~/data/account-forms.server.ts';
import { ServerText } from '~/components/ui/server-text.tsx';
import { useT } from '~/i18n/use-t.ts';
import { useCountryRules } from '../ui/use-country-rules.ts';
import { AuthField } from './auth-field.tsx';
import styles from './auth-page.module.css';
import { ShopContact } from './shop-contact.tsx';
import { CountryField } from './sign-up-form.tsx';

/**
 * The business shop's offer to a retail customer signed in there (issue 18): the company's name, code,
 * VAT number and address ask the shop for business access; every field's problem shows at once (the API's
 * 422 lists them). Once sent, the account waits for the shop's approval, with the shop's phone and email.
 */
export function BusinessAccessForm({
  pending,
  result,
  defaults,
}: {
  /** The request is sent and waits for the shop. */
  pending: boolean;
  result: AccountFormResult | undefined;
  /** The customer's own company data, if the account has any. */
  defaults: Record<string, string | undefined>;
}) {
  const t = useT();
  const navigation = useNavigation();
  const rules = useCountryRules();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'business-access';
  const failure = result && !result.ok ? result : null;
  const errors = failure?.fieldErrors ?? {};
  if (pending || result?.ok) {
    return (
      <section className={styles.card} aria-labelledby="business-access-title">
        <h1 id="business-access-title" className={styles.title}>
          {t('auth.businessAccess.title')}
        </h1>
        <p className={styles.success} role="status" data-testid="business-access-pending">
          {t('auth.businessAccess.pending')}
        </p>
        <ShopContact testId="business-access-contact" />
      </section>
    );
  }
  const field = (name: string, type: string, autoComplete: string) => (
    <AuthField
      name={name}
      type={type}
      label={t(`auth.signUp.fields.${name}`)}
      autoComplete={autoComplete}
      error={rules.errorOf(name, errors[name])}
      defaultValue={failure ? undefined : defaults[name]}
      required
    />
  );
  return (
    <section className={styles.card} aria-labelledby="business-access-title">
      <h1 id="business-access-title" className={styles.title}>
        {t('auth.businessAccess.title')}
      </h1>
      <p className={styles.lead}>{t('auth.businessAccess.lead')}</p>
      {failure && Object.keys(errors).length === 0 && (
        <p className={styles.banner} role="alert" data-testid="auth-form-error">
          {failure.message ? <ServerText message={failure.message} /> : t('auth.signUp.failed')}
        </p>
      )}
      <Form
        method="post"
        className={styles.form}
        noValidate
        onBlur={rules.onBlur}
        data-testid="business-access-form"
      >
        <input type="hidden" name="intent" value="business-access" />
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('auth.signUp.companyTitle')}</legend>
          {field('companyName', 'text', 'organization')}
          {field('companyCode', 'text', 'off')}
          {field('vatNumber', 'text', 'off')}
          <CountryField
            label={t('auth.signUp.fields.countryCode')}
            error={errors.countryCode}
            defaultValue={defaults.countryCode}
          />
          {field('city', 'text', 'address-level2')}
          {field('street', 'text', 'address-line1')}
          {field('houseNumber', 'text', 'off')}
          {field('postCode', 'text', 'postal-code')}
        </fieldset>
        <button type="submit" className={styles.submit} disabled={busy} data-testid="business-access-submit">
          {t('auth.businessAccess.submit')}
        </button>
      </Form>
      <ShopContact testId="business-access-contact" />
    </section>
  );
}
