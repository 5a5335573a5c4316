import { isRouteErrorResponse } from 'react-router';
import type { Channel, Menu, MenuPlacement } from '@shop/contracts';
import type { LocaleCode } from '@shop/locale';
import type { BotProtectionSettings } from '../../bot-protection-config.js';
import type { TagManagerSnippet } from '~/analytics/tag-manager.server.ts';

/** What the root loader sends to every page: the shop around the screens, in the request's locale. */
export interface ShellData {
  locale: LocaleCode;
  defaultLocale: LocaleCode;
  channel: Channel;
  /** The menus the first paint shows; the on-demand ones (DEFERRED_MENU_PLACEMENTS) are left out. */
  menus: Partial<Record<MenuPlacement, Menu>>;
  /** On-demand placements the channel has a menu with items for: the browser fetches them when needed. */
  deferredMenus: MenuPlacement[];
  /**
   * A hash of those menus' content, part of the address the browser fetches them from: the answer may be
   * kept by the browser, and a menu changed in the back office gets a new address at once.
   */
  deferredMenuRevision: string;
  newUrls: boolean;
  /**
   * Where the browser fetches the locale's merged message catalog (English filling gaps): a content-hashed
   * address it caches for good (ADR 0048), so the texts are not part of every page's loader data. The server
   * renders from the same catalog (i18n/catalog-store.ts).
   */
  catalogHref: string;
  /** Scheme and host the shopper used, for absolute hreflang links. */
  origin: string;
  /** reCAPTCHA's public settings for the protected forms; null: protection off. */
  botProtection: BotProtectionSettings | null;
  /** Google Tag Manager's snippet when the channel has a code (ADR 0021). */
  tagManager?: TagManagerSnippet | null;
}

/**
 * Menus shown only after a click or hover (the mega menu panel, the mobile menu drawer). They are large
 * (about 50 KB of JSON each in the demo shop), so they stay out of every page's HTML and are fetched from
 * the MENU resource route on intent.
 */
export const DEFERRED_MENU_PLACEMENTS: readonly MenuPlacement[] = ['mega', 'mobile'];

export function isDeferredMenuPlacement(placement: MenuPlacement): boolean {
  return DEFERRED_MENU_PLACEMENTS.includes(placement);
}

/** Splits the channel's menus into the ones the shell carries and the placements fetched on demand. */
export function shellMenus(
  menus: Partial<Record<MenuPlacement, Menu>>,
): Pick<ShellData, 'menus' | 'deferredMenus' | 'deferredMenuRevision'> {
  const shown: Partial<Record<MenuPlacement, Menu>> = {};
  const deferredMenus: MenuPlacement[] = [];
  const deferred: Menu[] = [];
  for (const [placement, menu] of Object.entries(menus) as [MenuPlacement, Menu | undefined][]) {
    if (!menu) continue;
    if (!isDeferredMenuPlacement(placement)) shown[placement] = menu;
    else if (menu.items.length > 0) {
      deferredMenus.push(placement);
      deferred.push(menu);
    }
  }
  return { menus: shown, deferredMenus, deferredMenuRevision: deferred.map(menuRevision).join('') };
}

/** Revisions by menu object: the channel data's menus are one cached object per locale until it changes. */
const revisions = new WeakMap<Menu, string>();

/** FNV-1a (32 bits) of the menu's JSON in base 36: an address part, not a security measure. */
function menuRevision(menu: Menu): string {
  let revision = revisions.get(menu);
  if (revision === undefined) {
    const json = JSON.stringify(menu);
    let hash = 0x811c9dc5;
    for (let index = 0; index < json.length; index += 1) {
      hash ^= json.charCodeAt(index);
      hash = Math.imul(hash, 0x01000193) >>> 0;
    }
    revision = hash.toString(36);
    revisions.set(menu, revision);
  }
  return revision;
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
