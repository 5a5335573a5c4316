import { GIFT_CARD_PRODUCT_CODE } from '@shop/contracts/constants';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { cartPromotionChannels, cartPromotions, cartPromotionTranslations } from '../../db/schema/index.ts';
import { queryRows } from '../../modules/search/sql-rows.ts';
import { GIFT_WRAPPING_CODE } from '../catalogue/shop.ts';

/** Gift tiers of the demo shop: each lets the shopper choose one of three free gifts (chosen in turn). */
const GIFT_TIERS = [
  {
    code: 'gift_from_60',
    amount: 6000,
    labels: { lt: 'Dovana pirkiniams nuo 60 €', en: 'A gift with orders from €60' },
  },
  {
    code: 'gift_from_120',
    amount: 12_000,
    labels: { lt: 'Antra dovana pirkiniams nuo 120 €', en: 'A second gift with orders from €120' },
  },
  {
    code: 'gift_from_200',
    amount: 20_000,
    labels: { lt: 'Trečia dovana pirkiniams nuo 200 €', en: 'A third gift with orders from €200' },
  },
] as const;

/**
 * The demo shop's gift offers, after its products exist: the gift card product leaves the channels'
 * catalogues (its lines are priced by their sum), and three automatic promotions offer free gifts chosen
 * from cheap, well-stocked variants. Runs again harmlessly (existing promotions are kept).
 */
export async function seedGiftOffers(db: Database, channelIds: readonly number[]): Promise<void> {
  await db.execute(
    sql`DELETE FROM product_channels
      WHERE product_id IN (SELECT id FROM products WHERE code = ${GIFT_CARD_PRODUCT_CODE})`,
  );
  await db.execute(
    sql`DELETE FROM channel_pricings WHERE variant_id IN (SELECT v.id FROM product_variants v
      JOIN products p ON p.id = v.product_id WHERE p.code = ${GIFT_CARD_PRODUCT_CODE})`,
  );
  const [firstChannel] = channelIds;
  if (firstChannel === undefined) return;
  const gifts = await queryRows<{ code: string }>(
    db,
    // One variant per product, so no offer shows the same product twice.
    sql`SELECT code FROM (
        SELECT DISTINCT ON (p.id) v.code, cp.price, v.id FROM product_variants v
        JOIN products p ON p.id = v.product_id
        JOIN product_channels pc ON pc.product_id = p.id AND pc.channel_id = ${firstChannel}
        JOIN channel_pricings cp ON cp.variant_id = v.id AND cp.channel_id = ${firstChannel}
        WHERE p.enabled AND v.enabled AND NOT p.is_bundle AND NOT p.only_sell_in_bundle
          AND NOT p.requires_login AND p.code <> ${GIFT_WRAPPING_CODE}
          AND v.tracked AND v.on_hand - v.on_hold >= 20
        ORDER BY p.id, cp.price, v.id
      ) cheapest
      ORDER BY price, id
      LIMIT ${GIFT_TIERS.length * 3}`,
  );
  if (gifts.length < GIFT_TIERS.length * 3) return;
  for (const [index, tier] of GIFT_TIERS.entries()) {
    const [row] = await db
      .insert(cartPromotions)
      .values({
        code: tier.code,
        priority: 1,
        couponBased: false,
        rules: [{ type: 'item_total', amount: tier.amount }],
        actions: [
          {
            type: 'select_gift',
            variantCodes: gifts.slice(index * 3, index * 3 + 3).map((gift) => gift.code),
          },
        ],
      })
      .onConflictDoNothing({ target: cartPromotions.code })
      .returning({ id: cartPromotions.id });
    if (!row) continue;
    await db
      .insert(cartPromotionTranslations)
      .values(Object.entries(tier.labels).map(([locale, label]) => ({ promotionId: row.id, locale, label })));
    await db
      .insert(cartPromotionChannels)
      .values(channelIds.map((channelId) => ({ promotionId: row.id, channelId })));
  }
}
