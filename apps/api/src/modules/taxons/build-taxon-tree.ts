import type { Taxon, TaxonNode } from '@shop/contracts';

function bySiblingOrder(a: Taxon, b: Taxon): number {
  return a.position - b.position || a.id - b.id;
}

/**
 * Builds the category tree from a flat list of (enabled, translated) taxons: roots are taxons without
 * a parent, siblings are ordered by position. A taxon whose parent is not in the list (disabled) is
 * left out with its whole branch, because shoppers cannot reach it.
 */
export function buildTaxonTree(taxons: readonly Taxon[]): TaxonNode[] {
  const childrenOf = new Map<number | null, Taxon[]>();
  for (const taxon of taxons) {
    const siblings = childrenOf.get(taxon.parentId);
    if (siblings) siblings.push(taxon);
    else childrenOf.set(taxon.parentId, [taxon]);
  }
  // Walking down from the roots also ignores any cycle in parent links: a cycle has no root.
  const build = (parentId: number | null): TaxonNode[] =>
    (childrenOf.get(parentId) ?? [])
      .sort(bySiblingOrder)
      .map((taxon) => ({ ...taxon, children: build(taxon.id) }));
  return build(null);
}

/** The tree in reading order (each parent before its children), without the children arrays. */
export function flattenTaxonTree(nodes: readonly TaxonNode[]): Taxon[] {
  return nodes.flatMap(({ children, ...taxon }) => [taxon, ...flattenTaxonTree(children)]);
}

/** The node with this id anywhere in the tree. */
export function findTaxonNode(nodes: readonly TaxonNode[], id: number): TaxonNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = findTaxonNode(node.children, id);
    if (found) return found;
  }
  return undefined;
}
