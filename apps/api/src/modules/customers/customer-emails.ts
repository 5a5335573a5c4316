import { VERIFY_ACCOUNT_PAGE_PATH, VERIFY_ACCOUNT_TOKEN_PARAM } from '@shop/contracts/constants';
import { isKnownLocale, type LocaleCode } from '@shop/locale';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { accountVerificationTokens, channels, customers, shopUsers } from '../../db/schema/index.ts';
import type { JobPayload } from '../../jobs/job-queue.ts';
import { loadMailBrand, type MailBrand } from '../../mail/mail-brand.ts';
import { fill, mailLocale, type MailContent, type RenderedMail } from '../../mail/mail-content.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { renderMail } from '../../mail/render-mail.tsx';
import { createVerificationToken, VERIFICATION_TOKEN_TTL_MS } from './verification-token.ts';

/** Job kind: the account verification email (registration and resend requests queue it). */
export const ACCOUNT_VERIFICATION_JOB = 'account-verification-email';

const TEXTS = {
  lt: {
    subject: 'Patvirtinkite savo paskyrą',
    preview: 'Liko vienas žingsnis: patvirtinkite el. pašto adresą.',
    heading: 'Patvirtinkite el. pašto adresą',
    greeting: 'Sveiki,',
    greetingName: 'Sveiki, {name},',
    intro: 'ačiū, kad užsiregistravote. Patvirtinkite el. pašto adresą paspaudę nuorodą:',
    button: 'Patvirtinti paskyrą',
    expiry: 'Nuoroda galioja {hours} val. ir tinka vieną kartą.',
    approval: 'Patvirtinus adresą verslo paskyrą dar peržiūrės parduotuvė; apie jos aktyvavimą pranešime.',
    ignore: 'Jei paskyros nekūrėte, šį laišką tiesiog ištrinkite.',
  },
  en: {
    subject: 'Confirm your account',
    preview: 'One step left: confirm your email address.',
    heading: 'Confirm your email address',
    greeting: 'Hello,',
    greetingName: 'Hello {name},',
    intro: 'thank you for registering. Please confirm your email address by opening this link:',
    button: 'Confirm my account',
    expiry: 'The link works for {hours} hours and only once.',
    approval: 'Once the address is confirmed, the shop will review your business account and let you know.',
    ignore: 'If you did not create an account, you can delete this email.',
  },
  et: {
    subject: 'Kinnitage oma konto',
    preview: 'Jäänud on üks samm: kinnitage oma e-posti aadress.',
    heading: 'Kinnitage oma e-posti aadress',
    greeting: 'Tere,',
    greetingName: 'Tere, {name},',
    intro: 'aitäh registreerumast. Palun kinnitage oma e-posti aadress, avades selle lingi:',
    button: 'Kinnita konto',
    expiry: 'Link kehtib {hours} tundi ja ainult ühe korra.',
    approval: 'Kui aadress on kinnitatud, vaatab pood teie ärikonto üle ja annab teile sellest teada.',
    ignore: 'Kui te kontot ei loonud, kustutage see kiri.',
  },
  ru: {
    subject: 'Подтвердите свой аккаунт',
    preview: 'Остался один шаг: подтвердите адрес электронной почты.',
    heading: 'Подтвердите адрес электронной почты',
    greeting: 'Здравствуйте!',
    greetingName: 'Здравствуйте, {name}!',
    intro: 'Спасибо за регистрацию. Подтвердите адрес электронной почты, открыв эту ссылку:',
    button: 'Подтвердить аккаунт',
    expiry: 'Ссылка действует {hours} ч. и только один раз.',
    approval: 'После подтверждения адреса магазин рассмотрит ваш бизнес-аккаунт и сообщит о решении.',
    ignore: 'Если вы не создавали аккаунт, просто удалите это письмо.',
  },
} satisfies Record<LocaleCode, Record<string, string>>;

/** The storefront's /verify-account page with the token: the default locale unprefixed, others under /{locale}. */
export function verifyAccountUrl(
  storefrontUrl: string,
  locale: string,
  defaultLocale: string,
  token: string,
): string {
  const known = isKnownLocale(locale) ? locale : defaultLocale;
  const prefix = known === defaultLocale ? '' : `/${known}`;
  const query = new URLSearchParams({ [VERIFY_ACCOUNT_TOKEN_PARAM]: token });
  return `${storefrontUrl}${prefix}/${VERIFY_ACCOUNT_PAGE_PATH}?${query}`;
}

/** What the verification email says, in the customer's language. */
export function accountVerificationContent(input: {
  locale: string;
  firstName: string | null;
  url: string;
  needsApproval: boolean;
}): MailContent {
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
      { type: 'button', label: texts.button, url: input.url },
      { type: 'paragraph', text: fill(texts.expiry, { hours: VERIFICATION_TOKEN_TTL_MS / 3_600_000 }) },
      ...(input.needsApproval ? [{ type: 'paragraph' as const, text: texts.approval }] : []),
      { type: 'note', text: texts.ignore },
    ],
  };
}

/** Subject, text and HTML of the verification email. */
export function renderAccountVerification(
  input: Parameters<typeof accountVerificationContent>[0],
  brand: MailBrand,
): Promise<RenderedMail> {
  return renderMail(accountVerificationContent(input), brand);
}

/**
 * The job: creates a verification token for the shop user and emails its link. The token exists only
 * from here on (the job's payload holds none), and is dropped again when the mail cannot be sent.
 * Nothing is sent to an account verified or deleted meanwhile.
 */
export async function sendAccountVerification(
  deps: {
    db: Database;
    mailer: Mailer;
    storefrontUrls: Readonly<Record<string, string>>;
    now?: () => Date;
  },
  payload: JobPayload,
): Promise<void> {
  const shopUserId = Number(payload.shopUserId);
  const [row] = await deps.db
    .select({
      email: customers.email,
      firstName: customers.firstName,
      verifiedAt: shopUsers.verifiedAt,
      userLocale: shopUsers.locale,
      channelCode: channels.code,
      defaultLocale: channels.defaultLocale,
      requiresLogin: channels.requiresLogin,
    })
    .from(shopUsers)
    .innerJoin(customers, eq(customers.id, shopUsers.customerId))
    .innerJoin(channels, eq(channels.id, shopUsers.channelId))
    .where(eq(shopUsers.id, shopUserId));
  if (!row || row.verifiedAt) return;
  const storefrontUrl = deps.storefrontUrls[row.channelCode];
  if (!storefrontUrl) throw new Error(`No STOREFRONT_URLS entry for channel "${row.channelCode}"`);
  const locale = typeof payload.locale === 'string' ? payload.locale : (row.userLocale ?? row.defaultLocale);
  const { id, token } = await createVerificationToken(deps.db, shopUserId, deps.now?.() ?? new Date());
  const message = await renderAccountVerification(
    {
      locale,
      firstName: row.firstName,
      url: verifyAccountUrl(storefrontUrl, locale, row.defaultLocale, token),
      needsApproval: row.requiresLogin,
    },
    await loadMailBrand(deps.db, row.channelCode, storefrontUrl),
  );
  try {
    await deps.mailer.send({ to: row.email, ...message });
  } catch (error) {
    await deps.db.delete(accountVerificationTokens).where(eq(accountVerificationTokens.id, id));
    throw error;
  }
}
