import type { MenuItem } from '@shop/contracts';

/**
 * Highlighted items are shown in red (spec section 2). So is the discounted-products branch where it
 * starts (a top-level item); its descendants carry the sale flag too, but a whole red panel would drown
 * the items the shop really highlights.
 */
export function isRedMenuItem(item: MenuItem, level: 'top' | 'nested' = 'top'): boolean {
  return item.highlighted || (level === 'top' && item.sale);
}

/** Links that leave the shop (absolute or protocol-relative URLs). */
export function isExternalHref(href: string): boolean {
  return /^([a-z][a-z\d+.-]*:|\/\/)/i.test(href);
}
