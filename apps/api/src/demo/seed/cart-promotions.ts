import type { Database } from '../../db/database.ts';
import {
  cartPromotionChannels,
  cartPromotions,
  cartPromotionTranslations,
  promotionCoupons,
  type CartPromotionAction,
  type CartPromotionRule,
} from '../../db/schema/index.ts';

const PROMOTIONS: Array<{
  code: string;
  coupon: string;
  priority: number;
  rules: CartPromotionRule[];
  actions: CartPromotionAction[];
  labels: Record<'lt' | 'en', string>;
}> = [
  {
    code: 'welcome_10',
    coupon: 'GANDRAS10',
    priority: 10,
    rules: [{ type: 'item_total', amount: 3000 }],
    actions: [{ type: 'order_percentage_discount', percentage: 10 }],
    labels: { lt: 'Nuolaida su kodu GANDRAS10 (−10 %)', en: 'GANDRAS10 code (−10%)' },
  },
  {
    code: 'free_delivery',
    coupon: 'PRISTATYMAS',
    priority: 5,
    rules: [],
    actions: [{ type: 'shipping_percentage_discount', percentage: 100 }],
    labels: { lt: 'Nemokamas pristatymas su kodu PRISTATYMAS', en: 'Free delivery with PRISTATYMAS' },
  },
  {
    code: 'babies_5',
    coupon: 'KUDIKIAMS5',
    priority: 5,
    rules: [
      { type: 'has_taxon', taxonCodes: ['babies'] },
      { type: 'item_total', amount: 5000 },
    ],
    actions: [{ type: 'order_fixed_discount', amount: 500 }],
    labels: { lt: '5 € nuolaida kūdikių prekėms', en: '€5 off baby products' },
  },
];

/** Coupon promotions of the demo shop in the given channels (see the README's demo data). */
export async function seedCartPromotions(db: Database, channelIds: readonly number[]): Promise<void> {
  for (const promotion of PROMOTIONS) {
    const [row] = await db
      .insert(cartPromotions)
      .values({
        code: promotion.code,
        priority: promotion.priority,
        couponBased: true,
        rules: promotion.rules,
        actions: promotion.actions,
      })
      .onConflictDoNothing({ target: cartPromotions.code })
      .returning({ id: cartPromotions.id });
    if (!row) continue;
    await db
      .insert(cartPromotionTranslations)
      .values(
        Object.entries(promotion.labels).map(([locale, label]) => ({ promotionId: row.id, locale, label })),
      );
    await db
      .insert(cartPromotionChannels)
      .values(channelIds.map((channelId) => ({ promotionId: row.id, channelId })));
    await db.insert(promotionCoupons).values({ promotionId: row.id, code: promotion.coupon });
  }
}
