import { describe, expect, it } from 'vitest';
import { taxonNode } from '~/components/testing/fixtures.ts';
import { findTaxon } from '~/data/taxon-tree.ts';
import { parseCookieHeader, serializeCookie } from '~/lib/cookies.ts';
import { mediaSrcSet, mediaUrl } from '~/lib/media.ts';
import { cachedLoad, createTtlCache } from '~/lib/ttl-cache.ts';
import { shouldReloadAfterChunkError } from '~/shell/chunk-reload-guard.ts';

describe('findTaxon', () => {
  const tree = [
    taxonNode({
      id: 1,
      slug: 'kudikiams',
      children: [
        taxonNode({
          id: 12,
          slug: 'kudikiams/vezimeliai',
          children: [taxonNode({ id: 30, slug: 'kudikiams/vezimeliai/sportiniai' })],
        }),
      ],
    }),
    taxonNode({ id: 2, slug: 'namams' }),
  ];

  it('finds a taxon by id with its ancestors', () => {
    const found = findTaxon(tree, { by: 'id', id: 30 });
    expect(found?.taxon.slug).toBe('kudikiams/vezimeliai/sportiniai');
    expect(found?.ancestors.map((ancestor) => ancestor.id)).toEqual([1, 12]);
  });

  it('finds a taxon by its full slug (new-URLs mode)', () => {
    expect(findTaxon(tree, { by: 'slug', slug: 'kudikiams/vezimeliai/' })?.taxon.id).toBe(12);
  });

  it('answers null for unknown taxons', () => {
    expect(findTaxon(tree, { by: 'id', id: 99 })).toBeNull();
    expect(findTaxon(tree, { by: 'slug', slug: 'vezimeliai' })).toBeNull();
  });
});

describe('ttl cache', () => {
  it('forgets entries after the TTL', () => {
    let now = 0;
    const cache = createTtlCache<string>({ ttlMs: 60_000, maxEntries: 10, now: () => now });
    cache.set('lt', 'menus');
    now = 59_999;
    expect(cache.get('lt')).toBe('menus');
    now = 60_000;
    expect(cache.get('lt')).toBeUndefined();
  });

  it('keeps at most maxEntries, dropping the least recently used', () => {
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 2, now: () => 0 });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.get('a');
    cache.set('c', 3);
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
  });

  it('shares one load between concurrent callers and does not keep failures', async () => {
    const cache = createTtlCache<Promise<string>>({ ttlMs: 1000, maxEntries: 10 });
    let loads = 0;
    const load = async () => `value ${++loads}`;
    const [first, second] = await Promise.all([cachedLoad(cache, 'k', load), cachedLoad(cache, 'k', load)]);
    expect([first, second, loads]).toEqual(['value 1', 'value 1', 1]);
    await expect(cachedLoad(cache, 'bad', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await expect(cachedLoad(cache, 'bad', async () => 'recovered')).resolves.toBe('recovered');
  });
});

describe('cookies', () => {
  it('writes the shop cookie policy: path /, SameSite=Lax, Secure on https, readable by scripts', () => {
    expect(serializeCookie('authToken', 'a b', { secure: true, maxAge: 60 })).toBe(
      'authToken=a%20b; Path=/; SameSite=Lax; Max-Age=60; Secure',
    );
    expect(serializeCookie('cartToken', 'x', { secure: false })).not.toMatch(/HttpOnly|Secure/);
  });

  it('reads a Cookie header', () => {
    const cookies = parseCookieHeader('authToken=a%20b; broken; cartToken=c=d; bad=%E0%A4%A');
    expect(cookies.get('authToken')).toBe('a b');
    expect(cookies.get('cartToken')).toBe('c=d');
    expect(cookies.has('bad')).toBe(false);
  });
});

describe('media URLs', () => {
  it('points at the filter pipeline with each density', () => {
    expect(mediaUrl('products/a b.jpg', 'product_card')).toBe(
      '/media/cache/product_card/products/a%20b.jpg?density=1',
    );
    expect(mediaSrcSet('/logo.png', 'logo')).toBe(
      '/media/cache/logo/logo.png?density=1 1x, /media/cache/logo/logo.png?density=1.5 1.5x, /media/cache/logo/logo.png?density=3 3x',
    );
    // An SVG is the same drawing at every density: no srcset.
    expect(mediaSrcSet('logos/gandras.svg', 'logo')).toBeUndefined();
    expect(mediaSrcSet('logos/GANDRAS.SVG', 'logo')).toBeUndefined();
  });
});

describe('chunk reload guard', () => {
  it('reloads once, then not again within 60 s', () => {
    expect(shouldReloadAfterChunkError(null, 100_000)).toBe(true);
    expect(shouldReloadAfterChunkError(100_000, 159_999)).toBe(false);
    expect(shouldReloadAfterChunkError(100_000, 160_001)).toBe(true);
    expect(shouldReloadAfterChunkError(Number.NaN, 100_000)).toBe(true);
  });
});
