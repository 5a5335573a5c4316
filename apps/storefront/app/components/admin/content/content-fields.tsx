import type { ReactNode } from 'react';
import { cx } from '~/components/class-names.ts';
import { useT } from '~/i18n/use-t.ts';
import { adminStyles } from '../admin-ui.tsx';
import { localiseContentMessage } from './content-messages.ts';
import styles from './content-form.module.css';

/** Field helpers of a content form: ids, the refusal's message under each field, aria wiring. */
export function useContentFields(idPrefix: string, errors: Record<string, string>) {
  const t = useT();
  const idOf = (field: string) => `${idPrefix}-${field.replace(/\./g, '-')}`;
  const errorOf = (field: string) => errors[field];
  const described = (field: string, hint?: boolean) =>
    [errorOf(field) ? `${idOf(field)}-error` : '', hint ? `${idOf(field)}-hint` : '']
      .filter(Boolean)
      .join(' ') || undefined;
  const fieldError = (field: string) => {
    const error = errorOf(field);
    return error ? (
      <p
        id={`${idOf(field)}-error`}
        className={styles.fieldError}
        data-testid="field-error"
        data-field={field}
      >
        {localiseContentMessage(t, error)}
      </p>
    ) : null;
  };
  const inputProps = (field: string, hint?: boolean) => ({
    id: idOf(field),
    name: field,
    className: cx(adminStyles.input, errorOf(field) && styles.invalid),
    'aria-invalid': errorOf(field) ? true : undefined,
    'aria-describedby': described(field, hint),
    'data-testid': idOf(field),
  });
  return { idOf, errorOf, described, fieldError, inputProps };
}

export function Field({
  htmlFor,
  label,
  labelId,
  hint,
  hintId,
  error,
  wide,
  children,
}: {
  htmlFor: string;
  label: string;
  labelId?: string;
  hint?: string;
  hintId?: string;
  error?: ReactNode;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={cx(styles.field, wide && styles.wide)}>
      <label htmlFor={htmlFor} id={labelId}>
        {label}
      </label>
      {children}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error}
    </div>
  );
}
