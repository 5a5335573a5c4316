import type { ReactNode } from 'react';
import styles from './settings-form.module.css';

/**
 * A labelled field of the delivery and loyalty forms with its own error (every field's problem shows at once);
 * the control itself is the child, given `id` and the props of `fieldProps`.
 */
export function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string | null;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && (
        <p className={styles.hint} id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.fieldError} data-testid="field-error" data-field={id}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The props that tie a control to its label, hint and error. */
export function fieldProps(id: string, error?: string | null, hint?: boolean) {
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described || undefined,
  } as const;
}
