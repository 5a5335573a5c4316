import type { MetaDescriptor } from 'react-router';
import { describe, expect, it } from 'vitest';
import { shellData } from '../testing/fixtures.ts';
import { listingData } from './listing-fixtures.ts';
import { listingMeta } from './listing-meta.ts';

const matches = (params: Record<string, string>) => [
  { id: 'root', params: {}, loaderData: shellData() },
  { id: 'TAXON_LIST___lt', params },
];
const find = (meta: MetaDescriptor[], predicate: (entry: Record<string, unknown>) => boolean) =>
  meta.find((entry) => predicate(entry as Record<string, unknown>)) as Record<string, unknown> | undefined;

describe('listingMeta', () => {
  it('gives an unrefined page its own canonical URL and the breadcrumb JSON-LD, indexable', () => {
    const meta = listingMeta(
      { matches: matches({ '*': 'kudikiams-1' }) },
      'TAXON_LIST',
      listingData({ canonicalPath: '/c/kudikiams-1?page=2' }),
      {
        title: 'Kūdikiams',
        description: 'Viskas kūdikiams.',
        breadcrumbs: [
          { name: 'Pradžia', path: '/' },
          { name: 'Kūdikiams', path: '/c/kudikiams-1' },
        ],
      },
    );
    expect(find(meta, (entry) => entry.rel === 'canonical')?.href).toBe(
      'http://shop.test/c/kudikiams-1?page=2',
    );
    expect(find(meta, (entry) => entry.name === 'robots')).toBeUndefined();
    expect(find(meta, (entry) => 'script:ld+json' in entry)?.['script:ld+json']).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Pradžia', item: 'http://shop.test/' },
        { '@type': 'ListItem', position: 2, name: 'Kūdikiams', item: 'http://shop.test/c/kudikiams-1' },
      ],
    });
    expect(find(meta, (entry) => entry.hrefLang === 'en')?.href).toBe('http://shop.test/en/c/kudikiams-1');
  });

  it('keeps filtered views out of the index, canonical to the plain page', () => {
    const meta = listingMeta(
      { matches: matches({ '*': 'kudikiams-1' }) },
      'TAXON_LIST',
      listingData({ refined: true, canonicalPath: '/c/kudikiams-1' }),
      { description: 'Viskas kūdikiams.' },
    );
    expect(find(meta, (entry) => entry.name === 'robots')?.content).toBe('noindex,follow');
    expect(find(meta, (entry) => entry.rel === 'canonical')?.href).toBe('http://shop.test/c/kudikiams-1');
  });
});
