import { useId, type InputHTMLAttributes } from 'react';
import { cx } from '../class-names.ts';
import styles from './checkout.module.css';

interface CheckoutFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  name: string;
  label: string;
  /** The server's message for this field (spec section 5), shown under it. */
  error?: string;
  wide?: boolean;
}

/** A labelled input with its error announced and tied to it (aria-describedby). */
export function CheckoutField({ name, label, error, wide, className, ...input }: CheckoutFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={cx(styles.field, wide && styles.wide, className)}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        data-testid={`checkout-${name}`}
        {...input}
      />
      {error && (
        <p id={errorId} className={styles.fieldError} data-testid={`checkout-${name}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
