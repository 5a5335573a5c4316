import { matchPath } from 'react-router';
import type { LocaleCode } from '@shop/locale';
import { isOpenResourcePath } from './resource-routes.ts';
import { localePrefixedPath } from './route-path.ts';
import { ROUTE_TABLE, type RouteName } from './route-table.ts';

/** Routes an anonymous visitor may open on a channel that requires login (spec section 6). */
export const ROUTES_OPEN_WITHOUT_LOGIN: readonly RouteName[] = [
  'AUTH',
  'VERIFY_ACCOUNT',
  'NEWSLETTER_CONFIRM',
  'AUTH_EMAIL_VERIFICATION',
  'RESET_PASSWORD',
  'RESET_PASSWORD_TOKEN',
  'REVIEW',
];

/**
 * The back office (issue 8) is guarded by its own administrator session, not by the shopper's: an
 * administrator of a login-only channel signs in at /admin/sign-in without a shop account.
 */
/**
 * Whether a path is in the back office (`/admin…`, `/en/admin…`), by its shape alone: for the shell's
 * catalog scope and its revalidation, which run without the channel's locales at hand.
 */
export function isBackOfficePathname(pathname: string): boolean {
  return /^(?:\/[a-z]{2})?\/admin(?:\/|\.data$|$)/.test(pathname);
}

export function isAdminPath(pathname: string, locale: LocaleCode, defaultLocale: LocaleCode): boolean {
  const root = localePrefixedPath(ROUTE_TABLE.ADMIN_DASHBOARD.paths[locale], locale, defaultLocale);
  return matchPath({ path: `${root}/*`, end: false }, pathname) !== null;
}

export function isOpenWithoutLogin(pathname: string, locale: LocaleCode, defaultLocale: LocaleCode): boolean {
  if (isOpenResourcePath(pathname)) return true;
  if (isAdminPath(pathname, locale, defaultLocale)) return true;
  return ROUTES_OPEN_WITHOUT_LOGIN.some((name) => {
    const pattern = localePrefixedPath(ROUTE_TABLE[name].paths[locale], locale, defaultLocale);
    return matchPath({ path: pattern, end: true }, pathname) !== null;
  });
}
