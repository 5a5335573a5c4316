import type { Redirect } from '@shop/contracts';

export interface RedirectTarget {
  location: string;
  status: 301 | 302;
}

function normalisePath(path: string): string {
  const pathname = path.split('?')[0] ?? '';
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/**
 * Picks the shop owner's redirect for a request (spec: 301 when permanent, else 302). `only404` redirects
 * apply only when nothing else matched (pageNotFound). The request's query string is kept unless the
 * destination has its own; a redirect to the page itself is ignored so that it can never loop.
 */
export function findRedirect(
  redirects: readonly Redirect[],
  url: { pathname: string; search: string },
  options: { pageNotFound: boolean },
): RedirectTarget | null {
  const path = normalisePath(url.pathname);
  const redirect = redirects.find(
    (candidate) => normalisePath(candidate.source) === path && (options.pageNotFound || !candidate.only404),
  );
  if (!redirect) return null;
  const destination = redirect.destination.trim();
  if (!destination || (destination.startsWith('/') && normalisePath(destination) === path)) return null;
  const location = destination.includes('?') || !url.search ? destination : `${destination}${url.search}`;
  return { location, status: redirect.permanent ? 301 : 302 };
}
