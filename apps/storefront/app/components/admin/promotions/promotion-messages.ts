import {
  COUPON_CODE_MESSAGE,
  COUPON_NOT_COUPON_BASED_MESSAGE,
  COUPON_SPACE_MESSAGE,
  COUPON_TAKEN_MESSAGE,
  COUPON_USED_MESSAGE,
  PROMOTION_AMOUNT_MESSAGE,
  PROMOTION_CODES_MESSAGE,
  PROMOTION_DATES_MESSAGE,
  PROMOTION_LABEL_MESSAGE,
  PROMOTION_LIMIT_MESSAGE,
  PROMOTION_NO_ACTION_MESSAGE,
  PROMOTION_PERCENT_MESSAGE,
  PROMOTION_USED_MESSAGE,
  STALE_VERSION_MESSAGE,
} from '@shop/contracts';
import { localiseServerMessage } from '~/i18n/server-messages.ts';
import type { Translate } from '~/i18n/translator.ts';

/** The promotions API's fixed texts (packages/contracts/src/admin-promotions.ts), in the back office's language. */
const EXACT: Record<string, string> = {
  [PROMOTION_PERCENT_MESSAGE]: 'adminPromotions.api.percent',
  [PROMOTION_AMOUNT_MESSAGE]: 'adminPromotions.api.amount',
  [PROMOTION_LIMIT_MESSAGE]: 'adminPromotions.api.limit',
  [PROMOTION_DATES_MESSAGE]: 'adminPromotions.api.dates',
  [PROMOTION_LABEL_MESSAGE]: 'adminPromotions.api.label',
  [PROMOTION_NO_ACTION_MESSAGE]: 'adminPromotions.api.noAction',
  [PROMOTION_CODES_MESSAGE]: 'adminPromotions.api.codes',
  [PROMOTION_USED_MESSAGE]: 'adminPromotions.api.used',
  [COUPON_USED_MESSAGE]: 'adminPromotions.api.couponUsed',
  [COUPON_CODE_MESSAGE]: 'adminPromotions.api.couponCode',
  [COUPON_TAKEN_MESSAGE]: 'adminPromotions.api.couponTaken',
  [COUPON_SPACE_MESSAGE]: 'adminPromotions.api.couponSpace',
  [COUPON_NOT_COUPON_BASED_MESSAGE]: 'adminPromotions.api.notCouponBased',
  [STALE_VERSION_MESSAGE]: 'adminPromotions.api.stale',
};

export function localisePromotionMessage(t: Translate, message: string): string {
  const key = EXACT[message];
  return key ? t(key) : localiseServerMessage(t, message);
}
