import { RESET_PASSWORD_PAGE_PATH } from '@shop/contracts/constants';
import { isKnownLocale, type LocaleCode } from '@shop/locale';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { channels, customers, shopUsers } from '../../db/schema/index.ts';
import type { JobPayload } from '../../jobs/job-queue.ts';
import { loadMailBrand } from '../../mail/mail-brand.ts';
import { fill, mailLocale, type MailContent } from '../../mail/mail-content.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { renderMail } from '../../mail/render-mail.tsx';

import type { RegistrationAttemptPayload } from './registration-service.ts';

export { REGISTRATION_ATTEMPT_EMAIL_JOB } from './registration-service.ts';

const TEXTS = {
  lt: {
    subject: 'Kažkas bandė užsiregistruoti jūsų el. pašto adresu',
    preview: 'Jūs jau turite paskyrą: prisijunkite arba pasikeiskite slaptažodį.',
    heading: 'Jūs jau turite paskyrą',
    greeting: 'Sveiki,',
    greetingName: 'Sveiki, {name},',
    intro:
      'kažkas ką tik bandė susikurti paskyrą su šiuo el. pašto adresu. Paskyra šiuo adresu jau yra, todėl nauja nesukurta ir niekas nepakeista.',
    signIn: 'Prisijungti',
    forgot: 'Pamiršote slaptažodį? Nustatykite naują:',
    reset: 'Keisti slaptažodį',
    ignore: 'Jei tai buvote ne jūs, šį laišką galite ignoruoti: jūsų paskyra saugi.',
  },
  en: {
    subject: 'Someone tried to register with your email address',
    preview: 'You already have an account: sign in or reset your password.',
    heading: 'You already have an account',
    greeting: 'Hello,',
    greetingName: 'Hello {name},',
    intro:
      'someone just tried to create an account with this email address. An account with this address already exists, so no new one was created and nothing was changed.',
    signIn: 'Sign in',
    forgot: 'Forgot your password? Set a new one:',
    reset: 'Reset password',
    ignore: 'If this was not you, you can ignore this email: your account is safe.',
  },
  et: {
    subject: 'Keegi proovis teie e-posti aadressiga registreeruda',
    preview: 'Teil on juba konto: logige sisse või muutke parooli.',
    heading: 'Teil on juba konto',
    greeting: 'Tere,',
    greetingName: 'Tere, {name},',
    intro:
      'keegi proovis just selle e-posti aadressiga kontot luua. Selle aadressiga konto on juba olemas, seega uut ei loodud ja midagi ei muudetud.',
    signIn: 'Logi sisse',
    forgot: 'Unustasite parooli? Määrake uus:',
    reset: 'Muuda parooli',
    ignore: 'Kui see polnud teie, võite selle kirja tähelepanuta jätta: teie konto on turvaline.',
  },
  ru: {
    subject: 'Кто-то пытался зарегистрироваться с вашим адресом',
    preview: 'У вас уже есть аккаунт: войдите или смените пароль.',
    heading: 'У вас уже есть аккаунт',
    greeting: 'Здравствуйте!',
    greetingName: 'Здравствуйте, {name}!',
    intro:
      'Кто-то только что пытался создать аккаунт с этим адресом электронной почты. Аккаунт с этим адресом уже есть, поэтому новый не создан и ничего не изменено.',
    signIn: 'Войти',
    forgot: 'Забыли пароль? Задайте новый:',
    reset: 'Сменить пароль',
    ignore: 'Если это были не вы, просто проигнорируйте это письмо: ваш аккаунт в безопасности.',
  },
} satisfies Record<LocaleCode, Record<string, string>>;

export interface RegistrationAttemptMailInput {
  locale: string;
  firstName: string | null;
  /** The storefront's sign-in page. */
  signInUrl: string;
  /** The storefront's page that asks for a reset link. */
  resetUrl: string;
}

/** What the "someone tried to register with your address" mail says, in the account's language. */
export function registrationAttemptContent(input: RegistrationAttemptMailInput): MailContent {
  const locale = mailLocale(input.locale);
  const texts = TEXTS[locale];
  const greeting = input.firstName ? fill(texts.greetingName, { name: input.firstName }) : texts.greeting;
  return {
    locale,
    subject: texts.subject,
    preview: texts.preview,
    blocks: [
      { type: 'heading', text: texts.heading },
      { type: 'paragraph', text: `${greeting} ${texts.intro}` },
      { type: 'button', label: texts.signIn, url: input.signInUrl },
      { type: 'paragraph', text: texts.forgot },
      { type: 'button', label: texts.reset, url: input.resetUrl },
      { type: 'note', text: texts.ignore },
    ],
  };
}

/**
 * The job: mails the account's owner that someone tried to register with their address, with links to
 * sign in and to reset the password on the storefront where it happened, in the account's language
 * (else the language of that attempt).
 */
export async function sendRegistrationAttemptEmail(
  deps: { db: Database; mailer: Mailer; storefrontUrls: Readonly<Record<string, string>> },
  payload: JobPayload,
): Promise<void> {
  const [row] = await deps.db
    .select({
      email: customers.email,
      firstName: customers.firstName,
      locale: shopUsers.locale,
    })
    .from(shopUsers)
    .innerJoin(customers, eq(customers.id, shopUsers.customerId))
    .where(eq(shopUsers.id, Number(payload.shopUserId)));
  if (!row) return;
  const { channelCode } = payload as unknown as RegistrationAttemptPayload;
  const [channel] = await deps.db
    .select({ defaultLocale: channels.defaultLocale })
    .from(channels)
    .where(eq(channels.code, channelCode));
  const storefrontUrl = deps.storefrontUrls[channelCode];
  if (!channel || !storefrontUrl) throw new Error(`No channel or STOREFRONT_URLS entry "${channelCode}"`);
  const locale = row.locale ?? (payload as unknown as RegistrationAttemptPayload).locale;
  const prefix = locale === channel.defaultLocale || !isKnownLocale(locale) ? '' : `/${locale}`;
  const message = await renderMail(
    registrationAttemptContent({
      locale,
      firstName: row.firstName,
      signInUrl: `${storefrontUrl}${prefix}/auth`,
      resetUrl: `${storefrontUrl}${prefix}/${RESET_PASSWORD_PAGE_PATH}`,
    }),
    await loadMailBrand(deps.db, channelCode, storefrontUrl),
  );
  await deps.mailer.send({ to: row.email, ...message });
}
