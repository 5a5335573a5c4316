import { GIFT_CARD_MAX_SUM, GIFT_CARD_MIN_SUM } from '@shop/contracts/constants';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { channelGiftCardSettings } from '../../db/schema/index.ts';
import { cachedReference } from './reference-cache.ts';

/** The smallest and largest sum (minor units) a shopper may put on a gift card in a channel. */
export interface GiftCardSums {
  min: number;
  max: number;
}

/**
 * The channel's gift card amounts (docs/adr/0061-faq-bars-payments-gifts.md): its stored row, else the
 * shop-wide defaults GIFT_CARD_MIN_SUM / GIFT_CARD_MAX_SUM.
 */
export async function findGiftCardSums(db: Database, channelId: number): Promise<GiftCardSums> {
  const [row] = await db
    .select({ min: channelGiftCardSettings.minSum, max: channelGiftCardSettings.maxSum })
    .from(channelGiftCardSettings)
    .where(eq(channelGiftCardSettings.channelId, channelId));
  return row ?? { min: GIFT_CARD_MIN_SUM, max: GIFT_CARD_MAX_SUM };
}

/** findGiftCardSums cached per process and catalogue version (every cart answer carries them). */
export function cachedGiftCardSums(db: Database, channelId: number): Promise<GiftCardSums> {
  return cachedReference(db, `gift-card-sums:${channelId}`, () => findGiftCardSums(db, channelId));
}

/** Stores the channel's amounts (the caller checks them, audits and moves the catalogue version). */
export async function saveGiftCardSums(tx: Database, channelId: number, sums: GiftCardSums): Promise<void> {
  await tx
    .insert(channelGiftCardSettings)
    .values({ channelId, minSum: sums.min, maxSum: sums.max })
    .onConflictDoUpdate({
      target: channelGiftCardSettings.channelId,
      set: { minSum: sums.min, maxSum: sums.max },
    });
}

/** The refusal's wording, with the channel's numbers in euros. */
export function giftCardSumMessage(sums: GiftCardSums): string {
  return `The gift card sum should be from ${sums.min / 100} to ${sums.max / 100} EUR.`;
}
