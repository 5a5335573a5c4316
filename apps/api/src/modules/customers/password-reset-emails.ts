import { RESET_PASSWORD_PAGE_PATH } from '@shop/contracts/constants';
import type { LocaleCode } from '@shop/locale';
import type { Database } from '../../db/database.ts';
import type { JobPayload } from '../../jobs/job-queue.ts';
import { loadMailBrand, type MailBrand } from '../../mail/mail-brand.ts';
import { fill, mailLocale, type MailContent, type RenderedMail } from '../../mail/mail-content.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { renderMail } from '../../mail/render-mail.tsx';
import {
  mintPasswordResetToken,
  PASSWORD_RESET_TOKEN_TTL_MINUTES,
  type PasswordResetEmailPayload,
} from './password-reset-service.ts';

const TEXTS = {
  lt: {
    subject: 'Slaptažodžio keitimas',
    preview: 'Naują slaptažodį nustatysite paspaudę nuorodą.',
    heading: 'Slaptažodžio keitimas',
    greeting: 'Sveiki,',
    greetingName: 'Sveiki, {name},',
    intro: 'gavome prašymą pakeisti jūsų paskyros slaptažodį. Naują slaptažodį nustatykite čia:',
    button: 'Nustatyti naują slaptažodį',
    validity: 'Nuoroda galioja {minutes} min. nuo prašymo ir tik vieną kartą.',
    ignore: 'Jei slaptažodžio keisti neprašėte, šį laišką ignoruokite: jūsų slaptažodis nepasikeis.',
  },
  en: {
    subject: 'Reset your password',
    preview: 'Set a new password with the link inside.',
    heading: 'Reset your password',
    greeting: 'Hello,',
    greetingName: 'Hello {name},',
    intro: 'we received a request to reset the password of your account. Set a new password here:',
    button: 'Set a new password',
    validity: 'The link works once, for {minutes} minutes from the request.',
    ignore: 'If you did not ask for this, ignore this email: your password stays as it is.',
  },
  et: {
    subject: 'Parooli muutmine',
    preview: 'Uue parooli saate määrata kirjas oleva lingi kaudu.',
    heading: 'Parooli muutmine',
    greeting: 'Tere,',
    greetingName: 'Tere, {name},',
    intro: 'saime taotluse teie konto parooli muutmiseks. Määrake uus parool siin:',
    button: 'Määra uus parool',
    validity: 'Link kehtib {minutes} minutit alates taotlusest ja ainult ühe korra.',
    ignore: 'Kui te parooli muutmist ei taotlenud, jätke see kiri tähelepanuta: teie parool jääb samaks.',
  },
  ru: {
    subject: 'Смена пароля',
    preview: 'Задайте новый пароль по ссылке в письме.',
    heading: 'Смена пароля',
    greeting: 'Здравствуйте!',
    greetingName: 'Здравствуйте, {name}!',
    intro: 'Мы получили запрос на смену пароля вашего аккаунта. Задайте новый пароль здесь:',
    button: 'Задать новый пароль',
    validity: 'Ссылка действует {minutes} мин. с момента запроса и только один раз.',
    ignore: 'Если вы не запрашивали смену пароля, проигнорируйте это письмо: ваш пароль не изменится.',
  },
} satisfies Record<LocaleCode, Record<string, string>>;

/**
 * The mail's language for the request's `locale` (lt, lt_LT, ru-RU...), else the request locale: one of
 * the shop's languages, English for any other.
 */
export function passwordResetMailLocale(
  requested: string | undefined,
  requestLocale: LocaleCode,
): LocaleCode {
  return mailLocale(requested ?? requestLocale);
}

/**
 * The locale prefix of the storefront link: the mail's locale when the channel has it and it is not the
 * default (unprefixed, null); a channel without it gets its default page.
 */
export function passwordResetLinkLocale(
  mailLocale: LocaleCode,
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

/** What the reset mail says. */
export function passwordResetContent(locale: LocaleCode, firstName: string | null, url: string): MailContent {
  const texts = TEXTS[locale];
  const greeting = firstName ? fill(texts.greetingName, { name: firstName }) : texts.greeting;
  return {
    locale,
    subject: texts.subject,
    preview: texts.preview,
    blocks: [
      { type: 'heading', text: texts.heading },
      { type: 'paragraph', text: `${greeting} ${texts.intro}` },
      { type: 'button', label: texts.button, url },
      { type: 'paragraph', text: fill(texts.validity, { minutes: PASSWORD_RESET_TOKEN_TTL_MINUTES }) },
      { type: 'note', text: texts.ignore },
    ],
  };
}

/** Subject, text and HTML of the reset mail. */
export function renderPasswordResetEmail(
  locale: LocaleCode,
  firstName: string | null,
  url: string,
  brand: MailBrand,
): Promise<RenderedMail> {
  return renderMail(passwordResetContent(locale, firstName, url), brand);
}

/** The job: mints the request's token and mails the link (nothing when the request is no longer open). */
export async function sendPasswordResetEmail(
  deps: { db: Database; mailer: Mailer; storefrontUrls: Readonly<Record<string, string>> },
  payload: JobPayload,
  now = new Date(),
): Promise<void> {
  const {
    passwordResetId,
    mailLocale: payloadLocale,
    channelCode,
    linkLocale,
  } = payload as unknown as PasswordResetEmailPayload;
  const storefrontUrl = deps.storefrontUrls[channelCode];
  if (!storefrontUrl) throw new Error(`No STOREFRONT_URLS entry for channel "${channelCode}"`);
  const minted = await mintPasswordResetToken(deps.db, Number(passwordResetId), now);
  if (!minted) return;
  const message = await renderPasswordResetEmail(
    mailLocale(payloadLocale),
    minted.firstName,
    resetPasswordPageUrl(storefrontUrl, linkLocale, minted.token),
    await loadMailBrand(deps.db, channelCode, storefrontUrl),
  );
  await deps.mailer.send({ to: minted.email, ...message });
}
