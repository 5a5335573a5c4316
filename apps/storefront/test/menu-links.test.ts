import { describe, expect, it } from 'vitest';
import { menuItem } from '~/components/testing/fixtures.ts';
import { routePath } from '~/routing/route-path.ts';
import { menuItemHref } from '~/routing/menu-links.ts';
import type { RoutePathBuilder } from '~/routing/links.ts';

const lithuanian: RoutePathBuilder = (name, params) => routePath(name, 'lt', params, 'lt');
const english: RoutePathBuilder = (name, params) => routePath(name, 'en', params, 'lt');

describe('menuItemHref', () => {
  it('links taxons to their category list, by slug-id or by slug in the new-URLs mode', () => {
    const taxon = menuItem({
      name: 'Vežimėliai',
      type: 'taxon',
      ref: { kind: 'taxon', id: 12, code: 'strollers', slug: 'kudikiams/vezimeliai' },
    });
    expect(menuItemHref(taxon, lithuanian, false)).toBe('/c/kudikiams/vezimeliai-12');
    expect(menuItemHref(taxon, lithuanian, true)).toBe('/c/kudikiams/vezimeliai');
    expect(menuItemHref(taxon, english, false)).toBe('/en/c/kudikiams/vezimeliai-12');
  });

  it('links sale taxons to the sales of the category, and a root without slug to all sales', () => {
    const sale = menuItem({
      name: 'Vežimėlių akcijos',
      type: 'label',
      ref: { kind: 'sale_taxon', id: 12, code: 'strollers', slug: 'kudikiams/vezimeliai' },
    });
    expect(menuItemHref(sale, lithuanian, false)).toBe('/akcijos/kudikiams/vezimeliai-12');
    expect(menuItemHref(sale, english, false)).toBe('/en/sales/kudikiams/vezimeliai-12');
    const root = menuItem({
      name: 'Akcijos',
      type: 'label',
      ref: { kind: 'sale_taxon', id: 1, code: 'root', slug: '' },
    });
    expect(menuItemHref(root, lithuanian, false)).toBe('/akcijos');
  });

  it('links products, attribute values and content pages', () => {
    const product = menuItem({
      name: 'Vežimėlis',
      type: 'product',
      ref: { kind: 'product', id: 7, code: 'P-7', slug: 'vezimelis' },
    });
    expect(menuItemHref(product, lithuanian, false)).toBe('/p/vezimelis-7');
    expect(menuItemHref(product, lithuanian, true)).toBe('/p/P-7');
    const brand = menuItem({
      name: 'Gandras',
      type: 'label',
      ref: { kind: 'attribute_value', attributeSlug: 'prekes-zenklas', slug: 'gandras' },
    });
    expect(menuItemHref(brand, lithuanian, false)).toBe('/a/prekes-zenklas/gandras');
    const page = menuItem({
      name: 'Pirkimo taisyklės',
      type: 'page',
      ref: { kind: 'page', id: 4, slug: 'pirkimo-taisykles' },
    });
    expect(menuItemHref(page, lithuanian, false)).toBe('/pirkimo-taisykles-4');
  });

  it('uses internal then external links for url items', () => {
    const internal = menuItem({ name: 'Akcijos', type: 'url', link: '/akcijos' });
    expect(menuItemHref(internal, lithuanian, false)).toBe('/akcijos');
    const external = menuItem({ name: 'Example', type: 'url', externalLink: 'https://example.com' });
    expect(menuItemHref(external, lithuanian, false)).toBe('https://example.com');
  });

  it('gives labels, groups, html and images without a target no link', () => {
    for (const type of ['label', 'group', 'html', 'image'] as const) {
      expect(menuItemHref(menuItem({ name: type, type }), lithuanian, false)).toBeNull();
    }
  });
});
