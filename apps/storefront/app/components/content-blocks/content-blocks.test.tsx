import { CONTENT_BLOCK_TYPES, type ArticleSummary, type ContentBlock } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import type { ContentBlocksData } from '~/data/content-blocks.server.ts';
import { productListItem } from '../product-card/product-fixtures.ts';
import { taxonNode } from '../testing/fixtures.ts';
import {
  linkText,
  occurrences,
  renderInShop,
  renderInShopComplete,
  tagWith,
} from '../testing/render-in-shop.tsx';
import { everyBlockType } from './block-fixtures.ts';
import { ContentBlocks } from './content-blocks.tsx';
import { mapEmbedUrl } from './map-embed.tsx';
import { youtubeEmbedUrl } from './media-blocks.tsx';

const article: ArticleSummary = {
  id: 7,
  code: 'spring',
  name: 'Spring checklist',
  slug: 'spring-checklist',
  excerpt: 'What a newborn needs.',
  publishedAt: '2026-11-01T09:00:00.000Z',
  image: null,
  sections: [{ id: 1, code: 'advice', name: 'Advice', slug: 'advice' }],
};

function dataFor(blocks: ContentBlock[]): ContentBlocksData {
  const extras: ContentBlocksData['extras'] = {};
  for (const block of blocks) {
    if (block.type === 'productsBlock') {
      extras[block.id] = {
        products: Promise.resolve([
          productListItem({ id: 1, code: 'P1', name: 'Stroller One', slug: 'stroller-one' }),
          productListItem({ id: 2, code: 'P2', name: 'Car Seat Two', slug: 'car-seat-two' }),
        ]),
      };
    }
    if (block.type === 'newProductsBlock') extras[block.id] = { products: Promise.resolve([]) };
    if (block.type === 'thirdPartyProductList') {
      extras[block.id] = {
        products: Promise.resolve([productListItem({ id: 3, code: 'P3', name: 'Rattle' })]),
      };
    }
    if (block.type === 'newsBlock') extras[block.id] = { articles: Promise.resolve([article]) };
    if (block.type === 'categoryBlock') {
      extras[block.id] = {
        categories: [
          {
            taxon: taxonNode({ id: 1, slug: 'kudikiams', name: 'Kūdikiams' }),
            image: 'categories/baby.webp',
          },
        ],
      };
    }
  }
  return { blocks, extras };
}

describe('ContentBlocks', () => {
  it('renders a section for every block type, in the order given', async () => {
    const blocks = everyBlockType();
    const html = await renderInShopComplete(<ContentBlocks data={dataFor(blocks)} />, {
      locale: 'en',
      url: '/en',
    });
    const rendered = [...html.matchAll(/<section[^>]*data-block-type="([a-zA-Z]+)"/g)].map(
      (match) => match[1],
    );
    expect(rendered).toEqual(blocks.map((block) => block.type));
    expect(new Set(rendered)).toEqual(new Set(CONTENT_BLOCK_TYPES));
  });

  it('shows product sliders with their cards once loaded, and hides a list that came back empty', async () => {
    const html = await renderInShopComplete(<ContentBlocks data={dataFor(everyBlockType())} />, {
      locale: 'en',
      url: '/en',
    });
    expect(html).toContain('Stroller One');
    expect(html).toContain('Car Seat Two');
    expect(html).toContain('All top sellers');
    expect(html).not.toContain('New in');
    const placement = tagWith(html, 'data-placement-id="home-1"');
    expect(placement).toContain('data-recommendation-provider="recommendations"');
    expect(html.slice(html.indexOf('data-placement-id="home-1"'))).toContain('Rattle');
  });

  it('sends deferred blocks as empty sections with room kept, for the browser to render near the viewport', async () => {
    const blocks = everyBlockType();
    const data: ContentBlocksData = {
      ...dataFor(blocks),
      deferred: { from: 1, placement: { displayLocation: 'home' } },
    };
    const html = await renderInShopComplete(<ContentBlocks data={data} leading />, {
      locale: 'en',
      url: '/en',
    });
    const sections = [...html.matchAll(/<section([^>]*)>/g)].map((match) => match[1] ?? '');
    // Every block keeps its place and its type and code, in order; all but the first are empty placeholders.
    expect(sections.map((attributes) => /data-block-type="([a-zA-Z]+)"/.exec(attributes)?.[1])).toEqual(
      blocks.map((block) => block.type),
    );
    expect(sections.slice(1).every((attributes) => attributes.includes('data-deferred=""'))).toBe(true);
    expect(sections[0]).not.toContain('data-deferred');
    expect(html).not.toContain('Stroller One');
    expect(html).not.toContain('Spring checklist');
    expect(html).toMatch(/<section[^>]*data-deferred=""[^>]*><\/section>/);
  });

  it('shows four skeleton cards while a slider’s products load', () => {
    const block = everyBlockType().find((candidate) => candidate.type === 'productsBlock')!;
    const pending = new Promise<never>(() => {});
    const html = renderInShop(
      <ContentBlocks data={{ blocks: [block], extras: { [block.id]: { products: pending } } }} />,
    );
    const skeleton = html.slice(html.indexOf('data-testid="block-skeleton"'));
    expect(occurrences(skeleton.slice(0, skeleton.indexOf('</ul>')), '<li')).toBe(4);
    expect(html).toContain('Top sellers');
  });

  it('loads nothing from YouTube or Google until the shopper asks: poster buttons, no iframes', async () => {
    const html = await renderInShopComplete(<ContentBlocks data={dataFor(everyBlockType())} />, {
      locale: 'en',
      url: '/en',
    });
    expect(html).not.toContain('<iframe');
    expect(html).toContain('Play video: How to fold a pram');
    expect(occurrences(html, 'Show map')).toBe(2);
    expect(html).toContain('href="https://www.google.com/maps/search/?api=1&amp;query=54.687%2C25.279"');
    expect(youtubeEmbedUrl('dQw4w9WgXcQ')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
    );
    expect(mapEmbedUrl({ latitude: 54.687, longitude: 25.279, zoom: 15 })).toBe(
      'https://maps.google.com/maps?q=54.687,25.279&z=15&output=embed',
    );
  });

  it('links within the shop in place, and opens other sites in a new tab without handing over the page', async () => {
    const html = await renderInShopComplete(<ContentBlocks data={dataFor(everyBlockType())} />, {
      locale: 'en',
      url: '/en',
    });
    expect(linkText(html, '/c/prams-1')).toBe('Shop prams');
    expect(tagWith(html, 'href="/c/prams-1"')).not.toContain('target=');
    const external = tagWith(html, 'href="https://example.com/advice"');
    expect(external).toContain('target="_blank"');
    expect(external).toContain('rel="noopener noreferrer"');
    expect(tagWith(html, 'href="mailto:info@example.com"')).not.toContain('target=');
    expect(tagWith(html, 'href="tel:+37060000000"')).toBeTruthy();
  });

  it('links categories, brands and the latest articles to their pages', async () => {
    const html = await renderInShopComplete(<ContentBlocks data={dataFor(everyBlockType())} />, {
      locale: 'en',
      url: '/en',
    });
    expect(linkText(html, '/en/c/kudikiams-1')).toBe('Kūdikiams');
    expect(tagWith(html, 'href="/en/a/prekes-zenklas/chicco"')).toBeTruthy();
    expect(html).toContain('alt="Chicco"');
    expect(linkText(html, '/en/news/advice/spring-checklist-7')).toBe('Spring checklist');
  });

  it('gives the slim banners and the adapting panel the shop owner’s colours', async () => {
    const html = await renderInShopComplete(<ContentBlocks data={dataFor(everyBlockType())} />, {
      locale: 'en',
      url: '/en',
    });
    expect(html).toContain('--slim-bg:#1d5c5a;--slim-text:#ffffff');
    expect(html).toContain('--panel-bg:#fbe9e2;--panel-text:#2a211d');
  });

  it('loads the leading slide’s picture first and the rest lazily, with a phone picture when given', async () => {
    const html = await renderInShopComplete(<ContentBlocks data={dataFor(everyBlockType())} leading />, {
      locale: 'en',
      url: '/en',
    });
    const first = tagWith(html, 'alt="Pram in a park"');
    expect(first).toContain('loading="eager"');
    expect(first).toMatch(/fetchPriority="high"|fetchpriority="high"/);
    expect(tagWith(html, 'alt="Toys"')).toContain('loading="lazy"');
    expect(html).toContain('media="(max-width: 599.98px)"');
    // Files described by width with the slot's sizes, so a phone takes the file its screen needs, not the 3× one
    // (780 px wide at 1×: a 412 px phone at density 1.75 needs 721 px).
    const phone = tagWith(html.slice(html.indexOf('<picture')), 'slide_mobile/promo/slide-1-m.webp');
    expect(phone).toContain(
      'srcSet="/media/cache/slide_mobile/promo/slide-1-m.webp?density=1 780w, ' +
        '/media/cache/slide_mobile/promo/slide-1-m.webp?density=1.5 1170w, ' +
        '/media/cache/slide_mobile/promo/slide-1-m.webp?density=3 2340w"',
    );
    expect(phone).toContain('sizes="100vw"');
    expect(first).toMatch(
      /srcSet="[^"]*\?density=1 1424w, [^"]*\?density=1.5 2136w, [^"]*\?density=3 4272w"/,
    );
    expect(first).toContain('sizes="(min-width: 1424px) 1424px, 100vw"');
    // Asked for in the head, before the stylesheets and scripts, each file on the screens that show it (React
    // preloads no picture inside <picture> by itself); the other slides are not preloaded.
    const preloads = [...html.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map((match) => match[0]);
    expect(preloads).toHaveLength(2);
    expect(preloads[0]).toContain(
      'imageSrcSet="/media/cache/slide_mobile/promo/slide-1-m.webp?density=1 780w',
    );
    expect(preloads[0]).toContain('media="(max-width: 599.98px)"');
    expect(preloads[0]).toMatch(/fetchPriority="high"/);
    expect(preloads[1]).toMatch(/imageSrcSet="[^"]*\?density=1 1424w/);
    expect(preloads[1]).toContain('media="not all and (max-width: 599.98px)"');
    expect(preloads.join('')).not.toContain('Toys');
  });

  it('preloads no slide picture when the slider does not lead the page', async () => {
    const html = await renderInShopComplete(<ContentBlocks data={dataFor(everyBlockType())} />, {
      locale: 'en',
      url: '/en',
    });
    expect(html).not.toContain('<link rel="preload" as="image"');
  });

  it('shows standalone banners after the first block', async () => {
    const blocks = everyBlockType().slice(0, 2);
    const html = await renderInShopComplete(
      <ContentBlocks
        data={dataFor(blocks)}
        banners={[
          {
            id: 1,
            code: 'winter',
            title: 'Winter sale',
            image: 'promo/winter.webp',
            link: '/sales',
            displayFor: 'all',
            standalone: true,
            position: 0,
            activeFrom: null,
            activeUntil: null,
          },
        ]}
      />,
      { locale: 'en', url: '/en' },
    );
    const banners = html.indexOf('data-testid="standalone-banners"');
    expect(banners).toBeGreaterThan(html.indexOf('data-block-type="slider"'));
    expect(banners).toBeLessThan(html.indexOf('data-block-type="textBlock"'));
    expect(linkText(html, '/sales')).toBe('Winter sale');
  });
});
