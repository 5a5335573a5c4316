import {
  BUNDLE_PARTS_REQUIRED_MESSAGE,
  slugTakenMessage,
  type AdminProductTranslationInput,
  type Violation,
} from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import {
  productAttributeValues,
  productBundleItems,
  productChannels,
  productTaxons,
  productTranslations,
} from '../../../db/schema/index.ts';
import { sanitizePageHtml } from '../../pages/sanitize-page-html.ts';
import type { ProductFields, ResolvedReferences } from './product-input.ts';
import type { ProductState } from './product-state.ts';
import { freeSlugFor, slugOwner } from './slugs.ts';

/**
 * The steps createProduct and updateProduct (product-writes.ts) share, inside their transactions: the texts
 * per locale with their slugs checked, the main category added to the categories, the bundle rule, and the
 * writing of texts, categories, attributes, channels and bundle parts. Nothing here opens a transaction.
 */

type Translations = NonNullable<ProductFields['translations']>;

/**
 * The texts to store per locale: descriptions sanitised, a missing slug kept from before or made from the
 * name (unique per locale and channel), a given slug checked against the other products of the channels.
 */
export async function prepareTranslations(
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
export async function checkKeptSlugs(
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
export async function writeRelations(
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
export function withMainTaxon(refs: ResolvedReferences, currentTaxonIds: readonly number[] | null): void {
  if (refs.mainTaxonId === undefined || refs.mainTaxonId === null) return;
  const taxonIds = refs.taxonIds ?? (currentTaxonIds ? [...currentTaxonIds] : []);
  if (!taxonIds.includes(refs.mainTaxonId)) refs.taxonIds = [...taxonIds, refs.mainTaxonId];
}

export async function currentTaxonIds(tx: Database, productId: number): Promise<number[]> {
  const rows = await tx
    .select({ taxonId: productTaxons.taxonId })
    .from(productTaxons)
    .where(eq(productTaxons.productId, productId))
    .orderBy(productTaxons.position);
  return rows.map((row) => row.taxonId);
}

export function bundleRules(isBundle: boolean, partCount: number, violations: Violation[]): void {
  if (isBundle && partCount === 0) {
    violations.push({
      propertyPath: 'bundleParts',
      message: BUNDLE_PARTS_REQUIRED_MESSAGE,
      code: 'bundle_parts',
    });
  }
}
