import type { Order } from '@shop/contracts';
import { ORDER_PAGE_SEGMENTS } from '@shop/contracts/constants';
import { formatMoney, isKnownLocale } from '@shop/locale';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { channels, orders } from '../../db/schema/index.ts';
import { escapeHtml } from '../../html/escape-html.ts';
import type { JobPayload } from '../../jobs/job-queue.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { loadOrderView } from './order-view.ts';

/** Job kind: the order confirmation email, enqueued by completion in its transaction. */
export const ORDER_CONFIRMATION_JOB = 'order-confirmation';

type MailLocale = 'lt' | 'en';

const TEXTS: Record<MailLocale, Record<string, string>> = {
  lt: {
    subject: 'Užsakymas {number} gautas',
    greeting: 'Sveiki, {name},',
    intro: 'ačiū, jūsų užsakymą {number} gavome.',
    items: 'Prekės',
    delivery: 'Pristatymas',
    payment: 'Mokėjimas',
    subtotal: 'Prekių suma',
    shipping: 'Pristatymo kaina',
    tax: 'Iš jų PVM',
    giftCard: 'Apmokėta dovanų kortele',
    total: 'Iš viso',
    bankTransfer: 'Apmokėkite bankiniu pavedimu; mokėjimo paskirtyje nurodykite užsakymo numerį {number}.',
    link: 'Užsakymą bet kada rasite čia: {url}',
    signature: 'Gandras',
  },
  en: {
    subject: 'Order {number} received',
    greeting: 'Hello {name},',
    intro: 'thank you, we have received your order {number}.',
    items: 'Items',
    delivery: 'Delivery',
    payment: 'Payment',
    subtotal: 'Items total',
    shipping: 'Delivery',
    tax: 'Of which VAT',
    giftCard: 'Paid by gift card',
    total: 'Total',
    bankTransfer: 'Please pay by bank transfer with the order number {number} as the payment reference.',
    link: 'You can find the order here at any time: {url}',
    signature: 'Gandras',
  },
};

function text(locale: MailLocale, key: string, values: Record<string, string> = {}): string {
  return Object.entries(values).reduce(
    (message, [name, value]) => message.replaceAll(`{${name}}`, value),
    TEXTS[locale][key] ?? key,
  );
}

/** The order page of the storefront: the default locale unprefixed, others under /{locale}. */
export function orderPageUrl(
  storefrontUrl: string,
  locale: string,
  defaultLocale: string,
  token: string,
): string {
  const known = isKnownLocale(locale) ? locale : 'en';
  const prefix = known === defaultLocale ? '' : `/${known}`;
  return `${storefrontUrl}${prefix}/${ORDER_PAGE_SEGMENTS[known]}/${encodeURIComponent(token)}`;
}

/** Subject, text and HTML of the confirmation of a placed order (lt, else en). */
export function renderOrderConfirmation(
  order: Order,
  url: string,
): { subject: string; text: string; html: string } {
  const locale: MailLocale = order.localeCode === 'lt' ? 'lt' : 'en';
  const money = (minor: number) => formatMoney(minor, order.currencyCode, locale);
  const number = order.number ?? '';
  const name = order.billingAddress?.firstName ?? '';
  const shipment = order.shipments[0];
  const payment = order.payments[0];
  const lines = order.items.map((item) => `${item.productName} × ${item.quantity}: ${money(item.total)}`);
  const delivery = [
    shipment?.method?.name,
    shipment?.parcelLocker &&
      `${shipment.parcelLocker.name}, ${shipment.parcelLocker.address}, ${shipment.parcelLocker.city}`,
  ]
    .filter(Boolean)
    .join(' – ');
  // Discounts by their labels, then what a gift card paid: the total is what is left to pay.
  const totals: Array<[string, string]> = [
    [text(locale, 'subtotal'), money(order.summary.subtotal)],
    ...order.promotions
      .filter((promotion) => promotion.itemsDiscount > 0)
      .map((promotion): [string, string] => [promotion.label, money(-promotion.itemsDiscount)]),
    [text(locale, 'shipping'), money(order.summary.delivery - order.summary.shippingDiscount)],
    [text(locale, 'tax'), money(order.summary.tax)],
    ...(order.summary.giftCoupon > 0
      ? [[text(locale, 'giftCard'), money(-order.summary.giftCoupon)] as [string, string]]
      : []),
    [text(locale, 'total'), money(order.summary.total)],
  ];
  // The bank transfer instruction and the method's own details (the shop's account).
  const bankTransfer =
    payment?.method?.kind === 'bank_transfer'
      ? [text(locale, 'bankTransfer', { number }), payment.method.description].filter(Boolean).join(' ')
      : null;
  const paragraphs = [
    `${text(locale, 'greeting', { name })} ${text(locale, 'intro', { number })}`,
    `${text(locale, 'items')}:\n${lines.join('\n')}`,
    `${text(locale, 'delivery')}: ${delivery}\n${text(locale, 'payment')}: ${payment?.method?.name ?? ''}`,
    totals.map(([label, value]) => `${label}: ${value}`).join('\n'),
    ...(bankTransfer ? [bankTransfer] : []),
    text(locale, 'link', { url }),
    text(locale, 'signature'),
  ];
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif;color:#2a211d">
<p>${escapeHtml(`${text(locale, 'greeting', { name })} ${text(locale, 'intro', { number })}`)}</p>
<h2 style="font-size:16px">${escapeHtml(text(locale, 'items'))}</h2>
<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>
<p>${escapeHtml(text(locale, 'delivery'))}: ${escapeHtml(delivery)}<br>${escapeHtml(text(locale, 'payment'))}: ${escapeHtml(payment?.method?.name ?? '')}</p>
<table>${totals.map(([label, value]) => `<tr><td>${escapeHtml(label)}</td><td style="text-align:right">${escapeHtml(value)}</td></tr>`).join('')}</table>
${bankTransfer ? `<p>${escapeHtml(bankTransfer)}</p>` : ''}
<p><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>
<p>${escapeHtml(text(locale, 'signature'))}</p>
</body></html>`;
  return { subject: text(locale, 'subject', { number }), text: paragraphs.join('\n\n'), html };
}

/** The job: emails the confirmation of a placed order to its contact address. */
export async function sendOrderConfirmation(
  deps: { db: Database; mailer: Mailer; storefrontUrls: Readonly<Record<string, string>> },
  payload: JobPayload,
): Promise<void> {
  const orderId = Number(payload.orderId);
  const [row] = await deps.db
    .select({ locale: orders.localeCode, channelCode: channels.code, defaultLocale: channels.defaultLocale })
    .from(orders)
    .innerJoin(channels, eq(channels.id, orders.channelId))
    .where(eq(orders.id, orderId));
  if (!row) throw new Error(`Order ${orderId} does not exist`);
  const order = await loadOrderView(deps.db, orderId, [row.locale, row.defaultLocale]);
  if (!order.email || order.state === 'cart')
    throw new Error(`Order ${orderId} is not a placed order with an email`);
  const storefrontUrl = deps.storefrontUrls[row.channelCode];
  if (!storefrontUrl) throw new Error(`No STOREFRONT_URLS entry for channel "${row.channelCode}"`);
  const message = renderOrderConfirmation(
    order,
    orderPageUrl(storefrontUrl, row.locale, row.defaultLocale, order.tokenValue),
  );
  await deps.mailer.send({ to: order.email, ...message });
}
