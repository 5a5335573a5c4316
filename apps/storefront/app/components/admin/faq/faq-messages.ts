import {
  FAQ_BLANK_MESSAGE,
  FAQ_CODE_MESSAGE,
  FAQ_CODE_TAKEN_MESSAGE,
  FAQ_REORDER_MESSAGE,
  FAQ_SLUG_MESSAGE,
  FAQ_SLUG_TAKEN_MESSAGE,
  FAQ_TRANSLATION_REQUIRED_MESSAGE,
  UNKNOWN_LOCALE_MESSAGE,
} from '@shop/contracts';
import { localiseServerMessage } from '~/i18n/server-messages.ts';
import type { Translate } from '~/i18n/translator.ts';

/** The FAQ API's fixed texts (packages/contracts/src/admin-faq.ts), in the back office's language. */
const EXACT: Record<string, string> = {
  [FAQ_BLANK_MESSAGE]: 'adminFaq.api.blank',
  [FAQ_CODE_MESSAGE]: 'adminFaq.api.code',
  [FAQ_CODE_TAKEN_MESSAGE]: 'adminFaq.api.codeTaken',
  [FAQ_SLUG_MESSAGE]: 'adminFaq.api.slug',
  [FAQ_SLUG_TAKEN_MESSAGE]: 'adminFaq.api.slugTaken',
  [FAQ_TRANSLATION_REQUIRED_MESSAGE]: 'adminFaq.api.translationRequired',
  [FAQ_REORDER_MESSAGE]: 'adminFaq.api.reorder',
  [UNKNOWN_LOCALE_MESSAGE]: 'adminFaq.api.unknownLocale',
  'Invalid input: expected number, received string': 'adminFaq.api.number',
};

export function localiseFaqMessage(t: Translate, message: string): string {
  const key = EXACT[message];
  return key ? t(key) : localiseServerMessage(t, message);
}
