import { describe, expect, it } from 'vitest';
import { menuItem } from '../testing/fixtures.ts';
import { isExternalHref, isRedMenuItem } from './menu-item.ts';

describe('isRedMenuItem', () => {
  it('shows highlighted items in red at every level', () => {
    const item = menuItem({ name: 'Naujiena', highlighted: true });
    expect(isRedMenuItem(item, 'top')).toBe(true);
    expect(isRedMenuItem(item, 'nested')).toBe(true);
  });

  it('shows the sale branch red where it starts, not every item inside it', () => {
    const sale = menuItem({ name: 'Akcijos', type: 'discounted_products_taxon_tree', sale: true });
    expect(isRedMenuItem(sale, 'top')).toBe(true);
    expect(isRedMenuItem(sale, 'nested')).toBe(false);
    expect(isRedMenuItem(menuItem({ name: 'Vežimėliai' }), 'top')).toBe(false);
  });
});

describe('isExternalHref', () => {
  it('tells links to other sites from shop paths', () => {
    expect(isExternalHref('https://www.facebook.com/gandras')).toBe(true);
    expect(isExternalHref('//cdn.example.org/x')).toBe(true);
    expect(isExternalHref('mailto:info@gandras.lt')).toBe(true);
    expect(isExternalHref('/duk')).toBe(false);
    expect(isExternalHref('/en/faq')).toBe(false);
  });
});
