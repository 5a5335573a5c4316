import type { ColourCode } from './colours.ts';

/**
 * A product family shares one illustrated silhouette (see ../images/product-art.ts), the colours it is
 * drawn in and the photo background.
 */
export const FAMILY_CODES = [
  'pram',
  'car_seat',
  'bottle',
  'high_chair',
  'bodysuit',
  'tshirt',
  'hat',
  'blocks',
  'teddy',
  'lamp',
  'crib',
  'pillow',
  'blanket',
  'book',
  'bag',
  'cup',
  'bath',
  'bike',
  'monitor',
  'giftbox',
] as const;
export type FamilyCode = (typeof FAMILY_CODES)[number];

export interface FamilyDefinition {
  code: FamilyCode;
  /** Exactly the colours the image pool has pictures for; variants pick from these. */
  colours: readonly [ColourCode, ColourCode, ColourCode];
  /** Soft studio backdrop of the product photos. */
  background: string;
}

export const FAMILIES: Record<FamilyCode, FamilyDefinition> = {
  pram: { code: 'pram', colours: ['black', 'grey', 'navy'], background: '#efe6dc' },
  car_seat: { code: 'car_seat', colours: ['black', 'grey', 'beige'], background: '#e6ebef' },
  bottle: { code: 'bottle', colours: ['white', 'mint', 'pink'], background: '#e4f1ee' },
  high_chair: { code: 'high_chair', colours: ['white', 'grey', 'mint'], background: '#e9ded0' },
  bodysuit: { code: 'bodysuit', colours: ['white', 'pink', 'blue'], background: '#f5ebe6' },
  tshirt: { code: 'tshirt', colours: ['yellow', 'blue', 'red'], background: '#eef0f5' },
  hat: { code: 'hat', colours: ['pink', 'grey', 'navy'], background: '#eef2ec' },
  blocks: { code: 'blocks', colours: ['yellow', 'red', 'blue'], background: '#f7efd9' },
  teddy: { code: 'teddy', colours: ['beige', 'grey', 'pink'], background: '#f4ebe4' },
  lamp: { code: 'lamp', colours: ['yellow', 'white', 'mint'], background: '#e9e7f2' },
  crib: { code: 'crib', colours: ['white', 'beige', 'grey'], background: '#efe9e1' },
  pillow: { code: 'pillow', colours: ['grey', 'pink', 'mint'], background: '#eef0ea' },
  blanket: { code: 'blanket', colours: ['beige', 'blue', 'grey'], background: '#f2ede6' },
  book: { code: 'book', colours: ['red', 'blue', 'yellow'], background: '#f6eee0' },
  bag: { code: 'bag', colours: ['black', 'beige', 'navy'], background: '#ece8e2' },
  cup: { code: 'cup', colours: ['white', 'mint', 'yellow'], background: '#f0ebe0' },
  bath: { code: 'bath', colours: ['white', 'blue', 'pink'], background: '#e5eff4' },
  bike: { code: 'bike', colours: ['red', 'mint', 'blue'], background: '#e8f0e6' },
  monitor: { code: 'monitor', colours: ['white', 'grey', 'black'], background: '#e7ecf2' },
  giftbox: { code: 'giftbox', colours: ['pink', 'blue', 'mint'], background: '#f6e9ea' },
};
