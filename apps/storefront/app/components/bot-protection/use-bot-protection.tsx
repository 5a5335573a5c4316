import type { BotProtectionAction } from '@shop/contracts/constants';
import { Fragment, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useRouteLoaderData, useSubmit } from 'react-router';
import { useT } from '~/i18n/use-t.ts';
import { BOT_TOKEN_FIELD } from '~/lib/bot-protection/fields.ts';
import type { Recaptcha, RecaptchaSettings } from '~/lib/bot-protection/recaptcha.ts';
import type { ShellData } from '~/shell/shell-data.ts';
import styles from './bot-protection.module.css';

/**
 * One client per page load and settings, so the script and widgets are made once. Its code comes with the
 * first protected submit (forms on every page use this hook: ADR 0048, "First-load JS").
 */
let client: { key: string; recaptcha: Recaptcha } | null = null;
async function recaptchaFor(settings: RecaptchaSettings): Promise<Recaptcha> {
  const key = JSON.stringify(settings);
  if (client?.key === key) return client.recaptcha;
  const { createRecaptcha } = await import('~/lib/bot-protection/recaptcha.ts');
  if (client?.key !== key) client = { key, recaptcha: createRecaptcha(settings) };
  return client.recaptcha;
}

export interface BotProtection {
  /** The form's onSubmit: gets a token first when protection is on, then submits; else does nothing. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /**
   * Waiting for the token. Not a reason to disable the submit button: a v2 challenge the shopper closes
   * calls back nothing, so the only way on is to submit again (which asks for a new token).
   */
  pending: boolean;
  /** Inside the form: the hidden token field, a script error, and Google's notice when protection is on. */
  fields: ReactNode;
}

/**
 * Bot protection of one form (docs/adr/0019-bot-protection.md). With a site key configured, a submit is
 * held until reCAPTCHA gives a token for `action` (the script loads on this first submit), which goes in
 * a hidden field and on to the API as a header; then the form submits. A failure of the script shows a
 * localised form error. Without a site key (or action), the form submits as before.
 */
export function useBotProtection(
  action: BotProtectionAction | undefined,
  /** A form of a fetcher (`useFetcher({ key })`): the token's submit goes through that fetcher, no navigation. */
  options: { fetcherKey?: string } = {},
): BotProtection {
  const t = useT();
  const submit = useSubmit();
  const settings = useRouteLoaderData<ShellData>('root')?.botProtection ?? null;
  const tokenField = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const enabled = Boolean(action && settings);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!action || !settings) return;
    event.preventDefault();
    const form = event.currentTarget;
    setFailed(false);
    setPending(true);
    recaptchaFor(settings)
      .then((recaptcha) => recaptcha.execute(action))
      .then((token) => {
        if (tokenField.current) tokenField.current.value = token;
        return options.fetcherKey
          ? submit(form, { navigate: false, fetcherKey: options.fetcherKey })
          : submit(form);
      })
      .catch((error: unknown) => {
        // The spec's text (section 8) for developers; the shopper reads a localised one.
        console.error(error);
        setFailed(true);
      })
      .finally(() => setPending(false));
  };

  const fields = enabled ? (
    <>
      <input type="hidden" name={BOT_TOKEN_FIELD} ref={tokenField} defaultValue="" />
      {failed && (
        <p className={styles.error} role="alert" data-testid="bot-protection-error">
          {t('botProtection.scriptFailed')}
        </p>
      )}
      <BotProtectionNotice />
    </>
  ) : null;
  return { onSubmit, pending, fields };
}

/** Google's required text when the reCAPTCHA badge is hidden, with its two links. */
export function BotProtectionNotice() {
  const t = useT();
  const links: Record<string, ReactNode> = {
    privacy: (
      <a href="https://policies.google.com/privacy" target="_blank" rel="noopener noreferrer">
        {t('botProtection.privacy')}
      </a>
    ),
    terms: (
      <a href="https://policies.google.com/terms" target="_blank" rel="noopener noreferrer">
        {t('botProtection.terms')}
      </a>
    ),
  };
  // The message places the links: format with markers, then put the links where the markers are.
  const parts = t('botProtection.notice', {
    privacy: '\u0000privacy\u0000',
    terms: '\u0000terms\u0000',
  }).split('\u0000');
  return (
    <p className={styles.notice} data-testid="bot-protection-notice">
      {parts.map((part, index) => (
        <Fragment key={index}>{index % 2 === 1 ? (links[part] ?? part) : part}</Fragment>
      ))}
    </p>
  );
}
