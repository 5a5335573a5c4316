import { useId, useRef, useState, type FormEvent } from 'react';
import { useActionData, useFetcher } from 'react-router';
import { useT } from '~/i18n/use-t.ts';
import {
  EMAIL_MAX_LENGTH,
  EMAIL_PROBLEM_KEYS,
  emailProblem,
  knownMessageKey,
  STOCK_NOTIFICATION_INTENT,
  violationsByField,
  type StockNotificationResult,
} from './stock-notification-rules.ts';
import styles from './stock-notification-form.module.css';

function isOwnResult(value: unknown): value is StockNotificationResult {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { intent?: unknown }).intent === STOCK_NOTIFICATION_INTENT
  );
}

/**
 * "Let me know when it is back" for a sold-out product: email + product code to the page's action, which
 * posts a stock-notification request. A plain POST form before hydration (the page re-renders with the
 * result); after hydration a fetcher, so the page stays put. Field errors show once the field was changed
 * or a submit was tried (spec section 5); the API's violations show per field.
 */
export function StockNotificationForm({ productCode }: { productCode: string }) {
  const t = useT();
  const fetcher = useFetcher<StockNotificationResult>();
  const actionData = useActionData<unknown>();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [dirty, setDirty] = useState(false);
  const [submitted, setSubmitted] = useState(false);

  const result = fetcher.data ?? (isOwnResult(actionData) ? actionData : undefined);
  const busy = fetcher.state !== 'idle';
  const serverErrors = result?.status === 'invalid' ? violationsByField(result.violations) : {};
  const problem = emailProblem(email);
  const translate = (message: string) => {
    const key = knownMessageKey(message);
    return key ? t(key) : message;
  };

  let emailError: string | undefined;
  if ((dirty || submitted) && problem) emailError = t(EMAIL_PROBLEM_KEYS[problem]);
  else if (!dirty && serverErrors.email) emailError = translate(serverErrors.email);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    setSubmitted(true);
    setDirty(false);
    if (problem) {
      event.preventDefault();
      inputRef.current?.focus();
    }
  }

  if (result?.status === 'success' && !busy) {
    return (
      <div className={styles.box}>
        <p role="status" className={styles.success} data-testid="stock-notification-success">
          {t('product.notify.success')}
        </p>
      </div>
    );
  }

  const errorId = `${id}-error`;
  return (
    <fetcher.Form
      method="post"
      noValidate
      className={styles.box}
      onSubmit={onSubmit}
      data-testid="stock-notification-form"
    >
      <h2 id={`${id}-title`} className={styles.title}>
        {t('product.notify.title')}
      </h2>
      <p className={styles.lead}>{t('product.notify.lead')}</p>
      <input type="hidden" name="intent" value={STOCK_NOTIFICATION_INTENT} />
      <input type="hidden" name="product" value={productCode} />
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor={`${id}-email`} className={styles.label}>
            {t('product.notify.email')}
          </label>
          <input
            ref={inputRef}
            id={`${id}-email`}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={EMAIL_MAX_LENGTH}
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setDirty(true);
            }}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? errorId : undefined}
            className={styles.input}
          />
          {emailError && (
            <p id={errorId} className={styles.fieldError} data-testid="stock-notification-email-error">
              {emailError}
            </p>
          )}
        </div>
        <button type="submit" className={styles.submit} disabled={busy}>
          {busy ? t('product.notify.sending') : t('product.notify.submit')}
        </button>
      </div>
      {(serverErrors.form || result?.status === 'error') && !busy && (
        <p role="alert" className={styles.formError}>
          {serverErrors.form ? translate(serverErrors.form) : t('product.notify.error')}
        </p>
      )}
    </fetcher.Form>
  );
}
