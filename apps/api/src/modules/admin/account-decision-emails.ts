import { isKnownLocale, type LocaleCode } from '@shop/locale';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { channels, customers, shopUsers } from '../../db/schema/index.ts';
import type { JobPayload } from '../../jobs/job-queue.ts';
import { loadMailBrand, type MailBrand } from '../../mail/mail-brand.ts';
import {
  fill,
  mailLocale,
  type MailBlock,
  type MailContent,
  type RenderedMail,
} from '../../mail/mail-content.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { renderMail } from '../../mail/render-mail.tsx';
import { ACCOUNT_DECISION_EMAIL_JOB } from './accounts.ts';

export { ACCOUNT_DECISION_EMAIL_JOB };

const TEXTS = {
  lt: {
    approvedSubject: '{shop}: jūsų paskyra patvirtinta',
    approvedHeading: 'Jūsų paskyra patvirtinta',
    approved: 'Sveiki, {name}, jūsų įmonės paskyra patvirtinta. Prisijunkite ir apsipirkite:',
    signIn: 'Prisijungti',
    rejectedSubject: '{shop}: paskyros patvirtinti negalime',
    rejectedHeading: 'Paskyros patvirtinti negalime',
    rejected: 'Sveiki, {name}, deja, jūsų įmonės paskyros patvirtinti negalime.',
    reason: 'Priežastis: {reason}',
    contact: 'Susisiekite su mumis: {contact}',
  },
  en: {
    approvedSubject: '{shop}: your account has been approved',
    approvedHeading: 'Your account has been approved',
    approved: 'Hello {name}, your company account has been approved. Sign in and shop:',
    signIn: 'Sign in',
    rejectedSubject: '{shop}: we cannot approve your account',
    rejectedHeading: 'We cannot approve your account',
    rejected: 'Hello {name}, we are sorry, but we cannot approve your company account.',
    reason: 'Reason: {reason}',
    contact: 'Please contact us: {contact}',
  },
  et: {
    approvedSubject: '{shop}: teie konto on kinnitatud',
    approvedHeading: 'Teie konto on kinnitatud',
    approved: 'Tere, {name}, teie ettevõtte konto on kinnitatud. Logige sisse ja tehke oste:',
    signIn: 'Logi sisse',
    rejectedSubject: '{shop}: me ei saa teie kontot kinnitada',
    rejectedHeading: 'Me ei saa teie kontot kinnitada',
    rejected: 'Tere, {name}, kahjuks ei saa me teie ettevõtte kontot kinnitada.',
    reason: 'Põhjus: {reason}',
    contact: 'Võtke meiega ühendust: {contact}',
  },
  ru: {
    approvedSubject: '{shop}: ваш аккаунт подтверждён',
    approvedHeading: 'Ваш аккаунт подтверждён',
    approved: 'Здравствуйте, {name}! Аккаунт вашей компании подтверждён. Войдите и делайте покупки:',
    signIn: 'Войти',
    rejectedSubject: '{shop}: мы не можем подтвердить ваш аккаунт',
    rejectedHeading: 'Мы не можем подтвердить ваш аккаунт',
    rejected: 'Здравствуйте, {name}! К сожалению, мы не можем подтвердить аккаунт вашей компании.',
    reason: 'Причина: {reason}',
    contact: 'Свяжитесь с нами: {contact}',
  },
} satisfies Record<LocaleCode, Record<string, string>>;

export interface AccountDecisionInput {
  locale: string;
  decision: 'approve' | 'reject';
  name: string;
  shop: string;
  signInUrl: string;
  reason?: string;
  contact: string;
}

/** What the approval or refusal mail says, in the customer's language. */
export function accountDecisionContent(input: AccountDecisionInput): MailContent {
  const locale = mailLocale(input.locale);
  const texts = TEXTS[locale];
  const values = { name: input.name, shop: input.shop, reason: input.reason ?? '', contact: input.contact };
  const subject = fill(input.decision === 'approve' ? texts.approvedSubject : texts.rejectedSubject, values);
  const blocks: MailBlock[] =
    input.decision === 'approve'
      ? [
          { type: 'heading', text: texts.approvedHeading },
          { type: 'paragraph', text: fill(texts.approved, values) },
          { type: 'button', label: texts.signIn, url: input.signInUrl },
        ]
      : [
          { type: 'heading', text: texts.rejectedHeading },
          { type: 'paragraph', text: fill(texts.rejected, values) },
          ...(input.reason ? [{ type: 'paragraph' as const, text: fill(texts.reason, values) }] : []),
          ...(input.contact ? [{ type: 'paragraph' as const, text: fill(texts.contact, values) }] : []),
        ];
  return { locale, subject, preview: subject, blocks };
}

/** Subject, text and HTML of the approval or refusal mail. */
export function renderAccountDecision(input: AccountDecisionInput, brand: MailBrand): Promise<RenderedMail> {
  return renderMail(accountDecisionContent(input), brand);
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
  const brand = await loadMailBrand(deps.db, row.channelCode, storefrontUrl);
  const message = await renderAccountDecision(
    {
      locale,
      decision: payload.decision === 'approve' ? 'approve' : 'reject',
      name: row.firstName ?? row.companyName ?? '',
      shop: row.channelName,
      signInUrl: `${storefrontUrl}${prefix}/auth`,
      ...(typeof payload.reason === 'string' ? { reason: payload.reason } : {}),
      contact: [row.phone, row.contactEmail].filter(Boolean).join(', '),
    },
    brand,
  );
  await deps.mailer.send({ to: row.email, ...message });
}
