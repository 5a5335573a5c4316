import type { PromotionBadge } from '@shop/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  catalogPromotionChannels,
  catalogPromotions,
  catalogPromotionTranslations,
  productCatalogPromotions,
} from '../../db/schema/index.ts';
import { groupBy, pickTranslation } from '../../i18n/pick-translation.ts';

/** A promotion badge with the period it runs in (ISO times, null when open); cards keep only running ones. */
export interface ScheduledPromotionBadge extends PromotionBadge {
  startsAt: string | null;
  endsAt: string | null;
}

/** Whether a promotion runs at `now`: started (or without a start) and not ended (or open-ended). */
export function isPromotionRunning(
  schedule: Pick<ScheduledPromotionBadge, 'startsAt' | 'endsAt'>,
  now: Date,
): boolean {
  const time = now.getTime();
  return (
    (schedule.startsAt === null || Date.parse(schedule.startsAt) <= time) &&
    (schedule.endsAt === null || Date.parse(schedule.endsAt) > time)
  );
}

/**
 * Badges of the enabled catalog promotions of products in the channel, running or not, with their period,
 * labelled in the first preferred locale (else any; a promotion without any label is labelled by its
 * code). Per product, in promotion position order. The search read model stores them all, so that a
 * stored card shows a promotion exactly while it runs.
 */
export async function loadScheduledPromotionBadges(
  db: Database,
  productIds: readonly number[],
  channelId: number,
  localePreference: readonly string[],
): Promise<Map<number, ScheduledPromotionBadge[]>> {
  if (productIds.length === 0) return new Map();
  const links = await db
    .select({
      productId: productCatalogPromotions.productId,
      promotionId: catalogPromotions.id,
      code: catalogPromotions.code,
      backgroundColor: catalogPromotions.backgroundColor,
      color: catalogPromotions.color,
      startsAt: catalogPromotions.startsAt,
      endsAt: catalogPromotions.endsAt,
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
      and(inArray(productCatalogPromotions.productId, [...productIds]), eq(catalogPromotions.enabled, true)),
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

  const badges = new Map<number, ScheduledPromotionBadge[]>();
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
        startsAt: link.startsAt?.toISOString() ?? null,
        endsAt: link.endsAt?.toISOString() ?? null,
      })),
    );
  }
  return badges;
}

/** The badge without its period (the contract shape). */
export function toPromotionBadge({ code, label, backgroundColor, color }: PromotionBadge): PromotionBadge {
  return { code, label, backgroundColor, color };
}

/** Badges of the catalog promotions running for products at `now` in the channel (see above). */
export async function loadPromotionBadges(
  db: Database,
  productIds: readonly number[],
  channelId: number,
  localePreference: readonly string[],
  now: Date = new Date(),
): Promise<Map<number, PromotionBadge[]>> {
  const scheduled = await loadScheduledPromotionBadges(db, productIds, channelId, localePreference);
  const running = new Map<number, PromotionBadge[]>();
  for (const [productId, badges] of scheduled) {
    const shown = badges.filter((badge) => isPromotionRunning(badge, now)).map(toPromotionBadge);
    if (shown.length > 0) running.set(productId, shown);
  }
  return running;
}
