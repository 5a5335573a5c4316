import { describe, expect, it } from 'vitest';
import { menuItem, taxonItems } from '../testing/fixtures.ts';
import { layoutMegaMenuPanel } from './mega-menu-layout.ts';

const names = (columns: ReturnType<typeof layoutMegaMenuPanel>['columns']) =>
  columns.map((column) => column.map((entry) => `${entry.level}:${entry.item.name}`));

describe('layoutMegaMenuPanel', () => {
  it('lists second-level items with their children under them, filling the default 3 x 7 grid column by column', () => {
    const root = menuItem({
      name: 'Babies',
      children: [
        menuItem({ name: 'Prams', children: taxonItems('Pram', 3) }),
        menuItem({ name: 'Car seats', children: taxonItems('Seat', 2) }),
      ],
    });
    const layout = layoutMegaMenuPanel(root);
    expect(layout.grid).toEqual({ columns: 3, rows: 7 });
    expect(names(layout.columns)).toEqual([
      ['2:Prams', '3:Pram 1', '3:Pram 2', '3:Pram 3', '2:Car seats', '3:Seat 1', '3:Seat 2'],
    ]);
    expect(layout.hiddenCount).toBe(0);
  });

  it('starts a new column rather than splitting a group that fits in one', () => {
    const root = menuItem({
      name: 'Home',
      children: [
        menuItem({ name: 'Textiles', children: taxonItems('Textile', 2) }),
        menuItem({ name: 'Furniture', children: taxonItems('Furniture', 4) }),
      ],
    });
    // 3 rows used, 4 left: "Furniture" needs 5 rows, so it moves to the second column whole.
    expect(names(layoutMegaMenuPanel(root).columns)).toEqual([
      ['2:Textiles', '3:Textile 1', '3:Textile 2'],
      ['2:Furniture', '3:Furniture 1', '3:Furniture 2', '3:Furniture 3', '3:Furniture 4'],
    ]);
  });

  it('uses up to 5 columns of 9 rows for a big panel and cuts what does not fit', () => {
    const root = menuItem({
      name: 'Children',
      children: Array.from({ length: 6 }, (_, index) =>
        menuItem({ name: `Group ${index + 1}`, children: taxonItems(`G${index + 1}`, 8) }),
      ),
    });
    const layout = layoutMegaMenuPanel(root);
    expect(layout.grid).toEqual({ columns: 5, rows: 9 });
    expect(layout.columns).toHaveLength(5);
    expect(layout.columns.every((column) => column.length === 9)).toBe(true);
    expect(layout.columns[4]?.[0]?.item.name).toBe('Group 5');
    expect(layout.hiddenCount).toBe(9);
  });

  it('moves to the bigger grid when keeping groups whole would hide items in the default one', () => {
    const root = menuItem({
      name: 'Children',
      children: Array.from({ length: 5 }, (_, index) =>
        menuItem({ name: `Group ${index + 1}`, children: taxonItems(`G${index + 1}`, 3) }),
      ),
    });
    // 20 rows would fit 3 x 7 only by splitting groups; 5 x 9 shows them all, whole.
    const layout = layoutMegaMenuPanel(root);
    expect(layout.grid).toEqual({ columns: 5, rows: 9 });
    expect(names(layout.columns).map((column) => column.filter((name) => name.startsWith('2:')))).toEqual([
      ['2:Group 1', '2:Group 2'],
      ['2:Group 3', '2:Group 4'],
      ['2:Group 5'],
    ]);
    expect(layout.hiddenCount).toBe(0);
  });

  it('splits a group taller than a column over the next column', () => {
    const root = menuItem({
      name: 'Toys',
      children: [
        menuItem({ name: 'Small', children: taxonItems('S', 1) }),
        menuItem({ name: 'Huge', children: taxonItems('H', 12) }),
      ],
    });
    const layout = layoutMegaMenuPanel(root);
    expect(layout.grid).toEqual({ columns: 3, rows: 7 });
    expect(names(layout.columns)).toEqual([
      ['2:Small', '3:S 1', '2:Huge', '3:H 1', '3:H 2', '3:H 3', '3:H 4'],
      ['3:H 5', '3:H 6', '3:H 7', '3:H 8', '3:H 9', '3:H 10', '3:H 11'],
      ['3:H 12'],
    ]);
  });

  it('keeps image items out of the columns and returns them as pictures', () => {
    const promo = menuItem({ name: 'Summer offers', type: 'image', image: 'menu/summer.png' });
    const root = menuItem({ name: 'Babies', children: [menuItem({ name: 'Prams' }), promo] });
    const layout = layoutMegaMenuPanel(root);
    expect(names(layout.columns)).toEqual([['2:Prams']]);
    expect(layout.images).toEqual([promo]);
  });
});
