import {
  UNKNOWN_CHANNEL_MESSAGE,
  UNKNOWN_PRODUCT_MESSAGE,
  UNKNOWN_TAXON_MESSAGE,
  type Violation,
} from '@shop/contracts';
import type { z } from 'zod';
import type { adminProductBulkResultSchema, adminProductBulkSchema } from '@shop/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { channelPricings, products, productTaxons, productVariants } from '../../../db/schema/index.ts';
import { ViolationError } from '../../../http/http-error.ts';
import { recordAudit } from '../../admin/audit.ts';
import { loadChannelSummaries } from '../../channels/service.ts';
import { findTaxonIdsByCodes, taxonLabelsByIds } from '../../taxons/taxon-codes.ts';
import { queueSearchRefresh } from '../../search/search-refresh.ts';
import { withSalePrices } from '../../catalogue-promotions/applier.ts';
import type { Administrator } from './product-writes.ts';

export type BulkRequest = z.infer<typeof adminProductBulkSchema>;
export type BulkResult = z.infer<typeof adminProductBulkResultSchema>;

/** A price moved by a percentage, in whole cents. */
export function movedPrice(price: number, percent: number): number {
  return Math.round((price * (100 + percent)) / 100);
}

const ACTION_NAMES = {
  enable: 'enabled',
  disable: 'disabled',
  moveToTaxon: 'moved',
  changePrices: 'changed the prices of',
} as const;

/**
 * POST /products/bulk: enable, disable, move to a category (main category, and one of its categories), or
 * change prices by a percentage in a channel (originalPrice moves with the price). In one transaction with
 * one audit line per product; `preview` answers the same result and changes nothing.
 */
export async function runBulkAction(
  db: Database,
  request: BulkRequest,
  admin: Administrator,
): Promise<BulkResult & { touched: number[]; refreshJob: number | null }> {
  return db.transaction(async (tx) => {
    const violations: Violation[] = [];
    const codes = [...new Set(request.codes)];
    const rows = await tx
      .select({
        id: products.id,
        code: products.code,
        enabled: products.enabled,
        mainTaxonId: products.mainTaxonId,
      })
      .from(products)
      .where(inArray(products.code, codes))
      .orderBy(asc(products.id))
      .for('update');
    request.codes.forEach((code, index) => {
      if (!rows.some((row) => row.code === code)) {
        violations.push({
          propertyPath: `codes[${index}]`,
          message: UNKNOWN_PRODUCT_MESSAGE,
          code: 'unknown_product',
        });
      }
    });
    const { action } = request;
    let taxonId: number | undefined;
    let channelId: number | undefined;
    if (action.type === 'moveToTaxon') {
      taxonId = (await findTaxonIdsByCodes(tx, [action.taxon])).get(action.taxon);
      if (taxonId === undefined) {
        violations.push({
          propertyPath: 'action.taxon',
          message: UNKNOWN_TAXON_MESSAGE,
          code: 'unknown_taxon',
        });
      }
    }
    if (action.type === 'changePrices') {
      channelId = (await loadChannelSummaries(tx)).find((channel) => channel.code === action.channel)?.id;
      if (channelId === undefined) {
        violations.push({
          propertyPath: 'action.channel',
          message: UNKNOWN_CHANNEL_MESSAGE,
          code: 'unknown_channel',
        });
      }
    }
    if (violations.length > 0) throw new ViolationError(violations);
    const ids = rows.map((row) => row.id);
    const prices: BulkResult['prices'] = [];
    const audit: Array<{ code: string; before: Record<string, unknown>; after: Record<string, unknown> }> =
      [];

    if (action.type === 'enable' || action.type === 'disable') {
      const enabled = action.type === 'enable';
      for (const row of rows)
        audit.push({ code: row.code, before: { enabled: row.enabled }, after: { enabled } });
      if (!request.preview) {
        await tx
          .update(products)
          .set({ enabled, version: sql`${products.version} + 1`, updatedAt: new Date() })
          .where(inArray(products.id, ids));
      }
    } else if (action.type === 'moveToTaxon' && taxonId !== undefined) {
      const current = await findTaxonCodes(
        tx,
        rows.map((row) => row.mainTaxonId),
      );
      for (const row of rows) {
        audit.push({
          code: row.code,
          before: { mainTaxon: row.mainTaxonId === null ? null : (current.get(row.mainTaxonId) ?? null) },
          after: { mainTaxon: action.taxon },
        });
      }
      if (!request.preview) {
        await tx
          .update(products)
          .set({ mainTaxonId: taxonId, version: sql`${products.version} + 1`, updatedAt: new Date() })
          .where(inArray(products.id, ids));
        // Added as the product's last category.
        const last = await tx
          .select({
            productId: productTaxons.productId,
            position: sql<number>`max(${productTaxons.position})`,
          })
          .from(productTaxons)
          .where(inArray(productTaxons.productId, ids))
          .groupBy(productTaxons.productId);
        const next = new Map(last.map((row) => [row.productId, Number(row.position) + 1]));
        await tx
          .insert(productTaxons)
          .values(
            ids.map((productId) => ({
              productId,
              taxonId: taxonId as number,
              position: next.get(productId) ?? 0,
            })),
          )
          .onConflictDoNothing();
      }
    } else if (action.type === 'changePrices' && channelId !== undefined) {
      const priced = await tx
        .select({
          pricingId: channelPricings.id,
          productId: productVariants.productId,
          variant: productVariants.code,
          // The own price (a running sale's price is worked out again from it by withSalePrices).
          price: sql<number>`coalesce(${channelPricings.basePrice}, ${channelPricings.price})`.mapWith(
            Number,
          ),
          originalPrice: sql<
            number | null
          >`CASE WHEN ${channelPricings.basePrice} IS NULL THEN ${channelPricings.originalPrice} ELSE ${channelPricings.baseOriginalPrice} END`,
        })
        .from(channelPricings)
        .innerJoin(productVariants, eq(productVariants.id, channelPricings.variantId))
        .where(and(inArray(productVariants.productId, ids), eq(channelPricings.channelId, channelId)))
        .orderBy(asc(productVariants.productId), asc(productVariants.position), asc(productVariants.id))
        .for('update', { of: channelPricings });
      const codeOf = new Map(rows.map((row) => [row.id, row.code]));
      for (const row of priced) {
        const after = movedPrice(row.price, action.percent);
        const originalAfter =
          row.originalPrice === null ? null : movedPrice(row.originalPrice, action.percent);
        const product = codeOf.get(row.productId) ?? '';
        prices.push({ product, variant: row.variant, before: row.price, after });
        audit.push({
          code: product,
          before: { variant: row.variant, price: row.price, originalPrice: row.originalPrice },
          after: {
            variant: row.variant,
            price: after,
            originalPrice: originalAfter !== null && originalAfter > after ? originalAfter : null,
          },
        });
        if (!request.preview) {
          await tx
            .update(channelPricings)
            .set({
              price: after,
              originalPrice: originalAfter !== null && originalAfter > after ? originalAfter : null,
              basePrice: null,
              baseOriginalPrice: null,
            })
            .where(eq(channelPricings.id, row.pricingId));
        }
      }
      if (!request.preview) {
        await tx
          .update(products)
          .set({ version: sql`${products.version} + 1`, updatedAt: new Date() })
          .where(inArray(products.id, ids));
      }
    }
    const changedProducts = new Set(audit.map((line) => line.code));
    if (!request.preview) {
      for (const code of changedProducts) {
        const lines = audit.filter((line) => line.code === code);
        const single = lines.length === 1 && lines[0];
        await recordAudit(tx, {
          administratorId: admin.id,
          action: `product.bulk.${action.type}`,
          subjectType: 'product',
          subjectId: code,
          summary: `${admin.name} ${ACTION_NAMES[action.type]} ${code} (bulk action)`,
          details: single
            ? { before: single.before, after: single.after }
            : {
                before: { prices: lines.map((line) => line.before) },
                after: { prices: lines.map((line) => line.after) },
              },
        });
      }
    }
    const touched = request.preview ? [] : ids;
    return {
      changed: changedProducts.size,
      prices,
      touched,
      refreshJob: await queueSearchRefresh(tx, await withSalePrices(tx, touched)),
    };
  });
}

async function findTaxonCodes(db: Database, ids: ReadonlyArray<number | null>): Promise<Map<number, string>> {
  const labels = await taxonLabelsByIds(
    db,
    ids.flatMap((id) => (id === null ? [] : [id])),
    [],
  );
  return new Map([...labels].map(([id, label]) => [id, label.code]));
}
