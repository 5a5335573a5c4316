import { use, useMemo, type ReactNode } from 'react';
import { loadCatalog, loadedCatalog } from '~/i18n/catalog-store.ts';
import { I18nProvider } from '~/i18n/i18n-context.tsx';
import { WishlistProvider } from '~/components/wishlist/wishlist-context.tsx';
import { ShopProvider, type ShopContextValue } from '~/lib/shop-context.tsx';
import type { ShopperSummary } from '~/data/shopper.ts';
import type { ShellData } from './shell-data.ts';

/** Puts the root loader's shell and the layout loader's shopper summary into the contexts screens read. */
export function ShopProviders({
  shell,
  shopper,
  children,
}: {
  shell: ShellData;
  shopper: ShopperSummary;
  children: ReactNode;
}) {
  const value = useMemo<ShopContextValue>(
    () => ({
      channel: shell.channel,
      locale: shell.locale,
      defaultLocale: shell.defaultLocale,
      menus: shell.menus,
      deferredMenus: shell.deferredMenus,
      deferredMenuRevision: shell.deferredMenuRevision,
      newUrls: shell.newUrls,
      customer: shopper.customer,
      cartItemsCount: shopper.cartItemsCount,
      wishlistItemsCount: shopper.wishlistItemsCount,
    }),
    [shell, shopper],
  );
  // Loaded before hydration and before a navigation to another locale (root.tsx); should it still be on its
  // way, the render waits for it rather than showing message keys.
  const catalog = loadedCatalog(shell.catalogHref) ?? use(loadCatalog(shell.catalogHref));
  return (
    <I18nProvider locale={shell.locale} catalog={catalog}>
      <ShopProvider value={value}>
        <WishlistProvider shopper={shopper}>{children}</WishlistProvider>
      </ShopProvider>
    </I18nProvider>
  );
}
