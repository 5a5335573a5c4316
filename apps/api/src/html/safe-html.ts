import type sanitizeHtml from 'sanitize-html';

/** Links may only leave for the web, mail or phone; relative links stay allowed. */
export const SAFE_LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'];

/**
 * What every sanitiser of shop-owner HTML shares: safe link schemes, no protocol-relative URLs, and a link
 * that opens a new tab never hands the shop's window to the other site (rel="noopener noreferrer").
 */
export const SAFE_LINK_OPTIONS: Pick<
  sanitizeHtml.IOptions,
  'allowedSchemes' | 'allowProtocolRelative' | 'transformTags'
> = {
  allowedSchemes: SAFE_LINK_SCHEMES,
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) =>
      attribs.target === '_blank'
        ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
        : { tagName, attribs },
  },
};
