import { useId } from 'react';
import { ServerText } from '~/components/ui/server-text.tsx';
import styles from './auth-page.module.css';

/** A labelled input of the account forms, its server error (spec section 5) announced and tied to it. */
export function AuthField({
  name,
  type,
  label,
  error,
  defaultValue,
  autoComplete,
  required,
}: {
  name: string;
  type: string;
  label: string;
  error?: string;
  defaultValue?: string;
  autoComplete: string;
  /** Marked required for assistive technology (the forms are checked by the API: noValidate). */
  required?: boolean;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        className={styles.input}
        autoComplete={autoComplete}
        defaultValue={defaultValue}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        data-testid={`auth-${name}`}
      />
      {error && (
        <p id={errorId} className={styles.fieldError}>
          <ServerText message={error} />
        </p>
      )}
    </div>
  );
}
