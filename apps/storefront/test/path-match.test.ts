import { describe, expect, it } from 'vitest';
import {
  parseContentPagePathMatch,
  parseProductPathMatch,
  parseSlugId,
  parseTaxonPathMatch,
  productPathMatch,
  taxonPathMatch,
} from '~/routing/path-match.ts';

describe('slug-id path matches', () => {
  it('builds taxon and product path matches as slug-id', () => {
    expect(taxonPathMatch({ slug: 'kudikiams/vezimeliai', id: 12 }, false)).toBe('kudikiams/vezimeliai-12');
    expect(productPathMatch({ slug: 'vezimelis-gandras', id: 7, code: 'P-7' }, false)).toBe(
      'vezimelis-gandras-7',
    );
  });

  it('splits at the last dash, so slugs may contain dashes and slashes', () => {
    expect(parseSlugId('kudikiams/vezimeliai-3-in-1-12')).toEqual({
      slug: 'kudikiams/vezimeliai-3-in-1',
      id: 12,
    });
    expect(parseTaxonPathMatch('kudikiams/vezimeliai-12', false)).toEqual({
      by: 'id',
      id: 12,
      slug: 'kudikiams/vezimeliai',
    });
  });

  it('rejects path matches without a positive id', () => {
    expect(parseSlugId('kudikiams')).toBeNull();
    expect(parseSlugId('-12')).toBeNull();
    expect(parseSlugId('kudikiams-0')).toBeNull();
    expect(parseSlugId('kudikiams-012')).toBeNull();
    expect(parseSlugId('kudikiams-99999999999999999999')).toBeNull();
    expect(parseTaxonPathMatch('', false)).toBeNull();
    expect(parseProductPathMatch('vezimelis', false)).toBeNull();
  });

  it('round-trips builds through parses', () => {
    const taxon = { slug: 'namams/tekstile', id: 40 };
    expect(parseTaxonPathMatch(taxonPathMatch(taxon, false), false)).toEqual({ by: 'id', ...taxon });
    const product = { slug: 'antklode', id: 9, code: 'BLANKET_9' };
    expect(parseProductPathMatch(productPathMatch(product, false), false)).toEqual({
      by: 'id',
      slug: 'antklode',
      id: 9,
    });
  });
});

describe('new-URLs mode', () => {
  it('addresses a taxon list by its slug only', () => {
    expect(taxonPathMatch({ slug: 'kudikiams/vezimeliai', id: 12 }, true)).toBe('kudikiams/vezimeliai');
    expect(parseTaxonPathMatch('kudikiams/vezimeliai', true)).toEqual({
      by: 'slug',
      slug: 'kudikiams/vezimeliai',
    });
    expect(parseTaxonPathMatch('/', true)).toBeNull();
  });

  it('addresses a product by its code', () => {
    expect(productPathMatch({ slug: 'antklode', id: 9, code: 'BLANKET-9' }, true)).toBe('BLANKET-9');
    expect(parseProductPathMatch('BLANKET-9', true)).toEqual({ by: 'code', code: 'BLANKET-9' });
    expect(parseProductPathMatch('a/b', true)).toBeNull();
  });
});

describe('content pages', () => {
  it('are /{slug}-{id} with a single-segment slug', () => {
    expect(parseContentPagePathMatch('pirkimo-taisykles-4')).toEqual({ slug: 'pirkimo-taisykles', id: 4 });
    expect(parseContentPagePathMatch('senas-puslapis')).toBeNull();
    expect(parseContentPagePathMatch('a/b-4')).toBeNull();
  });
});
