import { isKnownLocale, type LocaleCode } from '@shop/locale';

/**
 * What a mail says, as blocks (docs/adr/0034-mail-templates.md): each kind builds these from its texts,
 * the layout (mail-layout.tsx) draws them with React Email, and `contentText` writes the plain-text part
 * from the same blocks, so the two parts never say different things.
 */
export type MailBlock =
  | { type: 'heading'; text: string }
  | { type: 'paragraph'; text: string }
  /** A call to action: a button in HTML, "label: url" in text. */
  | { type: 'button'; label: string; url: string }
  /** An address shown as itself (a link a shopper may need to copy). */
  | { type: 'link'; url: string }
  /** Label/value rows (order items, totals); `strong` marks the total. */
  | { type: 'rows'; title?: string; rows: Array<{ label: string; value: string; strong?: boolean }> }
  /** A list of links or plain items. */
  | { type: 'list'; title?: string; items: Array<{ label: string; url?: string }> }
  /** A framed panel: the delivery address, the bank transfer instructions. */
  | { type: 'panel'; title: string; lines: string[] }
  | { type: 'note'; text: string };

export interface MailContent {
  locale: LocaleCode;
  subject: string;
  /** The inbox preview line (hidden in the body). */
  preview: string;
  blocks: MailBlock[];
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** The mail's language: the order's or customer's locale when the shop knows it, else English. */
export function mailLocale(locale: string | null | undefined): LocaleCode {
  const language = (locale ?? '').slice(0, 2).toLowerCase();
  return isKnownLocale(language) ? language : 'en';
}

/** Puts `{name}` values into a text. */
export function fill(template: string, values: Record<string, string | number> = {}): string {
  return Object.entries(values).reduce(
    (message, [name, value]) => message.replaceAll(`{${name}}`, String(value)),
    template,
  );
}

function blockText(block: MailBlock): string {
  switch (block.type) {
    case 'heading':
    case 'paragraph':
    case 'note':
      return block.text;
    case 'button':
      return `${block.label}: ${block.url}`;
    case 'link':
      return block.url;
    case 'rows':
      return [
        block.title ? `${block.title}:` : null,
        ...block.rows.map((row) => `${row.label}: ${row.value}`),
      ]
        .filter((line) => line !== null)
        .join('\n');
    case 'list':
      return [
        block.title ? `${block.title}:` : null,
        ...block.items.map((item) => (item.url ? `${item.label}: ${item.url}` : item.label)),
      ]
        .filter((line) => line !== null)
        .join('\n');
    case 'panel':
      return [`${block.title}:`, ...block.lines].join('\n');
  }
}

/** The plain-text part: one paragraph per block, then the footer lines. */
export function contentText(blocks: readonly MailBlock[], footer: readonly string[]): string {
  return [...blocks.map(blockText), footer.join('\n')].join('\n\n');
}
