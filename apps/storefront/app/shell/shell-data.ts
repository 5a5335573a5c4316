import { isRouteErrorResponse } from 'react-router';
import type { Channel, Menu, MenuPlacement } from '@shop/contracts';
import type { LocaleCode } from '@shop/locale';
import type { CompiledCatalog } from '~/i18n/catalog.ts';

/** What the root loader sends to every page: the shop around the screens, in the request's locale. */
export interface ShellData {
  locale: LocaleCode;
  defaultLocale: LocaleCode;
  channel: Channel;
  menus: Partial<Record<MenuPlacement, Menu>>;
  newUrls: boolean;
  /** The locale's merged message catalog (English filling gaps): only this one goes to the browser. */
  catalog: CompiledCatalog;
  /** Scheme and host the shopper used, for absolute hreflang links. */
  origin: string;
}

/** Errors thrown before the root loader ran (a locale the channel does not offer) carry the shell along. */
export interface ShellErrorData {
  shell: ShellData;
}

export function shellFromError(error: unknown): ShellData | undefined {
  if (!isRouteErrorResponse(error)) return undefined;
  const payload: unknown = error.data;
  if (typeof payload !== 'object' || payload === null || !('shell' in payload)) return undefined;
  return (payload as ShellErrorData).shell;
}
