import { escapeHtml } from '../html.ts';
import { mediaPaths } from '../images/paths.ts';
import { slugify } from '../slug.ts';
import type { GeneratedProduct, GeneratedVariant } from './product-generator.ts';
import { GIFT_CARD_PRODUCT_CODE } from '@shop/contracts/constants';
import { B2B_PRICE_FACTOR, DEMO_CHANNEL_CODES, GIFT_WRAPPING_CODE } from './shop.ts';
import { taxonWithAncestors } from './taxons.ts';
import type { LocalizedText } from './types.ts';

/**
 * Hand-made products of the demo shop: gift wrapping (the channel's gift wrapping code), two parts
 * sold only inside a bundle, and a few bundles assembled from generated products.
 */

const t = (lt: string, en: string): LocalizedText => ({ lt, en });

interface SimpleProduct {
  code: string;
  name: LocalizedText;
  shortDescription: LocalizedText;
  description: LocalizedText;
  mainTaxonCode: string | null;
  imagePaths: string[];
  price: number;
  tracked: boolean;
  stock: number;
  createdAt: Date;
}

function simpleProduct(spec: SimpleProduct, extra: Partial<GeneratedProduct> = {}): GeneratedProduct {
  const translation = (locale: 'lt' | 'en') => ({
    name: spec.name[locale],
    slug: slugify(spec.name[locale]),
    shortDescription: spec.shortDescription[locale],
    description: `<p>${escapeHtml(spec.description[locale])}</p>`,
  });
  const b2bPrice = Math.round(spec.price * B2B_PRICE_FACTOR);
  const half = Math.floor(spec.stock / 2);
  const variant: GeneratedVariant = {
    code: spec.code,
    position: 0,
    name: spec.name,
    optionValueCode: null,
    tracked: spec.tracked,
    onHand: spec.tracked ? spec.stock : 0,
    stock: spec.tracked
      ? [
          { warehouseCode: 'vilnius', onHand: spec.stock - half },
          { warehouseCode: 'kaunas', onHand: half },
        ]
      : [],
    prices: {
      web: { price: spec.price, originalPrice: null },
      b2b: { price: b2bPrice, originalPrice: null },
    },
  };
  return {
    code: spec.code,
    createdAt: spec.createdAt,
    mainTaxonCode: spec.mainTaxonCode,
    taxonCodes: spec.mainTaxonCode ? taxonWithAncestors(spec.mainTaxonCode).map((taxon) => taxon.code) : [],
    translations: { lt: translation('lt'), en: translation('en') },
    attributeValues: [],
    imagePaths: spec.imagePaths,
    averageRating: 0,
    reviewCount: 0,
    requiresLogin: false,
    onlySellInBundle: false,
    variants: [variant],
    bundle: null,
    ...extra,
  };
}

/** Gift wrapping: a real product whose code is the channels' giftWrappingCode; never runs out. */
export function giftWrappingProduct(now: Date): GeneratedProduct {
  const product = simpleProduct({
    code: GIFT_WRAPPING_CODE,
    name: t('Dovanų pakavimas', 'Gift wrapping'),
    shortDescription: t(
      'Supakuosime jūsų dovaną ir pridėsime atviruką.',
      'We wrap your gift and add a greeting card.',
    ),
    description: t(
      'Pirkinius supakuosime į dovanų popierių su kaspinu ir pridėsime atviruką su jūsų palinkėjimu.',
      'We wrap your purchase in gift paper with a ribbon and add a card with your message.',
    ),
    mainTaxonCode: null,
    imagePaths: [mediaPaths.product('giftbox', 'pink')],
    price: 250,
    tracked: false,
    stock: 0,
    createdAt: now,
  });
  // Gift wrapping costs the same in both channels.
  for (const variant of product.variants) variant.prices.b2b = { ...variant.prices.web };
  return product;
}

/**
 * The gift card shoppers buy for a sum of their choice (PUT /orders/{token}/add-gift-card-for-sum): its
 * lines are priced by their sum, so the product has no price of its own and is taken out of the channels'
 * catalogues after insertion (seed/gift-offers.ts).
 */
export function giftCardProduct(now: Date): GeneratedProduct {
  return simpleProduct({
    code: GIFT_CARD_PRODUCT_CODE,
    name: t('Dovanų kortelė', 'Gift card'),
    shortDescription: t('Dovanų kortelė pasirinktai sumai.', 'A gift card for the sum you choose.'),
    description: t(
      'Dovanų kortelės kodą gavėjas įveda krepšelyje, ir jos suma apmoka visą pirkinį ar jo dalį.',
      'The recipient types the gift card code in the cart, and its sum pays for all or part of the order.',
    ),
    mainTaxonCode: null,
    imagePaths: [mediaPaths.product('giftbox', 'pink')],
    price: 0,
    tracked: false,
    stock: 0,
    createdAt: now,
  });
}

export const CARRYCOT_CODE = 'PART-CARRYCOT';
export const CAR_SEAT_ADAPTERS_CODE = 'PART-ADAPTERS';

/** Parts that are sold only inside the travel system bundle. */
export function bundleOnlyParts(now: Date): GeneratedProduct[] {
  return [
    simpleProduct(
      {
        code: CARRYCOT_CODE,
        name: t('Vežimėlio lopšys „Aero“', 'Aero pram carrycot'),
        shortDescription: t(
          'Lopšys naujagimiui, tvirtinamas ant sportinio vežimėlio rėmo.',
          'A newborn carrycot that clicks onto the stroller frame.',
        ),
        description: t(
          'Erdvus lopšys su čiužinuku ir apsauga nuo vėjo. Parduodamas tik kelionių sistemos rinkinyje.',
          'A roomy carrycot with a mattress and a wind cover. Sold only as part of the travel system set.',
        ),
        mainTaxonCode: 'babies_prams_pram_accessories',
        imagePaths: [mediaPaths.product('pram', 'grey'), mediaPaths.productDetail('pram')],
        price: 14999,
        tracked: true,
        stock: 12,
        createdAt: now,
      },
      { onlySellInBundle: true },
    ),
    simpleProduct(
      {
        code: CAR_SEAT_ADAPTERS_CODE,
        name: t('Automobilinės kėdutės adapteriai', 'Car seat adapters'),
        shortDescription: t(
          'Adapteriai kėdutei pritvirtinti prie vežimėlio.',
          'Adapters that fit the car seat onto the stroller.',
        ),
        description: t(
          'Pora adapterių, leidžiančių 0–13 kg kėdutę uždėti ant vežimėlio rėmo. Parduodami tik rinkinyje.',
          'A pair of adapters for fitting an infant car seat onto the stroller frame. Sold only as part of a set.',
        ),
        mainTaxonCode: 'babies_prams_pram_accessories',
        imagePaths: [mediaPaths.product('car_seat', 'grey')],
        price: 2999,
        tracked: true,
        stock: 20,
        createdAt: now,
      },
      { onlySellInBundle: true },
    ),
  ];
}

interface BundleSpec {
  code: string;
  name: LocalizedText;
  shortDescription: LocalizedText;
  mainTaxonCode: string;
  image: string;
  /** Parts: a product code, or the first in-stock product of a category, with a quantity. */
  parts: Array<{ productCode?: string; fromCategory?: string; quantity: number }>;
}

const BUNDLES: BundleSpec[] = [
  {
    code: 'BUNDLE-TRAVEL',
    name: t(
      'Kelionių sistema 3in1: vežimėlis, lopšys ir kėdutė',
      '3-in-1 travel system: stroller, carrycot and car seat',
    ),
    shortDescription: t(
      'Viskas kelionėms nuo pirmos dienos – pigiau nei perkant atskirai.',
      'Everything for trips from day one, for less than buying separately.',
    ),
    mainTaxonCode: 'babies_prams_travel_systems',
    image: mediaPaths.product('pram', 'navy'),
    parts: [
      { fromCategory: 'babies_prams_strollers', quantity: 1 },
      { productCode: CARRYCOT_CODE, quantity: 1 },
      { fromCategory: 'babies_car_seats_infant_car_seats', quantity: 1 },
      { productCode: CAR_SEAT_ADAPTERS_CODE, quantity: 1 },
    ],
  },
  {
    code: 'BUNDLE-NEWBORN',
    name: t('Naujagimio kraitelio rinkinys', 'Newborn starter set'),
    shortDescription: t(
      'Smėlinukai, pledas ir pirmasis žaislas naujam šeimos nariui.',
      'Bodysuits, a blanket and a first toy for the newest family member.',
    ),
    mainTaxonCode: 'parents_gifts_gift_sets',
    image: mediaPaths.product('giftbox', 'blue'),
    parts: [
      { fromCategory: 'babies_baby_clothing_bodysuits', quantity: 2 },
      { fromCategory: 'home_textiles_blankets', quantity: 1 },
      { fromCategory: 'children_toys_soft_toys', quantity: 1 },
    ],
  },
  {
    code: 'BUNDLE-FEEDING',
    name: t('Maitinimo pradžios rinkinys', 'First feeding set'),
    shortDescription: t(
      'Buteliukai, čiulptukas ir pirmieji indai vienoje dėžutėje.',
      'Bottles, a soother and first tableware in one box.',
    ),
    mainTaxonCode: 'babies_feeding',
    image: mediaPaths.product('bottle', 'mint'),
    parts: [
      { fromCategory: 'babies_feeding_baby_bottles', quantity: 2 },
      { fromCategory: 'babies_feeding_soothers', quantity: 1 },
      { fromCategory: 'babies_feeding_baby_tableware', quantity: 1 },
    ],
  },
  {
    code: 'BUNDLE-BEDTIME',
    name: t('Ramaus miego rinkinys', 'Sweet dreams set'),
    shortDescription: t(
      'Naktinė lemputė, miegmaišis ir pagalvėlė jaukiems vakarams.',
      'A night light, a sleeping bag and a cushion for cosy evenings.',
    ),
    mainTaxonCode: 'babies_sleep',
    image: mediaPaths.product('lamp', 'yellow'),
    parts: [
      { fromCategory: 'babies_sleep_night_lights', quantity: 1 },
      { fromCategory: 'babies_sleep_sleeping_bags', quantity: 1 },
      { fromCategory: 'home_textiles_cushions', quantity: 1 },
    ],
  },
];

/** Bundles cost 10 % less than their parts bought one by one. */
const BUNDLE_DISCOUNT = 0.1;

function inStock(variant: GeneratedVariant, quantity: number): boolean {
  return !variant.tracked || variant.onHand >= quantity;
}

/** Assembles the demo bundles from already generated products (and the bundle-only parts). */
export function demoBundles(available: GeneratedProduct[], now: Date): GeneratedProduct[] {
  const pickPart = (part: BundleSpec['parts'][number]): GeneratedVariant => {
    const product = part.productCode
      ? available.find((candidate) => candidate.code === part.productCode)
      : available.find(
          (candidate) =>
            candidate.mainTaxonCode === part.fromCategory &&
            !candidate.requiresLogin &&
            candidate.variants.some((variant) => variant.tracked && variant.onHand >= part.quantity),
        );
    const variant = product?.variants.find((candidate) => inStock(candidate, part.quantity));
    if (!variant)
      throw new Error(`No product in stock for a bundle part (${part.productCode ?? part.fromCategory})`);
    return variant;
  };

  return BUNDLES.map((spec) => {
    const parts = spec.parts.map((part) => ({ variant: pickPart(part), quantity: part.quantity }));
    const prices = Object.fromEntries(
      DEMO_CHANNEL_CODES.map((channel) => {
        const separately = parts.reduce(
          (sum, part) => sum + part.variant.prices[channel].price * part.quantity,
          0,
        );
        return [
          channel,
          { price: Math.round(separately * (1 - BUNDLE_DISCOUNT)), originalPrice: separately },
        ];
      }),
    ) as GeneratedVariant['prices'];
    const partNames = (locale: 'lt' | 'en') =>
      parts
        .map((part) => {
          const product = available.find((candidate) => candidate.variants.includes(part.variant));
          const name = product?.translations[locale].name ?? part.variant.name[locale];
          return `<li>${escapeHtml(part.quantity > 1 ? `${name} × ${part.quantity}` : name)}</li>`;
        })
        .join('\n');
    const intro = t('Rinkinį sudaro:', 'The set contains:');
    const bundle = simpleProduct(
      {
        code: spec.code,
        name: spec.name,
        shortDescription: spec.shortDescription,
        description: intro,
        mainTaxonCode: spec.mainTaxonCode,
        imagePaths: [spec.image],
        price: prices.web.price,
        tracked: false,
        stock: 0,
        createdAt: now,
      },
      {
        bundle: {
          items: parts.map((part) => ({ variantCode: part.variant.code, quantity: part.quantity })),
          inStock: parts.every((part) => inStock(part.variant, part.quantity)),
        },
      },
    );
    const [variant] = bundle.variants;
    if (variant) {
      variant.code = `${spec.code}-SET`;
      variant.prices = prices;
    }
    for (const locale of ['lt', 'en'] as const) {
      bundle.translations[locale].description =
        `<p>${escapeHtml(intro[locale])}</p>\n<ul>\n${partNames(locale)}\n</ul>`;
    }
    return bundle;
  });
}
