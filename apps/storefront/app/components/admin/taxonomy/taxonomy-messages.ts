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
  // Texts of the categories/options/attributes API (its branch adds them to the contract as constants).
  'A category cannot be moved under itself or one of its own sub-categories.':
    'adminTaxons.errors.taxonCycle',
  'Name the category in at least one language.': 'adminTaxons.errors.nameRequired',
  'Name the option in at least one language.': 'adminTaxons.errors.nameRequired',
  'Name the attribute in at least one language.': 'adminTaxons.errors.nameRequired',
  'Name the value in at least one language.': 'adminTaxons.errors.nameRequired',
  'The parent category has no name in this language yet: translate the parent first.':
    'adminTaxons.errors.parentLocale',
  'No address can be made from this name: enter one with letters or digits.':
    'adminTaxons.errors.slugFromName',
  'This address is already used.': 'adminTaxons.errors.slugTaken',
  'The shop has no such language.': 'adminTaxons.errors.unknownLocale',
  'Two values of this request have the same code.': 'adminTaxons.errors.duplicateValueCode',
  'There is no option with this code.': 'adminTaxons.errors.unknownOption',
  'Choose a file to upload.': 'adminTaxons.errors.fileMissing',
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
  {
    pattern: /category holds (\d+) products?\b/i,
    key: 'adminTaxons.errors.taxonHoldsProducts',
    names: ['products'],
  },
  {
    pattern: /category holds (\d+) sub-?categor/i,
    key: 'adminTaxons.errors.taxonHoldsChildren',
    names: ['children'],
  },
  {
    pattern: /^The address "([^"]+)" is already used by the category (\S+?)\.$/,
    key: 'adminTaxons.errors.taxonSlugTaken',
    names: ['path', 'code'],
  },
  {
    pattern: /^The value (\S+) is used by (\d+) variants?/,
    key: 'adminTaxons.errors.optionValueInUse',
    names: ['code', 'variants'],
  },
  {
    pattern: /^This option is used by (\d+) variants?/,
    key: 'adminTaxons.errors.optionInUse',
    names: ['variants'],
  },
  {
    pattern: /^Values of this attribute are set on (\d+) products?/,
    key: 'adminTaxons.errors.attributeInUse',
    names: ['products'],
  },
  {
    pattern: /(?:set on|used by) (\d+) products?/i,
    key: 'adminTaxons.errors.valueInUse',
    names: ['products'],
  },
];

export function localiseTaxonomyMessage(t: Translate, message: string): string {
  const exact = EXACT[message];
  if (exact) return t(exact);
  for (const { pattern, key, names } of PATTERNS) {
    const match = pattern.exec(message);
    if (!match) continue;
    const values = names.map((name, i) => {
      const value = match[i + 1] ?? '';
      return [name, /^\d+$/.test(value) ? Number(value) : value];
    });
    return t(key, Object.fromEntries(values));
  }
  return localiseServerMessage(t, message);
}
