import { NEWSLETTER_CONFIRM_PAGE_PATH, NEWSLETTER_TOKEN_PARAM } from '@shop/contracts/constants';
import { isKnownLocale, type LocaleCode } from '@shop/locale';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { channels, newsletterSubscribers } from '../../db/schema/index.ts';
import type { JobPayload } from '../../jobs/job-queue.ts';
import { loadMailBrand, type MailBrand } from '../../mail/mail-brand.ts';
import { fill, mailLocale, type MailContent, type RenderedMail } from '../../mail/mail-content.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { renderMail } from '../../mail/render-mail.tsx';
import { NEWSLETTER_TOKEN_TTL_MS, newNewsletterToken } from './confirm-token.ts';

const TEXTS = {
  lt: {
    subject: 'Patvirtinkite naujienlaiškio prenumeratą',
    heading: 'Patvirtinkite prenumeratą',
    intro: 'Sveiki! Norėdami gauti Gandro naujienlaiškį, patvirtinkite prenumeratą paspaudę nuorodą:',
    button: 'Patvirtinti prenumeratą',
    expiry: 'Nuoroda galioja {days} d.',
    ignore:
      'Jei naujienlaiškio neprenumeravote, šį laišką tiesiog ištrinkite: be patvirtinimo laiškų nesiųsime.',
  },
  en: {
    subject: 'Confirm your newsletter subscription',
    heading: 'Confirm your subscription',
    intro: 'Hello! To receive the Gandras newsletter, please confirm your subscription by opening this link:',
    button: 'Confirm my subscription',
    expiry: 'The link works for {days} days.',
    ignore:
      'If you did not subscribe, just delete this email: without confirmation we will send you nothing.',
  },
  et: {
    subject: 'Kinnitage uudiskirja tellimus',
    heading: 'Kinnitage tellimus',
    intro: 'Tere! Gandrase uudiskirja saamiseks kinnitage tellimus, avades selle lingi:',
    button: 'Kinnita tellimus',
    expiry: 'Link kehtib {days} päeva.',
    ignore: 'Kui te uudiskirja ei tellinud, kustutage see kiri: ilma kinnituseta me teile midagi ei saada.',
  },
  ru: {
    subject: 'Подтвердите подписку на рассылку',
    heading: 'Подтвердите подписку',
    intro: 'Здравствуйте! Чтобы получать рассылку Gandras, подтвердите подписку, открыв эту ссылку:',
    button: 'Подтвердить подписку',
    expiry: 'Ссылка действует {days} дн.',
    ignore: 'Если вы не подписывались, просто удалите это письмо: без подтверждения мы ничего не пришлём.',
  },
} satisfies Record<LocaleCode, Record<string, string>>;

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

/** What the double opt-in email says, in the subscriber's language. */
export function newsletterConfirmationContent(input: { locale: string; url: string }): MailContent {
  const locale = mailLocale(input.locale);
  const texts = TEXTS[locale];
  return {
    locale,
    subject: texts.subject,
    preview: texts.intro,
    blocks: [
      { type: 'heading', text: texts.heading },
      { type: 'paragraph', text: texts.intro },
      { type: 'button', label: texts.button, url: input.url },
      { type: 'paragraph', text: fill(texts.expiry, { days: NEWSLETTER_TOKEN_TTL_MS / 86_400_000 }) },
      { type: 'note', text: texts.ignore },
    ],
  };
}

/** Subject, text and HTML of the double opt-in email. */
export function renderNewsletterConfirmation(
  input: { locale: string; url: string },
  brand: MailBrand,
): Promise<RenderedMail> {
  return renderMail(newsletterConfirmationContent(input), brand);
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
  const message = await renderNewsletterConfirmation(
    { locale, url: newsletterConfirmUrl(storefrontUrl, locale, row.defaultLocale, token) },
    await loadMailBrand(deps.db, row.channelCode, storefrontUrl),
  );
  await deps.mailer.send({ to: row.email, ...message });
}
