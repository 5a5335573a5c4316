import type { Gender, LocalizedText } from './types.ts';

export const COLOUR_CODES = [
  'black',
  'grey',
  'beige',
  'white',
  'blue',
  'navy',
  'pink',
  'mint',
  'yellow',
  'red',
] as const;
export type ColourCode = (typeof COLOUR_CODES)[number];

export interface ColourDefinition {
  code: ColourCode;
  hex: string;
  /** Name of the colour itself, for the colour attribute and the colour option ("Juoda" / "Black"). */
  name: LocalizedText;
  /** Lithuanian adjective forms used in product names. */
  adjective: Record<Gender, string>;
}

function colour(code: ColourCode, hex: string, lt: string, en: string, forms: [string, string, string]) {
  const [m, f, pl] = forms;
  return { code, hex, name: { lt, en }, adjective: { m, f, pl } } satisfies ColourDefinition;
}

export const COLOURS: Record<ColourCode, ColourDefinition> = {
  black: colour('black', '#33363b', 'Juoda', 'Black', ['juodas', 'juoda', 'juodi']),
  grey: colour('grey', '#a4aab1', 'Pilka', 'Grey', ['pilkas', 'pilka', 'pilki']),
  beige: colour('beige', '#d9c3a3', 'Smėlio spalvos', 'Beige', [
    'smėlio spalvos',
    'smėlio spalvos',
    'smėlio spalvos',
  ]),
  white: colour('white', '#f7f4ee', 'Balta', 'White', ['baltas', 'balta', 'balti']),
  blue: colour('blue', '#84acdc', 'Mėlyna', 'Blue', ['mėlynas', 'mėlyna', 'mėlyni']),
  navy: colour('navy', '#324e7f', 'Tamsiai mėlyna', 'Navy', [
    'tamsiai mėlynas',
    'tamsiai mėlyna',
    'tamsiai mėlyni',
  ]),
  pink: colour('pink', '#eeb3c2', 'Rožinė', 'Pink', ['rožinis', 'rožinė', 'rožiniai']),
  mint: colour('mint', '#9dd8c3', 'Mėtinė', 'Mint', ['mėtinis', 'mėtinė', 'mėtiniai']),
  yellow: colour('yellow', '#f2cd5e', 'Geltona', 'Yellow', ['geltonas', 'geltona', 'geltoni']),
  red: colour('red', '#d95550', 'Raudona', 'Red', ['raudonas', 'raudona', 'raudoni']),
};
