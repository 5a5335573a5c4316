import { NEWSLETTER_CONFIRM_PAGE_PATH, NEWSLETTER_TOKEN_PARAM } from '@shop/contracts/constants';
import { isKnownLocale } from '@shop/locale';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { channels, newsletterSubscribers } from '../../db/schema/index.ts';
import { escapeHtml } from '../../html/escape-html.ts';
import type { JobPayload } from '../../jobs/job-queue.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { NEWSLETTER_TOKEN_TTL_MS, newNewsletterToken } from './confirm-token.ts';

type MailLocale = 'lt' | 'en';

const TEXTS: Record<MailLocale, { subject: string; intro: string; expiry: string; ignore: string }> = {
  lt: {
    subject: 'Patvirtinkite naujienlaiškio prenumeratą',
    intro: 'Sveiki! Norėdami gauti Gandro naujienlaiškį, patvirtinkite prenumeratą paspaudę nuorodą:',
    expiry: 'Nuoroda galioja {days} d.',
    ignore:
      'Jei naujienlaiškio neprenumeravote, šį laišką tiesiog ištrinkite: be patvirtinimo laiškų nesiųsime.',
  },
  en: {
    subject: 'Confirm your newsletter subscription',
    intro: 'Hello! To receive the Gandras newsletter, please confirm your subscription by opening this link:',
    expiry: 'The link works for {days} days.',
    ignore:
      'If you did not subscribe, just delete this email: without confirmation we will send you nothing.',
  },
};

/** The storefront's confirm page with the token: the default locale unprefixed, others under /{locale}. */
export function newsletterConfirmUrl(
  storefrontUrl: string,
  locale: string,
  defaultLocale: string,
  token: string,
): string {
  const known = isKnownLocale(locale) ? locale : defaultLocale;
  const prefix = known === defaultLocale ? '' : `/${known}`;
  const query = new URLSearchParams({ [NEWSLETTER_TOKEN_PARAM]: token });
  return `${storefrontUrl}${prefix}/${NEWSLETTER_CONFIRM_PAGE_PATH}?${query}`;
}

/** Subject, text and HTML of the double opt-in email (lt, else en). */
export function renderNewsletterConfirmation(input: { locale: string; url: string }) {
  const texts = TEXTS[input.locale === 'lt' ? 'lt' : 'en'];
  const expiry = texts.expiry.replace('{days}', String(NEWSLETTER_TOKEN_TTL_MS / 86_400_000));
  const html = `<!doctype html><html lang="${input.locale === 'lt' ? 'lt' : 'en'}"><body style="font-family:sans-serif;color:#2a211d">
<p>${escapeHtml(texts.intro)}</p>
<p><a href="${escapeHtml(input.url)}">${escapeHtml(input.url)}</a></p>
<p>${escapeHtml(expiry)}</p>
<p>${escapeHtml(texts.ignore)}</p>
<p>Gandras</p>
</body></html>`;
  return {
    subject: texts.subject,
    text: [texts.intro, input.url, expiry, texts.ignore, 'Gandras'].join('\n\n'),
    html,
  };
}

/**
 * The job: gives the pending subscriber a new confirmation token (its hash replaces any earlier one) and
 * mails the link. Nothing is sent once the address is confirmed.
 */
export async function sendNewsletterConfirmation(
  deps: { db: Database; mailer: Mailer; storefrontUrls: Readonly<Record<string, string>>; now?: () => Date },
  payload: JobPayload,
): Promise<void> {
  const subscriberId = Number(payload.subscriberId);
  const [row] = await deps.db
    .select({
      email: newsletterSubscribers.email,
      locale: newsletterSubscribers.locale,
      status: newsletterSubscribers.status,
      channelCode: channels.code,
      defaultLocale: channels.defaultLocale,
    })
    .from(newsletterSubscribers)
    .innerJoin(channels, eq(channels.id, newsletterSubscribers.channelId))
    .where(eq(newsletterSubscribers.id, subscriberId));
  if (!row || row.status !== 'pending') return;
  const storefrontUrl = deps.storefrontUrls[row.channelCode];
  if (!storefrontUrl) throw new Error(`No STOREFRONT_URLS entry for channel "${row.channelCode}"`);
  const now = deps.now?.() ?? new Date();
  const { token, hash } = newNewsletterToken();
  await deps.db
    .update(newsletterSubscribers)
    .set({ confirmTokenHash: hash, confirmTokenExpiresAt: new Date(now.getTime() + NEWSLETTER_TOKEN_TTL_MS) })
    .where(and(eq(newsletterSubscribers.id, subscriberId), eq(newsletterSubscribers.status, 'pending')));
  const locale = typeof payload.locale === 'string' ? payload.locale : row.locale;
  const message = renderNewsletterConfirmation({
    locale,
    url: newsletterConfirmUrl(storefrontUrl, locale, row.defaultLocale, token),
  });
  await deps.mailer.send({ to: row.email, ...message });
}
