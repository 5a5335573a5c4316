import type { AddressBookEntry } from '@shop/contracts';
import { useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import type { AccountFormResult } from '~/data/account-forms.server.ts';
import { useT } from '~/i18n/use-t.ts';
import { useRoutePath } from '~/routing/links.ts';
import { CountryOptions } from '../ui/country-options.tsx';
import { FormField, SelectField } from '../ui/form-field.tsx';
import formStyles from '../ui/form.module.css';
import { useCountryRules } from '../ui/use-country-rules.ts';
import { AccountFormStatus, useFieldError } from './account-form-status.tsx';
import styles from './account-forms.module.css';

type AddressField = Exclude<keyof AddressBookEntry, 'id' | 'isDefault'>;

/** A delivery address, new (`address` null) or to edit: contact, street address, optional company data. */
export function AddressForm({
  address,
  result,
}: {
  address: AddressBookEntry | null;
  result: AccountFormResult | undefined;
}) {
  const t = useT();
  const path = useRoutePath();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'save-address';
  const serverError = useFieldError(result);
  // Phone, post code and VAT number are checked in the browser too, with the API's validators.
  const rules = useCountryRules();
  const errorOf = (name: string) => rules.errorOf(name, serverError(name));
  const [withCompany, setWithCompany] = useState(Boolean(address?.companyName || address?.companyCode));
  const field = (
    name: AddressField,
    options: { type?: string; autoComplete?: string; wide?: boolean } = {},
  ) => (
    <FormField
      name={name}
      testPrefix="address"
      label={t(`account.addresses.fields.${name}`)}
      type={options.type ?? 'text'}
      autoComplete={options.autoComplete ?? 'off'}
      defaultValue={address?.[name] ?? ''}
      error={errorOf(name)}
      wide={options.wide}
    />
  );
  return (
    <Form method="post" className={styles.form} noValidate onBlur={rules.onBlur}>
      <input type="hidden" name="intent" value="save-address" />
      <AccountFormStatus
        result={result && !result.ok ? result : undefined}
        done=""
        failed={t('account.addresses.failed')}
      />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('account.addresses.contact')}</legend>
        <div className={formStyles.grid}>
          {field('firstName', { autoComplete: 'given-name' })}
          {field('lastName', { autoComplete: 'family-name' })}
          {field('phoneNumber', { type: 'tel', autoComplete: 'tel' })}
          <SelectField
            name="countryCode"
            testPrefix="address"
            label={t('account.addresses.fields.countryCode')}
            defaultValue={address?.countryCode ?? 'LT'}
            autoComplete="country"
            error={errorOf('countryCode')}
          >
            <CountryOptions />
          </SelectField>
          {field('city', { autoComplete: 'address-level2' })}
          {field('street', { autoComplete: 'address-line1' })}
          {field('houseNumber')}
          {field('apartmentNumber')}
          {field('postCode', { autoComplete: 'postal-code' })}
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('account.addresses.company')}</legend>
        <label className={formStyles.checkbox}>
          <input
            type="checkbox"
            checked={withCompany}
            onChange={(event) => setWithCompany(event.target.checked)}
            data-testid="address-withCompany"
          />
          <span>{t('account.addresses.withCompany')}</span>
        </label>
        {withCompany && (
          <div className={formStyles.grid}>
            {field('companyName', { autoComplete: 'organization', wide: true })}
            {field('companyCode')}
            {field('vatNumber')}
          </div>
        )}
      </fieldset>
      {!address?.isDefault && (
        <label className={formStyles.checkbox}>
          <input type="checkbox" name="isDefault" data-testid="address-isDefault" />
          <span>{t('account.addresses.makeDefault')}</span>
        </label>
      )}
      <div className={styles.actions}>
        <button type="submit" className={formStyles.submit} disabled={busy} data-testid="address-submit">
          {t('account.addresses.save')}
        </button>
        <Link to={path('ACCOUNT_ADDRESSES')} className={styles.cancel}>
          {t('account.addresses.cancel')}
        </Link>
      </div>
    </Form>
  );
}
