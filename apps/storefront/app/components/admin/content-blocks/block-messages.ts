import {
  BANNER_CODE_TAKEN_MESSAGE,
  BANNER_DATES_MESSAGE,
  BANNER_IMAGE_PATH_MESSAGE,
  BANNER_LINK_MESSAGE,
  CONTENT_BLOCK_CODE_TAKEN_MESSAGE,
  CONTENT_BLOCK_REORDER_MESSAGE,
  FILE_MISSING_MESSAGE,
  IMAGE_SIZE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
} from '@shop/contracts';
import type { Translate } from '~/i18n/translator.ts';

/** Property names (and enum values) of the block types' content that have a label of their own. */
const LABELLED = new Set([
  'title',
  'html',
  'image',
  'mobileImage',
  'alt',
  'link',
  'caption',
  'videoId',
  'poster',
  'imagePosition',
  'button',
  'label',
  'productCodes',
  'taxonCode',
  'facet',
  'attributeCode',
  'valueCode',
  'discounted',
  'limit',
  'slides',
  'text',
  'textColor',
  'items',
  'brandCodes',
  'images',
  'map',
  'latitude',
  'longitude',
  'zoom',
  'address',
  'mapPosition',
  'buttons',
  'backgroundColor',
  'sectionSlug',
  'links',
  'description',
  'phone',
  'email',
  'locations',
  'name',
  'provider',
  'placementId',
  'fallbackTaxonCode',
  'columns',
  'blocks',
  'type',
  'content',
  'left',
  'right',
  'imagePath',
]);

/** A content field's (or an option's) label in the screen's language; an unknown name stays as it is. */
export function fieldLabel(t: Translate, name: string): string {
  return LABELLED.has(name) ? t(`adminContentBlocks.fields.${name}`) : name;
}

const EXACT: Record<string, string> = {
  [CONTENT_BLOCK_CODE_TAKEN_MESSAGE]: 'codeTaken',
  [BANNER_CODE_TAKEN_MESSAGE]: 'codeTaken',
  [CONTENT_BLOCK_REORDER_MESSAGE]: 'reorder',
  [BANNER_DATES_MESSAGE]: 'dates',
  [BANNER_IMAGE_PATH_MESSAGE]: 'mediaPath',
  [BANNER_LINK_MESSAGE]: 'link',
  [IMAGE_TYPE_MESSAGE]: 'imageType',
  [IMAGE_SIZE_MESSAGE]: 'imageSize',
  [FILE_MISSING_MESSAGE]: 'fileMissing',
  'Use a media path such as promo/spring.webp.': 'mediaPath',
  'Use a link within the shop (/...) or an http(s), mailto or tel address.': 'link',
  'Use lower-case letters, digits, dashes and underscores.': 'code',
  'Use a hex colour such as #1f2937.': 'colour',
  'Use the 11-character YouTube video id.': 'videoId',
  'Give the content in at least one locale.': 'oneLocale',
  'There is no channel with this code.': 'unknownChannel',
  'The shop has no such language.': 'unknownLocale',
  invalid_json: 'invalidJson',
};

const PATTERNS: Array<[RegExp, string]> = [
  [/^No channel has the code/, 'unknownChannel'],
  [/^The shop has no locale/, 'unknownLocale'],
  [/expected (string|number|boolean|array|object|nonoptional), received undefined$/, 'required'],
  [/^Too small: expected string to have >=1 characters$/, 'required'],
  [/^Too small: expected array to have >=(\d+) items?$/, 'tooFew'],
  [/^Too big: expected array to have <=(\d+) items?$/, 'tooMany'],
  [/^Too big: expected string to have <=(\d+) characters$/, 'tooLong'],
  [/^Too (small|big): expected number to be/, 'range'],
  [/^Invalid input: expected (number|int)/, 'number'],
  [/^Invalid (email|input)/, 'invalid'],
  [/^Invalid option/, 'option'],
  [/^Unrecognized key/, 'unknownField'],
];

/** An API message in the screen's language; one the screen does not know stays in English. */
export function localiseBlockMessage(t: Translate, message: string): string {
  const exact = EXACT[message];
  if (exact) return t(`adminContentBlocks.api.${exact}`);
  for (const [pattern, key] of PATTERNS) {
    const match = pattern.exec(message);
    if (match) return t(`adminContentBlocks.api.${key}`, { count: match[1] ?? '' });
  }
  return message;
}
