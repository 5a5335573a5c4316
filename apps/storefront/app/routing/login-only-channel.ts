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

export function isOpenWithoutLogin(pathname: string, locale: LocaleCode, defaultLocale: LocaleCode): boolean {
  if (isOpenResourcePath(pathname)) return true;
  return ROUTES_OPEN_WITHOUT_LOGIN.some((name) => {
    const pattern = localePrefixedPath(ROUTE_TABLE[name].paths[locale], locale, defaultLocale);
    return matchPath({ path: pattern, end: true }, pathname) !== null;
  });
}
