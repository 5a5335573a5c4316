import {
  ARTICLE_SECTION_NOT_EMPTY_MESSAGE,
  CONTENT_CODE_TAKEN_MESSAGE,
  CONTENT_SLUG_TAKEN_MESSAGE,
  IMAGE_SIZE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  PAGE_IN_USE_MESSAGE,
  STALE_VERSION_MESSAGE,
  UNKNOWN_ARTICLE_SECTION_MESSAGE,
  UNKNOWN_LOCALE_MESSAGE,
} from '@shop/contracts';
import { localiseServerMessage } from '~/i18n/server-messages.ts';
import type { Translate } from '~/i18n/translator.ts';

/** The content API's fixed texts (contracts admin-content.ts and the import's schemas), by message key. */
const EXACT: Record<string, string> = {
  [ARTICLE_SECTION_NOT_EMPTY_MESSAGE]: 'adminContent.api.sectionNotEmpty',
  [CONTENT_CODE_TAKEN_MESSAGE]: 'adminContent.api.codeTaken',
  [CONTENT_SLUG_TAKEN_MESSAGE]: 'adminContent.api.slugTaken',
  [PAGE_IN_USE_MESSAGE]: 'adminContent.api.pageInUse',
  [STALE_VERSION_MESSAGE]: 'adminContent.api.stale',
  [UNKNOWN_ARTICLE_SECTION_MESSAGE]: 'adminContent.api.unknownSection',
  [UNKNOWN_LOCALE_MESSAGE]: 'adminContent.api.unknownLocale',
  [IMAGE_TYPE_MESSAGE]: 'adminContent.api.imageType',
  [IMAGE_SIZE_MESSAGE]: 'adminContent.api.imageSize',
  'Use lower-case letters, digits and dashes.': 'adminContent.api.slug',
  'Give a path inside the media folder, such as promo/prams.jpg.': 'adminContent.api.mediaPath',
  'Invalid ISO datetime': 'adminContent.api.date',
  'Too small: expected string to have >=1 characters': 'adminContent.api.required',
};

const TOO_LONG = /^Too big: expected string to have <=(\d+) characters$/;

/** A text of the API about a content form, in the back office's language (unknown texts as they came). */
export function localiseContentMessage(t: Translate, message: string): string {
  const key = EXACT[message];
  if (key) return t(key);
  const long = TOO_LONG.exec(message);
  if (long) return t('adminContent.api.tooLong', { count: Number(long[1]) });
  if (message.startsWith('Invalid input')) return t('adminContent.api.invalid');
  return localiseServerMessage(t, message);
}
