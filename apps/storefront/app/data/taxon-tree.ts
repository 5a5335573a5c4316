import type { TaxonNode } from '@shop/contracts';
import type { TaxonLookup } from '~/routing/path-match.ts';

export interface FoundTaxon {
  taxon: TaxonNode;
  /** From the root down to the parent. */
  ancestors: TaxonNode[];
}

function trimSlashes(value: string): string {
  return value.replace(/^\/+|\/+$/g, '');
}

/** Finds a taxon in the tree by id or (new-URLs mode) by its full slug, with its ancestors. */
export function findTaxon(
  roots: readonly TaxonNode[],
  lookup: TaxonLookup | { by: 'id'; id: number },
): FoundTaxon | null {
  const matches = (node: TaxonNode) =>
    lookup.by === 'id' ? node.id === lookup.id : trimSlashes(node.slug) === trimSlashes(lookup.slug);
  const stack: { node: TaxonNode; ancestors: TaxonNode[] }[] = roots.map((node) => ({ node, ancestors: [] }));
  while (stack.length > 0) {
    const { node, ancestors } = stack.pop()!;
    if (matches(node)) return { taxon: node, ancestors };
    for (const child of node.children) stack.push({ node: child, ancestors: [...ancestors, node] });
  }
  return null;
}
