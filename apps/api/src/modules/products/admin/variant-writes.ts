import {
  CODE_TAKEN_MESSAGE,
  LAST_VARIANT_MESSAGE,
  STALE_VERSION_MESSAGE,
  partOfBundleMessage,
  type AdminVariantInput,
  type AdminVariantPatch,
  type Violation,
} from '@shop/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import {
  channelPricings,
  products,
  productVariantOptionValues,
  productVariants,
  productVariantTranslations,
  warehouseStocks,
} from '../../../db/schema/index.ts';
import { HttpError, notFound, ViolationError } from '../../../http/http-error.ts';
import { recordAudit } from '../../admin/audit.ts';
import { variantOrderUse } from '../../orders/variant-order-use.ts';
import { anyInStock, lockProductVariants, mailIfBackInStock, type LockedVariant } from '../stock.ts';
import { bundlesContaining, refreshBundleStock } from './bundle-stock.ts';
import { changedFields } from './product-state.ts';
import { queueSearchRefresh } from '../../search/search-refresh.ts';
import { withSalePrices } from '../../catalogue-promotions/applier.ts';
import type { Administrator } from './product-writes.ts';
import { resolveVariantFields, type ResolvedVariant, type VariantFields } from './variant-input.ts';
import { loadVariantStates, variantView, type VariantState } from './variant-state.ts';

export interface VariantWrite {
  variantId: number;
  productId: number;
  code: string;
  /** Back-in-stock mails queued by this write. */
  notified: number;
  /** Products whose search documents must be refreshed (the product, bundles containing the variant). */
  touched: number[];
  /** The search-refresh job queued with the write, to run right after the answer. */
  refreshJob: number | null;
}

async function productOf(tx: Database, code: string) {
  const [row] = await tx
    .select({ id: products.id, code: products.code, isBundle: products.isBundle })
    .from(products)
    .where(eq(products.code, code))
    .for('update');
  return row ?? null;
}

/** Writes a variant's option values, prices, names and stock rows (what the request gives). */
async function writeVariantParts(
  tx: Database,
  variantId: number,
  fields: VariantFields,
  resolved: ResolvedVariant,
): Promise<void> {
  if (resolved.optionValueIds) {
    await tx.delete(productVariantOptionValues).where(eq(productVariantOptionValues.variantId, variantId));
    if (resolved.optionValueIds.length > 0) {
      await tx
        .insert(productVariantOptionValues)
        .values(resolved.optionValueIds.map((optionValueId) => ({ variantId, optionValueId })));
    }
  }
  for (const price of resolved.prices ?? []) {
    await tx
      .insert(channelPricings)
      .values({ variantId, ...price })
      .onConflictDoUpdate({
        target: [channelPricings.variantId, channelPricings.channelId],
        // The own price: the sale's price is worked out again from it (withSalePrices below).
        set: {
          price: price.price,
          originalPrice: price.originalPrice,
          basePrice: null,
          baseOriginalPrice: null,
        },
      });
  }
  for (const [locale, text] of Object.entries(fields.translations ?? {})) {
    if (!text) continue;
    if (text.name === '') {
      await tx
        .delete(productVariantTranslations)
        .where(
          and(
            eq(productVariantTranslations.variantId, variantId),
            eq(productVariantTranslations.locale, locale),
          ),
        );
      continue;
    }
    await tx
      .insert(productVariantTranslations)
      .values({ variantId, locale, name: text.name })
      .onConflictDoUpdate({
        target: [productVariantTranslations.variantId, productVariantTranslations.locale],
        set: { name: text.name },
      });
  }
  for (const [warehouseId, onHand] of resolved.stock?.perWarehouse ?? []) {
    await tx
      .insert(warehouseStocks)
      .values({ warehouseId, variantId, onHand })
      .onConflictDoUpdate({
        target: [warehouseStocks.warehouseId, warehouseStocks.variantId],
        set: { onHand },
      });
  }
}

/**
 * After a variant's stock or state changed with the product's variants locked: the waiting back-in-stock
 * mails when the product came back (once, as `npm run stock:set` does), and the in-stock flags of bundles
 * holding the variant.
 */
async function afterStockChange(
  tx: Database,
  product: { id: number; isBundle: boolean },
  before: readonly LockedVariant[],
  variantId: number,
): Promise<{ notified: number; bundles: number[] }> {
  const after = await tx
    .select({
      id: productVariants.id,
      code: productVariants.code,
      enabled: productVariants.enabled,
      tracked: productVariants.tracked,
      onHand: productVariants.onHand,
      onHold: productVariants.onHold,
    })
    .from(productVariants)
    .where(eq(productVariants.productId, product.id));
  const notified = await mailIfBackInStock(tx, product, anyInStock(before), anyInStock(after));
  const bundles = await bundlesContaining(tx, [variantId]);
  await refreshBundleStock(tx, bundles);
  return { notified, bundles };
}

function auditable(state: VariantState | undefined): Record<string, unknown> | null {
  if (!state) return null;
  const { id: _id, productId: _productId, ...fields } = state;
  return fields;
}

/** POST /products/{code}/variants. */
export async function createVariant(
  db: Database,
  productCode: string,
  input: AdminVariantInput,
  admin: Administrator,
): Promise<VariantWrite> {
  return db.transaction(async (tx) => {
    const product = await productOf(tx, productCode);
    if (!product) throw notFound(`Product "${productCode}" not found.`);
    const locked = await lockProductVariants(tx, product.id);
    const violations: Violation[] = [];
    const [taken] = await tx
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(eq(productVariants.code, input.code));
    if (taken) violations.push({ propertyPath: 'code', message: CODE_TAKEN_MESSAGE, code: 'code_taken' });
    const resolved = await resolveVariantFields(
      tx,
      input,
      { productId: product.id, variantId: null, onHold: 0, otherVariants: locked.length },
      violations,
    );
    if (violations.length > 0) throw new ViolationError(violations);
    const [positioned] = await tx
      .select({ next: sql<number>`cast(coalesce(max(${productVariants.position}) + 1, 0) as integer)` })
      .from(productVariants)
      .where(eq(productVariants.productId, product.id));
    const [created] = await tx
      .insert(productVariants)
      .values({
        productId: product.id,
        code: input.code,
        enabled: input.enabled,
        tracked: input.tracked,
        onHand: resolved.stock?.onHand ?? 0,
        maxQuantityPerOrder: input.maxQuantityPerOrder,
        gtin: input.gtin,
        position: input.position ?? Number(positioned?.next ?? 0),
      })
      .returning({ id: productVariants.id });
    if (!created) throw new Error('The variant insert returned no row');
    await writeVariantParts(tx, created.id, input, resolved);
    const { notified, bundles } = await afterStockChange(tx, product, locked, created.id);
    const [after] = await loadVariantStates(tx, { variantIds: [created.id] });
    await recordAudit(tx, {
      administratorId: admin.id,
      action: 'variant.create',
      subjectType: 'productVariant',
      subjectId: input.code,
      summary: `${admin.name} added the variant ${input.code} to the product ${productCode}`,
      details: { before: null, after: auditable(after) },
    });
    return {
      variantId: created.id,
      productId: product.id,
      code: input.code,
      notified,
      touched: [product.id, ...bundles],
      refreshJob: await queueSearchRefresh(tx, [...(await withSalePrices(tx, [product.id])), ...bundles]),
    };
  });
}

/** Finds a variant and locks its product's variants (so an order placed meanwhile waits for this write). */
async function lockVariant(tx: Database, code: string) {
  const [target] = await tx
    .select({ productId: productVariants.productId, isBundle: products.isBundle, productCode: products.code })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(productVariants.code, code));
  if (!target) throw notFound(`Variant "${code}" not found.`);
  const locked = await lockProductVariants(tx, target.productId);
  const variant = locked.find((candidate) => candidate.code === code);
  if (!variant) throw notFound(`Variant "${code}" not found.`);
  return { target, locked, variant };
}

/** PATCH /product-variants/{code}: stale `version` is 409; stock never below what placed orders hold. */
export async function updateVariant(
  db: Database,
  code: string,
  patch: AdminVariantPatch,
  admin: Administrator,
): Promise<VariantWrite> {
  return db.transaction(async (tx) => {
    const { target, locked, variant } = await lockVariant(tx, code);
    const [before] = await loadVariantStates(tx, { variantIds: [variant.id] });
    if (!before) throw notFound(`Variant "${code}" not found.`);
    if (before.version !== patch.version) throw new HttpError(409, STALE_VERSION_MESSAGE);
    const { version: _version, ...fields } = patch;
    const violations: Violation[] = [];
    const resolved = await resolveVariantFields(
      tx,
      fields,
      {
        productId: target.productId,
        variantId: variant.id,
        onHold: variant.onHold,
        otherVariants: locked.length - 1,
      },
      violations,
    );
    if (violations.length > 0) throw new ViolationError(violations);
    await tx
      .update(productVariants)
      .set({
        ...(fields.enabled === undefined ? {} : { enabled: fields.enabled }),
        ...(fields.tracked === undefined ? {} : { tracked: fields.tracked }),
        ...(fields.gtin === undefined ? {} : { gtin: fields.gtin }),
        ...(fields.maxQuantityPerOrder === undefined
          ? {}
          : { maxQuantityPerOrder: fields.maxQuantityPerOrder }),
        ...(fields.position === undefined ? {} : { position: fields.position }),
        ...(resolved.stock ? { onHand: resolved.stock.onHand } : {}),
        version: sql`${productVariants.version} + 1`,
      })
      .where(eq(productVariants.id, variant.id));
    await writeVariantParts(tx, variant.id, fields, resolved);
    const product = { id: target.productId, isBundle: target.isBundle };
    const { notified, bundles } = await afterStockChange(tx, product, locked, variant.id);
    const [after] = await loadVariantStates(tx, { variantIds: [variant.id] });
    await recordAudit(tx, {
      administratorId: admin.id,
      action: 'variant.update',
      subjectType: 'productVariant',
      subjectId: code,
      summary: `${admin.name} changed the variant ${code} of the product ${target.productCode}`,
      details: { ...changedFields(auditable(before), auditable(after)), notified },
    });
    return {
      variantId: variant.id,
      productId: target.productId,
      code,
      notified,
      touched: [target.productId, ...bundles],
      refreshJob: await queueSearchRefresh(tx, [
        ...(await withSalePrices(tx, [target.productId])),
        ...bundles,
      ]),
    };
  });
}

export interface VariantDeletion {
  outcome: 'deleted' | 'disabled';
  message: string;
  touched: number[];
  refreshJob: number | null;
}

/**
 * DELETE /product-variants/{code}: an ordered variant (or one in a cart) is disabled instead; the last
 * variant of a product and a bundle's part are refused.
 */
export async function deleteVariant(
  db: Database,
  code: string,
  admin: Administrator,
): Promise<VariantDeletion> {
  return db.transaction(async (tx) => {
    const { target, locked, variant } = await lockVariant(tx, code);
    const [before] = await loadVariantStates(tx, { variantIds: [variant.id] });
    const product = { id: target.productId, isBundle: target.isBundle };
    const use = await variantOrderUse(tx, [variant.id]);
    if (use.placed.size > 0 || use.inCarts.size > 0) {
      await tx
        .update(productVariants)
        .set({ enabled: false, version: sql`${productVariants.version} + 1` })
        .where(eq(productVariants.id, variant.id));
      const { bundles } = await afterStockChange(tx, product, locked, variant.id);
      await recordAudit(tx, {
        administratorId: admin.id,
        action: 'variant.disable',
        subjectType: 'productVariant',
        subjectId: code,
        summary: `${admin.name} asked to delete the variant ${code}; it was disabled instead (ordered)`,
        details: { before: { enabled: variant.enabled }, after: { enabled: false } },
      });
      return {
        outcome: 'disabled',
        message:
          use.placed.size > 0
            ? 'The variant was ordered, so it was disabled instead of deleted: its orders keep it.'
            : "The variant is in shoppers' carts, so it was disabled instead of deleted.",
        touched: [target.productId, ...bundles],
        refreshJob: await queueSearchRefresh(tx, [target.productId, ...bundles]),
      };
    }
    const violations: Violation[] = [];
    if (locked.length <= 1)
      violations.push({ propertyPath: '', message: LAST_VARIANT_MESSAGE, code: 'last_variant' });
    const bundles = await bundlesContaining(tx, [variant.id]);
    if (bundles.length > 0) {
      const [bundle] = await tx
        .select({ code: products.code })
        .from(products)
        .where(inArray(products.id, bundles));
      violations.push({
        propertyPath: '',
        message: partOfBundleMessage(bundle?.code ?? ''),
        code: 'bundle_part',
      });
    }
    if (violations.length > 0) throw new ViolationError(violations);
    await tx.delete(productVariants).where(eq(productVariants.id, variant.id));
    await recordAudit(tx, {
      administratorId: admin.id,
      action: 'variant.delete',
      subjectType: 'productVariant',
      subjectId: code,
      summary: `${admin.name} deleted the variant ${code} of the product ${target.productCode}`,
      details: { before: auditable(before), after: null },
    });
    return {
      outcome: 'deleted',
      message: 'The variant was deleted.',
      touched: [target.productId],
      refreshJob: await queueSearchRefresh(tx, [target.productId]),
    };
  });
}

export { variantView };
