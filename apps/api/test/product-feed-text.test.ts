import { describe, expect, it } from 'vitest';
import type { FeedEntry } from '../src/modules/feeds/feed-entries.ts';
import { facebookFeedHead, facebookFeedRow } from '../src/modules/feeds/facebook-feed.ts';
import { GOOGLE_FEED_TAIL, googleFeedHead, googleFeedItem } from '../src/modules/feeds/google-feed.ts';
import { plainText } from '../src/modules/feeds/plain-text.ts';
import { csvRows, googleItems } from './helpers/feed-files.ts';

describe('feed text', () => {
  const hostile = `Vežimėlis "Ąžuolas" & <b>Co</b> 'x' 😀\u0000\u0001\u0008\u000B\u000C\u001F\uD800\uFFFE ok`;
  const entry: FeedEntry = {
    id: 'A&B<1>',
    title: hostile,
    description: plainText(`<p>Pirma &amp; <i>antra</i></p><script>alert(1)</script><p>trečia\u0007</p>`),
    link: 'https://shop.test/p/a-1?x=1&y=2',
    imageLink: 'https://shop.test/media/cache/product_card/a.webp?density=3',
    additionalImageLinks: [],
    availability: 'in_stock',
    price: '12.90 EUR',
    salePrice: null,
    brand: 'Brand, "quoted"',
    gtin: null,
    mpn: 'A&B<1>',
    identifierExists: true,
    itemGroupId: null,
    productType: 'Vaikams > Drabužiai',
    condition: 'new',
  };

  it('writes any text as well-formed XML 1.0: markup escaped, characters XML forbids dropped, emoji and Lithuanian kept', () => {
    const xml =
      googleFeedHead({ title: 'Gandras & Co', link: 'https://shop.test', description: '<x>' }) +
      googleFeedItem(entry) +
      GOOGLE_FEED_TAIL;
    const [item] = googleItems(xml);
    expect(item?.['g:title']).toBe(`Vežimėlis "Ąžuolas" & <b>Co</b> 'x' 😀 ok`);
    expect(item?.['g:id']).toBe('A&B<1>');
    expect(item?.['g:link']).toBe('https://shop.test/p/a-1?x=1&y=2');
    expect(item?.['g:description']).toBe('Pirma & antra trečia');
    expect(item?.['g:product_type']).toBe('Vaikams > Drabužiai');
  });

  it('writes RFC 4180 CSV rows: commas and quotes quoted, line breaks and control characters out', () => {
    const [row] = csvRows(facebookFeedHead() + facebookFeedRow({ ...entry, title: 'a,\r\nb "c"\u0001' }));
    expect(row).toMatchObject({
      id: 'A&B<1>',
      title: 'a, b "c"',
      brand: 'Brand, "quoted"',
      availability: 'in stock',
    });
  });
});
