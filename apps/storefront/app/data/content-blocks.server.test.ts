import type { TaxonNode } from '@shop/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { contentBlock } from '~/components/content-blocks/block-fixtures.ts';
import { taxonNode } from '~/components/testing/fixtures.ts';
import {
  blockProductsQuery,
  loadContentBlocks,
  loadDeferredBlockLists,
  loadStandaloneBanners,
  todayIso,
} from './content-blocks.server.ts';
import { emptyShopDataCaches } from './shop-data.server.ts';
import { stubShopRequest } from './testing-shop-request.ts';

// Guests' blocks, banners and bar are kept per channel and locale: each case starts with none kept.
beforeEach(() => emptyShopDataCaches());
import { productListItem } from '~/components/product-card/product-fixtures.ts';

const taxa = new Map<string, TaxonNode>([
  ['strollers', taxonNode({ id: 12, slug: 'strollers', code: 'strollers' })],
]);
const list = (data: unknown[]) => ({
  data,
  meta: { totalItems: data.length, page: 1, itemsPerPage: 100, lastPage: 1 },
});

describe('content block data', () => {
  it('asks the API for the blocks of a placement with the page’s codes', async () => {
    const { shop, calls } = stubShopRequest(() => Response.json(list([])));
    await loadContentBlocks(shop, { displayLocation: 'product', product: ['P1'], taxonomy: ['a', 'b'] });
    expect(calls[0]?.path).toBe('/cms-plugin/blocks');
    expect(decodeURIComponent(calls[0]?.query ?? '')).toBe(
      '?displayLocation=product&product[]=P1&taxonomy[]=a&taxonomy[]=b',
    );
  });

  it('loads hand-picked products in the shop owner’s order, and the latest articles of a section', async () => {
    const products = contentBlock('productsBlock', { title: 'Picks', productCodes: ['B', 'A'], limit: 1 });
    const news = contentBlock('newsBlock', { title: 'News', sectionSlug: 'advice', limit: 3 });
    const { shop, calls } = stubShopRequest((call) => {
      if (call.path === '/cms-plugin/blocks') return Response.json(list([products, news]));
      if (call.path === '/search/products')
        return Response.json(list([productListItem({ code: 'A' }), productListItem({ code: 'B' })]));
      return Response.json(list([{ id: 9 }]));
    });
    const data = await loadContentBlocks(shop, { displayLocation: 'home' });
    const picked = await data.extras[products.id]?.products;
    expect(picked?.map((product) => product.code)).toEqual(['B']);
    // As the cards read them (productCardItem): no texts the cards do not show.
    expect(picked?.[0]).not.toHaveProperty('shortDescription');
    expect(await data.extras[news.id]?.articles).toEqual([{ id: 9 }]);
    const search = calls.find((call) => call.path === '/search/products');
    expect(decodeURIComponent(search?.query ?? '')).toBe('?code[]=B&code[]=A&itemsPerPage=2');
    const articles = calls.find((call) => call.path === '/cms/articles');
    expect(articles?.query).toBe('?itemsPerPage=3&section=advice');
  });

  it('shows no blocks when the blocks call fails, and an empty list when a product list fails', async () => {
    const failing = stubShopRequest(() => Response.json({ code: 500, message: 'Down' }, { status: 500 }));
    expect(await loadContentBlocks(failing.shop, { displayLocation: 'home' })).toEqual({
      blocks: [],
      extras: {},
    });
    const block = contentBlock('productsBlock', { title: 'Picks', productCodes: ['A'] });
    const partly = stubShopRequest((call) =>
      call.path === '/cms-plugin/blocks'
        ? Response.json(list([block]))
        : Response.json({ code: 500, message: 'Down' }, { status: 500 }),
    );
    const data = await loadContentBlocks(partly.shop, { displayLocation: 'home' });
    expect(await data.extras[block.id]?.products).toEqual([]);
  });

  it('leaves the lists of blocks from deferFrom on to the browser, which gets them as an eager block would', async () => {
    const text = contentBlock('textBlock', { title: 'About', html: '<p>Hi</p>' });
    const first = contentBlock('productsBlock', { title: 'First', productCodes: ['A'] });
    const later = contentBlock('productsBlock', { title: 'Later', productCodes: ['B', 'A'], limit: 2 });
    const news = contentBlock('newsBlock', { title: 'News', sectionSlug: null, limit: 2 });
    const { shop, calls } = stubShopRequest((call) => {
      if (call.path === '/cms-plugin/blocks') return Response.json(list([text, first, later, news]));
      if (call.path === '/search/products')
        return Response.json(list([productListItem({ code: 'A' }), productListItem({ code: 'B' })]));
      return Response.json(list([{ id: 4 }]));
    });
    const data = await loadContentBlocks(shop, { displayLocation: 'home' }, { deferFrom: 2 });
    expect(data.deferred).toEqual({ from: 2, placement: { displayLocation: 'home' } });
    expect(Object.keys(data.extras).map(Number)).toEqual([first.id]);
    await data.extras[first.id]?.products;
    // One product query: the first list's. The deferred list and the news are not asked for.
    expect(calls.map((call) => call.path)).toEqual(['/cms-plugin/blocks', '/search/products']);

    calls.length = 0;
    const lists = await loadDeferredBlockLists(shop, { displayLocation: 'home' }, later.id);
    expect(lists?.products?.map((product) => product.code)).toEqual(['B', 'A']);
    expect(lists?.products?.[0]).not.toHaveProperty('shortDescription');
    expect(await loadDeferredBlockLists(shop, { displayLocation: 'home' }, news.id)).toEqual({
      articles: [{ id: 4 }],
    });
    // Not a block of this placement, or a block without a list.
    expect(await loadDeferredBlockLists(shop, { displayLocation: 'home' }, 999_999)).toBeNull();
    expect(await loadDeferredBlockLists(shop, { displayLocation: 'home' }, text.id)).toBeNull();
  });

  it('defers nothing on a page with no more blocks than it renders first', async () => {
    const block = contentBlock('textBlock', { title: 'About', html: '<p>Hi</p>' });
    const { shop } = stubShopRequest(() => Response.json(list([block])));
    expect(await loadContentBlocks(shop, { displayLocation: 'home' }, { deferFrom: 2 })).toEqual({
      blocks: [block],
      extras: {},
    });
  });

  it('builds product queries by category, attribute value, discount and newness, in stock only', () => {
    const byQuery = contentBlock('productsBlock', {
      title: 'Sale prams',
      taxonCode: 'strollers',
      facet: { attributeCode: 'brand', valueCode: 'chicco' },
      discounted: true,
      limit: 200,
    });
    expect(blockProductsQuery(byQuery, taxa)).toEqual({
      'productTaxons.id': 12,
      'facets[brand][]': 'chicco',
      discount: true,
      skipOutOfStock: true,
      itemsPerPage: 200,
    });
    expect(blockProductsQuery(contentBlock('newProductsBlock', { title: 'New', limit: 8 }), taxa)).toEqual({
      'order[created_at]': 'desc',
      skipOutOfStock: true,
      itemsPerPage: 8,
    });
    const unknownCategory = contentBlock('thirdPartyProductList', {
      title: 'For you',
      provider: 'x',
      placementId: 'p',
      fallbackTaxonCode: 'gone',
    });
    expect(blockProductsQuery(unknownCategory, taxa)).toBeNull();
  });

  it('asks for today’s standalone banners for a guest', async () => {
    const { shop, calls } = stubShopRequest(() => Response.json(list([])));
    await loadStandaloneBanners(shop, new Date('2026-11-22T10:00:00Z'));
    // The shop's day (Vilnius) has already turned when UTC still reads the day before.
    expect(todayIso(new Date('2026-11-21T22:30:00Z'))).toBe('2026-11-22');
    expect(calls[0]?.path).toBe('/banners');
    expect(calls[0]?.query).toBe(
      '?activeFrom=2026-11-22&activeUntil=2026-11-22&displayFor=guest&standalone=true&itemsPerPage=9999',
    );
  });
});
