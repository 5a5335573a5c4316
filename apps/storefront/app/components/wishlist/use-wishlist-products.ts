import type { ProductListItem } from '@shop/contracts';
import { useEffect, useState } from 'react';
import { PRODUCTS_BY_CODE_MAX } from '~/data/products-by-code.ts';
import { useShop } from '~/lib/shop-context.tsx';
import { resourcePath } from '~/routing/resource-routes.ts';

export interface WishlistProducts {
  /** Cards in the list's order; codes whose product cannot be shown any more are left out. */
  products: ProductListItem[];
  /** True while cards of listed codes are still being fetched. */
  loading: boolean;
}

/**
 * Product cards for the wishlist's codes through the PRODUCTS_BY_CODE resource route, in requests of at
 * most PRODUCTS_BY_CODE_MAX codes. Only codes not fetched yet are asked for, so taking a product off the
 * list never reloads the rest.
 */
export function useWishlistProducts(codes: readonly string[], ready: boolean): WishlistProducts {
  const { locale, defaultLocale } = useShop();
  const [loaded, setLoaded] = useState<Map<string, ProductListItem | null>>(() => new Map());
  const missing = codes.filter((code) => !loaded.has(code));
  const missingKey = missing.join('\n');

  useEffect(() => {
    if (!ready || missingKey === '') return;
    const wanted = missingKey.split('\n');
    const controller = new AbortController();
    const url = resourcePath('PRODUCTS_BY_CODE', locale, defaultLocale);
    const batches: string[][] = [];
    for (let i = 0; i < wanted.length; i += PRODUCTS_BY_CODE_MAX) {
      batches.push(wanted.slice(i, i + PRODUCTS_BY_CODE_MAX));
    }
    Promise.all(
      batches.map(async (batch) => {
        const query = new URLSearchParams(batch.map((code) => ['code', code]));
        const response = await fetch(`${url}?${query}`, {
          headers: { Accept: 'application/json' },
          signal: controller.signal,
        });
        return response.ok ? ((await response.json()) as { data: ProductListItem[] }).data : [];
      }),
    )
      .then((answers) => {
        const found = new Map(answers.flat().map((product) => [product.code, product]));
        setLoaded((before) => {
          const next = new Map(before);
          for (const code of wanted) next.set(code, found.get(code) ?? null);
          return next;
        });
      })
      .catch(() => {
        // Aborted (the list changed) or offline: the page keeps showing its loading state.
      });
    return () => controller.abort();
  }, [ready, missingKey, locale, defaultLocale]);

  const products = codes.flatMap((code) => {
    const product = loaded.get(code);
    return product ? [product] : [];
  });
  return { products, loading: !ready || missing.length > 0 };
}
