import { describe, expect, it } from 'vitest';
import { loadArticle, loadNewsList } from './news.server.ts';
import { stubShopRequest } from './testing-shop-request.ts';

const sections = [
  { id: 1, code: 'shop-news', name: 'Naujienos', slug: 'parduotuves-naujienos' },
  { id: 2, code: 'advice', name: 'Patarimai', slug: 'patarimai' },
];
const list = (count: number, page = 1) => ({
  data: Array.from({ length: count }, (_, index) => ({ id: index + 1, sections: [sections[1]] })),
  meta: { totalItems: count, page, itemsPerPage: 20, lastPage: 1 },
});
const notFound = () => Response.json({ code: 404, message: 'Not found' }, { status: 404 });

describe('news data', () => {
  it("asks for a section's page of articles and names the section", async () => {
    const { shop, calls } = stubShopRequest((call) =>
      Response.json(call.path === '/cms/article-sections' ? { data: sections } : list(2, 2)),
    );
    const data = await loadNewsList(
      shop,
      new URL('http://shop.test/naujienos/patarimai?page=2'),
      'patarimai',
    );
    expect(data?.section?.name).toBe('Patarimai');
    expect(calls[1]?.query).toBe('?page=2&itemsPerPage=20&section=patarimai');
  });

  it('is null for an unknown section, a page past the end, or a page that is not a number', async () => {
    const unknown = stubShopRequest((call) =>
      call.path === '/cms/articles' ? notFound() : Response.json({ data: sections }),
    );
    expect(await loadNewsList(unknown.shop, new URL('http://shop.test/naujienos/x'), 'x')).toBeNull();
    const past = stubShopRequest((call) =>
      Response.json(call.path === '/cms/article-sections' ? { data: sections } : list(0, 9)),
    );
    expect(await loadNewsList(past.shop, new URL('http://shop.test/naujienos?page=9'))).toBeNull();
    expect(await loadNewsList(past.shop, new URL('http://shop.test/naujienos?page=abc'))).toBeNull();
  });

  it('loads one article, or null when it is not published', async () => {
    const { shop } = stubShopRequest((call) =>
      call.path === '/cms/articles/3' ? Response.json({ id: 3 }) : notFound(),
    );
    expect(await loadArticle(shop, 3)).toEqual({ id: 3 });
    expect(await loadArticle(shop, 4)).toBeNull();
  });
});
