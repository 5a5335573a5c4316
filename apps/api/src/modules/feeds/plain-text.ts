import sanitizeHtml from 'sanitize-html';

/** Where one block of the description ends: the text gets a space there, not "Para1Para2". */
const BLOCK_END = /<(?:br|hr)\b[^>]*>|<\/(?:p|div|li|h[1-6]|tr|td|th|dt|dd|blockquote|section)\s*>/gi;
const ESCAPED = /&(?:amp|lt|gt|quot);/g;
const UNESCAPE: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };

/**
 * The text of a product description as shopping feeds want it: plain text (Google and Facebook refuse
 * markup), entities decoded, scripts and styles dropped with their content, whitespace collapsed.
 * sanitize-html parses the HTML (htmlparser2) and keeps no tag; it escapes &, <, > and " in the text it
 * returns, which are turned back here (the feed writers escape for their own format).
 */
export function plainText(html: string): string {
  const text = sanitizeHtml(html.replace(BLOCK_END, '$& '), {
    allowedTags: [],
    allowedAttributes: {},
  });
  return text
    .replace(ESCAPED, (entity) => UNESCAPE[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * At most `max` characters (code points, so an emoji is never cut in half), cut at the last space of
 * the allowed length where there is one in its last fifth, with "…" as the last character.
 */
export function truncateText(text: string, max: number): string {
  const characters = [...text];
  if (characters.length <= max) return text;
  const head = characters.slice(0, max - 1).join('');
  const space = head.lastIndexOf(' ');
  const cut = space >= head.length * 0.8 ? head.slice(0, space) : head;
  return `${cut.trimEnd()}…`;
}
