import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import { cx } from '../class-names.ts';
import styles from './form.module.css';

interface FieldFrameProps {
  name: string;
  label: string;
  /** The message under the field (already localised), e.g. a spec section 5 text from the server. */
  error?: string;
  /** Spans both columns of the form grid. */
  wide?: boolean;
  /** Test ids are `{testPrefix}-{name}` and `{testPrefix}-{name}-error`. */
  testPrefix: string;
  className?: string;
  control: (props: { id: string; describedBy: string | undefined }) => ReactNode;
}

function FieldFrame({ name, label, error, wide, testPrefix, className, control }: FieldFrameProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={cx(styles.field, wide && styles.wide, className)}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {control({ id, describedBy: error ? errorId : undefined })}
      {error && (
        <p id={errorId} className={styles.fieldError} data-testid={`${testPrefix}-${name}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

type FieldProps<Attributes> = Omit<Attributes, 'id' | 'name'> &
  Omit<FieldFrameProps, 'control' | 'className'> & { className?: string };

/** A labelled input with its error announced and tied to it (aria-describedby). */
export function FormField({
  name,
  label,
  error,
  wide,
  testPrefix,
  className,
  ...input
}: FieldProps<InputHTMLAttributes<HTMLInputElement>>) {
  return (
    <FieldFrame
      {...{ name, label, error, wide, testPrefix, className }}
      control={({ id, describedBy }) => (
        <input
          id={id}
          name={name}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          data-testid={`${testPrefix}-${name}`}
          {...input}
        />
      )}
    />
  );
}

/** A labelled select of the form grid. */
export function SelectField({
  name,
  label,
  error,
  wide,
  testPrefix,
  className,
  children,
  ...select
}: FieldProps<SelectHTMLAttributes<HTMLSelectElement>>) {
  return (
    <FieldFrame
      {...{ name, label, error, wide, testPrefix, className }}
      control={({ id, describedBy }) => (
        <select
          id={id}
          name={name}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          data-testid={`${testPrefix}-${name}`}
          {...select}
        >
          {children}
        </select>
      )}
    />
  );
}
