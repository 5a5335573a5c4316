import { describe, expect, it } from 'vitest';
import { loadFaqPage } from './faq.server.ts';
import { stubShopRequest } from './testing-shop-request.ts';

const categories = [
  { id: 1, code: 'delivery', name: 'Pristatymas', slug: 'pristatymas', entriesCount: 1 },
  { id: 2, code: 'returns', name: 'Grąžinimas', slug: 'grazinimas', entriesCount: 1 },
];
const entry = (id: number, categoryId: number) => ({
  id,
  code: `q${id}`,
  question: `Klausimas ${id}?`,
  answer: '<p>Atsakymas</p>',
  category: { id: categoryId, name: 'x', slug: categoryId === 1 ? 'pristatymas' : 'grazinimas' },
});

describe('loadFaqPage', () => {
  it('loads every entry with the categories', async () => {
    const { shop, calls } = stubShopRequest((call) =>
      Response.json({ data: call.path === '/faq-categories' ? categories : [entry(1, 1), entry(2, 2)] }),
    );
    const page = await loadFaqPage(shop);
    expect(page).toMatchObject({ category: null, entries: [{ id: 1 }, { id: 2 }] });
    expect(calls.map((call) => call.path + (call.query ?? ''))).toEqual(['/faq-categories', '/faqs']);
  });

  it("loads one category's entries by slug, naming the category", async () => {
    const { shop, calls } = stubShopRequest((call) =>
      Response.json({ data: call.path === '/faq-categories' ? categories : [entry(2, 2)] }),
    );
    const page = await loadFaqPage(shop, 'grazinimas');
    expect(page?.category?.name).toBe('Grąžinimas');
    expect(calls[1]?.query).toBe('?category=grazinimas');
  });

  it('answers null for a category that does not exist', async () => {
    const { shop } = stubShopRequest((call) =>
      call.path === '/faqs'
        ? Response.json({ code: 404, message: 'not found' }, { status: 404 })
        : Response.json({ data: categories }),
    );
    expect(await loadFaqPage(shop, 'nera')).toBeNull();
  });
});
