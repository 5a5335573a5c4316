import type { AdminTaxon } from '@shop/contracts';
import type { LocaleCode } from '@shop/locale';

/** A category's name in the admin's language, else in any, else its code. */
export function taxonName(taxon: Pick<AdminTaxon, 'code' | 'translations'>, locale: LocaleCode): string {
  const own = taxon.translations[locale]?.name;
  if (own) return own;
  const any = Object.values(taxon.translations).find((translation) => translation?.name)?.name;
  return any ?? taxon.code;
}

export interface TaxonPlace {
  taxon: AdminTaxon;
  /** Its siblings in order (itself included). */
  siblings: AdminTaxon[];
  index: number;
  depth: number;
}

/** Where a category sits in the tree, or null when it is not in it. */
export function findTaxon(tree: AdminTaxon[], code: string | null | undefined): TaxonPlace | null {
  if (!code) return null;
  const visit = (siblings: AdminTaxon[], depth: number): TaxonPlace | null => {
    for (const [index, taxon] of siblings.entries()) {
      if (taxon.code === code) return { taxon, siblings, index, depth };
      const found = visit(taxon.children, depth + 1);
      if (found) return found;
    }
    return null;
  };
  return visit(tree, 0);
}

/** Every category in tree order with its depth (for a "move into" list). */
export function flattenTree(tree: AdminTaxon[]): { taxon: AdminTaxon; depth: number }[] {
  const rows: { taxon: AdminTaxon; depth: number }[] = [];
  const visit = (siblings: AdminTaxon[], depth: number) => {
    for (const taxon of siblings) {
      rows.push({ taxon, depth });
      visit(taxon.children, depth + 1);
    }
  };
  visit(tree, 0);
  return rows;
}

/** The codes of a category and everything below it: a category cannot move into any of them. */
export function subtreeCodes(taxon: AdminTaxon): Set<string> {
  const codes = new Set<string>();
  const visit = (node: AdminTaxon) => {
    codes.add(node.code);
    node.children.forEach(visit);
  };
  visit(taxon);
  return codes;
}

/** Categories `code` may move into: every one outside its own subtree. */
export function possibleParents(tree: AdminTaxon[], code: string) {
  const place = findTaxon(tree, code);
  const excluded = place ? subtreeCodes(place.taxon) : new Set([code]);
  return flattenTree(tree).filter(({ taxon }) => !excluded.has(taxon.code));
}

export type DropZone = 'before' | 'inside' | 'after';

/** A move as the API takes it: the new parent (null: top level) and position among its children. */
export interface TaxonMove {
  parent: string | null;
  position?: number;
}

/**
 * Dropping `dragged` before, into or after `target`: its new parent and position, or null when the drop
 * changes nothing or is impossible (into itself or its own subtree). Positions count the siblings as they
 * will be once the dragged category has left its old place.
 */
export function dropMove(
  tree: AdminTaxon[],
  dragged: string,
  target: string,
  zone: DropZone,
): TaxonMove | null {
  const from = findTaxon(tree, dragged);
  const to = findTaxon(tree, target);
  if (!from || !to || subtreeCodes(from.taxon).has(target)) return null;
  if (zone === 'inside') {
    if (from.taxon.parent === target) return null;
    return { parent: target };
  }
  const parent = to.taxon.parent;
  let position = zone === 'before' ? to.index : to.index + 1;
  if (from.taxon.parent === parent && from.index < position) position -= 1;
  if (from.taxon.parent === parent && from.index === position) return null;
  return { parent, position };
}
