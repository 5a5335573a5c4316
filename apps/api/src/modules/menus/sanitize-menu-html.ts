import sanitizeHtml from 'sanitize-html';
import { SAFE_LINK_OPTIONS, SAFE_LINK_SCHEMES } from '../../html/safe-html.ts';

/**
 * Basic inline formatting only: menu labels and html-type items are shop-owner content rendered with
 * innerHTML by the storefront, so no scripts, styles, event handlers or other URL schemes get through.
 * Disallowed tags are dropped but their text is kept; script and style content is dropped entirely.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['a', 'b', 'strong', 'i', 'em', 'u', 's', 'small', 'mark', 'span', 'sup', 'sub', 'br', 'abbr'],
  allowedAttributes: { a: ['href', 'target', 'rel', 'title'], abbr: ['title'], span: ['class'] },
  ...SAFE_LINK_OPTIONS,
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
    return SAFE_LINK_SCHEMES.includes(new URL(trimmed).protocol.replace(/:$/, '')) ? trimmed : null;
  } catch {
    return null;
  }
}
