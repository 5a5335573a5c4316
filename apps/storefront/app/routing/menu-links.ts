import type { MenuItem } from '@shop/contracts';
import type { RoutePathBuilder } from './links.ts';
import { contentPagePathMatch, productPathMatch, taxonPathMatch } from './path-match.ts';

/**
 * Where a menu item leads in the current locale: its target (taxon, sale taxon, product, attribute value,
 * content page) through the route table, else its internal link, else its external link; null for items
 * that only label or group others.
 */
export function menuItemHref(item: MenuItem, path: RoutePathBuilder, newUrls: boolean): string | null {
  const ref = item.ref;
  if (ref) {
    switch (ref.kind) {
      case 'taxon':
        return path('TAXON_LIST', { '*': taxonPathMatch(ref, newUrls) });
      case 'sale_taxon':
        return ref.slug ? path('SALES_TAXON', { '*': taxonPathMatch(ref, newUrls) }) : path('SALES');
      case 'product':
        return path('PRODUCT_INNER', { '*': productPathMatch(ref, newUrls) });
      case 'attribute_value':
        return path('ATTRIBUTE_VALUE', { attributeSlug: ref.attributeSlug, attributeValueSlug: ref.slug });
      case 'page':
        return path('PAGE', { '*': contentPagePathMatch(ref) });
    }
  }
  return item.link || item.externalLink || null;
}
