import { useId } from 'react';
import { localiseServerMessage } from '~/i18n/server-messages.ts';
import { useT } from '~/i18n/use-t.ts';
import styles from './auth-page.module.css';

/** A labelled input of the account forms, its server error (spec section 5) announced and tied to it. */
export function AuthField({
  name,
  type,
  label,
  error,
  defaultValue,
  autoComplete,
}: {
  name: string;
  type: string;
  label: string;
  error?: string;
  defaultValue?: string;
  autoComplete: string;
}) {
  const t = useT();
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
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        data-testid={`auth-${name}`}
      />
      {error && (
        <p id={errorId} className={styles.fieldError}>
          {localiseServerMessage(t, error)}
        </p>
      )}
    </div>
  );
}
