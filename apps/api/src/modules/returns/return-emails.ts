import type { Return } from '@shop/contracts';
import { RETURN_PAGE_SEGMENTS, RETURN_STATES, type ReturnState } from '@shop/contracts/constants';
import { formatMoney, isKnownLocale } from '@shop/locale';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { channels, orders, returns } from '../../db/schema/index.ts';
import { escapeHtml } from '../../html/escape-html.ts';
import type { JobPayload } from '../../jobs/job-queue.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { RETURN_EMAIL_JOB } from './return-service.ts';
import { loadReturnView } from './return-view.ts';

export { RETURN_EMAIL_JOB };

type MailLocale = 'lt' | 'en';

/** The state names the storefront shows (spec section 4), for the subject of each change. */
const STATE_NAMES: Record<MailLocale, Record<ReturnState, string>> = {
  lt: {
    initiated: 'Grąžinimas pateiktas',
    requested: 'Laukiame siuntos',
    processed: 'Apdorotas',
    money_returned: 'Pinigai grąžinti',
    money_could_not_be_returned: 'Priimtas arba patvirtintas',
    fulfilled: 'Grąžinimas užbaigtas',
    cancelled: 'Atšauktas',
  },
  en: {
    initiated: 'Return requested',
    requested: 'Awaiting your parcel',
    processed: 'Processed',
    money_returned: 'Money returned',
    money_could_not_be_returned: 'Accepted or confirmed',
    fulfilled: 'Return completed',
    cancelled: 'Cancelled',
  },
};

const TEXTS: Record<MailLocale, Record<string, string>> = {
  lt: {
    subject: 'Grąžinimas {number}: {state}',
    created: 'gavome jūsų grąžinimo prašymą {number} (užsakymas {order}).',
    changed: 'jūsų grąžinimo {number} būsena dabar: {state}.',
    method: 'Grąžinimo būdas: {method}. Ant siuntos užrašykite grąžinimo numerį {number}.',
    refund: 'Grąžintina suma: {amount}.',
    coupon: 'Jūsų parduotuvės kupono kodas: {code} (suma {amount}). Jį įveskite krepšelyje.',
    link: 'Grąžinimą rasite čia: {url}',
    greeting: 'Sveiki,',
    signature: 'Gandras',
  },
  en: {
    subject: 'Return {number}: {state}',
    created: 'we have received your return request {number} (order {order}).',
    changed: 'your return {number} is now: {state}.',
    method: 'Return method: {method}. Please write the return number {number} on the parcel.',
    refund: 'Amount to refund: {amount}.',
    coupon: 'Your shop coupon code: {code} (worth {amount}). Enter it in the cart.',
    link: 'You can find the return here: {url}',
    greeting: 'Hello,',
    signature: 'Gandras',
  },
};

function text(locale: MailLocale, key: string, values: Record<string, string> = {}): string {
  return Object.entries(values).reduce(
    (message, [name, value]) => message.replaceAll(`{${name}}`, value),
    TEXTS[locale][key] ?? key,
  );
}

/** The account's return page: the default locale unprefixed, others under /{locale}. */
export function returnPageUrl(storefrontUrl: string, locale: string, defaultLocale: string, number: string) {
  const known = isKnownLocale(locale) ? locale : 'en';
  const prefix = known === defaultLocale ? '' : `/${known}`;
  return `${storefrontUrl}${prefix}/${RETURN_PAGE_SEGMENTS[known]}/${encodeURIComponent(number)}`;
}

/** Subject, text and HTML of the mail about a new return or its new state (lt, else en). */
export function renderReturnEmail(
  view: Return,
  input: { locale: string; state: ReturnState; url: string },
): { subject: string; text: string; html: string } {
  const locale: MailLocale = input.locale === 'lt' ? 'lt' : 'en';
  const money = (minor: number) => formatMoney(minor, view.currencyCode, locale);
  const values = { number: view.number, order: view.orderNumber, state: STATE_NAMES[locale][input.state] };
  const paragraphs = [
    `${text(locale, 'greeting')} ${text(locale, input.state === 'initiated' ? 'created' : 'changed', values)}`,
    ...(input.state === 'initiated' && view.returnMethod
      ? [text(locale, 'method', { ...values, method: view.returnMethod.name })]
      : []),
    ...(input.state === 'cancelled'
      ? []
      : [text(locale, 'refund', { amount: money(view.refundableAmount) })]),
    ...(input.state === 'money_returned' && view.refund.couponCode
      ? [text(locale, 'coupon', { code: view.refund.couponCode, amount: money(view.refundableAmount) })]
      : []),
    text(locale, 'link', { url: input.url }),
    text(locale, 'signature'),
  ];
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif;color:#2a211d">
${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
</body></html>`;
  return { subject: text(locale, 'subject', values), text: paragraphs.join('\n\n'), html };
}

/** The job: mails the order's contact address about a new return or its new state. */
export async function sendReturnEmail(
  deps: { db: Database; mailer: Mailer; storefrontUrls: Readonly<Record<string, string>> },
  payload: JobPayload,
): Promise<void> {
  const returnId = Number(payload.returnId);
  const state = RETURN_STATES.find((candidate) => candidate === payload.state);
  if (!state) throw new Error(`Unknown return state "${String(payload.state)}" in a return email job`);
  const [row] = await deps.db
    .select({
      locale: returns.localeCode,
      email: orders.email,
      channelCode: channels.code,
      defaultLocale: channels.defaultLocale,
    })
    .from(returns)
    .innerJoin(orders, eq(orders.id, returns.orderId))
    .innerJoin(channels, eq(channels.id, returns.channelId))
    .where(eq(returns.id, returnId));
  if (!row) throw new Error(`Return ${returnId} does not exist`);
  if (!row.email) return;
  const view = await loadReturnView(deps.db, returnId, [row.locale, row.defaultLocale]);
  const storefrontUrl = deps.storefrontUrls[row.channelCode];
  if (!storefrontUrl) throw new Error(`No STOREFRONT_URLS entry for channel "${row.channelCode}"`);
  const message = renderReturnEmail(view, {
    locale: row.locale,
    state,
    url: returnPageUrl(storefrontUrl, row.locale, row.defaultLocale, view.number),
  });
  await deps.mailer.send({ to: row.email, ...message });
}
