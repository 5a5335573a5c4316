import { SHOP_TIME_ZONE } from '@shop/contracts/constants';
import { createRequire } from 'node:module';
import type { Address, CartItem, Order } from '@shop/contracts';
import { ORDER_DOCUMENT_LOCALES, VAT_RATE_PERCENT } from '@shop/contracts/constants';
import { formatMoney } from '@shop/locale';
import PDFDocument from 'pdfkit';
import { ORDER_DOCUMENT_FILE_STEMS, ORDER_DOCUMENT_TEXTS } from './order-document-texts.ts';
import type { Seller } from './seller.ts';

/** Days the buyer has to pay a pre-invoice, counted from the order date. */
export const PRE_INVOICE_DUE_DAYS = 7;

/** Languages an invoice or pre-invoice is written in: every shop language (ADR 0034). */
export const PRE_INVOICE_LOCALES = ORDER_DOCUMENT_LOCALES;
export type PreInvoiceLocale = (typeof ORDER_DOCUMENT_LOCALES)[number];

/**
 * Which document of an order to write: the pre-invoice of an order awaiting a bank transfer (ADR 0010), or
 * the invoice of a paid or fulfilled order with the number it was issued under (ADR 0015).
 */
export type OrderDocument = { kind: 'pre-invoice' } | { kind: 'invoice'; number: string; issuedAt: Date };

/** Dates on documents are the shop's calendar days (spec section 9 shows dates as YYYY-MM-DD). */

const resolveModule = createRequire(import.meta.url).resolve;
/**
 * Noto Sans (SIL Open Font License) from the @expo-google-fonts/noto-sans package: TrueType files that
 * cover ą č ę ė į š ų ū ž, which the PDF standard fonts (Helvetica) cannot show. pdfkit embeds the
 * subset of glyphs the document uses.
 */
const FONTS = {
  regular: resolveModule('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
  bold: resolveModule('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'),
};

const TEXTS = ORDER_DOCUMENT_TEXTS;
type TextKey = keyof (typeof TEXTS)['lt'];

const COLOR = { text: '#2a211d', muted: '#6e625b', rule: '#ddd3cc', band: '#f6f0ea', accent: '#b6462a' };
const MARGIN = 50;
const FONT_SIZE = { small: 8, body: 9.5, heading: 11, title: 20 };

function say(locale: PreInvoiceLocale, key: TextKey, values: Record<string, string | number> = {}): string {
  return Object.entries(values).reduce(
    (message, [name, value]) => message.replaceAll(`{${name}}`, String(value)),
    TEXTS[locale][key],
  );
}

/** YYYY-MM-DD of an instant in the shop's time zone. */
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
function buyerLines(order: Order, locale: PreInvoiceLocale): Array<{ text: string; bold?: boolean }> {
  const address: Address | null = order.billingAddress;
  if (!address) return [];
  const person = `${address.firstName} ${address.lastName}`;
  const street = [
    [address.street, address.houseNumber].filter(Boolean).join(' '),
    address.apartmentNumber ? `-${address.apartmentNumber}` : '',
  ].join('');
  const place = [address.postCode, address.city].filter(Boolean).join(' ');
  const lines: Array<{ text: string; bold?: boolean }> = [];
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

function sellerLines(seller: Seller, locale: PreInvoiceLocale): Array<{ text: string; bold?: boolean }> {
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

interface Column {
  key: 'number' | 'item' | 'quantity' | 'unitPrice' | 'lineTotal';
  label: TextKey;
  width: number;
  align: 'left' | 'right';
}

const COLUMNS: Column[] = [
  { key: 'number', label: 'lineNumber', width: 28, align: 'left' },
  { key: 'item', label: 'item', width: 252, align: 'left' },
  { key: 'quantity', label: 'quantity', width: 50, align: 'right' },
  { key: 'unitPrice', label: 'unitPrice', width: 80, align: 'right' },
  { key: 'lineTotal', label: 'lineTotal', width: 85, align: 'right' },
];
const CELL_PADDING = 5;

/**
 * The pre-invoice of a placed order as a PDF (A4): title with the order number and date, the due date,
 * seller and buyer, the lines, delivery and discounts, the amount without VAT, VAT and the total, and
 * how to pay (account and payment purpose). Amounts come from the order as the API answers it.
 */
export function renderPreInvoicePdf(
  order: Order,
  options: { locale: PreInvoiceLocale; seller: Seller },
): Promise<Buffer> {
  return renderOrderDocumentPdf(order, { ...options, document: { kind: 'pre-invoice' } });
}

/**
 * The invoice of a paid or fulfilled order as a PDF: the pre-invoice's layout with the invoice's own title,
 * number and date, the order number in place of the due date, and the payment method instead of how to pay.
 */
export function renderInvoicePdf(
  order: Order,
  options: { locale: PreInvoiceLocale; seller: Seller; invoice: { number: string; issuedAt: Date } },
): Promise<Buffer> {
  const { invoice, ...rest } = options;
  return renderOrderDocumentPdf(order, { ...rest, document: { kind: 'invoice', ...invoice } });
}

/** One layout for both documents of an order (seller, buyer, lines, totals), differing in the header and foot. */
async function renderOrderDocumentPdf(
  order: Order,
  options: { locale: PreInvoiceLocale; seller: Seller; document: OrderDocument },
): Promise<Buffer> {
  const { locale, seller, document } = options;
  const isInvoice = document.kind === 'invoice';
  const orderNumber = order.number ?? '';
  const number = isInvoice ? document.number : orderNumber;
  const orderedAt = new Date(order.checkoutCompletedAt ?? order.updatedAt);
  const documentDate = isInvoice ? document.issuedAt : orderedAt;
  const money = (minor: number) => formatMoney(minor, order.currencyCode, locale);
  const titleKey: TextKey = isInvoice ? 'invoiceTitle' : 'title';
  const title = `${say(locale, titleKey)} ${say(locale, 'number', { number })}`;

  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    font: FONTS.regular,
    lang: locale,
    displayTitle: true,
    bufferPages: true,
    info: { Title: title, Author: seller.name, Subject: title, CreationDate: documentDate },
  });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = MARGIN;
  const width = doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - MARGIN - 20;
  const text = (
    value: string,
    x: number,
    y: number,
    style: { width?: number; bold?: boolean; size?: number; color?: string; align?: 'left' | 'right' } = {},
  ) => {
    doc
      .font(style.bold ? 'bold' : 'regular')
      .fontSize(style.size ?? FONT_SIZE.body)
      .fillColor(style.color ?? COLOR.text)
      .text(value, x, y, { width: style.width, align: style.align ?? 'left', lineGap: 1.5 });
    return doc.y;
  };
  const rule = (y: number, color = COLOR.rule, from = left) =>
    doc
      .moveTo(from, y)
      .lineTo(left + width, y)
      .lineWidth(0.75)
      .strokeColor(color)
      .stroke();

  // Header: the seller's name on the left; the title, number and dates on the right.
  text(seller.name, left, MARGIN, { bold: true, size: 14, color: COLOR.accent });
  const headerRight = left + width / 2;
  let y = text(say(locale, titleKey), headerRight, MARGIN - 4, {
    width: width / 2,
    bold: true,
    size: FONT_SIZE.title,
    align: 'right',
  });
  y = text(say(locale, 'number', { number }), headerRight, y, {
    width: width / 2,
    bold: true,
    size: FONT_SIZE.heading,
    align: 'right',
  });
  y = text(`${say(locale, 'date')}: ${shopDate(documentDate)}`, headerRight, y + 2, {
    width: width / 2,
    align: 'right',
  });
  y = text(
    isInvoice
      ? say(locale, 'orderNumber', { number: orderNumber })
      : `${say(locale, 'dueDate')}: ${preInvoiceDueDate(orderedAt)}`,
    headerRight,
    y,
    { width: width / 2, bold: true, align: 'right' },
  );
  y += 14;
  rule(y);
  y += 12;

  // Seller and buyer side by side.
  const columnWidth = (width - 30) / 2;
  const party = (heading: TextKey, lines: Array<{ text: string; bold?: boolean }>, x: number) => {
    let at = text(say(locale, heading).toUpperCase(), x, y, {
      width: columnWidth,
      bold: true,
      size: FONT_SIZE.small,
      color: COLOR.muted,
    });
    at += 3;
    for (const line of lines) at = text(line.text, x, at, { width: columnWidth, bold: line.bold });
    return at;
  };
  y =
    Math.max(
      party('seller', sellerLines(seller, locale), left),
      party('buyer', buyerLines(order, locale), left + columnWidth + 30),
    ) + 20;

  // The lines: a header band, one row per line (name, then the variant in small grey text).
  const columnX = (index: number) =>
    left + COLUMNS.slice(0, index).reduce((sum, column) => sum + column.width, 0);
  const tableHeader = () => {
    doc.rect(left, y, width, 20).fill(COLOR.band);
    COLUMNS.forEach((column, index) =>
      text(say(locale, column.label), columnX(index) + CELL_PADDING, y + 5, {
        width: column.width - 2 * CELL_PADDING,
        bold: true,
        size: FONT_SIZE.small,
        color: COLOR.muted,
        align: column.align,
      }),
    );
    y += 24;
  };
  tableHeader();
  const itemWidth = (COLUMNS[1]?.width ?? 0) - 2 * CELL_PADDING;
  order.items.forEach((item, index) => {
    const details = [
      variantText(item, locale),
      ...(item.productBundleOrderItems.length > 0
        ? [
            `${say(locale, 'bundle')}: ${item.productBundleOrderItems
              .map((part) => `${part.productName} × ${part.quantity}`)
              .join(', ')}`,
          ]
        : []),
    ].join('\n');
    doc.font('bold').fontSize(FONT_SIZE.body);
    const nameHeight = doc.heightOfString(item.productName, { width: itemWidth, lineGap: 1.5 });
    doc.font('regular').fontSize(FONT_SIZE.small);
    const detailsHeight = doc.heightOfString(details, { width: itemWidth, lineGap: 1.5 });
    const rowHeight = nameHeight + detailsHeight + 10;
    if (y + rowHeight > bottom()) {
      doc.addPage();
      y = MARGIN;
      tableHeader();
    }
    const cells: Record<Column['key'], string> = {
      number: String(index + 1),
      item: '',
      quantity: String(item.quantity),
      unitPrice: money(item.unitPrice),
      lineTotal: money(item.total),
    };
    COLUMNS.forEach((column, columnIndex) => {
      if (column.key === 'item') return;
      text(cells[column.key], columnX(columnIndex) + CELL_PADDING, y, {
        width: column.width - 2 * CELL_PADDING,
        align: column.align,
      });
    });
    const itemX = columnX(1) + CELL_PADDING;
    const afterName = text(item.productName, itemX, y, { width: itemWidth, bold: true });
    text(details, itemX, afterName, { width: itemWidth, size: FONT_SIZE.small, color: COLOR.muted });
    y += rowHeight;
    rule(y - 4);
  });

  // Totals, right-aligned under the amounts: items, discounts, delivery, without VAT, VAT, total.
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
  const amountWidth = 95;
  const labelWidth = 250;
  const labelX = left + width - amountWidth - labelWidth;
  if (y + totals.length * 16 + 150 > bottom()) {
    doc.addPage();
    y = MARGIN;
  }
  y += 6;
  for (const line of totals) {
    if (line.strong) {
      rule(y, COLOR.text, labelX);
      y += 6;
    }
    const size = line.strong ? FONT_SIZE.heading + 1 : FONT_SIZE.body;
    const labelEnd = text(line.label, labelX, y, {
      width: labelWidth - 10,
      bold: line.strong,
      size,
      align: 'right',
    });
    text(money(line.amount), labelX + labelWidth, y, {
      width: amountWidth - CELL_PADDING,
      bold: line.strong,
      size,
      align: 'right',
    });
    y = labelEnd + 3;
  }

  // How to pay (pre-invoice) or how it was paid (invoice): a tinted box.
  y += 18;
  const payment: Array<[string, string]> = isInvoice
    ? [
        [say(locale, 'paymentMethod'), order.payments[0]?.method?.name ?? '–'],
        [say(locale, 'amount'), money(order.summary.total)],
      ]
    : [
        [say(locale, 'payee'), seller.name],
        [say(locale, 'bank'), seller.bankName],
        [say(locale, 'account'), seller.bankAccount],
        [say(locale, 'amount'), money(order.summary.total)],
        [say(locale, 'purpose'), say(locale, 'purposeValue', { number })],
        [say(locale, 'dueDate'), preInvoiceDueDate(orderedAt)],
      ];
  const boxHeight = 28 + payment.length * 15;
  doc.roundedRect(left, y, width, boxHeight, 4).fill(COLOR.band);
  let boxY = text(say(locale, 'payment').toUpperCase(), left + 14, y + 10, {
    bold: true,
    size: FONT_SIZE.small,
    color: COLOR.muted,
  });
  boxY += 3;
  for (const [label, value] of payment) {
    text(label, left + 14, boxY, { width: 140, color: COLOR.muted });
    boxY = text(value, left + 160, boxY, { width: width - 174, bold: true }) + 1;
  }
  y += boxHeight + 14;
  text(say(locale, isInvoice ? 'invoiceNote' : 'note'), left, y, {
    width,
    size: FONT_SIZE.small,
    color: COLOR.muted,
  });

  // Page numbers at the foot of every page.
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const footY = doc.page.height - MARGIN;
    doc.page.margins.bottom = 0;
    text(`${title} · ${say(locale, 'page', { page: index + 1, pages: range.count })}`, left, footY, {
      width,
      size: FONT_SIZE.small,
      color: COLOR.muted,
      align: 'right',
    });
  }
  doc.end();
  return finished;
}
