import type { MenuItem } from '@shop/contracts';
import type { DeferredMenuState } from '../deferred-menus/deferred-menu-store.ts';

/** What the mega menu shows: nothing, the panel with its links, or the panel saying it is loading or failed. */
export type MegaMenuPanelState = 'closed' | 'open' | 'loading' | 'error';

/** The mega menu root that shows the same taxon as a category bar item, if any. */
export function matchingMegaRoot(item: MenuItem, roots: readonly MenuItem[]): MenuItem | undefined {
  const ref = item.ref;
  if (!ref || !('id' in ref)) return undefined;
  return roots.find((root) => root.ref?.kind === ref.kind && 'id' in root.ref && root.ref.id === ref.id);
}

/** Root-level links of the mega menu (left column) and its root-level pictures. */
export function megaMenuParts(items: readonly MenuItem[]): { roots: MenuItem[]; promotions: MenuItem[] } {
  return {
    roots: items.filter((item) => item.type !== 'image'),
    promotions: items.filter((item) => item.type === 'image'),
  };
}

export interface MegaMenuPanelStateInput {
  /** The shopper asked for the menu on this page (hover, click or key) and has not closed it since. */
  requested: boolean;
  /** Asked for by click or key: shows a loading state rather than waiting silently. */
  pinned: boolean;
  menu: DeferredMenuState;
  roots: readonly MenuItem[];
  /** A category bar item hovered before the menu had loaded: the menu opens only if it has that taxon. */
  awaitedItem: MenuItem | null;
}

/**
 * The menu loads on intent, so it may not be there yet when asked for. Hover waits for it quietly (the
 * hover delay usually covers the request); a click or key shows the panel at once with a loading state,
 * or a retry when the request failed.
 */
export function megaMenuPanelState(input: MegaMenuPanelStateInput): MegaMenuPanelState {
  const { requested, pinned, menu, roots, awaitedItem } = input;
  if (!requested) return 'closed';
  if (menu.status === 'loaded') {
    if (roots.length === 0) return 'closed';
    if (awaitedItem && !pinned && !matchingMegaRoot(awaitedItem, roots)) return 'closed';
    return 'open';
  }
  if (!pinned) return 'closed';
  return menu.status === 'error' ? 'error' : 'loading';
}
