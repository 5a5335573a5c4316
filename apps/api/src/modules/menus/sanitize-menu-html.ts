import sanitizeHtml from 'sanitize-html';

/** Links may only leave for the web, mail or phone; relative links stay allowed. */
const SAFE_SCHEMES = ['http', 'https', 'mailto', 'tel'];

/**
 * Basic inline formatting only: menu labels and html-type items are shop-owner content rendered with
 * innerHTML by the storefront, so no scripts, styles, event handlers or other URL schemes get through.
 * Disallowed tags are dropped but their text is kept; script and style content is dropped entirely.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['a', 'b', 'strong', 'i', 'em', 'u', 's', 'small', 'mark', 'span', 'sup', 'sub', 'br', 'abbr'],
  allowedAttributes: { a: ['href', 'target', 'rel', 'title'], abbr: ['title'], span: ['class'] },
  allowedSchemes: SAFE_SCHEMES,
  allowProtocolRelative: false,
  transformTags: {
    // A link opening a new tab must not hand the shop's window to the other site.
    a: (tagName, attribs) =>
      attribs.target === '_blank'
        ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
        : { tagName, attribs },
  },
};

/** Sanitised HTML, or null when nothing is left (so the storefront falls back to the plain name). */
export function sanitizeMenuHtml(html: string | null | undefined): string | null {
  if (!html) return null;
  const clean = sanitizeHtml(html, OPTIONS).trim();
  return clean === '' ? null : clean;
}

/** An absolute link for external-link items, or null when its scheme is not one a shopper can follow safely. */
export function safeExternalLink(link: string | null | undefined): string | null {
  if (!link) return null;
  try {
    const trimmed = link.trim();
    return SAFE_SCHEMES.includes(new URL(trimmed).protocol.replace(/:$/, '')) ? trimmed : null;
  } catch {
    return null;
  }
}
