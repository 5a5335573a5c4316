import {
  CODE_TAKEN_MESSAGE,
  STALE_VERSION_MESSAGE,
  type AdminCataloguePromotion,
  type AdminCataloguePromotionInput,
  type AdminCataloguePromotionPatch,
  type Violation,
} from '@shop/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  catalogPromotionChannels,
  catalogPromotions,
  catalogPromotionScopes,
  catalogPromotionTranslations,
} from '../../db/schema/index.ts';
import { HttpError, notFound, ViolationError } from '../../http/http-error.ts';
import { recordAudit } from '../admin/audit.ts';
import { applyAndQueueRefresh, productsInScope, productsLinkedTo, scheduleBoundaries } from './applier.ts';
import { resolvePromotion, type PromotionDraft, type ResolvedPromotion } from './promotion-input.ts';
import { findPromotion, loadPromotions, promotionView } from './promotion-state.ts';

export interface PromotionWrite {
  promotion: AdminCataloguePromotion | null;
  /** The search-refresh job of the products whose prices or badges changed (SearchRefresher.runSoon). */
  refreshJob: number | null;
}

interface Administrator {
  id: number;
}

const SUBJECT = 'catalogue-promotion';

function columns(draft: PromotionDraft) {
  return {
    enabled: draft.enabled,
    startsAt: draft.startsAt ? new Date(draft.startsAt) : null,
    endsAt: draft.endsAt ? new Date(draft.endsAt) : null,
    priority: draft.priority,
    exclusive: draft.exclusive,
    discountType: draft.action.type,
    discountPercent: draft.action.type === 'percentage' ? draft.action.percent : null,
    discountAmount: draft.action.type === 'fixed' ? draft.action.amount : null,
    backgroundColor: draft.backgroundColor,
    color: draft.color,
  };
}

/** Replaces a sale's channels, scopes and labels. */
async function writeParts(tx: Database, promotionId: number, resolved: ResolvedPromotion): Promise<void> {
  await tx.delete(catalogPromotionChannels).where(eq(catalogPromotionChannels.promotionId, promotionId));
  await tx.delete(catalogPromotionScopes).where(eq(catalogPromotionScopes.promotionId, promotionId));
  await tx
    .delete(catalogPromotionTranslations)
    .where(eq(catalogPromotionTranslations.promotionId, promotionId));
  if (resolved.channelIds.length > 0) {
    await tx
      .insert(catalogPromotionChannels)
      .values(resolved.channelIds.map((channelId) => ({ promotionId, channelId })));
  }
  const scopes = [
    ...resolved.productIds.map((productId) => ({ promotionId, productId })),
    ...resolved.taxonIds.map((taxonId) => ({ promotionId, taxonId })),
    ...resolved.attributeValueIds.map((attributeValueId) => ({ promotionId, attributeValueId })),
  ];
  if (scopes.length > 0) await tx.insert(catalogPromotionScopes).values(scopes);
  if (resolved.labels.length > 0) {
    await tx
      .insert(catalogPromotionTranslations)
      .values(resolved.labels.map((label) => ({ promotionId, ...label })));
  }
}

async function checked(
  tx: Database,
  draft: PromotionDraft,
  extra: Violation[] = [],
): Promise<ResolvedPromotion> {
  const violations = [...extra];
  const resolved = await resolvePromotion(tx, draft, violations);
  if (violations.length > 0) throw new ViolationError(violations);
  return resolved;
}

async function savedView(db: Database, id: number): Promise<AdminCataloguePromotion> {
  const [promotion] = await loadPromotions(db, [id]);
  if (!promotion) throw notFound('The catalogue promotion was deleted meanwhile.');
  return promotionView(promotion);
}

/** Adds a sale; the prices of the products in its scopes follow in the same transaction. */
export async function createPromotion(
  db: Database,
  input: AdminCataloguePromotionInput,
  admin: Administrator,
): Promise<PromotionWrite> {
  const { id, refreshJob } = await db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: catalogPromotions.id })
      .from(catalogPromotions)
      .where(eq(catalogPromotions.code, input.code));
    const resolved = await checked(
      tx,
      input,
      taken ? [{ propertyPath: 'code', message: CODE_TAKEN_MESSAGE }] : [],
    );
    const [row] = await tx
      .insert(catalogPromotions)
      .values({ code: input.code, ...columns(input) })
      .returning();
    if (!row) throw new Error('The catalogue promotion was not saved.');
    await writeParts(tx, row.id, resolved);
    await scheduleBoundaries(tx, row);
    const job = await applyAndQueueRefresh(tx, await productsInScope(tx, row.id));
    const [after] = await loadPromotions(tx, [row.id]);
    await recordAudit(tx, {
      administratorId: admin.id,
      action: 'catalogue-promotion.create',
      subjectType: SUBJECT,
      subjectId: input.code,
      summary: `Catalogue promotion ${input.code}`,
      details: { after: after ? promotionView(after) : null },
    });
    return { id: row.id, refreshJob: job };
  });
  return { promotion: await savedView(db, id), refreshJob };
}

async function lockedPromotion(tx: Database, code: string) {
  const [row] = await tx
    .select({ id: catalogPromotions.id })
    .from(catalogPromotions)
    .where(eq(catalogPromotions.code, code))
    .for('update');
  const [before] = row ? await loadPromotions(tx, [row.id]) : [];
  if (!before) throw notFound(`Catalogue promotion "${code}" not found.`);
  return before;
}

/**
 * Changes a sale (`version` as read: a stale one is 409; enable/disable pass none). The products it
 * covered before and covers now are re-priced in the same transaction.
 */
export async function updatePromotion(
  db: Database,
  code: string,
  patch: Partial<AdminCataloguePromotionPatch>,
  admin: Administrator,
  action = 'catalogue-promotion.update',
): Promise<PromotionWrite> {
  const { id, refreshJob } = await db.transaction(async (tx) => {
    const before = await lockedPromotion(tx, code);
    if (patch.version !== undefined && patch.version !== before.version) {
      throw new HttpError(409, STALE_VERSION_MESSAGE);
    }
    const draft: PromotionDraft = {
      enabled: patch.enabled ?? before.enabled,
      startsAt: patch.startsAt === undefined ? before.startsAt : patch.startsAt,
      endsAt: patch.endsAt === undefined ? before.endsAt : patch.endsAt,
      channels: patch.channels ?? before.channels,
      priority: patch.priority ?? before.priority,
      exclusive: patch.exclusive ?? before.exclusive,
      action: patch.action ?? before.action,
      scopes: patch.scopes ?? before.scopes,
      translations: patch.translations ?? before.translations,
      backgroundColor: patch.backgroundColor === undefined ? before.backgroundColor : patch.backgroundColor,
      color: patch.color === undefined ? before.color : patch.color,
    };
    const resolved = await checked(tx, draft);
    const linkedBefore = await productsLinkedTo(tx, before.id);
    const [row] = await tx
      .update(catalogPromotions)
      .set({ ...columns(draft), version: sql`${catalogPromotions.version} + 1` })
      .where(eq(catalogPromotions.id, before.id))
      .returning();
    if (!row) throw notFound(`Catalogue promotion "${code}" not found.`);
    await writeParts(tx, row.id, resolved);
    await scheduleBoundaries(tx, row);
    // Badge, label or colour changes show on every linked product: refresh them all.
    const job = await applyAndQueueRefresh(
      tx,
      [...linkedBefore, ...(await productsInScope(tx, row.id))],
      linkedBefore,
    );
    const [after] = await loadPromotions(tx, [row.id]);
    await recordAudit(tx, {
      administratorId: admin.id,
      action,
      subjectType: SUBJECT,
      subjectId: code,
      summary: `Catalogue promotion ${code}`,
      details: { before: promotionView(before), after: after ? promotionView(after) : null },
    });
    return { id: row.id, refreshJob: job };
  });
  return { promotion: await savedView(db, id), refreshJob };
}

/** Deletes a sale; the prices it set go back to the own prices in the same transaction. */
export async function deletePromotion(
  db: Database,
  code: string,
  admin: Administrator,
): Promise<PromotionWrite> {
  const refreshJob = await db.transaction(async (tx) => {
    const before = await lockedPromotion(tx, code);
    const linked = await productsLinkedTo(tx, before.id);
    await tx.delete(catalogPromotions).where(eq(catalogPromotions.id, before.id));
    const job = await applyAndQueueRefresh(tx, linked, linked);
    await recordAudit(tx, {
      administratorId: admin.id,
      action: 'catalogue-promotion.delete',
      subjectType: SUBJECT,
      subjectId: code,
      summary: `Deleted catalogue promotion ${code}`,
      details: { before: promotionView(before) },
    });
    return job;
  });
  return { promotion: null, refreshJob };
}

export { findPromotion };
