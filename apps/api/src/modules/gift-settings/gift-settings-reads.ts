import type { AdminGiftSettings, AdminGiftTier, AdminPromotion } from '@shop/contracts';
import type { Database } from '../../db/database.ts';
import { badRequest } from '../../http/http-error.ts';
import { listAdminPromotions } from '../cart-promotions-admin/promotions.ts';
import { listChannelCodes } from '../channels/channel-list.ts';
import { listLocaleCodes } from '../locales/service.ts';
import { findGiftCardSums } from '../orders/gift-card-sums.ts';
import { findGiftWrappingVariant } from '../orders/gift-wrapping.ts';
import { loadVariantStates } from '../products/admin/variant-state.ts';
import { describeGiftCandidates } from '../products/gift-candidates.ts';

/**
 * The back office's gift settings of a channel (docs/adr/0061-faq-bars-payments-gifts.md), read through the
 * modules that own them: the gift wrapping variant (orders), the gift card amounts (orders) and the gift
 * tiers (cart-promotions-admin), with the gifts' product names (products).
 */

export async function channelOf(db: Database, code: string): Promise<{ id: number; code: string }> {
  const channel = (await listChannelCodes(db)).find((candidate) => candidate.code === code);
  if (!channel) throw badRequest(`There is no channel "${code}".`);
  return channel;
}

/** A gift tier: an automatic promotion of one `item_total` rule and one `select_gift` action. */
export function asGiftTier(promotion: AdminPromotion) {
  const [rule, ...otherRules] = promotion.rules;
  const [action, ...otherActions] = promotion.actions;
  if (promotion.couponBased || otherRules.length > 0 || otherActions.length > 0) return null;
  if (rule?.type !== 'item_total' || action?.type !== 'select_gift') return null;
  return { promotion, threshold: rule.amount, variantCodes: action.variantCodes };
}
export type GiftTierPromotion = NonNullable<ReturnType<typeof asGiftTier>>;

/** The channel's gift tiers, by threshold (every promotion page is read: there are few). */
export async function channelGiftTiers(db: Database, channelCode: string): Promise<GiftTierPromotion[]> {
  const tiers: GiftTierPromotion[] = [];
  for (let page = 1; ; page++) {
    const { data, meta } = await listAdminPromotions(db, { page, itemsPerPage: 200 });
    for (const promotion of data) {
      const tier = promotion.channels.includes(channelCode) ? asGiftTier(promotion) : null;
      if (tier) tiers.push(tier);
    }
    if (page * 200 >= meta.totalItems) break;
  }
  return tiers.sort((a, b) => a.threshold - b.threshold || a.promotion.id - b.promotion.id);
}

/**
 * The channel's gift wrapping variant with its own price there (what the back office sets; a running sale
 * may make the cart charge less), null when the channel offers no gift wrapping.
 */
export async function giftWrappingOf(
  db: Database,
  channel: { id: number; code: string },
): Promise<{ id: number; code: string; price: number | null; version: number } | null> {
  const wrapping = await findGiftWrappingVariant(db, channel.id);
  if (!wrapping) return null;
  const [state] = await loadVariantStates(db, { variantIds: [wrapping.id] });
  if (!state) return null;
  return {
    id: wrapping.id,
    code: wrapping.code,
    price: state.channelPricings[channel.code]?.price ?? null,
    version: state.version,
  };
}

export async function getGiftSettings(db: Database, channelCode: string): Promise<AdminGiftSettings> {
  const channel = await channelOf(db, channelCode);
  const [wrapping, giftCardSums, tiers, locales] = await Promise.all([
    giftWrappingOf(db, channel),
    findGiftCardSums(db, channel.id),
    channelGiftTiers(db, channel.code),
    listLocaleCodes(db),
  ]);
  const gifts = await describeGiftCandidates(
    db,
    channel.id,
    tiers.flatMap((tier) => tier.variantCodes),
    locales,
  );
  return {
    channel: channel.code,
    giftWrapping: { variantCode: wrapping?.code ?? null, price: wrapping?.price ?? null },
    giftCardSums,
    tiers: tiers.map((tier): AdminGiftTier => ({
      id: tier.promotion.id,
      code: tier.promotion.code,
      threshold: tier.threshold,
      enabled: tier.promotion.enabled,
      labels: tier.promotion.labels,
      gifts: tier.variantCodes.map((code) => gifts.get(code) ?? { code, productName: null, sellable: false }),
      channels: tier.promotion.channels,
    })),
  };
}
