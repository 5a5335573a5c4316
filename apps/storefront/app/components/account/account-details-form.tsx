import { GENDERS, type Customer } from '@shop/contracts';
import { useState } from 'react';
import { Form, useNavigation } from 'react-router';
import type { AccountFormResult } from '~/data/account-forms.server.ts';
import { useT } from '~/i18n/use-t.ts';
import { cx } from '../class-names.ts';
import { CountryOptions } from '../ui/country-options.tsx';
import { FormField, SelectField } from '../ui/form-field.tsx';
import formStyles from '../ui/form.module.css';
import { useCountryRules } from '../ui/use-country-rules.ts';
import { AccountFormStatus, useFieldError } from './account-form-status.tsx';
import styles from './account-forms.module.css';

/**
 * The account details form (spec section 3 "Account details"): name, phone, birthday, gender, the
 * profile address, company data for a company, and the newsletter and SMS offers. The email is shown,
 * not edited: it is the sign-in name.
 */
export function AccountDetailsForm({
  customer,
  result,
}: {
  customer: Customer;
  result: AccountFormResult | undefined;
}) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'save-details';
  const serverError = useFieldError(result);
  // Phone, post code and VAT number are checked in the browser too, with the API's validators.
  const rules = useCountryRules();
  const errorOf = (name: string) => rules.errorOf(name, serverError(name));
  const [isCompany, setIsCompany] = useState(customer.isCompany);
  const field = (
    name: keyof Customer & string,
    options: { type?: string; autoComplete?: string; wide?: boolean } = {},
  ) => (
    <FormField
      name={name}
      testPrefix="details"
      label={t(`account.details.fields.${name}`)}
      type={options.type ?? 'text'}
      autoComplete={options.autoComplete ?? 'off'}
      defaultValue={String(customer[name] ?? '')}
      error={errorOf(name)}
      wide={options.wide}
    />
  );
  return (
    <Form method="post" className={styles.form} noValidate onBlur={rules.onBlur}>
      <input type="hidden" name="intent" value="save-details" />
      <AccountFormStatus
        result={result}
        done={t('account.details.saved')}
        failed={t('account.details.failed')}
      />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('account.details.personal')}</legend>
        <div className={formStyles.grid}>
          {field('firstName', { autoComplete: 'given-name' })}
          {field('lastName', { autoComplete: 'family-name' })}
          <FormField
            name="email"
            testPrefix="details"
            label={t('account.details.fields.email')}
            type="email"
            value={customer.email}
            readOnly
            aria-readonly
          />
          {field('phoneNumber', { type: 'tel', autoComplete: 'tel' })}
          {field('birthday', { type: 'date', autoComplete: 'bday' })}
          <SelectField
            name="gender"
            testPrefix="details"
            label={t('account.details.fields.gender')}
            defaultValue={customer.gender}
            error={errorOf('gender')}
          >
            {GENDERS.map((gender) => (
              <option key={gender} value={gender}>
                {t(`account.details.gender.${gender}`)}
              </option>
            ))}
          </SelectField>
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('account.details.address')}</legend>
        <div className={formStyles.grid}>
          <SelectField
            name="countryCode"
            testPrefix="details"
            label={t('account.details.fields.countryCode')}
            defaultValue={customer.countryCode ?? 'LT'}
            autoComplete="country"
            error={errorOf('countryCode')}
          >
            <CountryOptions />
          </SelectField>
          {field('city', { autoComplete: 'address-level2' })}
          {field('street', { autoComplete: 'address-line1' })}
          {field('houseNumber')}
          {field('flatNumber')}
          {field('postCode', { autoComplete: 'postal-code' })}
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('account.details.company')}</legend>
        <label className={formStyles.checkbox}>
          <input
            type="checkbox"
            name="isCompany"
            checked={isCompany}
            onChange={(event) => setIsCompany(event.target.checked)}
            data-testid="details-isCompany"
          />
          <span>{t('account.details.fields.isCompany')}</span>
        </label>
        {isCompany && (
          <div className={formStyles.grid}>
            {field('companyName', { autoComplete: 'organization', wide: true })}
            {field('companyCode')}
            {field('vatNumber')}
          </div>
        )}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('account.details.offers')}</legend>
        {(['subscribedToNewsletter', 'subscribedToSmsOffers'] as const).map((name) => (
          <label key={name} className={formStyles.checkbox}>
            <input
              type="checkbox"
              name={name}
              defaultChecked={customer[name]}
              data-testid={`details-${name}`}
            />
            <span>{t(`account.details.fields.${name}`)}</span>
          </label>
        ))}
      </fieldset>
      <button type="submit" className={cx(formStyles.submit)} disabled={busy} data-testid="details-submit">
        {t('account.details.submit')}
      </button>
    </Form>
  );
}
