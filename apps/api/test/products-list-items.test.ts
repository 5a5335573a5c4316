import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadProductListItems } from '../src/modules/products/list-items.ts';
import { fixtures } from './helpers/fixtures.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

const NOW = new Date('2026-11-25T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

describe('loadProductListItems (product cards)', () => {
  let database: TestDatabase;
  let web: number;
  let b2b: number;
  const ids: Record<string, number> = {};
  let childTaxonId: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    const data = fixtures(database.db);
    await data.locales();
    web = (await data.channel({ code: 'web', defaultLocale: 'lt', locales: ['lt', 'en'] })).id;
    b2b = (await data.channel({ code: 'b2b', defaultLocale: 'lt', locales: ['lt'] })).id;
    const root = await data.taxon({
      code: 'kids',
      translations: { lt: { name: 'Vaikams', slug: 'vaikams' }, en: { name: 'Kids', slug: 'kids' } },
    });
    const child = await data.taxon({
      code: 'prams',
      parentId: root.id,
      translations: {
        lt: { name: 'Vežimėliai', slug: 'vaikams/vezimeliai' },
        en: { name: 'Prams', slug: 'kids/prams' },
      },
    });
    childTaxonId = child.id;

    const texts = (lt: string, en?: string) => ({
      lt: { name: lt, slug: lt.toLowerCase(), shortDescription: `${lt} trumpai` },
      ...(en ? { en: { name: en, slug: en.toLowerCase(), shortDescription: null } } : {}),
    });
    const price = (value: number, originalPrice: number | null = null) => [
      { channelId: web, price: value, originalPrice },
    ];

    // A: two enabled variants (first out of stock), a disabled one with a bigger discount.
    const pram = await data.catalogueProduct({
      code: 'PRAM',
      channelIds: [web],
      taxonIds: [child.id],
      mainTaxonId: child.id,
      averageRating: 4.5,
      reviewCount: 12,
      createdAt: new Date('2026-01-02T03:04:05Z'),
      translations: texts('Vezimelis', 'Pram'),
    });
    ids.pram = pram.id;
    const { valueIds: colours } = await data.productOption({
      code: 'colour',
      names: { lt: 'Spalva', en: 'Colour' },
      values: [{ code: 'black', names: { lt: 'Juoda', en: 'Black' } }],
    });
    await data.variant({
      productId: pram.id,
      code: 'PRAM-BLACK',
      position: 0,
      onHand: 0,
      names: { lt: 'Juodas', en: 'Black' },
      prices: price(10000, 12500),
      optionValueIds: [colours.get('black')!],
    });
    await data.variant({
      productId: pram.id,
      code: 'PRAM-GREY',
      position: 1,
      onHand: 3,
      onHold: 1,
      names: { lt: 'Pilkas', en: 'Grey' },
      prices: price(9000, 12000),
    });
    await data.variant({
      productId: pram.id,
      code: 'PRAM-OLD',
      position: 2,
      enabled: false,
      tracked: false,
      prices: price(1000, 10000),
    });
    // A variant without a price in the channel cannot be sold there.
    await data.variant({
      productId: pram.id,
      code: 'PRAM-B2B',
      position: 3,
      onHand: 9,
      prices: [{ channelId: b2b, price: 1 }],
    });
    for (const position of [2, 0, 1])
      await data.productImage(pram.id, `products/pram-${position}.png`, position);

    const brand = await data.attributeValue({
      attribute: { code: 'brand', slug: 'brand' },
      code: 'chicco',
      slug: 'chicco',
      translations: { lt: { name: 'Chicco' }, en: { name: 'Chicco' } },
    });
    await data.styleAttributeValue(brand.id, {
      showInProductList: true,
      imagePath: 'brands/chicco.png',
      backgroundColor: '#1d5fa8',
      placements: ['product-list', 'product-inner-top'],
    });
    const newBadge = await data.attributeValue({
      attribute: { code: 'new', slug: 'new' },
      code: 'new',
      slug: 'new',
      translations: { lt: { name: 'Naujiena' }, en: { name: 'New' } },
    });
    await data.styleAttributeValue(newBadge.id, {
      showInProductListOnImage: true,
      placements: ['product-list-on-image'],
    });
    const material = await data.attributeValue({
      attribute: { code: 'material', slug: 'material' },
      code: 'cotton',
      slug: 'cotton',
      translations: { lt: { name: 'Medvilnė' }, en: { name: 'Cotton' } },
    });
    await data.linkAttributeValues(pram.id, [material.id, newBadge.id, brand.id]);

    const promotion = (code: string, values: Record<string, unknown>, channelIds = [web]) =>
      data.catalogPromotion({
        code,
        channelIds,
        productIds: [pram.id],
        labels: { lt: `${code} lt`, en: `${code} en` },
        ...values,
      });
    await promotion('running', {
      startsAt: new Date(NOW.getTime() - DAY),
      endsAt: new Date(NOW.getTime() + DAY),
      backgroundColor: '#000',
    });
    await promotion('open', { position: -1 });
    await promotion('expired', { endsAt: new Date(NOW.getTime() - 1) });
    await promotion('future', { startsAt: new Date(NOW.getTime() + DAY) });
    await promotion('disabled', { enabled: false });
    await promotion('elsewhere', {}, [b2b]);

    // B: tracked stock all held; a disabled untracked variant does not count.
    const held = await data.catalogueProduct({
      code: 'HELD',
      channelIds: [web],
      translations: texts('Laikomas', 'Held'),
    });
    ids.held = held.id;
    await data.variant({ productId: held.id, code: 'HELD-1', onHand: 2, onHold: 2, prices: price(500) });
    await data.variant({
      productId: held.id,
      code: 'HELD-2',
      enabled: false,
      tracked: false,
      prices: price(500),
    });

    // C: untracked, nothing on hand, still available.
    const untracked = await data.catalogueProduct({
      code: 'DIGITAL',
      channelIds: [web],
      translations: texts('Kuponas', 'Voucher'),
    });
    ids.untracked = untracked.id;
    await data.variant({
      productId: untracked.id,
      code: 'DIGITAL-1',
      tracked: false,
      onHand: 0,
      prices: price(2000),
    });

    // D, E: bundles follow their own flag, not their variants.
    const soldOutBundle = await data.catalogueProduct({
      code: 'BUNDLE-OUT',
      isBundle: true,
      bundleInStock: false,
      channelIds: [web],
      translations: texts('Rinkinys1', 'Set1'),
    });
    ids.soldOutBundle = soldOutBundle.id;
    await data.variant({
      productId: soldOutBundle.id,
      code: 'BUNDLE-OUT-1',
      onHand: 50,
      prices: price(3000),
    });
    const bundle = await data.catalogueProduct({
      code: 'BUNDLE-IN',
      isBundle: true,
      channelIds: [web],
      translations: texts('Rinkinys2', 'Set2'),
    });
    ids.bundle = bundle.id;
    await data.variant({ productId: bundle.id, code: 'BUNDLE-IN-1', onHand: 0, prices: price(3000) });

    // Hidden: disabled, other channel only, untranslated.
    ids.disabled = (
      await data.catalogueProduct({
        code: 'OFF',
        enabled: false,
        channelIds: [web],
        translations: texts('Isjungtas'),
      })
    ).id;
    ids.otherChannel = (
      await data.catalogueProduct({ code: 'B2B', channelIds: [b2b], translations: texts('Verslui') })
    ).id;
    ids.untranslated = (
      await data.catalogueProduct({ code: 'NONAME', channelIds: [web], translations: {} })
    ).id;
    // Only Lithuanian texts.
    ids.ltOnly = (
      await data.catalogueProduct({ code: 'LT', channelIds: [web], translations: texts('Lietuviskas') })
    ).id;
  });
  afterAll(async () => {
    await database.cleanup();
  });

  const load = (productIds: number[], localePreference = ['lt']) =>
    loadProductListItems(database.db, productIds, { channelId: web, localePreference, now: NOW });

  it('keeps the requested order and skips unknown, disabled, other-channel, untranslated and repeated ids', async () => {
    const items = await load([
      ids.untracked!,
      999999,
      ids.pram!,
      ids.disabled!,
      ids.held!,
      ids.otherChannel!,
      ids.pram!,
      ids.untranslated!,
    ]);
    expect(items.map((item) => item.code)).toEqual(['DIGITAL', 'PRAM', 'HELD']);
    expect(await load([])).toEqual([]);
  });

  it('describes a card: texts, first two images, default variant, counts, discount, taxon, date', async () => {
    const [pram] = await load([ids.pram!], ['en', 'lt']);
    expect(pram).toMatchObject({
      id: ids.pram,
      code: 'PRAM',
      name: 'Pram',
      slug: 'pram',
      shortDescription: null,
      images: [
        { path: 'products/pram-0.png', type: 'main' },
        { path: 'products/pram-1.png', type: 'main' },
      ],
      isBundle: false,
      onlySellInBundle: false,
      requiresLogin: false,
      inStock: true,
      variantCount: 2,
      // 25 % of the grey variant; the disabled variant's 90 % does not count.
      discountPercentage: 25,
      averageRating: 4.5,
      reviewCount: 12,
      mainTaxon: { id: childTaxonId, code: 'prams', slug: 'kids/prams', name: 'Prams' },
      createdAt: '2026-01-02T03:04:05.000Z',
    });
    expect(pram?.defaultVariant).toEqual({
      code: 'PRAM-BLACK',
      name: 'Black',
      enabled: true,
      inStock: false,
      tracked: true,
      stock: 0,
      maxQuantityPerOrder: null,
      prices: { price: 10000, originalPrices: [12500], discountPercentages: [20] },
      optionValues: [{ optionCode: 'colour', optionName: 'Colour', code: 'black', value: 'Black' }],
    });
  });

  it('shows only list badges, in attribute order, with their attribute', async () => {
    const [pram] = await load([ids.pram!]);
    expect(pram?.badges.map((badge) => badge.code)).toEqual(['chicco', 'new']);
    expect(pram?.badges[0]).toMatchObject({
      slug: 'chicco',
      name: 'Chicco',
      value: 'true',
      image: 'brands/chicco.png',
      backgroundColor: '#1d5fa8',
      showInProductList: true,
      showInProductListOnImage: false,
      placements: ['product-list', 'product-inner-top'],
      attribute: { code: 'brand', slug: 'brand', name: 'brand' },
    });
  });

  it('shows badges of promotions running now in the channel only, labelled in the locale', async () => {
    const [pram] = await load([ids.pram!], ['en', 'lt']);
    expect(pram?.promotionBadges).toEqual([
      { code: 'open', label: 'open en', backgroundColor: null, color: null },
      { code: 'running', label: 'running en', backgroundColor: '#000', color: null },
    ]);
  });

  it('applies the stock rule: held stock is out, untracked is in, bundles follow their own flag', async () => {
    const items = await load([ids.held!, ids.untracked!, ids.soldOutBundle!, ids.bundle!]);
    expect(Object.fromEntries(items.map((item) => [item.code, item.inStock]))).toEqual({
      HELD: false,
      DIGITAL: true,
      'BUNDLE-OUT': false,
      'BUNDLE-IN': true,
    });
    const held = items.find((item) => item.code === 'HELD');
    expect(held).toMatchObject({ variantCount: 1, discountPercentage: 0 });
    expect(held?.defaultVariant?.stock).toBe(0);
    expect(items.find((item) => item.code === 'DIGITAL')?.defaultVariant).toMatchObject({
      tracked: false,
      stock: null,
      inStock: true,
    });
  });

  it("falls back to the channel default locale's texts", async () => {
    const [item] = await load([ids.ltOnly!], ['en', 'lt']);
    expect(item).toMatchObject({
      name: 'Lietuviskas',
      slug: 'lietuviskas',
      defaultVariant: null,
      variantCount: 0,
      inStock: false,
    });
  });
});
