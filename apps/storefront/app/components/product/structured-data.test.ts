import type { MetaDescriptor } from 'react-router';
import { describe, expect, it } from 'vitest';
import { shellData } from '../testing/fixtures.ts';
import { productMeta } from './product-meta.ts';
import { attributeValue, productDetail, variant } from './product-fixtures.ts';
import { breadcrumbJsonLd, plainText, productJsonLd } from './structured-data.ts';

const options = {
  url: 'https://gandras.lt/p/vezimelis-aero-42',
  origin: 'https://gandras.lt',
  currencyCode: 'EUR',
};

describe('productJsonLd', () => {
  it('describes the product with its offer, brand, photos and text', () => {
    const product = productDetail({
      shortDescription: null,
      description: '<p>Lengvas &amp; tvirtas.</p><ul><li>Krepšys</li></ul>',
      attributeValues: [attributeValue('brand', 'Prekės ženklas', 'Chicco')],
      variants: [
        variant({
          code: 'PRAM-AERO',
          prices: { price: 24999, originalPrices: [29999], discountPercentages: [17] },
        }),
      ],
    });
    expect(productJsonLd(product, options)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Vežimėlis „Aero“',
      sku: 'PRAM-AERO',
      url: options.url,
      image: [
        'https://gandras.lt/media/cache/product_card/products/pram-grey.png?density=3',
        'https://gandras.lt/media/cache/product_card/products/pram-detail.png?density=3',
      ],
      description: 'Lengvas & tvirtas. Krepšys',
      brand: { '@type': 'Brand', name: 'Chicco' },
      offers: {
        '@type': 'Offer',
        sku: 'PRAM-AERO',
        price: '249.99',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        url: options.url,
      },
    });
  });

  it('gives one offer per variant with its own URL and availability, and the rating when reviewed', () => {
    const product = productDetail({
      averageRating: 4.26,
      reviewCount: 8,
      variants: [
        variant({ code: 'A' }),
        variant({
          code: 'B',
          inStock: false,
          prices: { price: 1000, originalPrices: [], discountPercentages: [] },
        }),
      ],
    });
    const data = productJsonLd(product, options);
    expect(data.offers).toEqual([
      expect.objectContaining({
        sku: 'A',
        availability: 'https://schema.org/InStock',
        url: `${options.url}?variant=A`,
      }),
      expect.objectContaining({ sku: 'B', price: '10.00', availability: 'https://schema.org/OutOfStock' }),
    ]);
    expect(data.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.3,
      reviewCount: 8,
      bestRating: 5,
      worstRating: 1,
    });
  });

  it('leaves the rating out without reviews and takes a bundle availability from the bundle', () => {
    const bundle = productDetail({ isBundle: true, inStock: false, variants: [variant({ code: 'SET' })] });
    const data = productJsonLd(bundle, options);
    expect(data).not.toHaveProperty('aggregateRating');
    expect(data.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the trail from 1', () => {
    expect(
      breadcrumbJsonLd([
        { name: 'Pradžia', url: 'https://gandras.lt/' },
        { name: 'Vežimėliai', url: 'https://gandras.lt/c/v-1' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Pradžia', item: 'https://gandras.lt/' },
        { '@type': 'ListItem', position: 2, name: 'Vežimėliai', item: 'https://gandras.lt/c/v-1' },
      ],
    });
  });
});

describe('plainText', () => {
  it('drops tags and decodes the common entities', () => {
    expect(plainText('<p>A&nbsp;&lt;b&gt;</p><p>C &quot;D&quot;</p>')).toBe('A <b> C "D"');
  });
});

describe('productMeta', () => {
  const shell = shellData({ origin: 'https://gandras.lt' });
  const matches = [
    { id: 'root', params: {}, loaderData: shell },
    {
      id: 'PRODUCT_INNER___lt',
      params: { '*': 'vezimelis-aero-42' },
      loaderData: { alternateParams: { lt: { '*': 'vezimelis-aero-42' }, en: { '*': 'aero-pram-42' } } },
    },
  ];
  const product = productDetail();
  const meta = productMeta({ matches }, { product, canonicalPath: '/p/vezimelis-aero-42' });
  const find = (predicate: (entry: MetaDescriptor) => boolean) => meta.filter(predicate);

  it('titles the page by the product and links the canonical URL and every locale', () => {
    expect(meta).toContainEqual({ title: 'Vežimėlis „Aero“ | Gandras' });
    expect(meta).toContainEqual({ name: 'description', content: 'Lengvas sportinis vežimėlis miestui.' });
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://gandras.lt/p/vezimelis-aero-42',
    });
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'en',
      href: 'https://gandras.lt/en/p/aero-pram-42',
    });
    expect(meta).toContainEqual({
      property: 'og:image',
      content: 'https://gandras.lt/media/cache/product_card/products/pram-grey.png?density=3',
    });
  });

  it('carries JSON-LD for the product and the breadcrumb trail', () => {
    const scripts = find((entry) => 'script:ld+json' in entry).map(
      (entry) => (entry as { 'script:ld+json': Record<string, unknown> })['script:ld+json'],
    );
    expect(scripts.map((script) => script['@type'])).toEqual(['Product', 'BreadcrumbList']);
    const trail = scripts[1]?.itemListElement as { name: string; item: string }[];
    expect(trail.map((entry) => entry.name)).toEqual([
      'Pradžia',
      'Kūdikiams',
      'Vežimėliai',
      'Vežimėlis „Aero“',
    ]);
    expect(trail[2]?.item).toBe('https://gandras.lt/c/kudikiams/vezimeliai-12');
  });
});
