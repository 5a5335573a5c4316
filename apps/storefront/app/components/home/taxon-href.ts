import type { Taxon } from '@shop/contracts';
import { useShop } from '~/lib/shop-context.tsx';
import { useRoutePath } from '~/routing/links.ts';
import { taxonPathMatch } from '~/routing/path-match.ts';

/** Link to a category's product list in the current locale and URL mode. */
export function useTaxonHref(): (taxon: Pick<Taxon, 'id' | 'slug'>) => string {
  const path = useRoutePath();
  const { newUrls } = useShop();
  return (taxon) => path('TAXON_LIST', { '*': taxonPathMatch(taxon, newUrls) });
}
