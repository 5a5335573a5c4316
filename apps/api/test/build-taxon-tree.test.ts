import type { Taxon, TaxonNode } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { buildTaxonTree, findTaxonNode, flattenTaxonTree } from '../src/modules/taxons/build-taxon-tree.ts';

function taxon(id: number, parentId: number | null, position = 0): Taxon {
  return {
    id,
    code: `t${id}`,
    name: `T${id}`,
    slug: `t${id}`,
    description: null,
    image: null,
    parentId,
    position,
  };
}

function outline(nodes: TaxonNode[]): string {
  return nodes
    .map((node) => (node.children.length ? `${node.id}(${outline(node.children)})` : `${node.id}`))
    .join(',');
}

describe('buildTaxonTree', () => {
  it('nests children under parents and orders siblings by position, then id', () => {
    const tree = buildTaxonTree([
      taxon(3, 1, 2),
      taxon(1, null, 1),
      taxon(2, null, 0),
      taxon(4, 1, 1),
      taxon(5, 1, 1),
    ]);
    expect(outline(tree)).toBe('2,1(4,5,3)');
  });

  it('leaves out branches whose parent is missing (disabled) and parent cycles', () => {
    const tree = buildTaxonTree([taxon(1, null), taxon(2, 99), taxon(3, 2), taxon(4, 5), taxon(5, 4)]);
    expect(outline(tree)).toBe('1');
  });

  it('flattens in reading order and finds nodes at any depth', () => {
    const tree = buildTaxonTree([taxon(1, null, 0), taxon(2, 1, 0), taxon(3, null, 1), taxon(4, 2, 0)]);
    expect(flattenTaxonTree(tree).map((node) => node.id)).toEqual([1, 2, 4, 3]);
    expect(flattenTaxonTree(tree)[0]).not.toHaveProperty('children');
    expect(findTaxonNode(tree, 4)?.code).toBe('t4');
    expect(findTaxonNode(tree, 42)).toBeUndefined();
  });
});
