import { describe, expect, it } from 'vitest';
import { taxonNode } from '../testing/fixtures.ts';
import { linkText, renderInShop } from '../testing/render-in-shop.tsx';
import { HomePage } from './home-page.tsx';

const taxons = [
  taxonNode({ id: 4, name: 'Namams', slug: 'namams', position: 2 }),
  taxonNode({
    id: 1,
    name: 'Kūdikiams',
    slug: 'kudikiams',
    position: 1,
    image: 'taxons/kudikiams.png',
    description: 'Viskas pirmiesiems metams.',
    children: [taxonNode({ id: 11, name: 'Vežimėliai', slug: 'kudikiams/vezimeliai', parentId: 1 })],
  }),
];

describe('HomePage', () => {
  it('opens with the hero heading and a call to action to the first category', () => {
    const html = renderInShop(<HomePage taxons={taxons} />);
    expect(html).toMatch(/<h1[^>]*>Viskas mažyliams ir visai šeimai<\/h1>/);
    expect(linkText(html, '/c/kudikiams-1')).toBe('Žiūrėti: Kūdikiams');
    expect(linkText(html, '/akcijos')).toBe('Akcijos');
  });

  it('shows every root category in position order with its picture and subcategory links', () => {
    const html = renderInShop(<HomePage taxons={taxons} />);
    const grid = html.slice(html.indexOf('id="home-categories-title"'));
    expect(grid.indexOf('Kūdikiams')).toBeLessThan(grid.indexOf('Namams'));
    expect(grid).toContain('src="/media/cache/menu/taxons/kudikiams.png?density=1"');
    expect(grid).toContain('Viskas pirmiesiems metams.');
    expect(linkText(grid, '/c/kudikiams/vezimeliai-11')).toBe('Vežimėliai');
    const namamsHeading = grid.slice(grid.lastIndexOf('<h3'));
    expect(linkText(namamsHeading, '/c/namams-4')).toBe('Namams');
  });

  it('lists the benefits in the page language', () => {
    const html = renderInShop(<HomePage taxons={taxons} />, { locale: 'en', url: '/en' });
    expect(html).toContain('Fast delivery across Lithuania');
    expect(html).toContain('Loyalty programme');
    expect(html).toContain('Safe payment');
  });
});
