// Plain values of the contract, with no zod import, so browser code can use them without pulling the
// schema library into the client bundle: import from '@shop/contracts/constants'.
export * from './http.ts';

/**
 * Image filters of the pipeline (spec section 9). Each is served at 1x, 1.5x and 3x:
 * GET /media/cache/{filter}/{path}?density=1|1.5|3 (see apps/api/src/modules/images).
 */
export const IMAGE_FILTERS = {
  product_card: { width: 330, height: 330 },
  suggestion: { width: 204, height: 204 },
  badge: { width: 32, height: 32 },
  benefit: { width: 100, height: 100 },
  cart: { width: 100, height: 94 },
  menu: { width: 330, height: 220 },
  logo: { width: 240, height: 80 },
} as const;
export type ImageFilter = keyof typeof IMAGE_FILTERS;
export const IMAGE_DENSITIES = [1, 1.5, 3] as const;
export const MEDIA_CACHE_BASE = '/media/cache';

export const MENU_PLACEMENTS = ['checkout', 'footer', 'main', 'mobile', 'social', 'top', 'mega'] as const;
export type MenuPlacement = (typeof MENU_PLACEMENTS)[number];

export const MENU_ITEM_TYPES = [
  'taxon',
  'page',
  'url',
  'html',
  'label',
  'group',
  'taxon_tree',
  'product',
  'attribute_value',
  'image',
  'discounted_products_taxon_tree',
] as const;
export type MenuItemType = (typeof MENU_ITEM_TYPES)[number];
