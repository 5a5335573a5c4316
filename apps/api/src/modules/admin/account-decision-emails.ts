import { isKnownLocale } from '@shop/locale';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { channels, customers, shopUsers } from '../../db/schema/index.ts';
import { escapeHtml } from '../../html/escape-html.ts';
import type { JobPayload } from '../../jobs/job-queue.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { ACCOUNT_DECISION_EMAIL_JOB } from './accounts.ts';

export { ACCOUNT_DECISION_EMAIL_JOB };

type MailLocale = 'lt' | 'en';

const TEXTS: Record<MailLocale, Record<string, string>> = {
  lt: {
    approvedSubject: '{shop}: jūsų paskyra patvirtinta',
    approved: 'Sveiki, {name}, jūsų įmonės paskyra patvirtinta. Prisijunkite ir apsipirkite: {url}',
    rejectedSubject: '{shop}: paskyros patvirtinti negalime',
    rejected: 'Sveiki, {name}, deja, jūsų įmonės paskyros patvirtinti negalime.',
    reason: 'Priežastis: {reason}',
    contact: 'Susisiekite su mumis: {contact}',
    signature: '{shop}',
  },
  en: {
    approvedSubject: '{shop}: your account has been approved',
    approved: 'Hello {name}, your company account has been approved. Sign in and shop: {url}',
    rejectedSubject: '{shop}: we cannot approve your account',
    rejected: 'Hello {name}, we are sorry, but we cannot approve your company account.',
    reason: 'Reason: {reason}',
    contact: 'Please contact us: {contact}',
    signature: '{shop}',
  },
};

function text(locale: MailLocale, key: string, values: Record<string, string>): string {
  return Object.entries(values).reduce(
    (message, [name, value]) => message.replaceAll(`{${name}}`, value),
    TEXTS[locale][key] ?? key,
  );
}

/** Subject, text and HTML of the approval or refusal mail (lt, else en). */
export function renderAccountDecision(input: {
  locale: string;
  decision: 'approve' | 'reject';
  name: string;
  shop: string;
  signInUrl: string;
  reason?: string;
  contact: string;
}): { subject: string; text: string; html: string } {
  const locale: MailLocale = input.locale === 'lt' ? 'lt' : 'en';
  const values = {
    name: input.name,
    shop: input.shop,
    url: input.signInUrl,
    reason: input.reason ?? '',
    contact: input.contact,
  };
  const paragraphs =
    input.decision === 'approve'
      ? [text(locale, 'approved', values)]
      : [
          text(locale, 'rejected', values),
          ...(input.reason ? [text(locale, 'reason', values)] : []),
          ...(input.contact ? [text(locale, 'contact', values)] : []),
        ];
  paragraphs.push(text(locale, 'signature', values));
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif;color:#2a211d">
${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
</body></html>`;
  return {
    subject: text(locale, input.decision === 'approve' ? 'approvedSubject' : 'rejectedSubject', values),
    text: paragraphs.join('\n\n'),
    html,
  };
}

/** The job: mails the customer the administration's decision, in their language. */
export async function sendAccountDecisionEmail(
  deps: { db: Database; mailer: Mailer; storefrontUrls: Readonly<Record<string, string>> },
  payload: JobPayload,
): Promise<void> {
  const [row] = await deps.db
    .select({
      email: customers.email,
      firstName: customers.firstName,
      companyName: customers.companyName,
      locale: shopUsers.locale,
      channelCode: channels.code,
      channelName: channels.name,
      defaultLocale: channels.defaultLocale,
      phone: channels.contactPhoneNumber,
      contactEmail: channels.contactEmail,
    })
    .from(shopUsers)
    .innerJoin(customers, eq(customers.id, shopUsers.customerId))
    .innerJoin(channels, eq(channels.id, shopUsers.channelId))
    .where(eq(shopUsers.id, Number(payload.shopUserId)));
  if (!row) return;
  const storefrontUrl = deps.storefrontUrls[row.channelCode];
  if (!storefrontUrl) throw new Error(`No STOREFRONT_URLS entry for channel "${row.channelCode}"`);
  const locale = row.locale ?? row.defaultLocale;
  const prefix = locale === row.defaultLocale || !isKnownLocale(locale) ? '' : `/${locale}`;
  const message = renderAccountDecision({
    locale,
    decision: payload.decision === 'approve' ? 'approve' : 'reject',
    name: row.firstName ?? row.companyName ?? '',
    shop: row.channelName,
    signInUrl: `${storefrontUrl}${prefix}/auth`,
    ...(typeof payload.reason === 'string' ? { reason: payload.reason } : {}),
    contact: [row.phone, row.contactEmail].filter(Boolean).join(', '),
  });
  await deps.mailer.send({ to: row.email, ...message });
}
