import {
  CONTENT_BLOCK_CONTENT_SCHEMAS,
  CONTENT_BLOCK_TYPES,
  type ContentBlock,
  type ContentBlockInput,
  type ContentBlockType,
  type List,
} from '@shop/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { attributeValues, contentBlocks, contentBlockTranslations } from '../src/db/schema/index.ts';
import {
  ContentBlockValidationError,
  listContentBlocksForExport,
  saveContentBlock,
} from '../src/modules/content-blocks/service.ts';
import { createAccount, shopCaller, signInAs } from './helpers/customer-session.ts';
import { fixtures } from './helpers/fixtures.ts';
import { createTestApp } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';
import { expectInert, XSS_PAYLOADS } from './helpers/xss.ts';

const BASE = '/api/v2/shop/cms-plugin/blocks';

const button = (label: string, link: string) => ({ label, link });

/** One valid content per type, as a shop owner writes it (defaults left out where the type has them). */
const SAMPLES: Record<ContentBlockType, Record<string, unknown>> = {
  textBlock: { title: 'Pristatymas', html: '<p>Nemokamai nuo <strong>49 €</strong></p>' },
  imageBlock: { image: 'promo/sale.webp', alt: 'Išpardavimas', link: '/akcijos', caption: 'Iki -30 %' },
  youtubeIframe: { title: 'Kaip sulankstyti vežimėlį', videoId: 'dQw4w9WgXcQ', poster: 'promo/poster.webp' },
  halfAndHalfBlock: {
    title: 'Miegas',
    html: '<p>Ramios naktys</p>',
    image: 'blocks/sleep.webp',
    alt: 'Lovytė',
    imagePosition: 'right',
    button: button('Žiūrėti', '/c/kudikiams/miegas-25'),
  },
  productsBlock: {
    title: 'Perkamiausi',
    productCodes: ['P1', 'P2'],
    limit: 8,
    link: button('Visi', '/akcijos'),
  },
  slider: {
    slides: [
      {
        image: 'blocks/slide-1.webp',
        mobileImage: 'blocks/slide-1-mobile.webp',
        alt: 'Žiema',
        title: 'Žiemos jaukumas',
        text: 'Šilti pledai',
        textColor: '#ffffff',
        button: button('Pirkti', 'https://gandras.lt/akcijos'),
      },
      { image: 'blocks/slide-2.webp', alt: 'Žaislai' },
    ],
  },
  categoryBlock: { title: 'Kategorijos', items: [{ taxonCode: 'babies', image: 'categories/babies.webp' }] },
  blockList: {
    title: 'Kodėl mes',
    items: [{ title: 'Greitas pristatymas', html: '<p>Per 1–2 d.</p>', link: 'tel:+37052000000' }],
  },
  nested: {
    title: 'Pagalba',
    columns: 2,
    blocks: [
      { type: 'textBlock', content: { html: '<p>Kairė</p>' } },
      { type: 'contacts', content: { title: 'Kontaktai', email: 'info@gandras.lt', html: '<p>I–V</p>' } },
    ],
  },
  brandsBlock: { title: 'Prekės ženklai', brandCodes: ['chicco', 'nobody', 'lego'] },
  imagesSlider: {
    title: 'Įkvėpimas',
    images: [
      { image: 'blocks/tile-1.webp', alt: 'Vaikų kambarys', link: '/c/namams-50' },
      { image: 'blocks/tile-2.webp', alt: 'Žaislai' },
    ],
  },
  halfAndHalfGoogleMapBlock: {
    title: 'Parduotuvė Vilniuje',
    html: '<p>Laukiame jūsų</p>',
    address: 'Gedimino pr. 1, Vilnius',
    map: { latitude: 54.6872, longitude: 25.2797 },
    mapPosition: 'right',
  },
  bannersWithButtons: {
    items: [
      {
        image: 'blocks/banner-1.webp',
        alt: 'Vežimėliai',
        title: 'Vežimėliai',
        buttons: [button('Sportiniai', '/c/a-1'), button('Universalūs', '/c/b-2')],
      },
    ],
  },
  slimBannersWithButtons: {
    items: [
      {
        title: 'Užsiregistruokite',
        text: 'ir gaukite 10 %',
        backgroundColor: '#2f5d50',
        textColor: '#fff',
        button: button('Registruotis', '/auth'),
      },
    ],
  },
  newsBlock: { title: 'Naujienos', sectionSlug: 'patarimai' },
  linkBlocks: {
    title: 'Naudinga',
    links: [{ label: 'Pristatymas', link: '/pristatymas-4', description: 'Kaip pristatome' }],
  },
  contacts: {
    title: 'Susisiekite',
    phone: '+370 5 200 0000',
    email: 'info@gandras.lt',
    address: 'Vilnius',
    html: '<p>I–V 8–20</p>',
  },
  locationMapBlock: {
    title: 'Parduotuvės',
    locations: [
      {
        name: 'Vilnius',
        address: 'Gedimino pr. 1',
        html: '<p>I–VII</p>',
        map: { latitude: 54.68, longitude: 25.28 },
      },
    ],
  },
  halfAndHalfAdaptBlock: {
    title: 'Nariams',
    html: '<p>Taškai</p>',
    image: 'blocks/half.webp',
    alt: 'Dovana',
    backgroundColor: '#f3e6d8',
    textColor: '#2a211d',
  },
  newProductsBlock: { title: 'Naujienos', taxonCode: 'children', limit: 4 },
  thirdPartyProductList: {
    title: 'Jums gali patikti',
    provider: 'recommendations',
    placementId: 'home-1',
    fallbackTaxonCode: 'babies',
  },
};

/** The content as served: the sample with the type's defaults filled in. */
const expected = (type: ContentBlockType) =>
  (CONTENT_BLOCK_CONTENT_SCHEMAS[type] as { parse: (value: unknown) => unknown }).parse(SAMPLES[type]);

describe('content blocks', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let memberToken: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    const data = fixtures(database.db);
    await data.locales();
    await data.channel({ code: 'web', defaultLocale: 'lt', locales: ['lt', 'en'] });
    await data.channel({ code: 'b2b', defaultLocale: 'lt', locales: ['lt', 'en'] });
    const brand = { code: 'brand', slug: 'zenklas' };
    const chicco = await data.attributeValue({
      attribute: brand,
      code: 'chicco',
      slug: 'chicco',
      translations: { lt: { name: 'Chicco' }, en: { name: 'Chicco' } },
    });
    await database.db
      .update(attributeValues)
      .set({ imagePath: 'badges/brand-chicco.png' })
      .where(eq(attributeValues.id, chicco.id));
    await data.attributeValue({
      attribute: brand,
      code: 'lego',
      slug: 'lego',
      translations: { lt: { name: 'LEGO lt' }, en: { name: 'LEGO en' } },
    });
    await createAccount(database.db, 'ona@example.lt');
    app = await createTestApp(database);
    memberToken = await signInAs(shopCaller(app), 'ona@example.lt');
  });
  afterAll(async () => {
    await app.close();
    await database.cleanup();
  });
  beforeEach(async () => {
    await database.db.execute(sql`DELETE FROM content_blocks`);
  });

  const block = (code: string, rest: Partial<ContentBlockInput> = {}) =>
    saveContentBlock(database.db, {
      code,
      type: 'textBlock',
      displayLocations: ['home'],
      translations: { lt: { html: `<p>${code} lt</p>` }, en: { html: `<p>${code} en</p>` } },
      ...rest,
    });

  async function blocks(
    query: string,
    options: { token?: string; locale?: string; channel?: string } = {},
  ): Promise<List<ContentBlock>> {
    const response = await app.inject({
      method: 'GET',
      url: `${BASE}?${query}`,
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.locale ? { locale: options.locale } : {}),
        ...(options.channel ? { channel: options.channel } : {}),
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    return response.json() as List<ContentBlock>;
  }
  const codes = (list: List<ContentBlock>) => list.data.map((item) => item.code);

  async function violationsOf(input: unknown): Promise<Array<{ propertyPath: string; message: string }>> {
    const error = await saveContentBlock(database.db, input as ContentBlockInput).then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(ContentBlockValidationError);
    return (error as ContentBlockValidationError).violations;
  }

  it('stores and serves each of the 21 types with its content, in position order', async () => {
    for (const [position, type] of CONTENT_BLOCK_TYPES.entries()) {
      await saveContentBlock(database.db, {
        code: `block-${type.toLowerCase()}`,
        type,
        position,
        displayLocations: ['home', 'product'],
        translations: { lt: SAMPLES[type] },
      });
    }
    const served = await blocks('displayLocation=home&itemsPerPage=200');
    expect(served.meta.totalItems).toBe(CONTENT_BLOCK_TYPES.length);
    expect(served.data.map((item) => item.type)).toEqual([...CONTENT_BLOCK_TYPES]);
    for (const item of served.data) {
      expect(item).toMatchObject({ audience: 'all', displayLocations: ['home', 'product'] });
      if (item.type === 'brandsBlock') {
        expect(item.content).toEqual({
          ...(expected('brandsBlock') as object),
          brands: [
            {
              code: 'chicco',
              name: 'Chicco',
              slug: 'chicco',
              attributeSlug: 'zenklas',
              image: 'badges/brand-chicco.png',
            },
            { code: 'lego', name: 'LEGO lt', slug: 'lego', attributeSlug: 'zenklas', image: null },
          ],
        });
      } else {
        expect(item.content, item.type).toEqual(expected(item.type));
      }
    }
    const english = await blocks('displayLocation=home&itemsPerPage=200', { locale: 'en' });
    const brands = english.data.find((item) => item.type === 'brandsBlock');
    expect(brands?.type === 'brandsBlock' && brands.content.brands.map((brand) => brand.name)).toEqual([
      'Chicco',
      'LEGO en',
    ]);
    const page = await blocks('displayLocation=home&itemsPerPage=5&page=2');
    expect(page.data.map((item) => item.type)).toEqual(CONTENT_BLOCK_TYPES.slice(5, 10));
    expect(page.meta).toEqual({ totalItems: 21, page: 2, itemsPerPage: 5, lastPage: 5 });
  });

  it('shows all-audience blocks to everyone, guest blocks to guests and registered ones to signed-in shoppers', async () => {
    await block('everyone', { position: 1 });
    await block('guests-only', { audience: 'guests', position: 2 });
    await block('members-only', { audience: 'registered', position: 3 });
    expect(codes(await blocks('displayLocation=home'))).toEqual(['everyone', 'guests-only']);
    expect(codes(await blocks('displayLocation=home', { token: memberToken }))).toEqual([
      'everyone',
      'members-only',
    ]);
  });

  it('places blocks by location and narrows them by product, category and attribute value targets', async () => {
    await block('home', { position: 0 });
    await block('every-product', { displayLocations: ['product'], position: 1 });
    await block('pram-a', { displayLocations: ['product'], productCodes: ['A'], position: 2 });
    await block('pram-a-or-b', {
      displayLocations: ['product', 'home'],
      productCodes: ['A', 'B'],
      position: 3,
    });
    await block('a-in-prams', {
      displayLocations: ['product'],
      productCodes: ['A'],
      taxonCodes: ['prams'],
      position: 4,
    });
    await block('every-category', { displayLocations: ['taxonomy'], position: 5 });
    await block('prams', { displayLocations: ['taxonomy'], taxonCodes: ['prams', 'strollers'], position: 6 });
    await block('every-brand', { displayLocations: ['attributeValue'], position: 7 });
    await block('chicco', {
      displayLocations: ['attributeValue'],
      attributeValueCodes: ['chicco'],
      position: 8,
    });
    await block('disabled', { displayLocations: ['product'], enabled: false });

    // Targets narrow a block on every location: without product codes, a product-targeted block stays away.
    expect(codes(await blocks('displayLocation=home'))).toEqual(['home']);
    expect(codes(await blocks('displayLocation=home&product=B'))).toEqual(['home', 'pram-a-or-b']);
    expect(codes(await blocks('displayLocation=product'))).toEqual(['every-product']);
    expect(codes(await blocks('displayLocation=product&product=A'))).toEqual([
      'every-product',
      'pram-a',
      'pram-a-or-b',
    ]);
    expect(codes(await blocks('displayLocation=product&product[]=C&product[]=B'))).toEqual([
      'every-product',
      'pram-a-or-b',
    ]);
    expect(codes(await blocks('displayLocation=product&product=A&taxonomy[]=toys&taxonomy[]=prams'))).toEqual(
      ['every-product', 'pram-a', 'pram-a-or-b', 'a-in-prams'],
    );
    expect(codes(await blocks('displayLocation=product&product=C'))).toEqual(['every-product']);
    expect(codes(await blocks('displayLocation=taxonomy&taxonomy=strollers'))).toEqual([
      'every-category',
      'prams',
    ]);
    expect(codes(await blocks('displayLocation=taxonomy&taxonomy=toys'))).toEqual(['every-category']);
    expect(codes(await blocks('displayLocation=attributeValue&attributeValue[]=chicco'))).toEqual([
      'every-brand',
      'chicco',
    ]);
    expect(codes(await blocks('displayLocation=attributeValue&attributeValue=lego'))).toEqual([
      'every-brand',
    ]);
  });

  it('serves a channel its own blocks and the global ones, never another channel’s', async () => {
    await block('global', { position: 1 });
    await block('web-only', { channelCode: 'web', position: 2 });
    await block('b2b-only', { channelCode: 'b2b', position: 3 });
    expect(codes(await blocks('displayLocation=home'))).toEqual(['global', 'web-only']);
    expect(codes(await blocks('displayLocation=home', { channel: 'b2b' }))).toEqual(['global', 'b2b-only']);
  });

  it('serves the request locale, falls back to the channel default and leaves out blocks with neither', async () => {
    await block('both', { position: 1 });
    await block('lt-only', { position: 2, translations: { lt: { html: '<p>tik lt</p>' } } });
    await block('en-only', { position: 3, translations: { en: { html: '<p>only en</p>' } } });
    await block('et-only', { position: 4, translations: { et: { html: '<p>ainult et</p>' } } });
    const english = await blocks('displayLocation=home', { locale: 'en' });
    expect(english.data.map((item) => [item.code, item.type === 'textBlock' && item.content.html])).toEqual([
      ['both', '<p>both en</p>'],
      ['lt-only', '<p>tik lt</p>'],
      ['en-only', '<p>only en</p>'],
    ]);
    expect(codes(await blocks('displayLocation=home'))).toEqual(['both', 'lt-only']);
  });

  it('replaces a block by code and exports blocks back in the import shape', async () => {
    await block('delivery', { channelCode: 'web', position: 2 });
    await saveContentBlock(database.db, {
      code: 'delivery',
      type: 'textBlock',
      channelCode: 'web',
      audience: 'guests',
      displayLocations: ['product'],
      productCodes: ['A'],
      position: 3,
      translations: { en: { title: 'Delivery', html: '<p>Free from 49 €</p>' } },
    });
    await block('about', { position: 1 });
    const exported = await listContentBlocksForExport(database.db);
    expect(exported.map((item) => item.code)).toEqual(['about', 'delivery']);
    expect(exported[1]).toEqual({
      code: 'delivery',
      type: 'textBlock',
      enabled: true,
      channelCode: 'web',
      audience: 'guests',
      displayLocations: ['product'],
      position: 3,
      productCodes: ['A'],
      taxonCodes: [],
      attributeValueCodes: [],
      translations: { en: { title: 'Delivery', html: '<p>Free from 49 €</p>' } },
    });
    // What was exported imports again to the same blocks.
    for (const item of exported) await saveContentBlock(database.db, item);
    expect(await listContentBlocksForExport(database.db)).toEqual(exported);
  });

  it('refuses content that breaks its type’s rules, naming the path', async () => {
    const base = { code: 'bad', displayLocations: ['home'] };
    expect(await violationsOf({ ...base, type: 'textBlock', translations: { lt: { title: 'x' } } })).toEqual([
      expect.objectContaining({ propertyPath: 'translations.lt.html' }),
    ]);
    expect(
      await violationsOf({
        ...base,
        type: 'slider',
        translations: {
          lt: SAMPLES.slider,
          en: { slides: [{ image: 'a.webp', alt: 'a', button: button('Go', 'javascript:alert(1)') }] },
        },
      }),
    ).toEqual([expect.objectContaining({ propertyPath: 'translations.en.slides.0.button.link' })]);
    for (const link of [
      'JavaScript:alert(1)',
      'data:text/html,x',
      '//evil.test',
      '/\\evil.test',
      'ftp://x.lt',
    ]) {
      expect(
        await violationsOf({
          ...base,
          type: 'linkBlocks',
          translations: {
            lt: {
              links: [
                { label: 'Ok', link: '/ok' },
                { label: 'Bad', link },
              ],
            },
          },
        }),
      ).toEqual([expect.objectContaining({ propertyPath: 'translations.lt.links.1.link' })]);
    }
    expect(
      await violationsOf({
        ...base,
        type: 'slimBannersWithButtons',
        translations: {
          lt: {
            items: [{ ...(SAMPLES.slimBannersWithButtons.items as object[])[0], backgroundColor: 'red' }],
          },
        },
      }),
    ).toEqual([expect.objectContaining({ propertyPath: 'translations.lt.items.0.backgroundColor' })]);
    expect(
      await violationsOf({
        ...base,
        type: 'youtubeIframe',
        translations: { lt: { title: 'Video', videoId: 'https://youtu.be/dQw4w9WgXcQ' } },
      }),
    ).toEqual([expect.objectContaining({ propertyPath: 'translations.lt.videoId' })]);
    expect(
      await violationsOf({ ...base, type: 'textBlock', channelCode: 'nowhere', translations: SAMPLE_TEXT }),
    ).toEqual([
      { propertyPath: 'channelCode', message: 'No channel has the code "nowhere".', code: 'unknown_channel' },
    ]);
    expect(await violationsOf({ ...base, type: 'textBlock', translations: { xx: { html: 'x' } } })).toEqual([
      expect.objectContaining({ propertyPath: 'translations.xx' }),
    ]);
    expect(await violationsOf({ ...base, type: 'teaser', translations: SAMPLE_TEXT })).toEqual([
      expect.objectContaining({ propertyPath: 'type' }),
    ]);
    expect(
      await violationsOf({
        ...base,
        type: 'imageBlock',
        translations: { lt: { image: '../etc/passwd', alt: '' } },
      }),
    ).toEqual([expect.objectContaining({ propertyPath: 'translations.lt.image' })]);
    const error = await saveContentBlock(database.db, {
      ...base,
      type: 'textBlock',
      channelCode: 'nowhere',
      translations: SAMPLE_TEXT,
    } as ContentBlockInput).catch((thrown: unknown) => thrown as Error);
    expect(String(error)).toContain('channelCode: No channel has the code "nowhere"');
    expect(await database.db.select().from(contentBlocks)).toEqual([]);
  });

  it('takes the XSS payload list through every HTML field and serves it inert, stored inert too', async () => {
    const htmlFields = (html: string): Array<[ContentBlockType, Record<string, unknown>]> => [
      ['textBlock', { html }],
      ['halfAndHalfBlock', { ...SAMPLES.halfAndHalfBlock, html }],
      ['halfAndHalfAdaptBlock', { ...SAMPLES.halfAndHalfAdaptBlock, html }],
      ['halfAndHalfGoogleMapBlock', { ...SAMPLES.halfAndHalfGoogleMapBlock, html }],
      ['blockList', { items: [{ title: 'a', html }] }],
      ['contacts', { title: 'a', html }],
      [
        'locationMapBlock',
        { title: 'a', locations: [{ name: 'a', address: 'b', html, map: { latitude: 1, longitude: 2 } }] },
      ],
      [
        'nested',
        {
          blocks: [
            { type: 'textBlock', content: { html } },
            { type: 'contacts', content: { title: 'a', html } },
            { type: 'blockList', content: { items: [{ title: 'a', html }] } },
          ],
        },
      ],
    ];
    let count = 0;
    for (const [index, payload] of XSS_PAYLOADS.entries()) {
      for (const [type, content] of htmlFields(`<p>ok</p>${payload}`)) {
        await saveContentBlock(database.db, {
          code: `xss-${index}-${type.toLowerCase()}`,
          type,
          displayLocations: ['home'],
          translations: { lt: content },
        });
        count += 1;
      }
    }
    const served = await blocks('displayLocation=home&itemsPerPage=200');
    expect(served.meta.totalItems).toBe(count);
    const collect = (value: unknown, into: string[] = []): string[] => {
      if (Array.isArray(value)) for (const item of value) collect(item, into);
      else if (value && typeof value === 'object') {
        for (const [key, field] of Object.entries(value)) {
          if (key === 'html' && typeof field === 'string') into.push(field);
          else collect(field, into);
        }
      }
      return into;
    };
    const servedHtml = collect(served.data.map((item) => item.content));
    expect(servedHtml.length).toBeGreaterThanOrEqual(count);
    for (const html of servedHtml) {
      expectInert(html);
      expect(html).toContain('<p>ok</p>');
    }
    const storedHtml = collect(
      (await database.db.select().from(contentBlockTranslations)).map((row) => row.content),
    );
    for (const html of storedHtml) expectInert(html);
  });

  it('sanitises and re-checks links on the way out, for content that reached the table another way', async () => {
    const [row] = await database.db
      .insert(contentBlocks)
      .values({ code: 'raw', type: 'slider', displayLocations: ['home'], position: 1 })
      .returning();
    const [links] = await database.db
      .insert(contentBlocks)
      .values({ code: 'raw-links', type: 'linkBlocks', displayLocations: ['home'], position: 2 })
      .returning();
    const [broken] = await database.db
      .insert(contentBlocks)
      .values({ code: 'raw-broken', type: 'textBlock', displayLocations: ['home'], position: 3 })
      .returning();
    await database.db.insert(contentBlockTranslations).values([
      {
        blockId: row!.id,
        locale: 'lt',
        content: {
          slides: [
            { image: 'a.webp', alt: 'a', button: { label: 'Go', link: 'javascript:alert(1)' } },
            { image: 'b.webp', alt: 'b', button: { label: 'Ok', link: '/ok' } },
          ],
        },
      },
      {
        blockId: links!.id,
        locale: 'lt',
        content: {
          links: [
            { label: 'Bad', link: '//evil.test' },
            { label: 'Good', link: 'mailto:info@gandras.lt', description: '<script>x</script>' },
          ],
        },
      },
      { blockId: broken!.id, locale: 'lt', content: { html: 42 } },
    ]);
    const served = await blocks('displayLocation=home');
    expect(served.data).toMatchObject([
      {
        code: 'raw',
        content: {
          slides: [
            { image: 'a.webp', button: null },
            { image: 'b.webp', button: { label: 'Ok', link: '/ok' } },
          ],
        },
      },
      {
        code: 'raw-links',
        // Plain text stays text: the storefront escapes it.
        content: {
          links: [{ label: 'Good', link: 'mailto:info@gandras.lt', description: '<script>x</script>' }],
        },
      },
    ]);
    await database.db
      .update(contentBlockTranslations)
      .set({ content: { html: '<p>hi</p><img src=x onerror=alert(1)>' } })
      .where(eq(contentBlockTranslations.blockId, broken!.id));
    const fixed = await blocks('displayLocation=home');
    expect(fixed.data[2]).toMatchObject({
      code: 'raw-broken',
      content: { html: '<p>hi</p><img src="x" />' },
    });
  });

  it('answers 400 without a displayLocation or with one it does not know', async () => {
    for (const query of ['', 'displayLocation=checkout', 'displayLocation=home&itemsPerPage=201']) {
      const response = await app.inject({ method: 'GET', url: `${BASE}?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ code: 400 });
    }
  });
});

const SAMPLE_TEXT = { lt: { html: '<p>Sveiki</p>' } };
