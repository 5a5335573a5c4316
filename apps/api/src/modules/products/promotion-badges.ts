import type { PromotionBadge } from '@shop/contracts';
import { and, asc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  catalogPromotionChannels,
  catalogPromotions,
  catalogPromotionTranslations,
  productCatalogPromotions,
} from '../../db/schema/index.ts';
import { groupBy, pickTranslation } from '../../i18n/pick-translation.ts';

/**
 * Badges of the catalog promotions running for products at `now` in the channel: enabled, started
 * (or without a start) and not ended (or open-ended), labelled in the first preferred locale (else any;
 * a promotion without any label is labelled by its code). Per product, in promotion position order.
 */
export async function loadPromotionBadges(
  db: Database,
  productIds: readonly number[],
  channelId: number,
  localePreference: readonly string[],
  now: Date = new Date(),
): Promise<Map<number, PromotionBadge[]>> {
  if (productIds.length === 0) return new Map();
  const links = await db
    .select({
      productId: productCatalogPromotions.productId,
      promotionId: catalogPromotions.id,
      code: catalogPromotions.code,
      backgroundColor: catalogPromotions.backgroundColor,
      color: catalogPromotions.color,
    })
    .from(productCatalogPromotions)
    .innerJoin(catalogPromotions, eq(catalogPromotions.id, productCatalogPromotions.promotionId))
    .innerJoin(
      catalogPromotionChannels,
      and(
        eq(catalogPromotionChannels.promotionId, catalogPromotions.id),
        eq(catalogPromotionChannels.channelId, channelId),
      ),
    )
    .where(
      and(
        inArray(productCatalogPromotions.productId, [...productIds]),
        eq(catalogPromotions.enabled, true),
        or(isNull(catalogPromotions.startsAt), lte(catalogPromotions.startsAt, now)),
        or(isNull(catalogPromotions.endsAt), gt(catalogPromotions.endsAt, now)),
      ),
    )
    .orderBy(asc(catalogPromotions.position), asc(catalogPromotions.id));
  if (links.length === 0) return new Map();

  const labels = await db
    .select({
      promotionId: catalogPromotionTranslations.promotionId,
      locale: catalogPromotionTranslations.locale,
      label: catalogPromotionTranslations.label,
    })
    .from(catalogPromotionTranslations)
    .where(
      inArray(catalogPromotionTranslations.promotionId, [...new Set(links.map((link) => link.promotionId))]),
    );
  const labelsByPromotion = groupBy(labels, (row) => row.promotionId);

  const badges = new Map<number, PromotionBadge[]>();
  for (const [productId, productLinks] of groupBy(links, (link) => link.productId)) {
    badges.set(
      productId,
      productLinks.map((link) => ({
        code: link.code,
        label:
          pickTranslation(labelsByPromotion.get(link.promotionId) ?? [], localePreference)?.label ??
          link.code,
        backgroundColor: link.backgroundColor,
        color: link.color,
      })),
    );
  }
  return badges;
}
