import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  catalogPromotionChannels,
  catalogPromotions,
  catalogPromotionTranslations,
} from '../../db/schema/index.ts';
import type { DemoChannelCode } from '../catalogue/shop.ts';
import type { LocalizedText } from '../catalogue/types.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

interface DemoPromotion {
  code: string;
  label: LocalizedText;
  backgroundColor: string;
  color: string;
  /** Which discounted products (by id modulo 3) the promotion covers. */
  productIdRemainder: number;
}

/**
 * Two campaigns over the discounted products, each on about a third of them. Their dates are relative
 * to the seeding moment (started 20 days before, ending 40 days after) so a fresh demo always shows them.
 */
const DEMO_PROMOTIONS: DemoPromotion[] = [
  {
    code: 'black-friday',
    label: { lt: 'Juodasis penktadienis', en: 'Black Friday' },
    backgroundColor: '#1f1f1f',
    color: '#ffffff',
    productIdRemainder: 0,
  },
  {
    code: 'winter-sale',
    label: { lt: 'Žiemos išpardavimas', en: 'Winter sale' },
    backgroundColor: '#2f6690',
    color: '#ffffff',
    productIdRemainder: 1,
  },
];

export async function seedCatalogPromotions(
  db: Database,
  channelIds: Record<DemoChannelCode, number>,
  now: Date,
): Promise<void> {
  for (const [position, promotion] of DEMO_PROMOTIONS.entries()) {
    const [row] = await db
      .insert(catalogPromotions)
      .values({
        code: promotion.code,
        startsAt: new Date(now.getTime() - 20 * DAY_MS),
        endsAt: new Date(now.getTime() + 40 * DAY_MS),
        backgroundColor: promotion.backgroundColor,
        color: promotion.color,
        position,
      })
      .onConflictDoNothing({ target: catalogPromotions.code })
      .returning({ id: catalogPromotions.id });
    if (!row) continue;
    await db.insert(catalogPromotionTranslations).values([
      { promotionId: row.id, locale: 'lt', label: promotion.label.lt },
      { promotionId: row.id, locale: 'en', label: promotion.label.en },
    ]);
    await db
      .insert(catalogPromotionChannels)
      .values(Object.values(channelIds).map((channelId) => ({ promotionId: row.id, channelId })));
    await db.execute(sql`
      INSERT INTO product_catalog_promotions (product_id, promotion_id)
      SELECT DISTINCT v.product_id, ${row.id}::int
      FROM product_variants v
      JOIN channel_pricings cp ON cp.variant_id = v.id
      WHERE cp.original_price > cp.price AND v.product_id % 3 = ${promotion.productIdRemainder}
      ON CONFLICT DO NOTHING`);
  }
}
