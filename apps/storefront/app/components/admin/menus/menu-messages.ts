import {
  MENU_CODE_MESSAGE,
  MENU_CODE_RESERVED_MESSAGE,
  MENU_CODE_TAKEN_MESSAGE,
  MENU_IN_USE_MESSAGE,
  MENU_UNKNOWN_CHANNEL_MESSAGE,
  MENU_CONTENT_REQUIRED_MESSAGE,
  MENU_CYCLE_MESSAGE,
  MENU_EXTERNAL_LINK_MESSAGE,
  MENU_IMAGE_MESSAGE,
  MENU_LINK_MESSAGE,
  MENU_LINK_REQUIRED_MESSAGE,
  MENU_NAME_REQUIRED_MESSAGE,
  MENU_TARGET_NOT_USED_MESSAGE,
  MENU_TARGET_REQUIRED_MESSAGE,
  MENU_UNKNOWN_ATTRIBUTE_VALUE_MESSAGE,
  MENU_UNKNOWN_LOCALE_MESSAGE,
  MENU_UNKNOWN_PAGE_MESSAGE,
  MENU_UNKNOWN_PARENT_MESSAGE,
  MENU_UNKNOWN_PRODUCT_MESSAGE,
  MENU_UNKNOWN_TAXON_MESSAGE,
  STALE_VERSION_MESSAGE,
} from '@shop/contracts';
import { localiseServerMessage } from '~/i18n/server-messages.ts';
import type { Translate } from '~/i18n/translator.ts';

/** The menus API's fixed texts (packages/contracts/src/admin-menus.ts) in the back office's language. */
const EXACT: Record<string, string> = {
  [MENU_TARGET_REQUIRED_MESSAGE]: 'adminMenus.api.targetRequired',
  [MENU_TARGET_NOT_USED_MESSAGE]: 'adminMenus.api.targetNotUsed',
  [MENU_LINK_REQUIRED_MESSAGE]: 'adminMenus.api.linkRequired',
  [MENU_LINK_MESSAGE]: 'adminMenus.api.link',
  [MENU_EXTERNAL_LINK_MESSAGE]: 'adminMenus.api.externalLink',
  [MENU_CONTENT_REQUIRED_MESSAGE]: 'adminMenus.api.contentRequired',
  [MENU_IMAGE_MESSAGE]: 'adminMenus.api.image',
  [MENU_NAME_REQUIRED_MESSAGE]: 'adminMenus.api.nameRequired',
  [MENU_UNKNOWN_PARENT_MESSAGE]: 'adminMenus.api.unknownParent',
  [MENU_CYCLE_MESSAGE]: 'adminMenus.api.cycle',
  [MENU_UNKNOWN_LOCALE_MESSAGE]: 'adminMenus.api.unknownLocale',
  [STALE_VERSION_MESSAGE]: 'adminMenus.api.stale',
  [MENU_CODE_MESSAGE]: 'adminMenus.api.menuCode',
  [MENU_CODE_TAKEN_MESSAGE]: 'adminMenus.api.menuCodeTaken',
  [MENU_CODE_RESERVED_MESSAGE]: 'adminMenus.api.menuCodeReserved',
  [MENU_UNKNOWN_CHANNEL_MESSAGE]: 'adminMenus.api.unknownChannel',
  [MENU_IN_USE_MESSAGE]: 'adminMenus.api.menuInUse',
};

/** "There is no product with this code. (“X-1”)": the code kept, the words translated. */
const UNKNOWN: Array<[string, string]> = [
  [MENU_UNKNOWN_TAXON_MESSAGE, 'adminMenus.api.unknownTaxon'],
  [MENU_UNKNOWN_PRODUCT_MESSAGE, 'adminMenus.api.unknownProduct'],
  [MENU_UNKNOWN_PAGE_MESSAGE, 'adminMenus.api.unknownPage'],
  [MENU_UNKNOWN_ATTRIBUTE_VALUE_MESSAGE, 'adminMenus.api.unknownAttributeValue'],
];

export function localiseMenuMessage(t: Translate, message: string): string {
  const exact = EXACT[message];
  if (exact) return t(exact);
  for (const [prefix, key] of UNKNOWN) {
    const match = message.startsWith(prefix) ? /\(“(.*)”\)$/.exec(message) : null;
    if (match) return t(key, { code: match[1] ?? '' });
  }
  return localiseServerMessage(t, message);
}
