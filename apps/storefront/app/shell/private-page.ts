/**
 * Headers of a page opened through a secret link (an order's token, a review link, a password reset, an
 * account, newsletter or deletion confirmation): what it shows belongs to whoever holds the link, and it may
 * change with the first visit (a used review link, a confirmed subscription). The guest page cache
 * (server-page-cache.js, ADR 0051) keeps a route's own Cache-Control and stores nothing with it, and a CDN
 * must not keep the page either; search engines must not list it.
 */
export function privatePageHeaders(): Record<string, string> {
  return { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' };
}
