import { createContext, useContext, type ReactNode } from 'react';
import type { Channel, Menu, MenuPlacement } from '@shop/contracts';
import type { LocaleCode } from '@shop/locale';

/** What every screen may know about the shop and the shopper; the root loader provides it. */
export interface ShopContextValue {
  channel: Channel;
  locale: LocaleCode;
  defaultLocale: LocaleCode;
  menus: Partial<Record<MenuPlacement, Menu>>;
  /** Placements whose menu is fetched on demand (see shell/shell-data.ts). */
  deferredMenus: MenuPlacement[];
  /** Part of the deferred menus' address that changes with their content (shell/shell-data.ts). */
  deferredMenuRevision?: string;
  /** NEW_URLS mode: taxon links by slug only, product links by code. */
  newUrls: boolean;
  /** Signed-in customer; null for guests. `joinedLoyaltyProgram` is known once the layout loaded them. */
  customer: { firstName: string; joinedLoyaltyProgram?: boolean } | null;
  cartItemsCount: number;
  wishlistItemsCount: number;
}

const ShopContext = createContext<ShopContextValue | null>(null);

export function ShopProvider({ value, children }: { value: ShopContextValue; children: ReactNode }) {
  return <ShopContext.Provider value={value}>{children}</ShopContext.Provider>;
}

export function useShop(): ShopContextValue {
  const value = useContext(ShopContext);
  if (!value) throw new Error('useShop() needs a <ShopProvider> above it (see app/root.tsx)');
  return value;
}
