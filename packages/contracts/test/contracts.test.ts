import { describe, expect, it } from 'vitest';
import { channelSchema, menuItemSchema, redirectQuerySchema } from '../src/index.ts';

describe('contract schemas', () => {
  it('accepts a nested menu tree and rejects an unknown item type', () => {
    const leaf = {
      id: 2,
      name: 'Vežimėliai',
      htmlLabel: null,
      type: 'taxon',
      content: null,
      link: null,
      externalLink: null,
      target: '_self',
      image: null,
      highlighted: false,
      sale: false,
      ref: { kind: 'taxon', id: 7, code: 'prams', slug: 'kudikiams/vezimeliai' },
      children: [],
    };
    expect(menuItemSchema.safeParse({ ...leaf, id: 1, type: 'taxon_tree', children: [leaf] }).success).toBe(
      true,
    );
    expect(menuItemSchema.safeParse({ ...leaf, type: 'banner' }).success).toBe(false);
  });

  it('requires a three-letter currency on a channel', () => {
    const result = channelSchema.safeParse({ code: 'web', currencyCode: 'EURO' });
    expect(result.success).toBe(false);
  });

  it('only takes redirect sources that are paths', () => {
    expect(redirectQuerySchema.safeParse({ source: '/senas-puslapis' }).success).toBe(true);
    expect(redirectQuerySchema.safeParse({ source: 'https://evil.example' }).success).toBe(false);
  });
});
