import { describe, expect, it } from 'vitest';
import { tree } from '~/data/testing-admin-taxonomy.ts';
import { dropMove, possibleParents, taxonName } from './taxon-tree-model.ts';

describe('moving categories in the tree', () => {
  it('drops before or after a sibling, counting positions without the moved category', () => {
    // Drabužiai: Kelnės (0), Suknelės (1).
    expect(dropMove(tree(), 'sukneles', 'kelnes', 'before')).toEqual({ parent: 'drabuziai', position: 0 });
    expect(dropMove(tree(), 'kelnes', 'sukneles', 'after')).toEqual({ parent: 'drabuziai', position: 1 });
    // Already there: nothing to send.
    expect(dropMove(tree(), 'kelnes', 'sukneles', 'before')).toBeNull();
  });

  it('drops into another category (last) or next to a category of another level', () => {
    expect(dropMove(tree(), 'kelnes', 'zaislai', 'inside')).toEqual({ parent: 'zaislai' });
    expect(dropMove(tree(), 'kelnes', 'zaislai', 'before')).toEqual({ parent: null, position: 1 });
    expect(dropMove(tree(), 'zaislai', 'drabuziai', 'before')).toEqual({ parent: null, position: 0 });
  });

  it('never moves a category into itself or below itself, nor into its own parent again', () => {
    expect(dropMove(tree(), 'drabuziai', 'sukneles', 'inside')).toBeNull();
    expect(dropMove(tree(), 'drabuziai', 'kelnes', 'after')).toBeNull();
    expect(dropMove(tree(), 'kelnes', 'drabuziai', 'inside')).toBeNull();
    expect(possibleParents(tree(), 'drabuziai').map(({ taxon }) => taxon.code)).toEqual(['zaislai']);
  });

  it('names a category in the admin’s language, else in any, else by its code', () => {
    const [drabuziai] = tree();
    expect(taxonName(drabuziai!, 'en')).toBe('Clothes');
    expect(taxonName(drabuziai!, 'ru')).toBe('Drabužiai');
    expect(taxonName({ code: 'x', translations: {} }, 'lt')).toBe('x');
  });
});
