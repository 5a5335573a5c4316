import {
  GIFT_SUM_MESSAGE,
  GIFT_SUM_ORDER_MESSAGE,
  GIFT_TIER_AMOUNT_MESSAGE,
  GIFT_TIER_GIFTS_MESSAGE,
  GIFT_TIER_LABEL_MESSAGE,
  GIFT_TIER_LIST_MESSAGE,
  GIFT_TIER_THRESHOLD_MESSAGE,
  GIFT_TIER_TOO_MANY_MESSAGE,
  GIFT_TIER_UNKNOWN_MESSAGE,
  GIFT_WRAPPING_MISSING_MESSAGE,
  GIFT_WRAPPING_PRICE_REQUIRED_MESSAGE,
  PRICE_MESSAGE,
  UNKNOWN_LOCALE_MESSAGE,
} from '@shop/contracts';
import { localiseServerMessage } from '~/i18n/server-messages.ts';
import type { Translate } from '~/i18n/translator.ts';

const EXACT: Record<string, string> = {
  [GIFT_SUM_MESSAGE]: 'adminGiftSettings.api.sum',
  [GIFT_SUM_ORDER_MESSAGE]: 'adminGiftSettings.api.sumOrder',
  [GIFT_TIER_AMOUNT_MESSAGE]: 'adminGiftSettings.api.amount',
  [GIFT_TIER_GIFTS_MESSAGE]: 'adminGiftSettings.api.gifts',
  [GIFT_TIER_LABEL_MESSAGE]: 'adminGiftSettings.api.label',
  [GIFT_TIER_LIST_MESSAGE]: 'adminGiftSettings.api.list',
  [GIFT_TIER_THRESHOLD_MESSAGE]: 'adminGiftSettings.api.threshold',
  [GIFT_TIER_TOO_MANY_MESSAGE]: 'adminGiftSettings.api.tooMany',
  [GIFT_TIER_UNKNOWN_MESSAGE]: 'adminGiftSettings.api.unknownTier',
  [GIFT_WRAPPING_MISSING_MESSAGE]: 'adminGiftSettings.api.wrappingMissing',
  [GIFT_WRAPPING_PRICE_REQUIRED_MESSAGE]: 'adminGiftSettings.api.wrappingRequired',
  [PRICE_MESSAGE]: 'adminGiftSettings.api.price',
  [UNKNOWN_LOCALE_MESSAGE]: 'adminGiftSettings.api.unknownLocale',
};

const VARIANT = /^Variant "(.+)" does not exist or cannot be sold in this channel/;
const TWICE = /^Variant "(.+)" is listed twice\.$/;

/** The API's refusals of the gift settings in the screen's language (others as the server texts are). */
export function localiseGiftMessage(t: Translate, message: string): string {
  const key = EXACT[message];
  if (key) return t(key);
  const variant = VARIANT.exec(message) ?? null;
  if (variant) return t('adminGiftSettings.api.variant', { code: variant[1] ?? '' });
  const twice = TWICE.exec(message);
  if (twice) return t('adminGiftSettings.api.twice', { code: twice[1] ?? '' });
  return localiseServerMessage(t, message);
}
