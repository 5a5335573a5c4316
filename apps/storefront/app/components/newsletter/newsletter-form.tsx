import type { PageRef } from '@shop/contracts';
import { Fragment, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useFetcher } from 'react-router';
import type { AccountFormResult } from '~/data/account-forms.server.ts';
import { loadServerMessages, useServerMessages } from '~/i18n/lazy-server-messages.ts';
import { useT } from '~/i18n/use-t.ts';
import { useRoutePath } from '~/routing/links.ts';
import { contentPagePathMatch } from '~/routing/path-match.ts';
import { resourcePath } from '~/routing/resource-routes.ts';
import { useShop } from '~/lib/shop-context.tsx';
import { useBotProtection } from '../bot-protection/use-bot-protection.tsx';
import { NewsletterDialog } from './newsletter-dialog.tsx';
import {
  ALL_TOUCHED,
  EMPTY_NEWSLETTER,
  NEWSLETTER_FIELDS,
  NONE_TOUCHED,
  newsletterErrors,
  type NewsletterField,
  type NewsletterValues,
} from './newsletter-rules.ts';
import styles from './newsletter.module.css';

const FETCHER_KEY = 'newsletter';

/** "I agree to the {link}" with the page opening in a new tab (spec section 2), or plain text without a page. */
function ConsentLabel({ text, linkText, page }: { text: string; linkText: string; page: PageRef | null }) {
  const path = useRoutePath();
  const parts = text.split('\u0000');
  const link: ReactNode = page ? (
    <a
      href={path('PAGE', { '*': contentPagePathMatch(page) })}
      target="_blank"
      rel="noopener noreferrer"
      className={styles.consentLink}
    >
      {linkText}
    </a>
  ) : (
    linkText
  );
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>{index % 2 === 1 ? link : part}</Fragment>
      ))}
    </>
  );
}

/**
 * The footer newsletter block (spec sections 2-5): email and the privacy and terms consents. An invalid
 * submit is blocked and marks every field touched; errors show once a field is touched; the server's
 * violations show under their fields; success opens a modal and resets the form, any other failure an
 * error modal. Posts through a fetcher (the block is on every page) with bot protection.
 */
export function NewsletterForm() {
  const t = useT();
  const { channel, locale, defaultLocale } = useShop();
  const fetcher = useFetcher<AccountFormResult>({ key: FETCHER_KEY });
  const protect = useBotProtection('newsletter', { fetcherKey: FETCHER_KEY });
  const form = useRef<HTMLFormElement>(null);
  const id = useId();
  const [values, setValues] = useState<NewsletterValues>(EMPTY_NEWSLETTER);
  const [touched, setTouched] = useState(NONE_TOUCHED);
  const [serverErrors, setServerErrors] = useState<Partial<Record<NewsletterField, string>>>({});
  const [dialog, setDialog] = useState<{ kind: 'success' | 'error'; message: string | null } | null>(null);
  const busy = fetcher.state !== 'idle' || protect.pending;

  // One answer per submission, taken in when the fetcher settles with new data (state adjusted while
  // rendering, as React advises for values derived from a change, not in an effect).
  const [handled, setHandled] = useState<AccountFormResult | undefined>(undefined);
  const result = fetcher.data;
  if (fetcher.state === 'idle' && result && result !== handled) {
    setHandled(result);
    if (result.ok) {
      setValues(EMPTY_NEWSLETTER);
      setTouched(NONE_TOUCHED);
      setServerErrors({});
      setDialog({ kind: 'success', message: null });
    } else {
      const fieldErrors: Partial<Record<NewsletterField, string>> = {};
      for (const field of NEWSLETTER_FIELDS) {
        const message = result.fieldErrors[field];
        if (message) fieldErrors[field] = message;
      }
      setServerErrors(fieldErrors);
      if (Object.keys(fieldErrors).length > 0) setTouched(ALL_TOUCHED);
      else setDialog({ kind: 'error', message: result.message ?? null });
    }
  }

  // Server texts (kept as they came) are shown in the page's language once the message table is here: the
  // submit starts loading it, so it normally is before the answer.
  const hasServerText = Object.values(serverErrors).some(Boolean) || Boolean(dialog?.message);
  const { messages, failed } = useServerMessages(hasServerText);
  const localise = (message: string): string | undefined =>
    messages ? messages.localiseServerMessage(t, message) : failed ? message : undefined;

  const clientErrors = newsletterErrors(values);
  const errorOf = (field: NewsletterField): string | undefined => {
    if (!touched[field]) return undefined;
    const clientKey = clientErrors[field];
    if (clientKey) return t(clientKey);
    const server = serverErrors[field];
    return server ? localise(server) : undefined;
  };

  const change = <F extends NewsletterField>(field: F, value: NewsletterValues[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (busy) {
      event.preventDefault();
      return;
    }
    if (Object.keys(clientErrors).length > 0) {
      event.preventDefault();
      setTouched(ALL_TOUCHED);
      const first = NEWSLETTER_FIELDS.find((field) => clientErrors[field]);
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    loadServerMessages().catch(() => undefined);
    protect.onSubmit(event);
  };

  const emailError = errorOf('email');
  const consent = (field: 'acceptedPrivacyPolicy' | 'acceptedTermsAndConditions', page: PageRef | null) => {
    const error = errorOf(field);
    const inputId = `${id}-${field}`;
    const kind = field === 'acceptedPrivacyPolicy' ? 'privacy' : 'terms';
    return (
      <div className={styles.consent}>
        <label className={styles.check} htmlFor={inputId}>
          <input
            id={inputId}
            type="checkbox"
            name={field}
            checked={values[field]}
            onChange={(event) => change(field, event.target.checked)}
            onBlur={() => setTouched((current) => ({ ...current, [field]: true }))}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-error` : undefined}
            data-testid={`newsletter-${field}`}
          />
          <span>
            <ConsentLabel
              text={t(`newsletter.${kind}.label`, { link: '\u0000link\u0000' })}
              linkText={t(`newsletter.${kind}.link`)}
              page={page}
            />
          </span>
        </label>
        {error && (
          <p id={`${inputId}-error`} className={styles.error} data-testid={`newsletter-${field}-error`}>
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <section className={styles.block} aria-labelledby={`${id}-title`} data-testid="newsletter">
      <div className={styles.intro}>
        <h2 id={`${id}-title`} className={styles.title}>
          {t('newsletter.title')}
        </h2>
        <p className={styles.text}>{t('newsletter.text')}</p>
      </div>
      <fetcher.Form
        ref={form}
        method="post"
        action={resourcePath('NEWSLETTER_SUBSCRIBE', locale, defaultLocale)}
        className={styles.form}
        noValidate
        onSubmit={onSubmit}
        data-testid="newsletter-form"
      >
        <div className={styles.emailRow}>
          <div className={styles.emailField}>
            <label htmlFor={`${id}-email`} className={styles.visuallyHidden}>
              {t('newsletter.email')}
            </label>
            <input
              id={`${id}-email`}
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              placeholder={t('newsletter.emailPlaceholder')}
              value={values.email}
              onChange={(event) => change('email', event.target.value)}
              onBlur={() => setTouched((current) => ({ ...current, email: true }))}
              className={styles.input}
              aria-invalid={emailError ? true : undefined}
              aria-describedby={emailError ? `${id}-email-error` : undefined}
              data-testid="newsletter-email"
            />
            {emailError && (
              <p id={`${id}-email-error`} className={styles.error} data-testid="newsletter-email-error">
                {emailError}
              </p>
            )}
          </div>
          <button type="submit" className={styles.submit} aria-busy={busy} data-testid="newsletter-submit">
            {busy ? t('newsletter.sending') : t('newsletter.submit')}
          </button>
        </div>
        {consent('acceptedPrivacyPolicy', channel.privacyPolicyPage)}
        {consent('acceptedTermsAndConditions', channel.termsOfServicePage)}
        {protect.fields}
      </fetcher.Form>
      {dialog && (
        <NewsletterDialog
          kind={dialog.kind}
          message={dialog.message ? (localise(dialog.message) ?? null) : null}
          onClose={() => setDialog(null)}
        />
      )}
    </section>
  );
}
