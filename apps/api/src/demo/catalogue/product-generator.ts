import { escapeHtml } from '../html.ts';
import { mediaPaths } from '../images/paths.ts';
import { createRandom, type Random } from '../random.ts';
import { slugify } from '../slug.ts';
import { AGES, BRANDS, MATERIALS, SIZE_SCALES, sizeLabel, type BrandName } from './attributes.ts';
import type { ProductKind, ProductNoun } from './categories.ts';
import { COLOURS, type ColourCode } from './colours.ts';
import { PRODUCT_COPY } from './copy.ts';
import { FAMILIES } from './families.ts';
import {
  B2B_PRICE_FACTOR,
  productCode,
  WAREHOUSES,
  type DemoChannelCode,
  type WarehouseCode,
} from './shop.ts';
import { LEAF_TAXONS, taxonWithAncestors, type TaxonDefinition } from './taxons.ts';
import type { DemoLocale, LocalizedText } from './types.ts';

export interface ChannelPrice {
  /** Minor units (cents). */
  price: number;
  /** Crossed-out regular price when discounted, else null. */
  originalPrice: number | null;
}

export interface GeneratedVariant {
  code: string;
  position: number;
  name: LocalizedText;
  /** e.g. "colour_black" or "size_62"; null for single-variant products without options. */
  optionValueCode: string | null;
  tracked: boolean;
  /** Sum of the warehouse stocks; 0 for untracked variants. */
  onHand: number;
  stock: Array<{ warehouseCode: WarehouseCode; onHand: number }>;
  prices: Record<DemoChannelCode, ChannelPrice>;
}

export interface ProductTranslation {
  name: string;
  slug: string;
  shortDescription: string;
  description: string;
}

export interface GeneratedProduct {
  code: string;
  createdAt: Date;
  mainTaxonCode: string | null;
  /** Main taxon first, then its ancestors. */
  taxonCodes: string[];
  translations: Record<DemoLocale, ProductTranslation>;
  /** Attribute code + value code pairs, e.g. {attribute: "brand", value: "chicco"}. */
  attributeValues: Array<{ attribute: string; value: string }>;
  imagePaths: string[];
  averageRating: number;
  reviewCount: number;
  requiresLogin: boolean;
  onlySellInBundle: boolean;
  variants: GeneratedVariant[];
  /** Bundles only: which variants they contain, and whether all of them are in stock. */
  bundle: { items: Array<{ variantCode: string; quantity: number }>; inStock: boolean } | null;
}

const MODEL_NAMES = [
  'Aero',
  'Luna',
  'Nido',
  'Terra',
  'Breeze',
  'Orbit',
  'Pola',
  'Vela',
  'Kopa',
  'Jūra',
  'Mila',
  'Sola',
  'Neris',
  'Gilė',
  'Bitė',
  'Saulė',
  'Rasa',
  'Aušra',
  'Smiltė',
  'Nova',
  'Pebble',
  'Cloud',
  'Willow',
  'Maple',
  'Fjord',
  'Polaris',
  'Amber',
  'Sage',
  'Coco',
  'Ruta',
  'Dainava',
  'Upė',
  'Žiedas',
  'Vėjas',
  'Kibi',
  'Tilia',
];
const MODEL_SUFFIXES = ['', '', '', ' 2', ' 3', ' 4', ' Plus', ' Air', ' S', ' Lite', ' Pro', ' X'];
const DISCOUNTS = [10, 15, 20, 20, 25, 30, 30, 35, 40, 50];
const DAY_MS = 24 * 60 * 60 * 1000;

const OUT_OF_STOCK_SHARE = 0.08;
const DISCOUNTED_SHARE = 0.3;
const UNTRACKED_SHARE = 0.1;
const SECOND_LEVEL_SHARE = 0.1;

export interface GenerateOptions {
  /** Any text; the same seed and number always give the same product. */
  seed: string;
  /** Creation dates are spread over the year before this moment. */
  now: Date;
}

function brandCode(name: BrandName): string {
  const brand = BRANDS.find((candidate) => candidate.name === name);
  if (!brand) throw new Error(`Unknown brand "${name}"`);
  return brand.code;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** A shelf price such as 128.99 or 24.49, in cents. */
function shelfPrice(random: Random, [min, max]: [number, number]): number {
  const euros = random.int(min, max);
  return Math.max(99, euros * 100 - (random.chance(0.8) ? 1 : 51));
}

function channelPrices(
  regular: number,
  discountPercent: number | null,
): Record<DemoChannelCode, ChannelPrice> {
  const discounted = (price: number): ChannelPrice =>
    discountPercent === null
      ? { price, originalPrice: null }
      : { price: Math.round((price * (100 - discountPercent)) / 100), originalPrice: price };
  return { web: discounted(regular), b2b: discounted(Math.round(regular * B2B_PRICE_FACTOR)) };
}

interface VariantPlan {
  suffix: string;
  name: LocalizedText;
  optionValueCode: string | null;
  colour: ColourCode;
}

function planVariants(
  random: Random,
  kind: ProductKind,
  colours: ColourCode[],
  productName: LocalizedText,
): VariantPlan[] {
  if (kind.variants === 'colour') {
    return colours.map((colour) => ({
      suffix: colour.toUpperCase(),
      name: COLOURS[colour].name,
      optionValueCode: `colour_${colour}`,
      colour,
    }));
  }
  const colour = colours[0] ?? FAMILIES[kind.family].colours[0];
  if (kind.variants === 'size') {
    const scale = SIZE_SCALES[kind.sizes ?? 'baby'];
    const count = Math.min(scale.length, random.pick([1, 2, 3, 3, 4, 4]));
    const start = random.int(0, scale.length - count);
    return scale.slice(start, start + count).map((size) => ({
      suffix: size,
      name: sizeLabel(size),
      optionValueCode: `size_${size.toLowerCase()}`,
      colour,
    }));
  }
  return [{ suffix: 'STD', name: productName, optionValueCode: null, colour }];
}

interface Naming {
  name: LocalizedText;
  /** Brand, noun and model, without colour: used in sentences. */
  title: LocalizedText;
}

function nameProduct(
  random: Random,
  kind: ProductKind,
  brand: BrandName,
  noun: ProductNoun,
  singleColour: ColourCode | null,
): Naming {
  if (kind.titles) {
    const title = random.pick(kind.titles);
    const name = { lt: `„${title.lt}“, ${noun.lt}`, en: `${title.en}, ${noun.en}` };
    return { name, title: name };
  }
  const model = `${random.pick(MODEL_NAMES)}${random.pick(MODEL_SUFFIXES)}`;
  const title = { lt: `${brand} ${noun.lt} „${model}“`, en: `${brand} ${model} ${noun.en}` };
  if (!singleColour) return { name: title, title };
  const colour = COLOURS[singleColour];
  return {
    name: {
      lt: `${title.lt} ${colour.adjective[noun.gender]}`,
      en: `${title.en}, ${colour.name.en.toLowerCase()}`,
    },
    title,
  };
}

function describe(
  random: Random,
  kind: ProductKind,
  naming: Naming,
  brand: BrandName,
  ageMonths: number | null,
  materials: string[],
): Record<DemoLocale, { shortDescription: string; description: string }> {
  const copy = PRODUCT_COPY[kind.copy ?? kind.family];
  const [pitch, intro] = random.sample(copy.pitches, 2);
  const features = random.sample(copy.features, random.int(3, 4));
  const age = ageMonths === null ? null : AGES.find((candidate) => candidate.months === ageMonths);
  const materialNames = materials.map((code) => MATERIALS[code as keyof typeof MATERIALS]);
  const build = (locale: DemoLocale) => {
    const facts =
      locale === 'lt'
        ? `Medžiaga: ${materialNames.map((m) => m.lt.toLowerCase()).join(', ')}.` +
          (age ? ` Rekomenduojamas amžius: ${lowerFirst(age.name.lt).replace(/\.$/, '')}.` : '')
        : `Material: ${materialNames.map((m) => m.en.toLowerCase()).join(', ')}.` +
          (age ? ` Recommended age: ${lowerFirst(age.name.en)}.` : '');
    const maker =
      locale === 'lt'
        ? `${brand} – patikimas gamintojas, kurio prekės atitinka Europos Sąjungos saugumo reikalavimus. Prekę pristatome per 1–3 darbo dienas visoje Lietuvoje.`
        : `${brand} is a trusted maker whose products meet European Union safety requirements. We deliver in 1–3 working days across Lithuania.`;
    const description = [
      `<p><strong>${escapeHtml(naming.title[locale])}</strong> – ${escapeHtml(lowerFirst((intro ?? pitch)?.[locale] ?? ''))}</p>`,
      `<ul>\n${features.map((feature) => `<li>${escapeHtml(feature[locale])}</li>`).join('\n')}\n</ul>`,
      `<p>${escapeHtml(facts)}</p>`,
      `<p>${escapeHtml(copy.care[locale])}</p>`,
      `<p>${escapeHtml(maker)}</p>`,
    ].join('\n');
    return { shortDescription: pitch?.[locale] ?? '', description };
  };
  return { lt: build('lt'), en: build('en') };
}

type StockState = 'out_of_stock' | 'untracked' | 'in_stock';

function stockFor(random: Random, state: StockState, variantCount: number): GeneratedVariant['stock'][] {
  if (state === 'untracked') return Array.from({ length: variantCount }, () => []);
  const totals = Array.from({ length: variantCount }, (): number =>
    state === 'out_of_stock' || (variantCount > 1 && random.chance(0.15)) ? 0 : random.int(1, 40),
  );
  if (state === 'in_stock' && !totals.some((total) => total > 0)) totals[0] = random.int(1, 10);
  return totals.map((total) => {
    const inVilnius = random.int(0, total);
    const [vilnius, kaunas] = WAREHOUSES;
    return [
      { warehouseCode: vilnius.code, onHand: inVilnius },
      { warehouseCode: kaunas.code, onHand: total - inVilnius },
    ];
  });
}

/** Spreads products evenly over the leaf categories: product n lands in leaf (n - 1) mod leaves. */
export function leafForProduct(number: number): TaxonDefinition & { kind: ProductKind } {
  const leaf = LEAF_TAXONS[(number - 1) % LEAF_TAXONS.length];
  if (!leaf) throw new Error('The demo catalogue has no leaf categories');
  return leaf;
}

/** Builds product number `number` of the catalogue: pure and deterministic for a given seed. */
export function generateProduct(number: number, options: GenerateOptions): GeneratedProduct {
  const random = createRandom(`${options.seed}:${number}`);
  const code = productCode(number);
  const leaf = leafForProduct(number);
  const kind = leaf.kind;
  const brand = random.pick(kind.brands);
  const noun = random.pick(kind.nouns);

  const colourCount = kind.variants === 'colour' ? random.pick([1, 1, 1, 2, 2, 3]) : 1;
  const colourChoice = random.sample(FAMILIES[kind.family].colours, colourCount);
  const singleColour = !kind.titles && colourChoice.length === 1 ? (colourChoice[0] ?? null) : null;
  const naming = nameProduct(random, kind, brand, noun, singleColour);
  const plans = planVariants(random, kind, colourChoice, naming.name);

  const stockRoll = random.next();
  const state: StockState =
    stockRoll < OUT_OF_STOCK_SHARE
      ? 'out_of_stock'
      : stockRoll < OUT_OF_STOCK_SHARE + UNTRACKED_SHARE
        ? 'untracked'
        : 'in_stock';
  const stocks = stockFor(random, state, plans.length);
  const regular = shelfPrice(random, kind.price);
  const discount = random.chance(DISCOUNTED_SHARE) ? random.pick(DISCOUNTS) : null;

  const variants: GeneratedVariant[] = plans.map((plan, position) => {
    const stock = stocks[position] ?? [];
    return {
      code: `${code}-${plan.suffix}`,
      position,
      name: plan.name,
      optionValueCode: plan.optionValueCode,
      tracked: state !== 'untracked',
      onHand: stock.reduce((sum, entry) => sum + entry.onHand, 0),
      stock,
      prices: channelPrices(regular, discount),
    };
  });

  const mainTaxon = random.chance(SECOND_LEVEL_SHARE) && leaf.parentCode ? leaf.parentCode : leaf.code;
  const createdAt = new Date(
    Math.floor((options.now.getTime() - random.next() * 365 * DAY_MS) / 1000) * 1000,
  );
  const hasReviews = random.chance(0.65);
  const reviewCount = hasReviews ? 1 + Math.floor(150 * random.next() ** 2) : 0;
  const averageRating = hasReviews ? Math.round((3.6 + random.next() * 1.4) * 10) / 10 : 0;

  const ageMonths = kind.ageMonths ? random.pick(kind.ageMonths) : null;
  const materials = random.sample(kind.materials, random.int(1, Math.min(2, kind.materials.length)));
  const texts = describe(random, kind, naming, brand, ageMonths, materials);

  const colours = [...new Set(plans.map((plan) => plan.colour))];
  const attributeValues: GeneratedProduct['attributeValues'] = [
    { attribute: 'brand', value: brandCode(brand) },
  ];
  if (!kind.titles) colours.forEach((colour) => attributeValues.push({ attribute: 'colour', value: colour }));
  materials.forEach((material) => attributeValues.push({ attribute: 'material', value: material }));
  if (ageMonths !== null) attributeValues.push({ attribute: 'age', value: `${ageMonths}m` });
  if (kind.variants === 'size') {
    plans.forEach((plan) => attributeValues.push({ attribute: 'size', value: plan.suffix.toLowerCase() }));
  }
  if (reviewCount > 60 && averageRating >= 4.5) attributeValues.push({ attribute: 'top', value: 'top' });
  if (options.now.getTime() - createdAt.getTime() < 30 * DAY_MS) {
    attributeValues.push({ attribute: 'new', value: 'new' });
  }

  const imagePaths = colours.slice(0, 3).map((colour) => mediaPaths.product(kind.family, colour));
  if (imagePaths.length < 3 && random.chance(0.5)) imagePaths.push(mediaPaths.productDetail(kind.family));

  const translation = (locale: DemoLocale): ProductTranslation => ({
    name: naming.name[locale],
    slug: slugify(naming.name[locale]),
    shortDescription: texts[locale].shortDescription,
    description: texts[locale].description,
  });

  return {
    code,
    createdAt,
    mainTaxonCode: mainTaxon,
    taxonCodes: taxonWithAncestors(mainTaxon).map((taxon) => taxon.code),
    translations: { lt: translation('lt'), en: translation('en') },
    attributeValues,
    imagePaths,
    averageRating,
    reviewCount,
    requiresLogin: random.chance(0.02),
    onlySellInBundle: false,
    variants,
    bundle: null,
  };
}
