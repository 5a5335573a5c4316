import {
  BLANK_MESSAGE,
  CODE_MESSAGE,
  CODE_TAKEN_MESSAGE,
  IMAGE_SIZE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  SLUG_MESSAGE,
  STALE_VERSION_MESSAGE,
  UNKNOWN_ATTRIBUTE_VALUE_MESSAGE,
  UNKNOWN_TAXON_MESSAGE,
} from '@shop/contracts';
import { localiseServerMessage } from '~/i18n/server-messages.ts';
import type { Translate } from '~/i18n/translator.ts';

/** The admin catalogue contract's texts, in the back office's language. */
const EXACT: Record<string, string> = {
  [BLANK_MESSAGE]: 'adminTaxons.errors.blank',
  [CODE_MESSAGE]: 'adminTaxons.errors.code',
  [CODE_TAKEN_MESSAGE]: 'adminTaxons.errors.codeTaken',
  [SLUG_MESSAGE]: 'adminTaxons.errors.slug',
  [STALE_VERSION_MESSAGE]: 'adminTaxons.errors.stale',
  [UNKNOWN_TAXON_MESSAGE]: 'adminTaxons.errors.unknownTaxon',
  [UNKNOWN_ATTRIBUTE_VALUE_MESSAGE]: 'adminTaxons.errors.unknownValue',
  [IMAGE_TYPE_MESSAGE]: 'adminTaxons.errors.imageType',
  [IMAGE_SIZE_MESSAGE]: 'adminTaxons.errors.imageSize',
  'Enter a colour as #rrggbb.': 'adminTaxons.errors.colour',
};

/**
 * A refused delete names what is still inside ("… holds 3 products and 2 sub-categories", "… is used by
 * 4 products"): the counts are kept, the words translated.
 */
const PATTERNS: { pattern: RegExp; key: string; names: string[] }[] = [
  {
    pattern: /holds (\d+) products? and (\d+) sub-?categor/i,
    key: 'adminTaxons.errors.taxonNotEmpty',
    names: ['products', 'children'],
  },
  { pattern: /used by (\d+) products?/i, key: 'adminTaxons.errors.valueInUse', names: ['products'] },
  { pattern: /used by (\d+) variants?/i, key: 'adminTaxons.errors.optionValueInUse', names: ['variants'] },
];

export function localiseTaxonomyMessage(t: Translate, message: string): string {
  const exact = EXACT[message];
  if (exact) return t(exact);
  for (const { pattern, key, names } of PATTERNS) {
    const match = pattern.exec(message);
    if (match) return t(key, Object.fromEntries(names.map((name, i) => [name, Number(match[i + 1])])));
  }
  return localiseServerMessage(t, message);
}
