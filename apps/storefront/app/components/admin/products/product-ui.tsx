import type { ReactNode } from 'react';
import type { FieldErrors, PageMessage } from '~/data/admin-product-views.ts';
import { errorsAt } from '~/data/admin-product-views.ts';
import { localiseServerMessage } from '~/i18n/server-messages.ts';
import type { Translate } from '~/i18n/translator.ts';
import { useT } from '~/i18n/use-t.ts';
import { cx } from '../../class-names.ts';
import { adminStyles } from '../admin-ui.tsx';
import styles from './products.module.css';

export { styles as productStyles };

/** A page message in the page's language: a catalog key, or the API's text (known texts translated). */
export function messageText(t: Translate, message: PageMessage): string {
  return 'key' in message ? t(message.key, message.values) : localiseServerMessage(t, message.text);
}

/** The id of a field's error text, for aria-describedby. */
export const errorId = (name: string) => `err-${name.replace(/[^A-Za-z0-9_-]/g, '-')}`;

/** A field's problems (and those of everything below it), shown next to it. */
export function FieldMessages({ errors, name }: { errors: FieldErrors | undefined; name: string }) {
  const t = useT();
  const messages = errorsAt(errors, name);
  if (messages.length === 0) return null;
  return (
    <p className={styles.fieldError} id={errorId(name)} data-testid="field-error" data-field={name}>
      {messages.map((message) => messageText(t, message)).join(' ')}
    </p>
  );
}

/** The attributes an input needs when its field has problems: invalid, described by them. */
export function invalidProps(errors: FieldErrors | undefined, name: string) {
  return errorsAt(errors, name).length > 0
    ? { 'aria-invalid': true as const, 'aria-describedby': errorId(name) }
    : {};
}

/** The back office input's class, marked when its field has problems. */
export function inputClass(errors: FieldErrors | undefined, name: string, extra?: string): string {
  return cx(adminStyles.input, extra, errorsAt(errors, name).length > 0 && styles.invalid);
}

export function Field({
  id,
  label,
  hint,
  errors,
  name,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  errors?: FieldErrors;
  name: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && <p className={styles.hint}>{hint}</p>}
      <FieldMessages errors={errors} name={name} />
    </div>
  );
}
