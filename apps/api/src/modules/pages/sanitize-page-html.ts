import sanitizeHtml from 'sanitize-html';
import { SAFE_LINK_OPTIONS } from '../../html/safe-html.ts';

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
  ...SAFE_LINK_OPTIONS,
  allowedSchemesByTag: { img: ['http', 'https'] },
};

export function sanitizePageHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
