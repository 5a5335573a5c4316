import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  attributes,
  attributeValues,
  attributeValueTranslations,
  productAttributeValues,
  productChannels,
  products,
  productTranslations,
  productVariants,
} from '../../db/schema/index.ts';
import { groupBy, pickTranslation } from '../../i18n/pick-translation.ts';
import { isProductInStock } from './list-items.ts';
import { discountPercentage } from './prices.ts';
import { loadProductImages } from './product-rows.ts';
import { loadTaxonSummaries } from './taxon-summaries.ts';
import { describeVariants, loadSellableVariants } from './variants.ts';

/** The attribute whose value names a product's brand (the demo and the back office use this code). */
const BRAND_ATTRIBUTE_CODE = 'brand';
/** Categories are at most a few levels deep; the guard only stops a corrupt parent cycle. */
const MAX_TAXON_DEPTH = 20;

/** One sellable variant of a feed product, with what the product page shows for it. */
export interface FeedVariant {
  code: string;
  /** The variant's option values in the feed locale, option by option ("74", "smėlio"). */
  optionValues: string[];
  /** GTIN (EAN/UPC) when the owner entered one. */
  gtin: string | null;
  /** What the shopper pays on the product page, minor units. */
  price: number;
  /** The crossed-out price where the product page shows one (a discount of at least 1 %), else null. */
  originalPrice: number | null;
  inStock: boolean;
}

/** A product as the shopping feeds list it: texts in one locale, its sellable variants. */
export interface FeedProduct {
  id: number;
  code: string;
  name: string;
  slug: string;
  shortDescription: string | null;
  /** The product page's description (HTML as stored). */
  description: string | null;
  /** Media keys of the gallery, in order. */
  images: string[];
  brand: string | null;
  /** The main category and its ancestors' names, root first. */
  categoryPath: string[];
  variants: FeedVariant[];
}

export interface FeedBatchRequest {
  channelId: number;
  /** The feed's locale: only products with a text in it are listed. */
  locale: string;
  /** The feed locale, then the channel's default: variant and option texts fall back like the product page. */
  localePreference: readonly string[];
  /** Products with an id above this one (keyset pagination); 0 for the first batch. */
  afterId: number;
  limit: number;
}

/** Category names and parents kept across the batches of one feed: categories are few and shared. */
export type FeedCategoryCache = Map<number, { name: string; parentId: number | null } | null>;

export function newFeedCategoryCache(): FeedCategoryCache {
  return new Map();
}

async function categoryPaths(
  db: Database,
  mainTaxonIds: readonly number[],
  localePreference: readonly string[],
  cache: FeedCategoryCache,
): Promise<(id: number | null) => string[]> {
  // Level by level up the tree: one query per level for the categories not seen in earlier batches.
  let missing = [...new Set(mainTaxonIds)].filter((id) => !cache.has(id));
  for (let depth = 0; depth < MAX_TAXON_DEPTH && missing.length > 0; depth += 1) {
    const found = await loadTaxonSummaries(db, missing, localePreference);
    for (const id of missing) {
      const taxon = found.get(id);
      cache.set(id, taxon ? { name: taxon.name, parentId: taxon.parentId } : null);
    }
    missing = [
      ...new Set(
        [...found.values()].flatMap((taxon) =>
          taxon.parentId !== null && !cache.has(taxon.parentId) ? [taxon.parentId] : [],
        ),
      ),
    ];
  }
  return (id) => {
    const path: string[] = [];
    let next = id;
    while (next !== null && path.length < MAX_TAXON_DEPTH) {
      const taxon = cache.get(next);
      // A disabled or untranslated category cuts the path there, as the product page's breadcrumbs do.
      if (!taxon) break;
      path.unshift(taxon.name);
      next = taxon.parentId;
    }
    return path;
  };
}

async function brandNames(
  db: Database,
  productIds: readonly number[],
  localePreference: readonly string[],
): Promise<Map<number, string>> {
  const links = await db
    .select({ productId: productAttributeValues.productId, valueId: attributeValues.id })
    .from(productAttributeValues)
    .innerJoin(attributeValues, eq(attributeValues.id, productAttributeValues.attributeValueId))
    .innerJoin(attributes, eq(attributes.id, attributeValues.attributeId))
    .where(
      and(
        inArray(productAttributeValues.productId, [...productIds]),
        eq(attributes.code, BRAND_ATTRIBUTE_CODE),
      ),
    )
    .orderBy(asc(attributeValues.position), asc(attributeValues.id));
  if (links.length === 0) return new Map();
  const texts = await db
    .select({
      id: attributeValueTranslations.attributeValueId,
      locale: attributeValueTranslations.locale,
      name: attributeValueTranslations.name,
    })
    .from(attributeValueTranslations)
    .where(
      inArray(attributeValueTranslations.attributeValueId, [...new Set(links.map((link) => link.valueId))]),
    );
  const names = groupBy(texts, (text) => text.id);
  const brands = new Map<number, string>();
  for (const link of links) {
    const name = pickTranslation(names.get(link.valueId) ?? [], localePreference)?.name;
    if (name && !brands.has(link.productId)) brands.set(link.productId, name);
  }
  return brands;
}

/**
 * The next batch of products a public shopping feed lists, by id after `afterId`: enabled, sold in the
 * channel, with a text in the feed's locale, not sold only after login (their price is not public) nor
 * only inside a bundle (the page offers no way to buy them alone), each with its enabled variants that
 * have a price in the channel (a product without any is left out). A constant number of set-based
 * queries per batch, whatever its size; `lastId` is where the next batch starts, null at the end.
 */
export async function loadFeedProducts(
  db: Database,
  request: FeedBatchRequest,
  categories: FeedCategoryCache,
): Promise<{ products: FeedProduct[]; lastId: number | null }> {
  const { channelId, locale, localePreference } = request;
  // A range of the primary key first (an index walk whatever the catalogue's size), then the channel and
  // the texts of just those products: joining first made the database sort the whole join per batch.
  const range = await db
    .select({
      id: products.id,
      code: products.code,
      isBundle: products.isBundle,
      bundleInStock: products.bundleInStock,
      enabled: products.enabled,
      mainTaxonId: products.mainTaxonId,
      requiresLogin: products.requiresLogin,
      onlySellInBundle: products.onlySellInBundle,
    })
    .from(products)
    .where(and(gt(products.id, request.afterId), eq(products.enabled, true)))
    .orderBy(asc(products.id))
    .limit(request.limit);
  const last = range.at(-1);
  if (!last) return { products: [], lastId: null };
  const lastId = range.length < request.limit ? null : last.id;
  const candidates = range.filter((row) => !row.requiresLogin && !row.onlySellInBundle);
  if (candidates.length === 0) return { products: [], lastId };
  const candidateIds = candidates.map((row) => row.id);
  const [inChannel, texts] = await Promise.all([
    db
      .select({ productId: productChannels.productId })
      .from(productChannels)
      .where(and(inArray(productChannels.productId, candidateIds), eq(productChannels.channelId, channelId))),
    db
      .select({
        productId: productTranslations.productId,
        name: productTranslations.name,
        slug: productTranslations.slug,
        shortDescription: productTranslations.shortDescription,
        description: productTranslations.description,
      })
      .from(productTranslations)
      .where(
        and(inArray(productTranslations.productId, candidateIds), eq(productTranslations.locale, locale)),
      ),
  ]);
  const sold = new Set(inChannel.map((row) => row.productId));
  const textOf = new Map(texts.map((text) => [text.productId, text]));
  const listed = candidates.flatMap((row) => {
    const text = textOf.get(row.id);
    return sold.has(row.id) && text ? [{ ...row, ...text }] : [];
  });
  if (listed.length === 0) return { products: [], lastId };

  const ids = listed.map((row) => row.id);
  const [variantsByProduct, images, brands, pathOf] = await Promise.all([
    loadSellableVariants(db, ids, channelId),
    loadProductImages(db, ids),
    brandNames(db, ids, localePreference),
    categoryPaths(
      db,
      listed.flatMap((row) => row.mainTaxonId ?? []),
      localePreference,
      categories,
    ),
  ]);
  const variantRows = listed.flatMap((row) => variantsByProduct.get(row.id) ?? []);
  const [described, gtinRows] = await Promise.all([
    describeVariants(db, variantRows, localePreference),
    variantRows.length === 0
      ? Promise.resolve([])
      : db
          .select({ id: productVariants.id, gtin: productVariants.gtin })
          .from(productVariants)
          .where(
            inArray(
              productVariants.id,
              variantRows.map((row) => row.id),
            ),
          ),
  ]);
  const gtins = new Map(gtinRows.map((row) => [row.id, row.gtin?.trim() || null]));
  const describedById = new Map(variantRows.map((row, index) => [row.id, described.variants[index]]));

  const feedProducts = listed.flatMap((row): FeedProduct[] => {
    const sellable = variantsByProduct.get(row.id) ?? [];
    if (sellable.length === 0) return [];
    // A bundle's stock is its own flag (spec section 9), as on its page.
    const bundleInStock = row.isBundle ? isProductInStock(row, sellable) : null;
    return [
      {
        id: row.id,
        code: row.code,
        name: row.name,
        slug: row.slug,
        shortDescription: row.shortDescription,
        description: row.description,
        images: (images.get(row.id) ?? []).map((image) => image.path),
        brand: brands.get(row.id) ?? null,
        categoryPath: pathOf(row.mainTaxonId),
        variants: sellable.map((variant): FeedVariant => {
          const contract = describedById.get(variant.id);
          return {
            code: variant.code,
            optionValues: (contract?.optionValues ?? []).map((option) => option.value),
            gtin: gtins.get(variant.id) ?? null,
            price: variant.price,
            // The product page crosses out the original price only where it shows a discount.
            originalPrice:
              discountPercentage(variant.price, variant.originalPrice) > 0 ? variant.originalPrice : null,
            inStock: bundleInStock ?? contract?.inStock ?? false,
          };
        }),
      },
    ];
  });
  return { products: feedProducts, lastId };
}
