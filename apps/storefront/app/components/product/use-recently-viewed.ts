import type { ProductListItem } from '@shop/contracts';
import { useEffect, useState } from 'react';
import { recentlyViewedToShow, recordRecentlyViewed } from '~/lib/recently-viewed.ts';
import { useShop } from '~/lib/shop-context.tsx';
import { resourcePath } from '~/routing/resource-routes.ts';

/**
 * Remembers the viewed product in the browser and loads cards of the products viewed before it (newest
 * first, the current one left out). Runs after hydration only: the list lives in localStorage. A failed
 * or aborted request leaves the row empty; it is extra help, not the page.
 */
export function useRecentlyViewed(currentCode: string): ProductListItem[] {
  const { locale, defaultLocale } = useShop();
  // Keyed by the product they were loaded beside, so a stale row never shows on the next product's page.
  const [loaded, setLoaded] = useState<{ forCode: string; products: ProductListItem[] } | null>(null);

  useEffect(() => {
    const codes = recentlyViewedToShow(recordRecentlyViewed(window.localStorage, currentCode), {
      currentCode,
    });
    if (codes.length === 0) return;
    const controller = new AbortController();
    const query = new URLSearchParams(codes.map((code) => ['code', code]));
    fetch(`${resourcePath('PRODUCTS_BY_CODE', locale, defaultLocale)}?${query}`, {
      headers: { Accept: 'application/json' },
      signal: controller.signal,
    })
      .then((response) =>
        response.ok ? (response.json() as Promise<{ data: ProductListItem[] }>) : { data: [] },
      )
      .then((body) => setLoaded({ forCode: currentCode, products: body.data }))
      .catch(() => {});
    return () => controller.abort();
  }, [currentCode, locale, defaultLocale]);

  return loaded?.forCode === currentCode ? loaded.products : [];
}
