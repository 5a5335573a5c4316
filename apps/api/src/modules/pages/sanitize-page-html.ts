import sanitizeHtml from 'sanitize-html';

/**
 * Content pages are shop-owner HTML rendered as is by the storefront: structure, tables, images and
 * links survive; scripts, styles, event handlers, iframes and unsafe URL schemes do not.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...['h2', 'h3', 'h4', 'p', 'br', 'hr', 'blockquote', 'ul', 'ol', 'li', 'dl', 'dt', 'dd'],
    ...['a', 'b', 'strong', 'i', 'em', 'u', 's', 'small', 'mark', 'span', 'sup', 'sub', 'abbr'],
    ...['table', 'thead', 'tbody', 'tr', 'th', 'td', 'caption', 'img', 'figure', 'figcaption'],
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    abbr: ['title'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) =>
      attribs.target === '_blank'
        ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
        : { tagName, attribs },
  },
};

export function sanitizePageHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
