import { KNOWN_LOCALES, type LocaleCode } from '@shop/locale';
import {
  createContext,
  useContext,
  useId,
  type ReactNode,
  type TextareaHTMLAttributes,
  type InputHTMLAttributes,
} from 'react';
import { Link, useLocation } from 'react-router';
import { AdminMessage } from '~/components/admin/admin-ui.tsx';
import { cx } from '~/components/class-names.ts';
import formStyles from '~/components/ui/form.module.css';
import type { TaxonomyFormResult } from '~/data/admin-taxonomy-forms.ts';
import { useT } from '~/i18n/use-t.ts';
import { localiseTaxonomyMessage } from './taxonomy-messages.ts';
import styles from './taxonomy.module.css';

export { styles as taxonomyStyles, formStyles };

/** The answer of this form's last submission, when it was this form that answered. */
const FormStateContext = createContext<TaxonomyFormResult | null>(null);

/** Fields inside read the answer of `form` (errors, and what was typed when refused). */
export function FormState({
  form,
  result,
  children,
}: {
  form: string;
  result: TaxonomyFormResult | null | undefined;
  children: ReactNode;
}) {
  const own = result && result.form === form ? result : null;
  return <FormStateContext.Provider value={own}>{children}</FormStateContext.Provider>;
}

/** A field's error (localised) and starting value: what was typed when the form was refused, else saved. */
export function useField(name: string, saved: string | null | undefined) {
  const t = useT();
  const state = useContext(FormStateContext);
  const typed = state && !state.ok ? state.values[name] : undefined;
  const error = state?.errors[name];
  return {
    defaultValue: typeof typed === 'string' ? typed : (saved ?? ''),
    error: error ? localiseTaxonomyMessage(t, error) : undefined,
  };
}

/** Whether a checkbox starts ticked: as submitted when the form was refused, else as saved. */
export function useChecked(name: string, saved: boolean, value = 'on'): boolean {
  const state = useContext(FormStateContext);
  if (!state || state.ok) return saved;
  const typed = state.values[name];
  return Array.isArray(typed) ? typed.includes(value) : typed === value;
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'defaultValue'>;

/** A labelled input with its hint and its error tied to it (aria-describedby), the error at once. */
export function TextField({
  name,
  label,
  saved,
  hint,
  ...input
}: InputProps & { name: string; label: string; saved?: string | number | null; hint?: string }) {
  const id = useId();
  const field = useField(name, saved === null || saved === undefined ? saved : String(saved));
  const describedBy = [hint && `${id}-hint`, field.error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={cx(formStyles.field, styles.field)}>
      <label htmlFor={id} className={formStyles.label}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        defaultValue={field.defaultValue}
        className={formStyles.input}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={describedBy || undefined}
        data-testid={`admin-taxonomy-${name}`}
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className={formStyles.note}>
          {hint}
        </p>
      )}
      {field.error && (
        <p id={`${id}-error`} className={formStyles.fieldError} data-testid={`admin-taxonomy-${name}-error`}>
          {field.error}
        </p>
      )}
    </div>
  );
}

export function TextAreaField({
  name,
  label,
  saved,
  ...textarea
}: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'defaultValue'> & {
  name: string;
  label: string;
  saved?: string | null;
}) {
  const id = useId();
  const field = useField(name, saved);
  return (
    <div className={cx(formStyles.field, styles.field)}>
      <label htmlFor={id} className={formStyles.label}>
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        defaultValue={field.defaultValue}
        className={cx(formStyles.input, formStyles.textarea)}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={field.error ? `${id}-error` : undefined}
        data-testid={`admin-taxonomy-${name}`}
        {...textarea}
      />
      {field.error && (
        <p id={`${id}-error`} className={formStyles.fieldError} data-testid={`admin-taxonomy-${name}-error`}>
          {field.error}
        </p>
      )}
    </div>
  );
}

export function CheckboxField({
  name,
  label,
  saved,
  value = 'on',
}: {
  name: string;
  label: string;
  saved: boolean;
  value?: string;
}) {
  const checked = useChecked(name, saved, value);
  return (
    <label className={formStyles.checkbox}>
      <input
        type="checkbox"
        name={name}
        value={value}
        defaultChecked={checked}
        data-testid={`admin-taxonomy-${name}${value === 'on' ? '' : `-${value}`}`}
      />
      {label}
    </label>
  );
}

/** The shop's locales, the admin's own first. */
export function localesFirst(locale: LocaleCode): LocaleCode[] {
  return [locale, ...KNOWN_LOCALES.filter((other) => other !== locale)];
}

/** One fieldset per locale with that locale's fields (`translations.{locale}.*`). */
export function TranslationFieldsets({
  locale,
  children,
}: {
  locale: LocaleCode;
  children: (locale: LocaleCode) => ReactNode;
}) {
  const t = useT();
  return (
    <div className={styles.locales}>
      {localesFirst(locale).map((code) => (
        <fieldset key={code} className={styles.locale} lang={code}>
          <legend className={styles.localeLegend}>{t(`adminTaxons.locales.${code}`)}</legend>
          <LocaleError locale={code} />
          {children(code)}
        </fieldset>
      ))}
    </div>
  );
}

/** A problem of a whole locale (`translations.{locale}`: a language the shop has not got...). */
function LocaleError({ locale }: { locale: LocaleCode }) {
  const { error } = useField(`translations.${locale}`, null);
  if (!error) return null;
  return (
    <p className={formStyles.fieldError} data-testid={`admin-taxonomy-translations.${locale}-error`}>
      {error}
    </p>
  );
}

/**
 * What the last submission of `form` answered: success, someone else's change (with a reload link),
 * or the API's refusal of the whole form; field errors are shown at their fields.
 */
export function FormFeedback({
  form,
  result,
  success,
}: {
  form: string | readonly string[];
  result: TaxonomyFormResult | null | undefined;
  success: string;
}) {
  const t = useT();
  const { pathname, search } = useLocation();
  const forms: readonly string[] = typeof form === 'string' ? [form] : form;
  if (!result || !forms.includes(result.form)) return null;
  if (result.ok) return <AdminMessage tone="success">{success}</AdminMessage>;
  if (result.stale) {
    return (
      <AdminMessage tone="error">
        {localiseTaxonomyMessage(t, result.message ?? '')}{' '}
        <Link to={`${pathname}${search}`} reloadDocument data-testid="admin-taxonomy-reload">
          {t('adminTaxons.reload')}
        </Link>
      </AdminMessage>
    );
  }
  const fieldErrors = Object.keys(result.errors).length;
  return (
    <AdminMessage tone="error">
      {result.message
        ? localiseTaxonomyMessage(t, result.message)
        : fieldErrors > 0
          ? t('adminTaxons.fixFields', { count: fieldErrors })
          : t('admin.actionFailed')}
    </AdminMessage>
  );
}
