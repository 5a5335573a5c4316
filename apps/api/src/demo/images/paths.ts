import type { ColourCode } from '../catalogue/colours.ts';
import type { FamilyCode } from '../catalogue/families.ts';

/** Paths of the generated pictures, relative to the media root (what the database stores). */
export const mediaPaths = {
  product: (family: FamilyCode, colour: ColourCode) => `products/${family}-${colour}.webp`,
  /** A second, closer shot per family for product galleries. */
  productDetail: (family: FamilyCode) => `products/${family}-detail.webp`,
  category: (rootCode: string) => `categories/${rootCode}.webp`,
  promo: (name: string) => `promo/${name}.webp`,
  /** Pictures of the home page's content blocks (slides, banners, tiles...). */
  block: (name: string) => `blocks/${name}.webp`,
  /** 100x100 pictures of the loyalty benefits. */
  loyaltyBenefit: (icon: string) => `loyalty/benefit-${icon}.png`,
  brandBadge: (brandCode: string) => `badges/brand-${brandCode}.png`,
  /** Wordmark logos of the brands without a badge (the home page's brand list shows them). */
  brandLogo: (brandCode: string) => `brands/${brandCode}.webp`,
  logo: (name: 'gandras' | 'gandras-b2b', format: 'svg' | 'png') => `logos/${name}.${format}`,
};
