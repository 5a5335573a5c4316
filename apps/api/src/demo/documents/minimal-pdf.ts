/**
 * A tiny PDF 1.4 writer for the demo shop's downloads (manuals): one A4 page of left-aligned text lines
 * in Helvetica, no embedded fonts, so files stay a few kilobytes and need no library.
 */

export interface PdfLine {
  text: string;
  size: number;
  bold?: boolean;
  /** Extra space above the line, in points. */
  gapBefore?: number;
}

export interface PdfDocument {
  title: string;
  lines: PdfLine[];
}

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 56;
const LINE_HEIGHT_FACTOR = 1.35;

/**
 * Letters WinAnsiEncoding lacks (Lithuanian ą č ę ė į ų ū and capitals) are given otherwise unused
 * codes through /Differences, naming glyphs every standard Helvetica carries. Š and Ž keep their
 * WinAnsi codes.
 */
const EXTRA_GLYPHS: Array<[char: string, glyph: string]> = [
  ['ą', 'aogonek'],
  ['Ą', 'Aogonek'],
  ['č', 'ccaron'],
  ['Č', 'Ccaron'],
  ['ę', 'eogonek'],
  ['Ę', 'Eogonek'],
  ['ė', 'edotaccent'],
  ['Ė', 'Edotaccent'],
  ['į', 'iogonek'],
  ['Į', 'Iogonek'],
  ['ų', 'uogonek'],
  ['Ų', 'Uogonek'],
  ['ū', 'umacron'],
  ['Ū', 'Umacron'],
];
const EXTRA_CODES = [0x80, 0x81, 0x82, 0x83, 0x84, 0x85, 0x86, 0x87, 0x88, 0x89, 0x8b, 0x8c, 0x8d, 0x8f];
const WIN_ANSI_SPECIALS: Record<string, number> = {
  Š: 0x8a,
  š: 0x9a,
  Ž: 0x8e,
  ž: 0x9e,
  '–': 0x96,
  '—': 0x97,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
};
const CODE_OF = new Map<string, number>([
  ...EXTRA_GLYPHS.map(([char], index): [string, number] => [char, EXTRA_CODES[index]!]),
  ...Object.entries(WIN_ANSI_SPECIALS),
]);

const ENCODING = `<< /Type /Encoding /BaseEncoding /WinAnsiEncoding /Differences [${EXTRA_GLYPHS.map(
  ([, glyph], index) => `${EXTRA_CODES[index]} /${glyph}`,
).join(' ')}] >>`;

/** A PDF literal string's bytes: the font encoding's codes, with ( ) \ escaped; unknown letters become "?". */
function encodeText(text: string): string {
  let out = '';
  for (const char of text) {
    const code = CODE_OF.get(char) ?? char.codePointAt(0) ?? 0x3f;
    const byte =
      (code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff) || CODE_OF.has(char) ? code : 0x3f;
    const value = String.fromCharCode(byte);
    out += value === '(' || value === ')' || value === '\\' ? `\\${value}` : value;
  }
  return out;
}

function contentStream(lines: readonly PdfLine[]): string {
  const operations: string[] = ['BT'];
  let y = PAGE_HEIGHT - MARGIN;
  for (const line of lines) {
    y -= (line.gapBefore ?? 0) + line.size * LINE_HEIGHT_FACTOR;
    operations.push(`/${line.bold ? 'F2' : 'F1'} ${line.size} Tf`);
    operations.push(`1 0 0 1 ${MARGIN} ${y.toFixed(1)} Tm`);
    operations.push(`(${encodeText(line.text)}) Tj`);
  }
  operations.push('ET');
  return operations.join('\n');
}

/** The document as PDF bytes (Latin-1 body, byte offsets in the cross-reference table). */
export function renderPdf(document: PdfDocument): Buffer {
  const stream = contentStream(document.lines);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
      '/Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    `<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding ${ENCODING} >>`,
    `<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding ${ENCODING} >>`,
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    `<< /Title (${encodeText(document.title)}) /Producer (Gandras demo shop) >>`,
  ];
  // The binary comment line tells tools the file is not plain text.
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefOffset = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\n`;
  body += `startxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
