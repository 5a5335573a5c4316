import type { Address, CartItem, Order } from '@shop/contracts';
import { ORDER_DOCUMENT_LOCALES, SHOP_TIME_ZONE, VAT_RATE_PERCENT } from '@shop/contracts/constants';
import { formatMoney } from '@shop/locale';
import { ORDER_DOCUMENT_FILE_STEMS, ORDER_DOCUMENT_TEXTS } from './order-document-texts.ts';
import type { Seller } from './seller.ts';

/**
 * What an invoice or a pre-invoice says, apart from how it is drawn: the texts in the document's language,
 * its dates and file name, and the seller's, buyer's, lines', totals' and payment's words and amounts as
 * plain strings. Nothing here touches pdfkit; order-document-layout.ts draws what these functions return,
 * and order-document-pdf.ts puts the two together.
 */

/** Days the buyer has to pay a pre-invoice, counted from the order date. */
export const PRE_INVOICE_DUE_DAYS = 7;

/** Languages an invoice or pre-invoice is written in: every shop language (ADR 0034). */
export const PRE_INVOICE_LOCALES = ORDER_DOCUMENT_LOCALES;
export type PreInvoiceLocale = (typeof ORDER_DOCUMENT_LOCALES)[number];

const TEXTS = ORDER_DOCUMENT_TEXTS;
export type TextKey = keyof (typeof TEXTS)['lt'];

/** A line of the seller's or the buyer's block. */
export interface PartyLine {
  text: string;
  bold?: boolean;
}

/** The document's text `key` in `locale`, with `{name}` placeholders filled in from `values`. */
export function say(
  locale: PreInvoiceLocale,
  key: TextKey,
  values: Record<string, string | number> = {},
): string {
  return Object.entries(values).reduce(
    (message, [name, value]) => message.replaceAll(`{${name}}`, String(value)),
    TEXTS[locale][key],
  );
}

/** An amount of the order (minor units) as the document's language writes it. */
function orderMoney(order: Order, locale: PreInvoiceLocale, minor: number): string {
  return formatMoney(minor, order.currencyCode, locale);
}

/**
 * YYYY-MM-DD of an instant in the shop's time zone: dates on documents are the shop's calendar days (spec
 * section 9 shows dates as YYYY-MM-DD).
 */
export function shopDate(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/** The day payment is due: the order's day plus PRE_INVOICE_DUE_DAYS, in the shop's calendar. */
export function preInvoiceDueDate(orderedAt: Date): string {
  const [year, month, day] = shopDate(orderedAt).split('-').map(Number);
  const due = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (day ?? 1) + PRE_INVOICE_DUE_DAYS));
  return due.toISOString().slice(0, 10);
}

/** The file name offered for saving, ASCII only: "isankstine-saskaita-000000123.pdf". */
export function preInvoiceFileName(orderNumber: string, locale: PreInvoiceLocale): string {
  const stem = ORDER_DOCUMENT_FILE_STEMS[locale].preInvoice;
  return `${stem}-${orderNumber.replace(/[^A-Za-z0-9-]/g, '')}.pdf`;
}

/** The invoice's file name, ASCII only: "saskaita-faktura-WEB-000001.pdf". */
export function invoiceFileName(invoiceNumber: string, locale: PreInvoiceLocale): string {
  const stem = ORDER_DOCUMENT_FILE_STEMS[locale].invoice;
  return `${stem}-${invoiceNumber.replace(/[^A-Za-z0-9-]/g, '')}.pdf`;
}

function countryName(code: string, locale: PreInvoiceLocale): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** The buyer's block: company first when the order is for a company, then the person and address. */
export function buyerLines(order: Order, locale: PreInvoiceLocale): PartyLine[] {
  const address: Address | null = order.billingAddress;
  if (!address) return [];
  const person = `${address.firstName} ${address.lastName}`;
  const street = [
    [address.street, address.houseNumber].filter(Boolean).join(' '),
    address.apartmentNumber ? `-${address.apartmentNumber}` : '',
  ].join('');
  const place = [address.postCode, address.city].filter(Boolean).join(' ');
  const lines: PartyLine[] = [];
  if (address.companyName) {
    lines.push({ text: address.companyName, bold: true });
    if (address.companyCode) lines.push({ text: `${say(locale, 'companyCode')}: ${address.companyCode}` });
    if (address.vatNumber) lines.push({ text: `${say(locale, 'vatCode')}: ${address.vatNumber}` });
    lines.push({ text: person });
  } else {
    lines.push({ text: person, bold: true });
  }
  const where = [street, place, countryName(address.countryCode, locale)].filter(Boolean).join(', ');
  lines.push({ text: where });
  if (order.email) lines.push({ text: `${say(locale, 'email')}: ${order.email}` });
  lines.push({ text: `${say(locale, 'phone')}: ${address.phoneNumber}` });
  return lines;
}

/** The seller's block: name, codes, address, bank and how to reach them. */
export function sellerLines(seller: Seller, locale: PreInvoiceLocale): PartyLine[] {
  return [
    { text: seller.name, bold: true },
    { text: `${say(locale, 'companyCode')}: ${seller.companyCode}` },
    { text: `${say(locale, 'vatCode')}: ${seller.vatCode}` },
    { text: seller.address },
    { text: `${say(locale, 'bank')}: ${seller.bankName}` },
    { text: `${say(locale, 'account')}: ${seller.bankAccount}` },
    { text: `${say(locale, 'email')}: ${seller.email}, ${say(locale, 'phone')} ${seller.phone}` },
  ];
}

/** "Size: 86, Colour: grey · Code PRAM-1": what tells the variant apart. */
function variantText(item: CartItem, locale: PreInvoiceLocale): string {
  const options = item.variant.optionValues.map((option) => `${option.optionName}: ${option.value}`);
  const name = options.length === 0 && item.variant.name !== item.productName ? [item.variant.name] : [];
  return [...options, ...name, `${say(locale, 'code')} ${item.variant.code}`].join(' · ');
}

/** The headings of the lines' table, one per column. */
export function lineHeadings(locale: PreInvoiceLocale) {
  return {
    number: say(locale, 'lineNumber'),
    item: say(locale, 'item'),
    quantity: say(locale, 'quantity'),
    unitPrice: say(locale, 'unitPrice'),
    lineTotal: say(locale, 'lineTotal'),
  };
}

/** One row per order line: its number, the product's name, what tells the variant (and a bundle) apart, the amounts. */
export function lineRows(order: Order, locale: PreInvoiceLocale) {
  return order.items.map((item, index) => ({
    number: String(index + 1),
    name: item.productName,
    details: [
      variantText(item, locale),
      ...(item.productBundleOrderItems.length > 0
        ? [
            `${say(locale, 'bundle')}: ${item.productBundleOrderItems
              .map((part) => `${part.productName} × ${part.quantity}`)
              .join(', ')}`,
          ]
        : []),
    ].join('\n'),
    quantity: String(item.quantity),
    unitPrice: orderMoney(order, locale, item.unitPrice),
    lineTotal: orderMoney(order, locale, item.total),
  }));
}

/** The totals under the lines: items, discounts, delivery, without VAT, VAT, total (the last one strong). */
export function totalLines(
  order: Order,
  locale: PreInvoiceLocale,
  isInvoice: boolean,
): Array<{ label: string; amount: string; strong?: boolean }> {
  const shipment = order.shipments[0];
  const totals: Array<{ label: string; amount: number; strong?: boolean }> = [
    { label: say(locale, 'itemsTotal'), amount: order.summary.subtotal },
    ...order.promotions
      .filter((promotion) => promotion.itemsDiscount > 0)
      .map((promotion) => ({ label: promotion.label, amount: -promotion.itemsDiscount })),
    {
      label: [say(locale, 'delivery'), shipment?.method?.name].filter(Boolean).join(': '),
      amount: order.summary.delivery,
    },
    ...order.promotions
      .filter((promotion) => promotion.shippingDiscount > 0)
      .map((promotion) => ({
        label: `${say(locale, 'deliveryDiscount')}: ${promotion.label}`,
        amount: -promotion.shippingDiscount,
      })),
    { label: say(locale, 'withoutVat'), amount: order.summary.amountWithoutTax },
    { label: say(locale, 'vat', { rate: VAT_RATE_PERCENT }), amount: order.summary.tax },
    // A redeemed gift card pays part of the order: the total to pay is what is left.
    ...(order.summary.giftCoupon > 0
      ? [{ label: say(locale, 'giftCard'), amount: -order.summary.giftCoupon }]
      : []),
    { label: say(locale, isInvoice ? 'invoiceTotal' : 'total'), amount: order.summary.total, strong: true },
  ];
  return totals.map((line) => ({ ...line, amount: orderMoney(order, locale, line.amount) }));
}

/**
 * How to pay a pre-invoice (payee, bank, account, amount, payment purpose with `number`, due date), or how
 * an invoice was paid (method and amount): label and value pairs.
 */
export function paymentLines(
  order: Order,
  options: { locale: PreInvoiceLocale; seller: Seller; isInvoice: boolean; number: string; orderedAt: Date },
): Array<[string, string]> {
  const { locale, seller, number, orderedAt } = options;
  const total = orderMoney(order, locale, order.summary.total);
  return options.isInvoice
    ? [
        [say(locale, 'paymentMethod'), order.payments[0]?.method?.name ?? '–'],
        [say(locale, 'amount'), total],
      ]
    : [
        [say(locale, 'payee'), seller.name],
        [say(locale, 'bank'), seller.bankName],
        [say(locale, 'account'), seller.bankAccount],
        [say(locale, 'amount'), total],
        [say(locale, 'purpose'), say(locale, 'purposeValue', { number })],
        [say(locale, 'dueDate'), preInvoiceDueDate(orderedAt)],
      ];
}
