import type {
  AdminCataloguePromotion,
  AdminCataloguePromotionListQuery,
  CATALOGUE_PROMOTION_STATES,
  List,
} from '@shop/contracts';
import { asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  attributeValues,
  catalogPromotionChannels,
  catalogPromotions,
  catalogPromotionScopes,
  catalogPromotionTranslations,
  channels,
  products,
  taxons,
} from '../../db/schema/index.ts';
import { paginate } from '../../http/lists.ts';
import { groupBy } from '../../i18n/pick-translation.ts';
import { productsInScope } from './applier.ts';

type PromotionRow = typeof catalogPromotions.$inferSelect;
type PromotionStateName = (typeof CATALOGUE_PROMOTION_STATES)[number];

/** What the dates and `enabled` make of a promotion at `now`. */
export function promotionState(row: PromotionRow, now: Date): PromotionStateName {
  if (!row.enabled) return 'disabled';
  if (row.endsAt && row.endsAt.getTime() <= now.getTime()) return 'ended';
  if (row.startsAt && row.startsAt.getTime() > now.getTime()) return 'scheduled';
  return 'running';
}

/**
 * The sales (promotions with a price action) in the API's shape, by priority then code; `ids` narrows
 * them. Badge-only campaigns of the demo seed are not sales and are left out.
 */
export async function loadPromotions(
  db: Database,
  ids?: readonly number[],
  now = new Date(),
): Promise<Array<AdminCataloguePromotion & { id: number }>> {
  if (ids && ids.length === 0) return [];
  const rows = await db
    .select()
    .from(catalogPromotions)
    .where(ids ? inArray(catalogPromotions.id, [...ids]) : isNotNull(catalogPromotions.discountType))
    .orderBy(desc(catalogPromotions.priority), asc(catalogPromotions.code));
  const sales = rows.filter((row) => row.discountType !== null);
  if (sales.length === 0) return [];
  const saleIds = sales.map((row) => row.id);
  const [labels, channelRows, scopeRows] = await Promise.all([
    db
      .select()
      .from(catalogPromotionTranslations)
      .where(inArray(catalogPromotionTranslations.promotionId, saleIds)),
    db
      .select({ promotionId: catalogPromotionChannels.promotionId, code: channels.code })
      .from(catalogPromotionChannels)
      .innerJoin(channels, eq(channels.id, catalogPromotionChannels.channelId))
      .where(inArray(catalogPromotionChannels.promotionId, saleIds))
      .orderBy(asc(channels.id)),
    db
      .select({
        promotionId: catalogPromotionScopes.promotionId,
        product: products.code,
        taxon: taxons.code,
        brand: attributeValues.code,
      })
      .from(catalogPromotionScopes)
      .leftJoin(products, eq(products.id, catalogPromotionScopes.productId))
      .leftJoin(taxons, eq(taxons.id, catalogPromotionScopes.taxonId))
      .leftJoin(attributeValues, eq(attributeValues.id, catalogPromotionScopes.attributeValueId))
      .where(inArray(catalogPromotionScopes.promotionId, saleIds))
      .orderBy(asc(catalogPromotionScopes.id)),
  ]);
  const labelsOf = groupBy(labels, (row) => row.promotionId);
  const channelsOf = groupBy(channelRows, (row) => row.promotionId);
  const scopesOf = groupBy(scopeRows, (row) => row.promotionId);
  const counts = await Promise.all(sales.map((row) => productsInScope(db, row.id)));
  return sales.map((row, index) => {
    const scopes = scopesOf.get(row.id) ?? [];
    const pick = (key: 'product' | 'taxon' | 'brand') =>
      scopes.flatMap((scope) => (scope[key] === null ? [] : [scope[key]]));
    return {
      id: row.id,
      code: row.code,
      enabled: row.enabled,
      state: promotionState(row, now),
      startsAt: row.startsAt?.toISOString() ?? null,
      endsAt: row.endsAt?.toISOString() ?? null,
      channels: (channelsOf.get(row.id) ?? []).map((channel) => channel.code),
      priority: row.priority,
      exclusive: row.exclusive,
      action:
        row.discountType === 'fixed'
          ? { type: 'fixed', amount: row.discountAmount ?? 0 }
          : { type: 'percentage', percent: row.discountPercent ?? 0 },
      scopes: { products: pick('product'), taxons: pick('taxon'), brands: pick('brand') },
      translations: Object.fromEntries(
        (labelsOf.get(row.id) ?? []).map((label) => [label.locale, { label: label.label }]),
      ),
      backgroundColor: row.backgroundColor,
      color: row.color,
      productsInScope: counts[index]?.length ?? 0,
      version: row.version,
    };
  });
}

/** The sale with this code, or null. */
export async function findPromotion(
  db: Database,
  code: string,
): Promise<(AdminCataloguePromotion & { id: number }) | null> {
  const [row] = await db
    .select({ id: catalogPromotions.id })
    .from(catalogPromotions)
    .where(eq(catalogPromotions.code, code));
  if (!row) return null;
  const [promotion] = await loadPromotions(db, [row.id]);
  return promotion ?? null;
}

/** Without the id kept for the services. */
export function promotionView(promotion: AdminCataloguePromotion & { id: number }): AdminCataloguePromotion {
  const { id: _id, ...view } = promotion;
  return view;
}

/** The sales list: filtered by text (code or label) and state, one page. */
export async function listPromotions(
  db: Database,
  query: AdminCataloguePromotionListQuery,
): Promise<List<AdminCataloguePromotion>> {
  const search = query.search?.toLowerCase();
  const all = (await loadPromotions(db)).filter(
    (promotion) =>
      (!query.state || promotion.state === query.state) &&
      (!search ||
        promotion.code.toLowerCase().includes(search) ||
        Object.values(promotion.translations).some((text) => text.label.toLowerCase().includes(search))),
  );
  return paginate(all.map(promotionView), query);
}
