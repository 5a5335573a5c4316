import type { Return } from '@shop/contracts';
import { RETURN_PAGE_SEGMENTS, RETURN_STATES, type ReturnState } from '@shop/contracts/constants';
import { formatMoney, isKnownLocale, type LocaleCode } from '@shop/locale';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { channels, orders, returns } from '../../db/schema/index.ts';
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
import { RETURN_EMAIL_JOB } from './return-service.ts';
import { loadReturnView } from './return-view.ts';

export { RETURN_EMAIL_JOB };

/** The state names the storefront shows (spec section 4), for the subject of each change. */
const STATE_NAMES: Record<LocaleCode, Record<ReturnState, string>> = {
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
  et: {
    initiated: 'Tagastus esitatud',
    requested: 'Ootame teie pakki',
    processed: 'Töödeldud',
    money_returned: 'Raha tagastatud',
    money_could_not_be_returned: 'Vastu võetud või kinnitatud',
    fulfilled: 'Tagastus lõpetatud',
    cancelled: 'Tühistatud',
  },
  ru: {
    initiated: 'Возврат оформлен',
    requested: 'Ожидаем вашу посылку',
    processed: 'Обработан',
    money_returned: 'Деньги возвращены',
    money_could_not_be_returned: 'Принят или подтверждён',
    fulfilled: 'Возврат завершён',
    cancelled: 'Отменён',
  },
};

const TEXTS = {
  lt: {
    subject: 'Grąžinimas {number}: {state}',
    created: 'gavome jūsų grąžinimo prašymą {number} (užsakymas {order}).',
    changed: 'jūsų grąžinimo {number} būsena dabar: {state}.',
    method: 'Grąžinimo būdas: {method}. Ant siuntos užrašykite grąžinimo numerį {number}.',
    refund: 'Grąžintina suma: {amount}.',
    coupon: 'Jūsų parduotuvės kupono kodas: {code} (suma {amount}). Jį įveskite krepšelyje.',
    view: 'Peržiūrėti grąžinimą',
    greeting: 'Sveiki,',
  },
  en: {
    subject: 'Return {number}: {state}',
    created: 'we have received your return request {number} (order {order}).',
    changed: 'your return {number} is now: {state}.',
    method: 'Return method: {method}. Please write the return number {number} on the parcel.',
    refund: 'Amount to refund: {amount}.',
    coupon: 'Your shop coupon code: {code} (worth {amount}). Enter it in the cart.',
    view: 'View your return',
    greeting: 'Hello,',
  },
  et: {
    subject: 'Tagastus {number}: {state}',
    created: 'oleme kätte saanud teie tagastustaotluse {number} (tellimus {order}).',
    changed: 'teie tagastuse {number} olek on nüüd: {state}.',
    method: 'Tagastusviis: {method}. Palun kirjutage pakile tagastuse number {number}.',
    refund: 'Tagastatav summa: {amount}.',
    coupon: 'Teie poe kupongikood: {code} (väärtus {amount}). Sisestage see ostukorvis.',
    view: 'Vaata tagastust',
    greeting: 'Tere,',
  },
  ru: {
    subject: 'Возврат {number}: {state}',
    created: 'мы получили ваш запрос на возврат {number} (заказ {order}).',
    changed: 'статус вашего возврата {number}: {state}.',
    method: 'Способ возврата: {method}. Напишите на посылке номер возврата {number}.',
    refund: 'Сумма к возврату: {amount}.',
    coupon: 'Код купона магазина: {code} (на сумму {amount}). Введите его в корзине.',
    view: 'Посмотреть возврат',
    greeting: 'Здравствуйте,',
  },
} satisfies Record<LocaleCode, Record<string, string>>;

/** The account's return page: the default locale unprefixed, others under /{locale}. */
export function returnPageUrl(storefrontUrl: string, locale: string, defaultLocale: string, number: string) {
  const known = isKnownLocale(locale) ? locale : 'en';
  const prefix = known === defaultLocale ? '' : `/${known}`;
  return `${storefrontUrl}${prefix}/${RETURN_PAGE_SEGMENTS[known]}/${encodeURIComponent(number)}`;
}

/** What the return mails need of a return (a `Return` view, or the mail previews' demo return). */
export interface ReturnMailInput {
  number: string;
  orderNumber: string;
  currencyCode: string;
  returnMethod: Pick<NonNullable<Return['returnMethod']>, 'name'> | null;
  refundableAmount: number;
  refund: Pick<Return['refund'], 'couponCode'>;
}

/** What the mail about a new return or its new state says, in the return's language. */
export function returnEmailContent(
  view: ReturnMailInput,
  input: { locale: string; state: ReturnState; url: string },
): MailContent {
  const locale = mailLocale(input.locale);
  const texts = TEXTS[locale];
  const money = (minor: number) => formatMoney(minor, view.currencyCode, locale);
  const values = { number: view.number, order: view.orderNumber, state: STATE_NAMES[locale][input.state] };
  const subject = fill(texts.subject, values);
  const blocks: MailBlock[] = [
    { type: 'heading', text: STATE_NAMES[locale][input.state] },
    {
      type: 'paragraph',
      text: `${texts.greeting} ${fill(input.state === 'initiated' ? texts.created : texts.changed, values)}`,
    },
    ...(input.state === 'initiated' && view.returnMethod
      ? [
          {
            type: 'paragraph' as const,
            text: fill(texts.method, { ...values, method: view.returnMethod.name }),
          },
        ]
      : []),
    ...(input.state === 'cancelled'
      ? []
      : [{ type: 'paragraph' as const, text: fill(texts.refund, { amount: money(view.refundableAmount) }) }]),
    ...(input.state === 'money_returned' && view.refund.couponCode
      ? [
          {
            type: 'panel' as const,
            title: view.refund.couponCode,
            lines: [
              fill(texts.coupon, { code: view.refund.couponCode, amount: money(view.refundableAmount) }),
            ],
          },
        ]
      : []),
    { type: 'button', label: texts.view, url: input.url },
  ];
  return { locale, subject, preview: subject, blocks };
}

/** Subject, text and HTML of the mail about a new return or its new state. */
export function renderReturnEmail(
  view: Parameters<typeof returnEmailContent>[0],
  input: { locale: string; state: ReturnState; url: string },
  brand: MailBrand,
): Promise<RenderedMail> {
  return renderMail(returnEmailContent(view, input), brand);
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
  const message = await renderReturnEmail(
    view,
    {
      locale: row.locale,
      state,
      url: returnPageUrl(storefrontUrl, row.locale, row.defaultLocale, view.number),
    },
    await loadMailBrand(deps.db, row.channelCode, storefrontUrl),
  );
  await deps.mailer.send({ to: row.email, ...message });
}
