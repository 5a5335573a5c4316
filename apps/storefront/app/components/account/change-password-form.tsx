import { Form, useNavigation } from 'react-router';
import type { AccountFormResult } from '~/data/account-forms.server.ts';
import { useT } from '~/i18n/use-t.ts';
import { cx } from '../class-names.ts';
import { FormField } from '../ui/form-field.tsx';
import formStyles from '../ui/form.module.css';
import { AccountFormStatus, useFieldError } from './account-form-status.tsx';
import styles from './account-forms.module.css';

/** Change password: the current one, then the new one twice (spec section 5's password rules). */
export function ChangePasswordForm({ result }: { result: AccountFormResult | undefined }) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'change-password';
  const errorOf = useFieldError(result);
  const field = (name: string, autoComplete: string) => (
    <FormField
      name={name}
      testPrefix="password"
      type="password"
      label={t(`account.password.${name}`)}
      autoComplete={autoComplete}
      error={errorOf(name)}
    />
  );
  return (
    // A successful change empties the fields: the form is mounted anew.
    <Form
      method="post"
      className={cx(styles.form, styles.narrow)}
      noValidate
      key={result?.ok ? 'changed' : 'form'}
    >
      <input type="hidden" name="intent" value="change-password" />
      <AccountFormStatus
        result={result}
        done={t('account.password.done')}
        failed={t('account.password.failed')}
      />
      <p className={formStyles.note}>{t('account.password.rules')}</p>
      {field('currentPassword', 'current-password')}
      {field('newPassword', 'new-password')}
      {field('confirmNewPassword', 'new-password')}
      <button type="submit" className={formStyles.submit} disabled={busy} data-testid="password-submit">
        {t('account.password.submit')}
      </button>
    </Form>
  );
}
