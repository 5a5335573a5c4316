import { VERIFY_ACCOUNT_PAGE_PATH, VERIFY_ACCOUNT_TOKEN_PARAM } from '@shop/contracts/constants';
import { isKnownLocale } from '@shop/locale';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { accountVerificationTokens, channels, customers, shopUsers } from '../../db/schema/index.ts';
import { escapeHtml } from '../../html/escape-html.ts';
import type { JobPayload } from '../../jobs/job-queue.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { createVerificationToken, VERIFICATION_TOKEN_TTL_MS } from './verification-token.ts';

/** Job kind: the account verification email (registration and resend requests queue it). */
export const ACCOUNT_VERIFICATION_JOB = 'account-verification-email';

type MailLocale = 'lt' | 'en';

const TEXTS: Record<MailLocale, Record<string, string>> = {
  lt: {
    subject: 'Patvirtinkite savo paskyrą',
    greeting: 'Sveiki, {name},',
    intro: 'ačiū, kad užsiregistravote. Patvirtinkite el. pašto adresą paspaudę nuorodą:',
    expiry: 'Nuoroda galioja {hours} val. ir tinka vieną kartą.',
    approval: 'Patvirtinus adresą verslo paskyrą dar peržiūrės parduotuvė; apie jos aktyvavimą pranešime.',
    ignore: 'Jei paskyros nekūrėte, šį laišką tiesiog ištrinkite.',
    signature: 'Gandras',
  },
  en: {
    subject: 'Confirm your account',
    greeting: 'Hello {name},',
    intro: 'thank you for registering. Please confirm your email address by opening this link:',
    expiry: 'The link works for {hours} hours and only once.',
    approval: 'Once the address is confirmed, the shop will review your business account and let you know.',
    ignore: 'If you did not create an account, you can delete this email.',
    signature: 'Gandras',
  },
};

function text(locale: MailLocale, key: string, values: Record<string, string> = {}): string {
  return Object.entries(values).reduce(
    (message, [name, value]) => message.replaceAll(`{${name}}`, value),
    TEXTS[locale][key] ?? key,
  );
}

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

/** Subject, text and HTML of the verification email (lt, else en). */
export function renderAccountVerification(input: {
  locale: string;
  firstName: string | null;
  url: string;
  needsApproval: boolean;
}): { subject: string; text: string; html: string } {
  const locale: MailLocale = input.locale === 'lt' ? 'lt' : 'en';
  const greeting = text(locale, 'greeting', { name: input.firstName ?? '' });
  const intro = `${greeting} ${text(locale, 'intro')}`;
  const notes = [
    text(locale, 'expiry', { hours: String(VERIFICATION_TOKEN_TTL_MS / 3_600_000) }),
    ...(input.needsApproval ? [text(locale, 'approval')] : []),
    text(locale, 'ignore'),
  ];
  const signature = text(locale, 'signature');
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif;color:#2a211d">
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(input.url)}">${escapeHtml(input.url)}</a></p>
${notes.map((note) => `<p>${escapeHtml(note)}</p>`).join('\n')}
<p>${escapeHtml(signature)}</p>
</body></html>`;
  return {
    subject: text(locale, 'subject'),
    text: [intro, input.url, ...notes, signature].join('\n\n'),
    html,
  };
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
  const message = renderAccountVerification({
    locale,
    firstName: row.firstName,
    url: verifyAccountUrl(storefrontUrl, locale, row.defaultLocale, token),
    needsApproval: row.requiresLogin,
  });
  try {
    await deps.mailer.send({ to: row.email, ...message });
  } catch (error) {
    await deps.db.delete(accountVerificationTokens).where(eq(accountVerificationTokens.id, id));
    throw error;
  }
}
