import type { MenuItem } from '@shop/contracts';

/** The language screen of the mobile menu, reachable from its first screen. */
export const LANGUAGE_SCREEN = 'language';

/** Where the shopper has drilled down to: menu item ids from the top, or the language screen. */
export type MobileMenuTrail = (number | typeof LANGUAGE_SCREEN)[];

export type MobileMenuScreen =
  | { kind: 'top'; items: MenuItem[] }
  | { kind: 'item'; item: MenuItem; items: MenuItem[] }
  | { kind: 'language' };

/**
 * The screen a trail leads to. Ids that no longer exist (the menu changed, e.g. after a language switch)
 * end the walk at the deepest screen still valid.
 */
export function resolveMobileMenuScreen(topItems: MenuItem[], trail: MobileMenuTrail): MobileMenuScreen {
  if (trail[0] === LANGUAGE_SCREEN) return { kind: 'language' };
  let screen: MobileMenuScreen = { kind: 'top', items: topItems };
  let items = topItems;
  for (const step of trail) {
    const item = items.find((candidate) => candidate.id === step);
    if (!item || item.children.length === 0) break;
    screen = { kind: 'item', item, items: item.children };
    items = item.children;
  }
  return screen;
}

const TAXON_ITEM_TYPES = new Set<MenuItem['type']>(['taxon', 'taxon_tree', 'discounted_products_taxon_tree']);

/** Taxon-type items get a "view all products" entry on their screen (spec section 2). */
export function offersViewAllProducts(item: MenuItem): boolean {
  return TAXON_ITEM_TYPES.has(item.type);
}
