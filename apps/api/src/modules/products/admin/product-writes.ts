import {
  BUNDLE_PARTS_REQUIRED_MESSAGE,
  CODE_TAKEN_MESSAGE,
  PRODUCT_NAME_REQUIRED_MESSAGE,
  STALE_VERSION_MESSAGE,
  partOfBundleMessage,
  slugTakenMessage,
  type AdminProductInput,
  type AdminProductPatch,
  type AdminProductTranslationInput,
  type Violation,
} from '@shop/contracts';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import {
  productAttributeValues,
  productBundleItems,
  productChannels,
  products,
  productTaxons,
  productTranslations,
} from '../../../db/schema/index.ts';
import { HttpError, notFound, ViolationError } from '../../../http/http-error.ts';
import { recordAudit } from '../../admin/audit.ts';
import { loadChannelSummaries } from '../../channels/service.ts';
import { variantOrderUse } from '../../orders/variant-order-use.ts';
import { sanitizePageHtml } from '../../pages/sanitize-page-html.ts';
import { queueSearchRefresh } from '../../search/search-refresh.ts';
import { withSalePrices } from '../../catalogue-promotions/applier.ts';
import { bundlesContaining, refreshBundleStock } from './bundle-stock.ts';
import { auditableProduct } from './product-admin-view.ts';
import { resolveProductReferences, type ProductFields, type ResolvedReferences } from './product-input.ts';
import { changedFields, findProductRow, loadProductState, type ProductState } from './product-state.ts';
import { freeSlugFor, slugOwner } from './slugs.ts';
import { applyProductWarehouses } from './product-warehouses.ts';
import { productVariantIds } from './variant-lookup.ts';

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

type Translations = NonNullable<ProductFields['translations']>;

/**
 * The texts to store per locale: descriptions sanitised, a missing slug kept from before or made from the
 * name (unique per locale and channel), a given slug checked against the other products of the channels.
 */
async function prepareTranslations(
  tx: Database,
  given: Translations,
  previous: ProductState['translations'],
  channelIds: readonly number[],
  productId: number | null,
  violations: Violation[],
): Promise<Array<AdminProductTranslationInput & { locale: string; slug: string }>> {
  const rows: Array<AdminProductTranslationInput & { locale: string; slug: string }> = [];
  for (const [locale, text] of Object.entries(given)) {
    if (!text) continue;
    let slug = text.slug ?? '';
    if (slug === '') {
      slug =
        previous[locale as keyof typeof previous]?.slug ??
        (await freeSlugFor(tx, { locale, name: text.name, channelIds, productId }));
    } else if (slug !== previous[locale as keyof typeof previous]?.slug) {
      // Only a new slug is checked: a product keeps the one it has (a catalogue imported or generated before
      // the back office may hold duplicates, and its products must stay editable).
      const owner = await slugOwner(tx, { locale, slug, channelIds, productId });
      if (owner) {
        violations.push({
          propertyPath: `translations.${locale}.slug`,
          message: slugTakenMessage(owner),
          code: 'slug_taken',
        });
      }
    }
    // A PATCH names some texts of a locale: the others stay as they were.
    const kept = previous[locale as keyof typeof previous];
    const given = Object.fromEntries(Object.entries(text).filter(([, value]) => value !== undefined));
    rows.push({
      ...kept,
      ...given,
      name: text.name,
      locale,
      slug,
      ...(text.description === undefined
        ? {}
        : { description: text.description ? sanitizePageHtml(text.description) : null }),
    });
  }
  return rows;
}

/** Slugs the request keeps from before must stay free in channels the product is newly sold in. */
async function checkKeptSlugs(
  tx: Database,
  state: ProductState,
  given: Translations | undefined,
  channelIds: readonly number[],
  violations: Violation[],
): Promise<void> {
  for (const [locale, text] of Object.entries(state.translations)) {
    if (!text || given?.[locale as keyof Translations]) continue;
    const owner = await slugOwner(tx, { locale, slug: text.slug, channelIds, productId: state.id });
    if (owner) {
      violations.push({
        propertyPath: `translations.${locale}.slug`,
        message: slugTakenMessage(owner),
        code: 'slug_taken',
      });
    }
  }
}

/** Writes the parts of a product a request gives (each given list replaces the stored one). */
async function writeRelations(
  tx: Database,
  productId: number,
  refs: ResolvedReferences,
  texts: Array<AdminProductTranslationInput & { locale: string; slug: string }>,
): Promise<void> {
  for (const text of texts) {
    const values = {
      name: text.name,
      slug: text.slug,
      shortDescription: text.shortDescription ?? null,
      description: text.description ?? null,
      metaTitle: text.metaTitle ?? null,
      metaDescription: text.metaDescription ?? null,
    };
    await tx
      .insert(productTranslations)
      .values({ productId, locale: text.locale, ...values })
      .onConflictDoUpdate({
        target: [productTranslations.productId, productTranslations.locale],
        set: values,
      });
  }
  if (refs.taxonIds) {
    await tx.delete(productTaxons).where(eq(productTaxons.productId, productId));
    if (refs.taxonIds.length > 0) {
      await tx
        .insert(productTaxons)
        .values(refs.taxonIds.map((taxonId, position) => ({ productId, taxonId, position })));
    }
  }
  if (refs.attributeValueIds) {
    await tx.delete(productAttributeValues).where(eq(productAttributeValues.productId, productId));
    if (refs.attributeValueIds.length > 0) {
      await tx
        .insert(productAttributeValues)
        .values(refs.attributeValueIds.map((attributeValueId) => ({ productId, attributeValueId })));
    }
  }
  if (refs.channelIds) {
    await tx.delete(productChannels).where(eq(productChannels.productId, productId));
    if (refs.channelIds.length > 0) {
      await tx.insert(productChannels).values(refs.channelIds.map((channelId) => ({ productId, channelId })));
    }
  }
  if (refs.bundleParts) {
    await tx.delete(productBundleItems).where(eq(productBundleItems.bundleProductId, productId));
    if (refs.bundleParts.length > 0) {
      await tx
        .insert(productBundleItems)
        .values(refs.bundleParts.map((part) => ({ bundleProductId: productId, ...part })));
    }
  }
}

/** The main category is one of the product's categories too (the shop lists it there). */
function withMainTaxon(refs: ResolvedReferences, currentTaxonIds: readonly number[] | null): void {
  if (refs.mainTaxonId === undefined || refs.mainTaxonId === null) return;
  const taxonIds = refs.taxonIds ?? (currentTaxonIds ? [...currentTaxonIds] : []);
  if (!taxonIds.includes(refs.mainTaxonId)) refs.taxonIds = [...taxonIds, refs.mainTaxonId];
}

async function currentTaxonIds(tx: Database, productId: number): Promise<number[]> {
  const rows = await tx
    .select({ taxonId: productTaxons.taxonId })
    .from(productTaxons)
    .where(eq(productTaxons.productId, productId))
    .orderBy(productTaxons.position);
  return rows.map((row) => row.taxonId);
}

function bundleRules(isBundle: boolean, partCount: number, violations: Violation[]): void {
  if (isBundle && partCount === 0) {
    violations.push({
      propertyPath: 'bundleParts',
      message: BUNDLE_PARTS_REQUIRED_MESSAGE,
      code: 'bundle_parts',
    });
  }
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
