import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { products, productVariants } from '../../db/schema/index.ts';
import { enqueueJob } from '../../jobs/job-queue.ts';
import { notifyBackInStock } from '../stock-notifications/service.ts';
import { SEARCH_REFRESH_JOB } from '../search/search-documents.ts';
import { bundlesContaining, refreshBundleStock } from './admin/bundle-stock.ts';

export class StockChangeRefused extends Error {}

export interface StockChange {
  productId: number;
  productCode: string;
  onHand: number;
  wasInStock: boolean;
  inStock: boolean;
  /** Back-in-stock mails queued by this change (one per open request). */
  notified: number;
}

export interface LockedVariant {
  id: number;
  code: string;
  enabled: boolean;
  tracked: boolean;
  onHand: number;
  onHold: number;
}

/** Spec section 9: in stock when any enabled variant has stock (untracked variants always have). */
export function anyInStock(variants: readonly LockedVariant[]): boolean {
  return variants.some((v) => v.enabled && (!v.tracked || v.onHand - v.onHold > 0));
}

/**
 * Locks every variant of a product (in id order, as checkout locks them, so the two never deadlock) and
 * answers them: a stock change made while they are held can never lose an order's hold, nor an order a
 * stock change.
 */
export async function lockProductVariants(tx: Database, productId: number): Promise<LockedVariant[]> {
  return tx
    .select({
      id: productVariants.id,
      code: productVariants.code,
      enabled: productVariants.enabled,
      tracked: productVariants.tracked,
      onHand: productVariants.onHand,
      onHold: productVariants.onHold,
    })
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.id))
    .for('update');
}

/**
 * What follows a stock change of a product whose variants the caller locked: when it went from sold out
 * to in stock, the open back-in-stock requests get their mails queued (once each). Bundles keep their own
 * flag and mail nobody here. Returns how many mails were queued.
 */
export async function mailIfBackInStock(
  tx: Database,
  product: { id: number; isBundle: boolean },
  wasInStock: boolean,
  inStock: boolean,
): Promise<number> {
  if (product.isBundle || wasInStock || !inStock) return 0;
  return notifyBackInStock(tx, product.id);
}

/**
 * Sets a variant's stock on hand (the shop owner's count), in one transaction with the product's
 * variants locked. When the product goes from out of stock to in stock, every open stock notification
 * request for it gets its mail queued and is marked notified in the same transaction, so each request is
 * mailed once. The product's cards in the search read model are refreshed by the job worker.
 * Bundles keep their own in-stock flag (bundle_in_stock): those holding the variant are recomputed.
 */
export async function setVariantStock(
  db: Database,
  variantCode: string,
  quantity: number,
): Promise<StockChange> {
  if (!Number.isInteger(quantity) || quantity < 0) {
    throw new StockChangeRefused('The quantity must be a whole number of 0 or more.');
  }
  return db.transaction(async (tx) => {
    const [target] = await tx
      .select({
        productId: productVariants.productId,
        isBundle: products.isBundle,
        productCode: products.code,
      })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(eq(productVariants.code, variantCode));
    if (!target) throw new StockChangeRefused(`There is no variant with the code "${variantCode}".`);
    const variants = await lockProductVariants(tx, target.productId);
    const wasInStock = anyInStock(variants);
    // The version moves too: a back-office form opened before this change must not overwrite it.
    await tx
      .update(productVariants)
      .set({ onHand: quantity, version: sql`${productVariants.version} + 1` })
      .where(eq(productVariants.code, variantCode));
    const after = variants.map((v) => (v.code === variantCode ? { ...v, onHand: quantity } : v));
    const inStock = anyInStock(after);
    const notified = await mailIfBackInStock(
      tx,
      { id: target.productId, isBundle: target.isBundle },
      wasInStock,
      inStock,
    );
    // Bundles holding the variant follow its stock (their own in-stock flag).
    const changedBundles = await refreshBundleStock(
      tx,
      await bundlesContaining(
        tx,
        variants.filter((v) => v.code === variantCode).map((v) => v.id),
      ),
    );
    const refresh = [...(wasInStock !== inStock ? [target.productId] : []), ...changedBundles];
    if (refresh.length > 0) await enqueueJob(tx, SEARCH_REFRESH_JOB, { productIds: refresh });
    return {
      productId: target.productId,
      productCode: target.productCode,
      onHand: quantity,
      wasInStock,
      inStock,
      notified,
    };
  });
}
