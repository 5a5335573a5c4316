import {
  CODE_TAKEN_MESSAGE,
  PRODUCT_NAME_REQUIRED_MESSAGE,
  STALE_VERSION_MESSAGE,
  partOfBundleMessage,
  type AdminProductInput,
  type AdminProductPatch,
  type Violation,
} from '@shop/contracts';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { productChannels, products } from '../../../db/schema/index.ts';
import { HttpError, notFound, ViolationError } from '../../../http/http-error.ts';
import { recordAudit } from '../../admin/audit.ts';
import { loadChannelSummaries } from '../../channels/service.ts';
import { variantOrderUse } from '../../orders/variant-order-use.ts';
import { queueSearchRefresh } from '../../search/search-refresh.ts';
import { withSalePrices } from '../../catalogue-promotions/applier.ts';
import { bundlesContaining, refreshBundleStock } from './bundle-stock.ts';
import { auditableProduct } from './product-admin-view.ts';
import { resolveProductReferences } from './product-input.ts';
import { changedFields, findProductRow, loadProductState, type ProductState } from './product-state.ts';
import {
  bundleRules,
  checkKeptSlugs,
  currentTaxonIds,
  prepareTranslations,
  withMainTaxon,
  writeRelations,
} from './product-write-steps.ts';
import { applyProductWarehouses } from './product-warehouses.ts';
import { productVariantIds } from './variant-lookup.ts';

/**
 * The back office's product writes: POST, PATCH and DELETE /products, each in one transaction that checks,
 * writes, audits and queues the search refresh. The steps creating and updating share are in
 * product-write-steps.ts.
 */

export interface Administrator {
  id: number;
  name: string;
}

/** What a write did: the product, and every product whose search documents must be refreshed. */
export interface ProductWrite {
  productId: number;
  code: string;
  touched: number[];
  /** The search-refresh job queued with the write (search-refresh.ts), to run right after the answer. */
  refreshJob: number | null;
  /** The product's fields as the write left them (read in its transaction), for the answer. */
  after: ProductState;
}

/** POST /products: a new product with its texts, categories, attributes, channels and bundle parts. */
export async function createProduct(
  db: Database,
  input: AdminProductInput,
  admin: Administrator,
): Promise<ProductWrite> {
  return db.transaction(async (tx) => {
    const violations: Violation[] = [];
    if (await findProductRow(tx, input.code)) {
      violations.push({ propertyPath: 'code', message: CODE_TAKEN_MESSAGE, code: 'code_taken' });
    }
    const texts = Object.values(input.translations).filter((text) => text !== undefined);
    if (texts.length === 0) {
      violations.push({
        propertyPath: 'translations',
        message: PRODUCT_NAME_REQUIRED_MESSAGE,
        code: 'blank',
      });
    }
    const refs = await resolveProductReferences(tx, input, null, violations);
    withMainTaxon(refs, null);
    const channelIds = refs.channelIds ?? (await loadChannelSummaries(tx)).map((channel) => channel.id);
    refs.channelIds = channelIds;
    const translations = await prepareTranslations(tx, input.translations, {}, channelIds, null, violations);
    bundleRules(input.isBundle, input.bundleParts.length, violations);
    if (violations.length > 0) throw new ViolationError(violations);

    const [created] = await tx
      .insert(products)
      .values({
        code: input.code,
        enabled: input.enabled,
        isBundle: input.isBundle,
        onlySellInBundle: input.onlySellInBundle,
        requiresLogin: input.requiresLogin,
        mainTaxonId: refs.mainTaxonId ?? null,
      })
      .returning({ id: products.id });
    if (!created) throw new Error('The product insert returned no row');
    await writeRelations(tx, created.id, refs, translations);
    if (input.isBundle) await refreshBundleStock(tx, [created.id]);
    const after = await loadProductState(tx, created.id);
    if (!after) throw new Error('The created product was not found');
    await recordAudit(tx, {
      administratorId: admin.id,
      action: 'product.create',
      subjectType: 'product',
      subjectId: input.code,
      summary: `${admin.name} created the product ${input.code}`,
      details: { before: null, after: auditableProduct(after) },
    });
    return {
      productId: created.id,
      code: input.code,
      touched: [created.id],
      refreshJob: await queueSearchRefresh(tx, await withSalePrices(tx, [created.id])),
      after,
    };
  });
}

/** PATCH /products/{code}: the given fields, if `version` is still the product's; else 409. */
export async function updateProduct(
  db: Database,
  code: string,
  patch: AdminProductPatch,
  admin: Administrator,
): Promise<ProductWrite> {
  return db.transaction(async (tx) => {
    const row = await findProductRow(tx, code, true);
    if (!row) throw notFound(`Product "${code}" not found.`);
    if (row.version !== patch.version) throw new HttpError(409, STALE_VERSION_MESSAGE);
    const before = await loadProductState(tx, row.id);
    if (!before) throw notFound(`Product "${code}" not found.`);
    const { version: _version, ...fields } = patch;
    const violations: Violation[] = [];
    const refs = await resolveProductReferences(tx, fields, row.id, violations);
    withMainTaxon(refs, refs.mainTaxonId === undefined ? null : await currentTaxonIds(tx, row.id));
    const channelIds =
      refs.channelIds ??
      (
        await tx
          .select({ channelId: productChannels.channelId })
          .from(productChannels)
          .where(eq(productChannels.productId, row.id))
      ).map((channel) => channel.channelId);
    const translations = await prepareTranslations(
      tx,
      fields.translations ?? {},
      before.translations,
      channelIds,
      row.id,
      violations,
    );
    if (refs.channelIds) await checkKeptSlugs(tx, before, fields.translations, channelIds, violations);
    bundleRules(
      fields.isBundle ?? before.isBundle,
      fields.bundleParts?.length ?? before.bundleParts.length,
      violations,
    );
    if (refs.warehouseIds) await applyProductWarehouses(tx, row.id, refs.warehouseIds, violations, true);
    if (violations.length > 0) throw new ViolationError(violations);

    if (refs.warehouseIds) await applyProductWarehouses(tx, row.id, refs.warehouseIds, violations, false);
    await tx
      .update(products)
      .set({
        ...(fields.enabled === undefined ? {} : { enabled: fields.enabled }),
        ...(fields.isBundle === undefined ? {} : { isBundle: fields.isBundle }),
        ...(fields.onlySellInBundle === undefined ? {} : { onlySellInBundle: fields.onlySellInBundle }),
        ...(fields.requiresLogin === undefined ? {} : { requiresLogin: fields.requiresLogin }),
        ...(refs.mainTaxonId === undefined ? {} : { mainTaxonId: refs.mainTaxonId }),
        version: sql`${products.version} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(products.id, row.id));
    await writeRelations(tx, row.id, refs, translations);
    await refreshBundleStock(tx, [row.id]);
    const after = await loadProductState(tx, row.id);
    if (!after) throw notFound(`Product "${code}" not found.`);
    await recordAudit(tx, {
      administratorId: admin.id,
      action: 'product.update',
      subjectType: 'product',
      subjectId: code,
      summary: `${admin.name} changed the product ${code}`,
      details: changedFields(auditableProduct(before), auditableProduct(after)),
    });
    // A product sold in fewer channels or disabled leaves bundles' parts as they are; their cards follow.
    return {
      productId: row.id,
      code,
      touched: [row.id],
      refreshJob: await queueSearchRefresh(tx, await withSalePrices(tx, [row.id])),
      after,
    };
  });
}

export interface ProductDeletion {
  outcome: 'deleted' | 'disabled';
  message: string;
  productId: number;
  touched: number[];
  refreshJob: number | null;
}

/**
 * DELETE /products/{code}: a product never ordered (and in no cart) is deleted with everything of it; one
 * that was is disabled instead, so its orders keep their lines, and the answer says so. A part of a bundle
 * is refused: the bundle would silently lose it.
 */
export async function deleteProduct(
  db: Database,
  code: string,
  admin: Administrator,
): Promise<ProductDeletion> {
  return db.transaction(async (tx) => {
    const row = await findProductRow(tx, code, true);
    if (!row) throw notFound(`Product "${code}" not found.`);
    const before = await loadProductState(tx, row.id);
    const variantIds = await productVariantIds(tx, row.id);
    const use = await variantOrderUse(tx, variantIds);
    if (use.placed.size > 0 || use.inCarts.size > 0) {
      await tx
        .update(products)
        .set({ enabled: false, version: sql`${products.version} + 1`, updatedAt: new Date() })
        .where(eq(products.id, row.id));
      const bundles = await bundlesContaining(tx, variantIds);
      const message =
        use.placed.size > 0
          ? 'The product was ordered, so it was disabled instead of deleted: its orders keep it.'
          : "The product is in shoppers' carts, so it was disabled instead of deleted.";
      await recordAudit(tx, {
        administratorId: admin.id,
        action: 'product.disable',
        subjectType: 'product',
        subjectId: code,
        summary: `${admin.name} asked to delete the product ${code}; it was disabled instead (ordered)`,
        details: { before: { enabled: before?.enabled ?? true }, after: { enabled: false } },
      });
      const touched = [row.id, ...bundles];
      return {
        outcome: 'disabled',
        message,
        productId: row.id,
        touched,
        refreshJob: await queueSearchRefresh(tx, touched),
      };
    }
    const bundles = await bundlesContaining(tx, variantIds);
    const others = bundles.filter((id) => id !== row.id);
    if (others.length > 0) {
      const [bundle] = await tx
        .select({ code: products.code })
        .from(products)
        .where(and(inArray(products.id, others), notInArray(products.id, [row.id])));
      throw new ViolationError([
        { propertyPath: '', message: partOfBundleMessage(bundle?.code ?? ''), code: 'bundle_part' },
      ]);
    }
    await tx.delete(products).where(eq(products.id, row.id));
    await recordAudit(tx, {
      administratorId: admin.id,
      action: 'product.delete',
      subjectType: 'product',
      subjectId: code,
      summary: `${admin.name} deleted the product ${code}`,
      details: { before: before ? auditableProduct(before) : null, after: null },
    });
    return {
      outcome: 'deleted',
      message: 'The product was deleted.',
      productId: row.id,
      touched: [row.id],
      refreshJob: await queueSearchRefresh(tx, [row.id]),
    };
  });
}
