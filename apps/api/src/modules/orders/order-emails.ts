import type { Address, CartItem, Order, PaymentMethod, Shipment } from '@shop/contracts';
import { ORDER_PAGE_SEGMENTS } from '@shop/contracts/constants';
import { formatMoney, intlTag, isKnownLocale, type LocaleCode } from '@shop/locale';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { channels, orders } from '../../db/schema/index.ts';
import type { JobPayload } from '../../jobs/job-queue.ts';
import { loadMailBrand, type MailBrand } from '../../mail/mail-brand.ts';
import { fill, mailLocale, type MailBlock, type RenderedMail } from '../../mail/mail-content.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { renderMail } from '../../mail/render-mail.tsx';
import { ORDER_MAIL_TEXTS } from './order-email-texts.ts';
import { loadOrderView } from './order-view.ts';

/** Job kind: the order confirmation email, enqueued by completion in its transaction. */
export const ORDER_CONFIRMATION_JOB = 'order-confirmation';

/** What the confirmation needs of an order (an `Order` view, or the mail previews' demo order). */
export interface OrderMailInput {
  number: Order['number'];
  localeCode: string;
  currencyCode: string;
  billingAddress: Address | null;
  shippingAddress: Address | null;
  items: Array<Pick<CartItem, 'productName' | 'quantity' | 'total'>>;
  shipments: Array<Pick<Shipment, 'method' | 'parcelLocker'>>;
  payments: Array<{ method: Pick<PaymentMethod, 'kind' | 'name'> | null }>;
  promotions: Order['promotions'];
  summary: Order['summary'];
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

function addressLines(address: Address, locale: LocaleCode): string[] {
  const street = [address.street, address.houseNumber].filter(Boolean).join(' ');
  const country = new Intl.DisplayNames([intlTag(locale)], { type: 'region' }).of(address.countryCode);
  return [
    `${address.firstName} ${address.lastName}`.trim(),
    ...(address.companyName ? [address.companyName] : []),
    [street, address.apartmentNumber].filter(Boolean).join('-'),
    [address.postCode, address.city].filter(Boolean).join(' '),
    country ?? address.countryCode,
    address.phoneNumber,
  ].filter((line) => line.length > 0);
}

/**
 * What the confirmation of a placed order says: the items and totals, where it goes (the parcel locker,
 * else the delivery address), and for a bank transfer the instructions once, with the seller's account.
 */
export function orderConfirmationBlocks(
  order: OrderMailInput,
  url: string,
  brand: MailBrand,
): { locale: LocaleCode; subject: string; preview: string; blocks: MailBlock[] } {
  const locale = mailLocale(order.localeCode);
  const texts = ORDER_MAIL_TEXTS[locale];
  const money = (minor: number) => formatMoney(minor, order.currencyCode, locale);
  const number = order.number ?? '';
  const name = order.billingAddress?.firstName ?? '';
  const shipment = order.shipments[0];
  const payment = order.payments[0];
  // Discounts by their labels, then what a gift card paid: the total is what is left to pay.
  const totals = [
    { label: texts.subtotal, value: money(order.summary.subtotal) },
    ...order.promotions
      .filter((promotion) => promotion.itemsDiscount > 0)
      .map((promotion) => ({ label: promotion.label, value: money(-promotion.itemsDiscount) })),
    { label: texts.shipping, value: money(order.summary.delivery - order.summary.shippingDiscount) },
    { label: texts.tax, value: money(order.summary.tax) },
    ...(order.summary.giftCoupon > 0
      ? [{ label: texts.giftCard, value: money(-order.summary.giftCoupon) }]
      : []),
    { label: texts.total, value: money(order.summary.total), strong: true },
  ];
  const locker = shipment?.parcelLocker;
  const address = order.shippingAddress ?? order.billingAddress;
  const destination: MailBlock | null = locker
    ? {
        type: 'panel',
        title: texts.parcelLocker,
        lines: [locker.name, locker.address, `${locker.postCode} ${locker.city}`.trim()],
      }
    : address
      ? { type: 'panel', title: texts.deliveryAddress, lines: addressLines(address, locale) }
      : null;
  const { seller } = brand;
  const bankTransfer: MailBlock | null =
    payment?.method?.kind === 'bank_transfer' && order.summary.total > 0
      ? {
          type: 'panel',
          title: texts.bankTitle,
          lines: [
            fill(texts.bankTransfer, { number }),
            `${texts.payee}: ${seller.name}`,
            `${texts.account}: ${seller.bankAccount}`,
            `${texts.bank}: ${seller.bankName}`,
            `${texts.amount}: ${money(order.summary.total)}`,
            `${texts.reference}: ${fill(texts.referenceValue, { number })}`,
          ],
        }
      : null;
  const blocks: MailBlock[] = [
    { type: 'heading', text: texts.heading },
    { type: 'paragraph', text: `${fill(texts.greeting, { name })} ${fill(texts.intro, { number })}` },
    ...(bankTransfer ? [bankTransfer] : []),
    {
      type: 'rows',
      title: texts.items,
      rows: order.items.map((item) => ({
        label: `${item.productName} × ${item.quantity}`,
        value: money(item.total),
      })),
    },
    { type: 'rows', rows: totals },
    {
      type: 'rows',
      rows: [
        { label: texts.delivery, value: shipment?.method?.name ?? '' },
        { label: texts.payment, value: payment?.method?.name ?? '' },
      ],
    },
    ...(destination ? [destination] : []),
    { type: 'button', label: texts.view, url },
  ];
  return {
    locale,
    subject: fill(texts.subject, { number }),
    preview: fill(texts.preview, { number }),
    blocks,
  };
}

/** Subject, text and HTML of the confirmation of a placed order, in the order's language. */
export function renderOrderConfirmation(
  order: OrderMailInput,
  url: string,
  brand: MailBrand,
): Promise<RenderedMail> {
  return renderMail(orderConfirmationBlocks(order, url, brand), brand);
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
  const brand = await loadMailBrand(deps.db, row.channelCode, storefrontUrl);
  const message = await renderOrderConfirmation(
    order,
    orderPageUrl(storefrontUrl, row.locale, row.defaultLocale, order.tokenValue),
    brand,
  );
  await deps.mailer.send({ to: order.email, ...message });
}
