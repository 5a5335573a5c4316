import type { TaxonNode } from '@shop/contracts';

/** How many subcategories a category card lists before "view all". */
export const CHILDREN_SHOWN = 6;

/** A subcategory as the home page links it. */
export interface HomeTaxonChild {
  id: number;
  name: string;
  slug: string;
}

/**
 * A root category as the home page's hero and category cards render it: what those components read and no
 * more (the API's tree also carries codes, parents and every level below), so the page's loader data stays
 * small (issue 21, ADR 0048).
 */
export interface HomeTaxon extends HomeTaxonChild {
  description: string | null;
  image: string | null;
  position: number;
  children: HomeTaxonChild[];
}

/** The tree's roots in the shape the home page renders them, their first CHILDREN_SHOWN subcategories only. */
export function homeTaxons(roots: readonly TaxonNode[]): HomeTaxon[] {
  return roots.map(({ id, name, slug, description, image, position, children }) => ({
    id,
    name,
    slug,
    description,
    image,
    position,
    children: children.slice(0, CHILDREN_SHOWN).map((child) => ({
      id: child.id,
      name: child.name,
      slug: child.slug,
    })),
  }));
}
