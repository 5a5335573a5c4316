import { BUNDLE_DETAILS_ANCHOR } from '~/lib/constants.ts';

/**
 * Anchors of the product page's sections. "About the product" is the spec's bundle details anchor
 * (apie-produkta) that bundle-only cards scroll to; the others follow it in Lithuanian, the shop's language.
 */
export const SECTION_ANCHORS = {
  details: BUNDLE_DETAILS_ANCHOR,
  specifications: 'savybes',
  reviews: 'atsiliepimai',
  downloads: 'dokumentai',
  warehouses: 'parduotuves',
} as const;

export type SectionName = keyof typeof SECTION_ANCHORS;
