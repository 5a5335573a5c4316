import {
  INFORMATION_BAR_CODE_TAKEN_MESSAGE,
  INFORMATION_BAR_COLOUR_MESSAGE,
  INFORMATION_BAR_DATE_MESSAGE,
  INFORMATION_BAR_DESCRIPTION_MESSAGE,
  INFORMATION_BAR_MESSAGES_MESSAGE,
  INFORMATION_BAR_TEXT_REQUIRED_MESSAGE,
  INFORMATION_BAR_UNKNOWN_CHANNEL_MESSAGE,
  INFORMATION_BAR_WINDOW_MESSAGE,
  UNKNOWN_LOCALE_MESSAGE,
} from '@shop/contracts';
import { localiseServerMessage } from '~/i18n/server-messages.ts';
import type { Translate } from '~/i18n/translator.ts';

/** The information bars API's fixed texts (contracts' admin-information-bars), in the back office's language. */
const EXACT: Record<string, string> = {
  [INFORMATION_BAR_CODE_TAKEN_MESSAGE]: 'adminInformationBars.api.codeTaken',
  [INFORMATION_BAR_COLOUR_MESSAGE]: 'adminInformationBars.api.colour',
  [INFORMATION_BAR_DATE_MESSAGE]: 'adminInformationBars.api.date',
  [INFORMATION_BAR_DESCRIPTION_MESSAGE]: 'adminInformationBars.api.description',
  [INFORMATION_BAR_MESSAGES_MESSAGE]: 'adminInformationBars.api.messages',
  [INFORMATION_BAR_TEXT_REQUIRED_MESSAGE]: 'adminInformationBars.api.textRequired',
  [INFORMATION_BAR_UNKNOWN_CHANNEL_MESSAGE]: 'adminInformationBars.api.unknownChannel',
  [INFORMATION_BAR_WINDOW_MESSAGE]: 'adminInformationBars.api.window',
  [UNKNOWN_LOCALE_MESSAGE]: 'adminInformationBars.api.unknownLocale',
  'Enter a code of 1 to 64 characters.': 'adminInformationBars.api.code',
};

export function localiseInformationBarMessage(t: Translate, message: string): string {
  const key = EXACT[message];
  return key ? t(key) : localiseServerMessage(t, message);
}
