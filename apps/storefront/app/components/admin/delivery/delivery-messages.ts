import {
  CODE_MESSAGE,
  CODE_TAKEN_MESSAGE,
  LOYALTY_BENEFIT_TEXT_MESSAGE,
  LOYALTY_NO_RULE_MESSAGE,
  LOYALTY_POINT_VALUE_MESSAGE,
  LOYALTY_POINTS_PER_EURO_MESSAGE,
  LOYALTY_THRESHOLD_MESSAGE,
  LOYALTY_THRESHOLDS_MESSAGE,
  LOYALTY_UNKNOWN_LEVEL_MESSAGE,
  PARCEL_LOCKER_FILE_MESSAGE,
  PRICE_MESSAGE,
  SHIPPING_CARRIER_MESSAGE,
  SHIPPING_FREE_ABOVE_MESSAGE,
  SHIPPING_LAST_ENABLED_MESSAGE,
  SHIPPING_METHOD_USED_MESSAGE,
  SHIPPING_NAME_REQUIRED_MESSAGE,
  STALE_VERSION_MESSAGE,
  UNKNOWN_LOCALE_MESSAGE,
  IMAGE_SIZE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
} from '@shop/contracts';
import { localiseServerMessage } from '~/i18n/server-messages.ts';
import type { Translate } from '~/i18n/translator.ts';

/*
 * The delivery and loyalty screens' API texts in the back office's language (docs/adr/0062). The API counts
 * money in cents; these screens take euros, so the amount messages are worded in euros here.
 */
const EXACT: Record<string, string> = {
  [CODE_MESSAGE]: 'adminShipping.api.code',
  [CODE_TAKEN_MESSAGE]: 'adminShipping.api.codeTaken',
  [PRICE_MESSAGE]: 'adminShipping.api.price',
  [SHIPPING_FREE_ABOVE_MESSAGE]: 'adminShipping.api.freeAbove',
  [SHIPPING_CARRIER_MESSAGE]: 'adminShipping.api.carrier',
  [SHIPPING_NAME_REQUIRED_MESSAGE]: 'adminShipping.api.nameRequired',
  [SHIPPING_LAST_ENABLED_MESSAGE]: 'adminShipping.lastEnabled',
  [SHIPPING_METHOD_USED_MESSAGE]: 'adminShipping.api.used',
  [STALE_VERSION_MESSAGE]: 'adminShipping.api.stale',
  [PARCEL_LOCKER_FILE_MESSAGE]: 'adminShipping.api.lockerFile',
  'Fill this in.': 'adminShipping.api.blank',
  'Write this as text.': 'adminShipping.api.text',
  'Remove the control characters.': 'adminShipping.api.control',
  'Write true or false (or leave it empty: enabled).': 'adminShipping.api.boolean',
  'The file lists no parcel lockers.': 'adminShipping.api.noLockers',
  'The file is larger than 2 MB.': 'adminShipping.api.tooLarge',
  [UNKNOWN_LOCALE_MESSAGE]: 'adminLoyalty.api.unknownLocale',
  [LOYALTY_NO_RULE_MESSAGE]: 'adminLoyalty.api.noRule',
  [LOYALTY_THRESHOLDS_MESSAGE]: 'adminLoyalty.api.thresholds',
  [LOYALTY_THRESHOLD_MESSAGE]: 'adminLoyalty.api.threshold',
  [LOYALTY_POINTS_PER_EURO_MESSAGE]: 'adminLoyalty.api.pointsPerEuro',
  [LOYALTY_POINT_VALUE_MESSAGE]: 'adminLoyalty.api.pointValue',
  [LOYALTY_BENEFIT_TEXT_MESSAGE]: 'adminLoyalty.api.benefitText',
  [LOYALTY_UNKNOWN_LEVEL_MESSAGE]: 'adminLoyalty.api.unknownLevel',
  [IMAGE_TYPE_MESSAGE]: 'adminLoyalty.api.imageType',
  [IMAGE_SIZE_MESSAGE]: 'adminLoyalty.api.imageSize',
};

/** "Another line of the file has this code. (line 3)": the line kept, the words translated. */
const DUPLICATE = /^Another line of the file has this code\. \(line (\d+)\)$/;

export function localiseDeliveryMessage(t: Translate, message: string): string {
  const key = EXACT[message];
  if (key) return t(key);
  const duplicate = DUPLICATE.exec(message);
  if (duplicate) return t('adminShipping.api.duplicate', { line: duplicate[1] ?? '' });
  return localiseServerMessage(t, message);
}
