import { escapeHtml } from '../html/escape-html.ts';

export { escapeHtml };

export function paragraphs(...texts: string[]): string {
  return texts.map((text) => `<p>${escapeHtml(text)}</p>`).join('\n');
}
