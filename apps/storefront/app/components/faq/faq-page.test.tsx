import { describe, expect, it } from 'vitest';
import { renderInShop } from '../testing/render-in-shop.tsx';
import { FaqPage } from './faq-page.tsx';

const data = {
  categories: [
    { id: 1, code: 'delivery', name: 'Pristatymas', slug: 'pristatymas', entriesCount: 1 },
    { id: 2, code: 'returns', name: 'Grąžinimas', slug: 'grazinimas', entriesCount: 1 },
  ],
  entries: [
    {
      id: 5,
      code: 'q',
      question: 'Kada atvešite?',
      answer: '<p>Greitai</p></script><script>alert(1)</script>',
      category: { id: 2, name: 'Grąžinimas', slug: 'grazinimas' },
    },
  ],
};

describe('FaqPage', () => {
  it('marks the chosen category, links the others, and shows the questions as disclosures', () => {
    const html = renderInShop(<FaqPage data={{ ...data, category: data.categories[1]! }} />, {
      url: '/duk/grazinimas',
    });
    expect(html).toContain('<h1');
    expect(html).toMatch(/<a[^>]*aria-current="page"[^>]*href="\/duk\/grazinimas"/);
    expect(html).toContain('href="/duk/pristatymas"');
    expect(html).toMatch(/<details[^>]*><summary[^>]*>Kada atvešite\?<\/summary>/);
  });

  it('adds FAQPage structured data that no answer can break out of', () => {
    const html = renderInShop(<FaqPage data={{ ...data, category: null }} />, { url: '/duk' });
    const json = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1] ?? '';
    expect(JSON.parse(json)).toMatchObject({ '@type': 'FAQPage', mainEntity: [{ name: 'Kada atvešite?' }] });
    expect(json).not.toContain('</script>');
  });
});
