import type { BadgePlacement } from '../../db/schema/index.ts';
import { slugify } from '../slug.ts';
import type { LocalizedText } from './types.ts';

export interface BrandDefinition {
  code: string;
  name: string;
  /** Brands with a badge get an image, colours and badge placements on the product page and cards. */
  badge?: { background: string; text: string };
}

function brand<const Name extends string>(
  name: Name,
  badge?: BrandDefinition['badge'],
): BrandDefinition & { name: Name } {
  return badge ? { code: slugify(name), name, badge } : { code: slugify(name), name };
}

/** Real baby and family brands plus the shop's own Lithuanian house brands. */
export const BRANDS = [
  brand('Chicco', { background: '#1d5fa8', text: '#ffffff' }),
  brand('Britax Römer'),
  brand('Cybex', { background: '#1f1f1f', text: '#ffffff' }),
  brand('Joie'),
  brand('Maxi-Cosi'),
  brand('Stokke'),
  brand('BabyOno'),
  brand('Canpol babies'),
  brand('Philips Avent'),
  brand('Tommee Tippee'),
  brand('Lorelli'),
  brand('Fisher-Price'),
  brand('LEGO', { background: '#d62d20', text: '#ffffff' }),
  brand('Djeco'),
  brand('Hape'),
  brand('Janod'),
  brand('Ergobaby'),
  brand('BabyBjörn'),
  brand('Done by Deer'),
  brand('Liewood'),
  brand('Micro'),
  brand('Gandras', { background: '#e07a5f', text: '#ffffff' }),
  brand('Linelis'),
  brand('Vyturėlis'),
  brand('Ąžuoliukas', { background: '#5b8c5a', text: '#ffffff' }),
  brand('Pasakų sala'),
] as const satisfies readonly BrandDefinition[];

export type BrandName = (typeof BRANDS)[number]['name'];

export const BRAND_BADGE_PLACEMENTS: BadgePlacement[] = ['product-inner-top', 'product-list'];

export interface AgeDefinition {
  code: string;
  months: number;
  name: LocalizedText;
}

function age(months: number, lt: string, en: string): AgeDefinition {
  return { code: `${months}m`, months, name: { lt, en } };
}

/** Minimum age, filtered as a range on numeric_value (months). */
export const AGES: AgeDefinition[] = [
  age(0, 'Nuo gimimo', 'From birth'),
  age(3, 'Nuo 3 mėn.', 'From 3 months'),
  age(6, 'Nuo 6 mėn.', 'From 6 months'),
  age(12, 'Nuo 1 metų', 'From 1 year'),
  age(24, 'Nuo 2 metų', 'From 2 years'),
  age(36, 'Nuo 3 metų', 'From 3 years'),
  age(60, 'Nuo 5 metų', 'From 5 years'),
  age(96, 'Nuo 8 metų', 'From 8 years'),
];

export const MATERIALS = {
  cotton: { lt: 'Medvilnė', en: 'Cotton' },
  organic_cotton: { lt: 'Ekologiška medvilnė', en: 'Organic cotton' },
  bamboo: { lt: 'Bambukas', en: 'Bamboo' },
  wool: { lt: 'Merino vilna', en: 'Merino wool' },
  wood: { lt: 'Mediena', en: 'Wood' },
  plastic: { lt: 'Plastikas', en: 'Plastic' },
  silicone: { lt: 'Silikonas', en: 'Silicone' },
  metal: { lt: 'Aliuminis', en: 'Aluminium' },
  polyester: { lt: 'Poliesteris', en: 'Polyester' },
  glass: { lt: 'Stiklas', en: 'Glass' },
  paper: { lt: 'Kartonas ir popierius', en: 'Cardboard and paper' },
} as const satisfies Record<string, LocalizedText>;
export type MaterialCode = keyof typeof MATERIALS;

/** Size scales: babies in cm of body length, children in cm of height, adults in letter sizes. */
export const SIZE_SCALES = {
  baby: ['56', '62', '68', '74', '80', '86', '92'],
  kids: ['98', '104', '110', '116', '122', '128'],
  adult: ['S', 'M', 'L', 'XL'],
} as const;
export type SizeScale = keyof typeof SIZE_SCALES;

export function sizeLabel(size: string): LocalizedText {
  return /^\d+$/.test(size) ? { lt: `${size} cm`, en: `${size} cm` } : { lt: size, en: size };
}

export const ALL_SIZES: string[] = [...SIZE_SCALES.baby, ...SIZE_SCALES.kids, ...SIZE_SCALES.adult];

/** Promotion badges shown on the product image in lists and under the image on the product page. */
export const BADGES = {
  top: { name: { lt: 'TOP', en: 'TOP' }, background: '#e4572e', text: '#ffffff' },
  new: { name: { lt: 'Naujiena', en: 'New' }, background: '#2a7f6f', text: '#ffffff' },
} as const;
export const BADGE_ATTRIBUTE_PLACEMENTS: BadgePlacement[] = [
  'product-list-on-image',
  'product-inner-under-image',
];

export const ATTRIBUTE_NAMES = {
  brand: { lt: 'Prekės ženklas', en: 'Brand' },
  age: { lt: 'Amžius', en: 'Age' },
  colour: { lt: 'Spalva', en: 'Colour' },
  material: { lt: 'Medžiaga', en: 'Material' },
  size: { lt: 'Dydis', en: 'Size' },
  top: { lt: 'Populiaru', en: 'Top seller' },
  new: { lt: 'Naujiena', en: 'New' },
} as const satisfies Record<string, LocalizedText>;
