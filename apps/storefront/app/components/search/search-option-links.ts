import { useCallback } from 'react';
import { useShop } from '~/lib/shop-context.tsx';
import { useRoutePath } from '~/routing/links.ts';
import { productPathMatch, taxonPathMatch } from '~/routing/path-match.ts';
import type { SearchOption } from './search-box-controller.ts';

/** Where each dropdown option leads, in the current locale and URL mode. */
export function useSearchOptionHref(): (option: SearchOption) => string {
  const path = useRoutePath();
  const { newUrls } = useShop();
  return useCallback(
    (option: SearchOption) => {
      switch (option.kind) {
        case 'taxon':
          return path('TAXON_LIST', { '*': taxonPathMatch(option.taxon, newUrls) });
        case 'product':
          return path('PRODUCT_INNER', { '*': productPathMatch(option.product, newUrls) });
        case 'recent':
        case 'all':
          return `${path('SEARCH')}?${new URLSearchParams({ query: option.query })}`;
      }
    },
    [path, newUrls],
  );
}
