import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { verify } from '@node-rs/argon2';
import {
  MENU_PLACEMENTS,
  CONTENT_BLOCK_TYPES,
  type Banner,
  type Channel,
  type ContentBlock,
  type CurrentInformationBar,
  type List,
  type Menu,
  type MenuItem,
} from '@shop/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOWCASE_BLOCK_CODES } from '../src/demo/content/showcase-blocks.ts';
import { ensureDemoData } from '../src/demo/index.ts';
import { createMediaStorage } from '../src/modules/media-storage/index.ts';
import { createTestApp } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

const NOW = new Date('2026-11-21T10:00:00Z');

const COUNTED_TABLES = [
  'locales',
  'channels',
  'channel_locales',
  'pages',
  'page_translations',
  'taxons',
  'taxon_translations',
  'attributes',
  'attribute_values',
  'products',
  'product_translations',
  'product_variants',
  'channel_pricings',
  'warehouse_stocks',
  'product_images',
  'product_bundle_items',
  'menus',
  'menu_items',
  'menu_item_translations',
  'redirects',
  'customers',
  'shop_users',
  'information_bars',
  'banners',
  'content_blocks',
  'content_block_translations',
] as const;

describe('demo shop data', () => {
  let database: TestDatabase;
  const messages: string[] = [];

  async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
    const result = (await database.db.execute(query)) as unknown as { rows: T[] };
    return result.rows;
  }

  async function count(query: ReturnType<typeof sql>): Promise<number> {
    const [row] = await rows<{ count: number | string }>(query);
    return Number(row?.count ?? 0);
  }

  async function tableCounts(): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    for (const table of COUNTED_TABLES)
      counts[table] = await count(sql.raw(`SELECT count(*) AS count FROM ${table}`));
    return counts;
  }

  async function fileExists(path: string): Promise<boolean> {
    return access(join(database.config.mediaDir, path)).then(
      () => true,
      () => false,
    );
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    await ensureDemoData({
      db: database.db,
      storage: createMediaStorage(database.config),
      log: (message) => messages.push(message),
      now: NOW,
    });
  }, 180_000);

  afterAll(async () => {
    await database?.cleanup();
  });

  it('is idempotent: a second run adds nothing and reports nothing to do', async () => {
    const before = await tableCounts();
    const logged = messages.length;
    await ensureDemoData({
      db: database.db,
      storage: createMediaStorage(database.config),
      log: (m) => messages.push(m),
      now: NOW,
    });
    expect(await tableCounts()).toEqual(before);
    expect(messages.slice(logged)).toEqual([]);
  });

  it('moves a demo shop seeded with the old home page to the new one once, blocks and brand logos', async () => {
    const before = await tableCounts();
    const homeCodes = async () =>
      (
        await rows<{ code: string }>(
          sql`SELECT code FROM content_blocks WHERE 'home' = ANY(display_locations) ORDER BY position, id`,
        )
      ).map((row) => row.code);
    const newHome = await homeCodes();
    const logos = sql`SELECT count(*) AS count FROM attribute_values WHERE image_path LIKE 'brands/%'`;
    const logoCount = await count(logos);
    expect(logoCount).toBe(21);
    // The first demo home page: every showcase block was a home block, no sale block, no brand logos.
    await database.db.execute(sql`DELETE FROM content_blocks WHERE code = 'home-sale'`);
    await database.db.execute(
      sql`UPDATE content_blocks SET code = replace(code, 'showcase-', 'home-'), display_locations = '{home}'
        WHERE code LIKE 'showcase-%'`,
    );
    await database.db.execute(
      sql`UPDATE attribute_values SET image_path = NULL WHERE image_path LIKE 'brands/%'`,
    );
    expect(await homeCodes()).toHaveLength(newHome.length - 1 + SHOWCASE_BLOCK_CODES.length);

    const logged = messages.length;
    const again = () =>
      ensureDemoData({
        db: database.db,
        storage: createMediaStorage(database.config),
        log: (m) => messages.push(m),
        now: NOW,
      });
    await again();
    expect(messages.slice(logged)).toHaveLength(1);
    expect(await homeCodes()).toEqual(newHome);
    const showcase = await rows<{ code: string }>(
      sql`SELECT code FROM content_blocks WHERE display_locations = '{showcase}' ORDER BY code`,
    );
    expect(showcase.map((row) => row.code)).toEqual([...SHOWCASE_BLOCK_CODES].sort());
    expect(await count(logos)).toBe(logoCount);
    expect(await tableCounts()).toEqual(before);
    // Once is enough: the next start finds the new layout and does nothing.
    await again();
    expect(messages.slice(logged)).toHaveLength(1);
  });

  it('has all four locales and two channels offering lt and en', async () => {
    expect(await rows(sql`SELECT code, name FROM locales ORDER BY code`)).toEqual([
      { code: 'en', name: 'English' },
      { code: 'et', name: 'Eesti' },
      { code: 'lt', name: 'Lietuvių' },
      { code: 'ru', name: 'Русский' },
    ]);
    const channels = await rows<{ code: string; name: string; requires_login: boolean; locales: string }>(sql`
      SELECT c.code, c.name, c.requires_login, string_agg(cl.locale_code, ',' ORDER BY cl.position) AS locales
      FROM channels c JOIN channel_locales cl ON cl.channel_id = c.id GROUP BY c.id ORDER BY c.code`);
    expect(channels).toEqual([
      { code: 'b2b', name: 'Gandras Verslui', requires_login: true, locales: 'lt,en' },
      { code: 'web', name: 'Gandras', requires_login: false, locales: 'lt,en' },
    ]);
  });

  it('has at least 300 products, each named in lt and en and sold in both channels', async () => {
    expect(await count(sql`SELECT count(*) AS count FROM products`)).toBeGreaterThanOrEqual(300);
    // The gift card is sold for a sum in the cart, not from the catalogue: no channel, no price.
    expect(
      await count(sql`
        SELECT count(*) AS count FROM products p
        WHERE (SELECT count(*) FROM product_translations t
               WHERE t.product_id = p.id AND t.locale IN ('lt', 'en') AND t.name <> '' AND t.slug <> '') <> 2
           OR (SELECT count(*) FROM product_channels pc WHERE pc.product_id = p.id)
              <> CASE WHEN p.code = 'GIFT_CARD' THEN 0 ELSE 2 END`),
    ).toBe(0);
    expect(
      await count(sql`
        SELECT count(*) AS count FROM product_variants v
        WHERE (SELECT count(*) FROM channel_pricings cp WHERE cp.variant_id = v.id AND cp.price > 0)
          <> CASE WHEN v.code = 'GIFT_CARD' THEN 0 ELSE 2 END`),
    ).toBe(0);
  });

  it('offers three gift tiers of cheap, well-stocked gifts in both channels', async () => {
    const tiers = await rows<{ code: string; gifts: number; channels: number }>(sql`
      SELECT p.code, jsonb_array_length(p.actions -> 0 -> 'variantCodes')::int AS gifts,
        (SELECT count(*)::int FROM cart_promotion_channels c WHERE c.promotion_id = p.id) AS channels
      FROM cart_promotions p WHERE p.actions -> 0 ->> 'type' = 'select_gift' ORDER BY p.code`);
    expect(tiers).toEqual([
      { code: 'gift_from_120', gifts: 3, channels: 2 },
      { code: 'gift_from_200', gifts: 3, channels: 2 },
      { code: 'gift_from_60', gifts: 3, channels: 2 },
    ]);
  });

  it('has a category tree three levels deep with lt and en slugs along the full path', async () => {
    const roots = await rows<{ slug: string; children: number }>(sql`
      SELECT t.slug, (SELECT count(*)::int FROM taxons c WHERE c.parent_id = r.id) AS children
      FROM taxons r JOIN taxon_translations t ON t.taxon_id = r.id AND t.locale = 'lt'
      WHERE r.parent_id IS NULL ORDER BY r.position`);
    expect(roots.map((root) => root.slug)).toEqual(['kudikiams', 'vaikams', 'namams', 'tevams']);
    for (const root of roots) expect(root.children).toBeGreaterThanOrEqual(4);

    const [stroller] = await rows<{ lt: string; en: string }>(sql`
      SELECT lt.slug AS lt, en.slug AS en FROM taxons t
      JOIN taxon_translations lt ON lt.taxon_id = t.id AND lt.locale = 'lt'
      JOIN taxon_translations en ON en.taxon_id = t.id AND en.locale = 'en'
      WHERE lt.slug = 'kudikiams/vezimeliai/sportiniai-vezimeliai'`);
    expect(stroller).toEqual({
      lt: 'kudikiams/vezimeliai/sportiniai-vezimeliai',
      en: 'babies/prams/strollers',
    });
    expect(
      await count(sql`SELECT count(*) AS count FROM taxon_translations WHERE slug !~ '^[a-z0-9/-]+$'`),
    ).toBe(0);

    const grandchildren = await count(sql`
      SELECT count(*) AS count FROM taxons t JOIN taxons p ON p.id = t.parent_id WHERE p.parent_id IS NOT NULL`);
    expect(grandchildren).toBeGreaterThanOrEqual(40);
    // Products sit in their category and all its ancestors.
    expect(
      await count(sql`
        SELECT count(*) AS count FROM products p JOIN taxons main ON main.id = p.main_taxon_id
        WHERE NOT EXISTS (SELECT 1 FROM product_taxons pt WHERE pt.product_id = p.id AND pt.taxon_id = main.parent_id)
          AND main.parent_id IS NOT NULL`),
    ).toBe(0);
  });

  it('has some products out of stock, some discounted, some untracked, and stock split by warehouse', async () => {
    const products = await count(sql`SELECT count(*) AS count FROM products WHERE NOT is_bundle`);
    const outOfStock = await count(sql`
      SELECT count(*) AS count FROM products p WHERE NOT p.is_bundle AND NOT EXISTS (
        SELECT 1 FROM product_variants v WHERE v.product_id = p.id AND (v.on_hand > 0 OR NOT v.tracked))`);
    const discounted = await count(sql`
      SELECT count(DISTINCT v.product_id) AS count FROM product_variants v
      JOIN channel_pricings cp ON cp.variant_id = v.id WHERE cp.original_price > cp.price`);
    const untracked = await count(
      sql`SELECT count(DISTINCT product_id) AS count FROM product_variants WHERE NOT tracked`,
    );
    expect(outOfStock / products).toBeGreaterThan(0.03);
    expect(outOfStock / products).toBeLessThan(0.15);
    expect(discounted / products).toBeGreaterThan(0.2);
    expect(discounted / products).toBeLessThan(0.45);
    expect(untracked).toBeGreaterThan(0);
    expect(
      await count(sql`
        SELECT count(*) AS count FROM product_variants v WHERE v.tracked AND v.on_hand <>
          (SELECT coalesce(sum(ws.on_hand), 0) FROM warehouse_stocks ws WHERE ws.variant_id = v.id)`),
    ).toBe(0);
    expect(await rows(sql`SELECT name FROM warehouses ORDER BY code DESC`)).toEqual([
      { name: 'Vilniaus sandėlis' },
      { name: 'Kauno sandėlis' },
    ]);
  });

  it('has gift wrapping, bundles and parts sold only in bundles', async () => {
    const [giftWrap] = await rows<{ tracked: boolean; price: number; name: string }>(sql`
      SELECT v.tracked, cp.price, t.name FROM products p
      JOIN product_variants v ON v.product_id = p.id
      JOIN channel_pricings cp ON cp.variant_id = v.id
      JOIN channels c ON c.id = cp.channel_id AND c.code = 'web'
      JOIN product_translations t ON t.product_id = p.id AND t.locale = 'lt'
      WHERE p.code = 'GIFT_WRAP'`);
    expect(giftWrap).toEqual({ tracked: false, price: 250, name: 'Dovanų pakavimas' });
    expect(
      await count(sql`SELECT count(*) AS count FROM channels WHERE gift_wrapping_code = 'GIFT_WRAP'`),
    ).toBe(2);

    const bundles = await count(sql`
      SELECT count(*) AS count FROM products p
      WHERE p.is_bundle AND EXISTS (SELECT 1 FROM product_bundle_items b WHERE b.bundle_product_id = p.id)`);
    expect(bundles).toBeGreaterThanOrEqual(3);
    const partsOnlyInBundles = await count(sql`
      SELECT count(*) AS count FROM products p WHERE p.only_sell_in_bundle AND EXISTS (
        SELECT 1 FROM product_bundle_items b JOIN product_variants v ON v.id = b.variant_id WHERE v.product_id = p.id)`);
    expect(partsOnlyInBundles).toBe(2);
  });

  it('gives business customers prices about 10 % lower', async () => {
    const [ratio] = await rows<{ ratio: number }>(sql`
      SELECT avg(b2b.price::float / web.price) AS ratio FROM channel_pricings web
      JOIN channels wc ON wc.id = web.channel_id AND wc.code = 'web'
      JOIN channel_pricings b2b ON b2b.variant_id = web.variant_id
      JOIN channels bc ON bc.id = b2b.channel_id AND bc.code = 'b2b'
      JOIN product_variants v ON v.id = web.variant_id WHERE v.code <> 'GIFT_WRAP'`);
    expect(Number(ratio?.ratio)).toBeCloseTo(0.9, 2);
  });

  it('has every picture it refers to on disk', async () => {
    const paths = await rows<{ path: string }>(sql`
      SELECT path FROM product_images
      UNION SELECT image_path FROM taxons WHERE image_path IS NOT NULL
      UNION SELECT image_path FROM attribute_values WHERE image_path IS NOT NULL
      UNION SELECT image_path FROM menu_items WHERE image_path IS NOT NULL
      UNION SELECT logo_path FROM channels
      UNION SELECT image_path FROM banner_translations`);
    expect(paths.length).toBeGreaterThan(60);
    // Pictures of the content blocks live in their JSON content (image, mobileImage, poster fields).
    const collect = (value: unknown, into: Set<string>): Set<string> => {
      if (Array.isArray(value)) for (const item of value) collect(item, into);
      else if (value && typeof value === 'object') {
        for (const [key, field] of Object.entries(value)) {
          if (['image', 'mobileImage', 'poster'].includes(key) && typeof field === 'string') into.add(field);
          else collect(field, into);
        }
      }
      return into;
    };
    const blockPictures = collect(
      (await rows<{ content: unknown }>(sql`SELECT content FROM content_block_translations`)).map(
        (row) => row.content,
      ),
      new Set(),
    );
    expect(blockPictures.size).toBeGreaterThan(20);
    paths.push(...[...blockPictures].map((path) => ({ path })));
    const missing = [];
    for (const { path } of paths) if (!(await fileExists(path))) missing.push(path);
    expect(missing).toEqual([]);
    expect(await fileExists('logos/gandras.png')).toBe(true);
    expect(await fileExists('logos/gandras-b2b.png')).toBe(true);
  });

  it('has the demo accounts with argon2id passwords', async () => {
    const accounts = await rows<{
      email: string;
      password_hash: string;
      is_company: boolean;
      verified: boolean;
      approved: boolean;
      channel: string;
    }>(sql`
      SELECT c.email, u.password_hash, c.is_company, u.verified_at IS NOT NULL AS verified,
             u.approved_at IS NOT NULL AS approved, ch.code AS channel
      FROM customers c JOIN shop_users u ON u.customer_id = c.id JOIN channels ch ON ch.id = u.channel_id
      ORDER BY c.email`);
    expect(accounts.map(({ password_hash: _hash, ...account }) => account)).toEqual([
      { email: 'b2b@gandras.lt', is_company: true, verified: true, approved: true, channel: 'b2b' },
      { email: 'demo@gandras.lt', is_company: false, verified: true, approved: false, channel: 'web' },
    ]);
    for (const account of accounts) {
      expect(account.password_hash).toMatch(/^\$argon2id\$/);
      expect(await verify(account.password_hash, 'Demo1234')).toBe(true);
    }
    expect(await rows(sql`SELECT code, store_employee FROM customer_groups ORDER BY code`)).toEqual([
      { code: 'retail', store_employee: false },
      { code: 'store_employee', store_employee: true },
    ]);
  });

  it('has the redirects', async () => {
    const redirects = await rows<{
      source: string;
      destination: string;
      permanent: boolean;
      only_404: boolean;
    }>(sql`
      SELECT source, destination, permanent, only_404 FROM redirects ORDER BY source`);
    const [{ id: babiesId } = { id: 0 }] = await rows<{ id: number }>(
      sql`SELECT id FROM taxons WHERE code = 'babies'`,
    );
    expect(redirects).toEqual([
      { source: '/c/senos-prekes', destination: `/c/kudikiams-${babiesId}`, permanent: true, only_404: true },
      { source: '/en/old-sale', destination: '/en/sales', permanent: false, only_404: false },
      { source: '/senas-puslapis', destination: '/akcijos', permanent: true, only_404: false },
    ]);
  });

  describe('through the shop API', () => {
    let app: FastifyInstance;

    beforeAll(async () => {
      app = await createTestApp(database);
    });

    afterAll(async () => {
      await app?.close();
    });

    async function menu(placement: string, locale = 'lt'): Promise<Menu> {
      const channel = (
        await app.inject({ url: '/api/v2/shop/channels/web', headers: { locale } })
      ).json<Channel>();
      const code = channel.menuCodes[placement as keyof Channel['menuCodes']];
      const response = await app.inject({ url: `/api/v2/shop-menus/${code}`, headers: { locale } });
      expect(response.statusCode).toBe(200);
      return response.json<Menu>();
    }

    const depth = (items: MenuItem[]): number =>
      Math.max(0, ...items.map((item) => 1 + depth(item.children)));

    it('offers the channel with contacts, terms pages and a menu for every placement', async () => {
      const response = await app.inject({ url: '/api/v2/shop/channels/web', headers: { locale: 'en' } });
      const channel = response.json<Channel>();
      expect(channel).toMatchObject({
        name: 'Gandras',
        currencyCode: 'EUR',
        defaultLocale: 'lt',
        contactPhoneNumber: '+370 600 12345',
        contactEmail: 'info@gandras.lt',
        googleTagManagerCode: null,
        giftWrappingCode: 'GIFT_WRAP',
        logoPath: 'logos/gandras.svg',
        requiresLogin: false,
      });
      expect(channel.termsOfServicePage?.slug).toBe('terms-of-service');
      expect(Object.keys(channel.menuCodes).sort()).toEqual([...MENU_PLACEMENTS].sort());
      const b2b = (await app.inject({ url: '/api/v2/shop/channels/b2b' })).json<Channel>();
      expect(b2b).toMatchObject({
        name: 'Gandras Verslui',
        requiresLogin: true,
        logoPath: 'logos/gandras-b2b.svg',
      });
    });

    it('shows guests a rotating information bar and standalone banners in lt and en', async () => {
      for (const [locale, text] of [
        ['lt', 'Nemokamas pristatymas'],
        ['en', 'Free delivery'],
      ] as const) {
        const response = await app.inject({ url: '/api/v2/shop/information-bar', headers: { locale } });
        const { informationBar } = response.json<CurrentInformationBar>();
        expect(informationBar?.messages.length).toBeGreaterThanOrEqual(2);
        expect(informationBar?.messages[0]?.description).toContain(text);
        const banners = await app.inject({
          url: '/api/v2/shop/banners?activeFrom=2026-11-21&activeUntil=2026-11-21&displayFor=guest&standalone=true&itemsPerPage=9999',
          headers: { locale },
        });
        const list = banners.json<List<Banner>>();
        expect(list.meta.totalItems).toBeGreaterThanOrEqual(3);
        expect(list.data.every((banner) => banner.displayFor !== 'authorised')).toBe(true);
        expect(list.data[0]?.title).toBe(locale === 'lt' ? 'Vežimėliai žiemai' : 'Prams for winter');
      }
    });

    it('serves a non-empty menu for each of the seven placements', async () => {
      for (const placement of MENU_PLACEMENTS) {
        const { items } = await menu(placement);
        expect(items.length, placement).toBeGreaterThan(0);
      }
    });

    it('has the category bar in lt and en with a highlighted sales entry', async () => {
      const lt = await menu('main', 'lt');
      expect(lt.items.map((item) => item.name)).toEqual([
        'Kūdikiams',
        'Vaikams',
        'Namams',
        'Tėvams',
        'Akcijos',
      ]);
      const en = await menu('main', 'en');
      expect(en.items.map((item) => item.name)).toEqual(['Babies', 'Children', 'Home', 'Parents', 'Sales']);
      expect(en.items.at(-1)).toMatchObject({ highlighted: true, link: '/en/sales' });
    });

    it('expands the mega menu to three levels with promo pictures and a sale branch', async () => {
      const { items } = await menu('mega');
      const babies = items.find((item) => item.name === 'Kūdikiams');
      expect(babies && depth([babies])).toBe(3);
      expect(
        babies?.children.some((child) => child.type === 'image' && child.image?.startsWith('promo/')),
      ).toBe(true);
      const sales = items.find((item) => item.highlighted);
      const saleTrees =
        sales?.children.filter((child) => child.type === 'discounted_products_taxon_tree') ?? [];
      expect(saleTrees).toHaveLength(4);
      expect(saleTrees.every((tree) => tree.sale && tree.children.every((child) => child.sale))).toBe(true);
    });

    async function blocks(query: string, headers: Record<string, string> = {}): Promise<ContentBlock[]> {
      const response = await app.inject({ url: `/api/v2/shop/cms-plugin/blocks?${query}`, headers });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<List<ContentBlock>>().data;
    }

    it('builds a shop-like home page and shows every other block type on the showcase page, in lt and en', async () => {
      for (const locale of ['lt', 'en']) {
        const home = await blocks('displayLocation=home&itemsPerPage=200', { locale });
        // Hero, categories, best sellers, the sale, brand logos and news: each shows something of its own.
        expect(home.map((block) => block.code)).toEqual([
          'home-hero',
          'home-categories',
          'home-best-sellers',
          'home-sale',
          'home-brands',
          'home-news',
        ]);
        const slider = home[0]?.type === 'slider' ? home[0].content : null;
        expect(slider?.slides).toHaveLength(3);
        expect(slider?.slides[0]?.title).toBe(locale === 'lt' ? 'Jaukiai žiemai' : 'Cosy for winter');
        const [bestSellers, sale] = home.filter((block) => block.type === 'productsBlock');
        expect(bestSellers?.type === 'productsBlock' && bestSellers.content.productCodes.length).toBe(12);
        expect(bestSellers?.type === 'productsBlock' && bestSellers.content.discounted).toBe(false);
        expect(sale?.type === 'productsBlock' && sale.content).toMatchObject({
          discounted: true,
          productCodes: [],
        });
        // The sale (discounted products in stock, as the storefront asks for them) repeats no best seller.
        const onSale = await app.inject({
          url: '/api/v2/shop/search/products?discount=true&skipOutOfStock=true&itemsPerPage=12',
          headers: { locale },
        });
        expect(onSale.statusCode, onSale.body).toBe(200);
        const saleCodes = onSale
          .json<{ data: Array<{ code: string }> }>()
          .data.map((product) => product.code);
        expect(saleCodes.length).toBeGreaterThanOrEqual(8);
        const bestSellerCodes = bestSellers?.type === 'productsBlock' ? bestSellers.content.productCodes : [];
        expect(saleCodes.filter((code) => bestSellerCodes.includes(code))).toEqual([]);
        const brands = home.find((block) => block.type === 'brandsBlock');
        const brandList = brands?.type === 'brandsBlock' ? brands.content.brands : [];
        expect(brandList).toHaveLength(12);
        // Every brand of the list has a wordmark logo, not a letter badge.
        expect(brandList.every((brand) => brand.image === `brands/${brand.code}.webp`)).toBe(true);

        const showcase = await blocks('displayLocation=showcase&itemsPerPage=200', { locale });
        const homeTypes = new Set(home.map((block) => block.type));
        const showcaseTypes = new Set(showcase.map((block) => block.type));
        expect(new Set([...homeTypes, ...showcaseTypes])).toEqual(new Set(CONTENT_BLOCK_TYPES));
        expect([...showcaseTypes].filter((type) => homeTypes.has(type))).toEqual([]);
        const gallery = showcase.find((block) => block.type === 'imagesSlider');
        expect(gallery?.type === 'imagesSlider' && gallery.content.images.length).toBeGreaterThanOrEqual(6);
        const slim = showcase.filter((block) => block.type === 'slimBannersWithButtons');
        expect(slim.map((block) => block.audience)).toEqual(['guests']);
      }
      const signIn = await app.inject({
        method: 'POST',
        url: '/api/v2/shop/customers/token',
        payload: { email: 'demo@gandras.lt', password: 'Demo1234' },
      });
      expect(signIn.statusCode, signIn.body).toBe(200);
      const member = await blocks('displayLocation=showcase&itemsPerPage=200', {
        locale: 'en',
        authorization: `Bearer ${signIn.json<{ token: string }>().token}`,
      });
      const welcome = member.filter((block) => block.type === 'slimBannersWithButtons');
      expect(welcome.map((block) => block.code)).toEqual(['showcase-welcome-back']);
    });

    it('places blocks on category, product and brand pages, some only for their targets', async () => {
      expect((await blocks('displayLocation=taxonomy&taxonomy=children_toys')).map((b) => b.code)).toEqual([
        'taxonomy-free-delivery',
      ]);
      expect(
        (await blocks('displayLocation=taxonomy&taxonomy[]=babies_prams&taxonomy[]=babies')).map(
          (b) => b.code,
        ),
      ).toEqual(['taxonomy-free-delivery', 'taxonomy-pram-guide']);
      expect((await blocks('displayLocation=product&product=P000001')).map((b) => b.code)).toEqual([
        'product-delivery-returns',
      ]);
      expect(
        (await blocks('displayLocation=attributeValue&attributeValue=gandras')).map((b) => b.code),
      ).toEqual(['brand-gandras-story']);
      expect(await blocks('displayLocation=attributeValue&attributeValue=chicco')).toEqual([]);
    });

    it('serves the demo pictures through the image filters', async () => {
      const [image] = await rows<{ path: string }>(sql`SELECT path FROM product_images ORDER BY id LIMIT 1`);
      const card = await app.inject(`/media/cache/product_card/${image?.path}?density=1.5`);
      expect(card.statusCode).toBe(200);
      expect(await sharp(card.rawPayload).metadata()).toMatchObject({
        format: 'webp',
        width: 495,
        height: 495,
      });
      const logo = await app.inject('/media/cache/logo/logos/gandras-b2b.svg?density=3');
      expect(await sharp(logo.rawPayload).metadata()).toMatchObject({
        width: 720,
        height: 240,
        hasAlpha: true,
      });
    });

    it('has footer columns with localised links and social links that open in a new tab', async () => {
      const footer = await menu('footer', 'en');
      expect(footer.items.every((item) => item.type === 'group' && item.children.length > 0)).toBe(true);
      const links = footer.items.flatMap((item) => item.children);
      expect(links.find((link) => link.link === '/en/faq')).toBeDefined();
      expect(
        links.find((link) => link.ref?.kind === 'page' && link.ref.slug === 'terms-of-service')?.target,
      ).toBe('_blank');
      const social = await menu('social');
      expect(social.items.map((item) => item.name)).toEqual(['Facebook', 'Instagram', 'YouTube', 'TikTok']);
      expect(
        social.items.every((item) => item.target === '_blank' && item.externalLink?.startsWith('https://')),
      ).toBe(true);
    });
  });
});
