import { BUNDLE_DETAILS_ANCHOR } from '~/lib/constants.ts';

/** The part of `document` the bundle scroll needs (tests pass a plain object). */
export interface ElementFinder {
  getElementById(id: string): Pick<Element, 'scrollIntoView'> | null;
}

/**
 * Spec section 2: a bundle-only product card does not navigate but scrolls smoothly to the bundle details
 * anchor. Returns false when the page has no such anchor (listing pages), so the caller can say why.
 */
export function scrollToBundleDetails(doc: ElementFinder): boolean {
  const anchor = doc.getElementById(BUNDLE_DETAILS_ANCHOR);
  if (!anchor) return false;
  anchor.scrollIntoView({ behavior: 'smooth', block: 'start' });
  return true;
}
