import { describe, expect, it } from 'vitest';
import { taxonNode } from '../testing/fixtures.ts';
import { renderInShop } from '../testing/render-in-shop.tsx';
import { HomePage } from './home-page.tsx';
import { CHILDREN_SHOWN, homeTaxons } from './home-taxons.ts';

describe('homeTaxons', () => {
  const children = Array.from({ length: CHILDREN_SHOWN + 3 }, (_, index) =>
    taxonNode({
      id: 100 + index,
      name: `Vaikas ${index}`,
      slug: `kudikiams/vaikas-${index}`,
      parentId: 1,
      description: 'Subkategorijos aprašymas, kurio pradžios puslapis nerodo.',
      children: [taxonNode({ id: 200 + index, slug: `kudikiams/vaikas-${index}/anukas` })],
    }),
  );
  const tree = [
    taxonNode({ id: 4, name: 'Namams', slug: 'namams', position: 2 }),
    taxonNode({
      id: 1,
      name: 'Kūdikiams',
      slug: 'kudikiams',
      position: 1,
      image: 'taxons/kudikiams.png',
      description: 'Viskas pirmiesiems metams.',
      children,
    }),
  ];

  it('keeps what the home page renders: the page is the same from the trimmed categories', () => {
    const fromTree = renderInShop(<HomePage taxons={tree} />);
    const fromView = renderInShop(<HomePage taxons={homeTaxons(tree)} />);
    expect(fromView).toBe(fromTree);
    expect(fromView).toContain('Vaikas 0');
  });

  it('leaves out deeper levels, the descriptions of subcategories and the subcategories no card lists', () => {
    const json = JSON.stringify(homeTaxons(tree));
    expect(json).not.toContain('anukas');
    expect(json).not.toContain('Subkategorijos aprašymas');
    expect(json).not.toContain(`Vaikas ${CHILDREN_SHOWN}`);
    expect(json).toContain('Viskas pirmiesiems metams.');
  });
});
