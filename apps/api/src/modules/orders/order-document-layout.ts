import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

/**
 * How an invoice or a pre-invoice is drawn with pdfkit on A4: the fonts, colours and sizes, a canvas that
 * writes text and rules, and one function per section of the page (header, seller and buyer, the lines'
 * table, totals, the payment box, page numbers). The sections take their words ready-made
 * (order-document-content.ts phrases them) and return where the next section starts, top to bottom.
 */

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

const COLOR = { text: '#2a211d', muted: '#6e625b', rule: '#ddd3cc', band: '#f6f0ea', accent: '#b6462a' };
const MARGIN = 50;
const FONT_SIZE = { small: 8, body: 9.5, heading: 11, title: 20 };

interface Column {
  key: 'number' | 'item' | 'quantity' | 'unitPrice' | 'lineTotal';
  width: number;
  align: 'left' | 'right';
}

const COLUMNS: Column[] = [
  { key: 'number', width: 28, align: 'left' },
  { key: 'item', width: 252, align: 'left' },
  { key: 'quantity', width: 50, align: 'right' },
  { key: 'unitPrice', width: 80, align: 'right' },
  { key: 'lineTotal', width: 85, align: 'right' },
];
const CELL_PADDING = 5;

interface TextStyle {
  width?: number;
  bold?: boolean;
  size?: number;
  color?: string;
  align?: 'left' | 'right';
}

/** The document being drawn, and the pen the sections draw with. */
export interface Canvas {
  doc: PDFKit.PDFDocument;
  /** The left margin and the width between the margins. */
  left: number;
  width: number;
  /** The lowest a row may reach on the page before the next one starts. */
  bottom: () => number;
  /** Writes `value` at (x, y) and answers where the text ended (its bottom). */
  text: (value: string, x: number, y: number, style?: TextStyle) => number;
  /** A thin horizontal line at `y`, from `from` to the right margin. */
  rule: (y: number, color?: string, from?: number) => void;
  /** Ends the document and answers its bytes. */
  finish: () => Promise<Buffer>;
}

/** A new A4 document with the fonts registered, collecting its bytes until finish(). */
export function openCanvas(options: {
  lang: string;
  info: { Title: string; Author: string; Subject: string; CreationDate: Date };
}): Canvas {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    font: FONTS.regular,
    lang: options.lang,
    displayTitle: true,
    bufferPages: true,
    info: options.info,
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
  return {
    doc,
    left,
    width,
    bottom: () => doc.page.height - MARGIN - 20,
    text: (value, x, y, style = {}) => {
      doc
        .font(style.bold ? 'bold' : 'regular')
        .fontSize(style.size ?? FONT_SIZE.body)
        .fillColor(style.color ?? COLOR.text)
        .text(value, x, y, { width: style.width, align: style.align ?? 'left', lineGap: 1.5 });
      return doc.y;
    },
    rule: (y, color = COLOR.rule, from = left) => {
      doc
        .moveTo(from, y)
        .lineTo(left + width, y)
        .lineWidth(0.75)
        .strokeColor(color)
        .stroke();
    },
    finish: () => {
      doc.end();
      return finished;
    },
  };
}

/**
 * The header: the seller's name on the left; the title, number, date and a fourth line (the due date or
 * the order number) on the right; a rule under it.
 */
export function drawHeader(
  canvas: Canvas,
  header: { seller: string; title: string; number: string; date: string; reference: string },
): number {
  const { left, width, text } = canvas;
  text(header.seller, left, MARGIN, { bold: true, size: 14, color: COLOR.accent });
  const headerRight = left + width / 2;
  let y = text(header.title, headerRight, MARGIN - 4, {
    width: width / 2,
    bold: true,
    size: FONT_SIZE.title,
    align: 'right',
  });
  y = text(header.number, headerRight, y, {
    width: width / 2,
    bold: true,
    size: FONT_SIZE.heading,
    align: 'right',
  });
  y = text(header.date, headerRight, y + 2, {
    width: width / 2,
    align: 'right',
  });
  y = text(header.reference, headerRight, y, { width: width / 2, bold: true, align: 'right' });
  y += 14;
  canvas.rule(y);
  return y + 12;
}

/** A block of the seller's or the buyer's: a small grey heading, then the lines. */
export interface Party {
  heading: string;
  lines: Array<{ text: string; bold?: boolean }>;
}

/** The seller's and the buyer's blocks side by side. */
export function drawParties(canvas: Canvas, y: number, seller: Party, buyer: Party): number {
  const { left, width, text } = canvas;
  const columnWidth = (width - 30) / 2;
  const party = ({ heading, lines }: Party, x: number) => {
    let at = text(heading.toUpperCase(), x, y, {
      width: columnWidth,
      bold: true,
      size: FONT_SIZE.small,
      color: COLOR.muted,
    });
    at += 3;
    for (const line of lines) at = text(line.text, x, at, { width: columnWidth, bold: line.bold });
    return at;
  };
  return Math.max(party(seller, left), party(buyer, left + columnWidth + 30)) + 20;
}

/**
 * The lines: a header band, one row per line (name, then the details in small grey text), each row ruled
 * off. A row that does not fit starts a new page, which repeats the header band.
 */
export function drawLines(
  canvas: Canvas,
  top: number,
  headings: Record<Column['key'], string>,
  rows: Array<{ name: string; details: string } & Record<Exclude<Column['key'], 'item'>, string>>,
): number {
  const { doc, left, width, text } = canvas;
  let y = top;
  const columnX = (index: number) =>
    left + COLUMNS.slice(0, index).reduce((sum, column) => sum + column.width, 0);
  const tableHeader = () => {
    doc.rect(left, y, width, 20).fill(COLOR.band);
    COLUMNS.forEach((column, index) =>
      text(headings[column.key], columnX(index) + CELL_PADDING, y + 5, {
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
  for (const row of rows) {
    doc.font('bold').fontSize(FONT_SIZE.body);
    const nameHeight = doc.heightOfString(row.name, { width: itemWidth, lineGap: 1.5 });
    doc.font('regular').fontSize(FONT_SIZE.small);
    const detailsHeight = doc.heightOfString(row.details, { width: itemWidth, lineGap: 1.5 });
    const rowHeight = nameHeight + detailsHeight + 10;
    if (y + rowHeight > canvas.bottom()) {
      doc.addPage();
      y = MARGIN;
      tableHeader();
    }
    COLUMNS.forEach((column, columnIndex) => {
      if (column.key === 'item') return;
      text(row[column.key], columnX(columnIndex) + CELL_PADDING, y, {
        width: column.width - 2 * CELL_PADDING,
        align: column.align,
      });
    });
    const itemX = columnX(1) + CELL_PADDING;
    const afterName = text(row.name, itemX, y, { width: itemWidth, bold: true });
    text(row.details, itemX, afterName, { width: itemWidth, size: FONT_SIZE.small, color: COLOR.muted });
    y += rowHeight;
    canvas.rule(y - 4);
  }
  return y;
}

/**
 * The totals, right-aligned under the amounts, on a new page when they and the payment box would not fit;
 * a strong line (the total) gets a dark rule above it and a larger size.
 */
export function drawTotals(
  canvas: Canvas,
  top: number,
  totals: Array<{ label: string; amount: string; strong?: boolean }>,
): number {
  const { left, width, text } = canvas;
  let y = top;
  const amountWidth = 95;
  const labelWidth = 250;
  const labelX = left + width - amountWidth - labelWidth;
  if (y + totals.length * 16 + 150 > canvas.bottom()) {
    canvas.doc.addPage();
    y = MARGIN;
  }
  y += 6;
  for (const line of totals) {
    if (line.strong) {
      canvas.rule(y, COLOR.text, labelX);
      y += 6;
    }
    const size = line.strong ? FONT_SIZE.heading + 1 : FONT_SIZE.body;
    const labelEnd = text(line.label, labelX, y, {
      width: labelWidth - 10,
      bold: line.strong,
      size,
      align: 'right',
    });
    text(line.amount, labelX + labelWidth, y, {
      width: amountWidth - CELL_PADDING,
      bold: line.strong,
      size,
      align: 'right',
    });
    y = labelEnd + 3;
  }
  return y;
}

/** A tinted box of label and value pairs under a small heading (how to pay, or how it was paid), then a note. */
export function drawPayment(
  canvas: Canvas,
  top: number,
  payment: { heading: string; lines: Array<[string, string]>; note: string },
): number {
  const { doc, left, width, text } = canvas;
  let y = top + 18;
  const boxHeight = 28 + payment.lines.length * 15;
  doc.roundedRect(left, y, width, boxHeight, 4).fill(COLOR.band);
  let boxY = text(payment.heading.toUpperCase(), left + 14, y + 10, {
    bold: true,
    size: FONT_SIZE.small,
    color: COLOR.muted,
  });
  boxY += 3;
  for (const [label, value] of payment.lines) {
    text(label, left + 14, boxY, { width: 140, color: COLOR.muted });
    boxY = text(value, left + 160, boxY, { width: width - 174, bold: true }) + 1;
  }
  y += boxHeight + 14;
  return text(payment.note, left, y, {
    width,
    size: FONT_SIZE.small,
    color: COLOR.muted,
  });
}

/** Writes `label(page, pages)` at the foot of every page, right-aligned. */
export function drawPageNumbers(canvas: Canvas, label: (page: number, pages: number) => string): void {
  const { doc, left, width, text } = canvas;
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const footY = doc.page.height - MARGIN;
    doc.page.margins.bottom = 0;
    text(label(index + 1, range.count), left, footY, {
      width,
      size: FONT_SIZE.small,
      color: COLOR.muted,
      align: 'right',
    });
  }
}
