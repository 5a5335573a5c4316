import { cx } from '~/components/class-names.ts';
import { adminStyles } from '~/components/admin/admin-ui.tsx';
import styles from '~/routes/admin-redirects.module.css';
import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';

/**
 * Labelled inputs of the settings-like screens (FAQ, information bars, payment methods, gift settings):
 * the refused field's message below it, tied by aria-describedby, and what was typed kept.
 */
export interface FieldProps {
  /** The form field's name, also the API's property path its refusal comes back under. */
  name: string;
  label: string;
  idPrefix: string;
  error?: string | undefined;
  hint?: string;
}

export const fieldId = (idPrefix: string, name: string) =>
  `${idPrefix}-${name.replace(/[.[\]]+/g, '-').replace(/-$/, '')}`;

export function Described({ id, error, hint }: { id: string; error?: string | undefined; hint?: string }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.fieldError} data-testid="field-error" data-field={id}>
          {error}
        </p>
      )}
    </>
  );
}

export function describedBy(id: string, error?: string, hint?: string) {
  const ids = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined };
}

export function TextField({
  name,
  label,
  idPrefix,
  error,
  hint,
  ...input
}: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'>) {
  const id = fieldId(idPrefix, name);
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        type="text"
        autoComplete="off"
        {...input}
        id={id}
        name={name}
        className={cx(adminStyles.input, error && styles.invalid)}
        data-testid={id}
        {...describedBy(id, error, hint)}
      />
      <Described id={id} error={error} hint={hint} />
    </div>
  );
}

export function TextAreaField({
  name,
  label,
  idPrefix,
  error,
  hint,
  ...area
}: FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id'>) {
  const id = fieldId(idPrefix, name);
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <textarea
        rows={5}
        {...area}
        id={id}
        name={name}
        className={cx(adminStyles.input, error && styles.invalid)}
        data-testid={id}
        {...describedBy(id, error, hint)}
      />
      <Described id={id} error={error} hint={hint} />
    </div>
  );
}

export function CheckField({
  name,
  label,
  idPrefix,
  error,
  defaultChecked,
  children,
}: FieldProps & { defaultChecked: boolean; children?: ReactNode }) {
  const id = fieldId(idPrefix, name);
  return (
    <div className={styles.field}>
      <label className={styles.check} htmlFor={id}>
        <input
          type="checkbox"
          id={id}
          name={name}
          defaultChecked={defaultChecked}
          data-testid={id}
          {...describedBy(id, error)}
        />
        <span>{label}</span>
      </label>
      {children}
      <Described id={id} error={error} />
    </div>
  );
}

export { styles as fieldStyles };
