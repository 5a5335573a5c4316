import { RESET_PASSWORD_PAGE_PATH } from '@shop/contracts/constants';
import type { LocaleCode } from '@shop/locale';
import type { Database } from '../../db/database.ts';
import { escapeHtml } from '../../html/escape-html.ts';
import type { JobPayload } from '../../jobs/job-queue.ts';
import type { Mailer } from '../../mail/mailer.ts';
import {
  mintPasswordResetToken,
  PASSWORD_RESET_TOKEN_TTL_MINUTES,
  type PasswordResetEmailPayload,
} from './password-reset-service.ts';

type MailLocale = PasswordResetEmailPayload['mailLocale'];

const TEXTS: Record<MailLocale, Record<string, string>> = {
  lt: {
    subject: 'Slaptažodžio keitimas',
    greeting: 'Sveiki,',
    greetingName: 'Sveiki, {name},',
    intro: 'gavome prašymą pakeisti jūsų paskyros slaptažodį. Naują slaptažodį nustatykite čia:',
    validity: 'Nuoroda galioja {minutes} min. nuo prašymo ir tik vieną kartą.',
    ignore: 'Jei slaptažodžio keisti neprašėte, šį laišką ignoruokite: jūsų slaptažodis nepasikeis.',
    signature: 'Gandras',
  },
  en: {
    subject: 'Reset your password',
    greeting: 'Hello,',
    greetingName: 'Hello {name},',
    intro: 'we received a request to reset the password of your account. Set a new password here:',
    validity: 'The link works once, for {minutes} minutes from the request.',
    ignore: 'If you did not ask for this, ignore this email: your password stays as it is.',
    signature: 'Gandras',
  },
};

function text(locale: MailLocale, key: string, values: Record<string, string> = {}): string {
  return Object.entries(values).reduce(
    (message, [name, value]) => message.replaceAll(`{${name}}`, value),
    TEXTS[locale][key] ?? key,
  );
}

/** The mail's language for the request's `locale` (lt, lt_LT, lt-LT...), else the request locale: lt or en. */
export function passwordResetMailLocale(
  requested: string | undefined,
  requestLocale: LocaleCode,
): MailLocale {
  const language = (requested ?? requestLocale).slice(0, 2).toLowerCase();
  return language === 'lt' ? 'lt' : 'en';
}

/**
 * The locale prefix of the storefront link: the mail's locale when the channel has it and it is not the
 * default (unprefixed, null); a channel without it gets its default page.
 */
export function passwordResetLinkLocale(
  mailLocale: MailLocale,
  channel: { defaultLocale: string; locales: readonly string[] },
): string | null {
  return mailLocale !== channel.defaultLocale && channel.locales.includes(mailLocale) ? mailLocale : null;
}

/** The storefront's /reset-password/{token} page (spec section 2), under /{locale} for other locales. */
export function resetPasswordPageUrl(
  storefrontUrl: string,
  linkLocale: string | null,
  token: string,
): string {
  const prefix = linkLocale ? `/${linkLocale}` : '';
  return `${storefrontUrl}${prefix}/${RESET_PASSWORD_PAGE_PATH}/${encodeURIComponent(token)}`;
}

/** Subject, text and HTML of the reset mail. */
export function renderPasswordResetEmail(
  locale: MailLocale,
  firstName: string | null,
  url: string,
): { subject: string; text: string; html: string } {
  const greeting = firstName ? text(locale, 'greetingName', { name: firstName }) : text(locale, 'greeting');
  const intro = `${greeting} ${text(locale, 'intro')}`;
  const validity = text(locale, 'validity', { minutes: String(PASSWORD_RESET_TOKEN_TTL_MINUTES) });
  const paragraphs = [intro, url, validity, text(locale, 'ignore'), text(locale, 'signature')];
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif;color:#2a211d">
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>
<p>${escapeHtml(validity)}</p>
<p>${escapeHtml(text(locale, 'ignore'))}</p>
<p>${escapeHtml(text(locale, 'signature'))}</p>
</body></html>`;
  return { subject: text(locale, 'subject'), text: paragraphs.join('\n\n'), html };
}

/** The job: mints the request's token and mails the link (nothing when the request is no longer open). */
export async function sendPasswordResetEmail(
  deps: { db: Database; mailer: Mailer; storefrontUrls: Readonly<Record<string, string>> },
  payload: JobPayload,
  now = new Date(),
): Promise<void> {
  const { passwordResetId, mailLocale, channelCode, linkLocale } =
    payload as unknown as PasswordResetEmailPayload;
  const storefrontUrl = deps.storefrontUrls[channelCode];
  if (!storefrontUrl) throw new Error(`No STOREFRONT_URLS entry for channel "${channelCode}"`);
  const minted = await mintPasswordResetToken(deps.db, Number(passwordResetId), now);
  if (!minted) return;
  const locale: MailLocale = mailLocale === 'lt' ? 'lt' : 'en';
  const message = renderPasswordResetEmail(
    locale,
    minted.firstName,
    resetPasswordPageUrl(storefrontUrl, linkLocale, minted.token),
  );
  await deps.mailer.send({ to: minted.email, ...message });
}
