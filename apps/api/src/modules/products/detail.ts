import type { ProductDetail, TaxonSummary } from '@shop/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { MediaStorage } from '../media-storage/index.ts';
import type { Database } from '../../db/database.ts';
import { productChannels, products, productTaxons, productTranslations } from '../../db/schema/index.ts';
import { pickTranslation } from '../../i18n/pick-translation.ts';
import { sanitizePageHtml } from '../pages/sanitize-page-html.ts';
import { loadProductAttributeValues } from './attribute-values.ts';
import { loadBundleParts, loadContainingBundles } from './bundle-parts.ts';
import type { CatalogContext } from './catalog-context.ts';
import { loadProductDownloads } from './downloads.ts';
import { isProductInStock, maxDiscountPercentage } from './list-items.ts';
import { describeGallery, loadProductGalleries } from './product-rows.ts';
import { loadPromotionBadges } from './promotion-badges.ts';
import { loadTaxonSummaries, toTaxonSummary } from './taxon-summaries.ts';
import { describeVariants, loadSellableVariants } from './variants.ts';
import { loadWarehouseStocks } from './warehouses.ts';

export interface ProductDetailContext extends CatalogContext {
  /** The request locale (downloads are chosen for it). */
  locale: string;
  /** The channel's locales: the product's slug is given for each. */
  channelLocales: readonly string[];
  /** The media storage, to read download sizes. */
  storage: MediaStorage;
}

/** Categories are at most a few levels deep; the guard only stops a corrupt parent cycle. */
const MAX_TAXON_DEPTH = 20;

/** The main category and its ancestors, root first; stops at the first one a shopper cannot open. */
async function loadBreadcrumbs(
  db: Database,
  mainTaxonId: number | null,
  localePreference: readonly string[],
): Promise<TaxonSummary[]> {
  const chain: TaxonSummary[] = [];
  let nextId = mainTaxonId;
  while (nextId !== null && chain.length < MAX_TAXON_DEPTH) {
    const taxon = (await loadTaxonSummaries(db, [nextId], localePreference)).get(nextId);
    if (!taxon) break;
    chain.unshift(toTaxonSummary(taxon));
    nextId = taxon.parentId;
  }
  return chain;
}

/** The product's categories in their position order. */
async function loadCategories(db: Database, productId: number, localePreference: readonly string[]) {
  const links = await db
    .select({ taxonId: productTaxons.taxonId })
    .from(productTaxons)
    .where(eq(productTaxons.productId, productId))
    .orderBy(asc(productTaxons.position), asc(productTaxons.taxonId));
  const summaries = await loadTaxonSummaries(
    db,
    links.map((link) => link.taxonId),
    localePreference,
  );
  return links.flatMap((link) => {
    const summary = summaries.get(link.taxonId);
    return summary ? [toTaxonSummary(summary)] : [];
  });
}

/** The id of an enabled product sold in the channel, by its code or id; null otherwise. */
export async function findVisibleProductId(
  db: Database,
  key: { code: string } | { id: number },
  channelId: number,
): Promise<number | null> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(
      productChannels,
      and(eq(productChannels.productId, products.id), eq(productChannels.channelId, channelId)),
    )
    .where(
      and('code' in key ? eq(products.code, key.code) : eq(products.id, key.id), eq(products.enabled, true)),
    )
    .limit(1);
  return row?.id ?? null;
}

/**
 * Everything the product page shows, or null when the product is unknown, disabled, not in the channel
 * or has no text at all. Products that require login are returned too: the storefront decides.
 */
export async function getProductDetail(
  db: Database,
  key: { code: string } | { id: number },
  ctx: ProductDetailContext,
): Promise<ProductDetail | null> {
  const productId = await findVisibleProductId(db, key, ctx.channelId);
  if (productId === null) return null;
  const { localePreference } = ctx;
  const [productRows, translations, images, variantsByProduct, attributeValues, promotionBadges] =
    await Promise.all([
      db.select().from(products).where(eq(products.id, productId)),
      db
        .select({
          locale: productTranslations.locale,
          name: productTranslations.name,
          slug: productTranslations.slug,
          shortDescription: productTranslations.shortDescription,
          description: productTranslations.description,
        })
        .from(productTranslations)
        .where(
          and(
            eq(productTranslations.productId, productId),
            inArray(productTranslations.locale, [...ctx.channelLocales]),
          ),
        ),
      loadProductGalleries(db, [productId]),
      loadSellableVariants(db, [productId], ctx.channelId),
      loadProductAttributeValues(db, [productId], localePreference, { badgesOnly: false }),
      loadPromotionBadges(db, [productId], ctx.channelId, localePreference, ctx.now),
    ]);
  const product = productRows[0];
  // Texts in a locale the channel does not offer still beat no page at all.
  const text =
    pickTranslation(translations, localePreference) ??
    pickTranslation(
      await db
        .select({
          locale: productTranslations.locale,
          name: productTranslations.name,
          slug: productTranslations.slug,
          shortDescription: productTranslations.shortDescription,
          description: productTranslations.description,
        })
        .from(productTranslations)
        .where(eq(productTranslations.productId, productId)),
      localePreference,
    );
  if (!product || !text) return null;

  const variantRows = variantsByProduct.get(productId) ?? [];
  const values = attributeValues.get(productId) ?? [];
  const [described, categories, breadcrumbs, bundleParts, warehouses, downloads, mainTaxons, sets] =
    await Promise.all([
      describeVariants(db, variantRows, localePreference),
      loadCategories(db, productId, localePreference),
      loadBreadcrumbs(db, product.mainTaxonId, localePreference),
      product.isBundle ? loadBundleParts(db, productId, ctx) : Promise.resolve([]),
      loadWarehouseStocks(db, variantRows),
      loadProductDownloads(db, productId, ctx.locale, ctx.storage),
      loadTaxonSummaries(db, product.mainTaxonId === null ? [] : [product.mainTaxonId], localePreference),
      product.onlySellInBundle ? loadContainingBundles(db, productId, ctx) : Promise.resolve([]),
    ]);
  const mainTaxon = product.mainTaxonId === null ? undefined : mainTaxons.get(product.mainTaxonId);

  return {
    id: product.id,
    code: product.code,
    slug: text.slug,
    name: text.name,
    shortDescription: text.shortDescription,
    description: text.description ? sanitizePageHtml(text.description) || null : null,
    images: describeGallery(images.get(productId), text),
    isBundle: product.isBundle,
    onlySellInBundle: product.onlySellInBundle,
    requiresLogin: product.requiresLogin,
    inStock: isProductInStock(product, variantRows),
    defaultVariant: described.variants[0] ?? null,
    variantCount: variantRows.length,
    variants: described.variants,
    options: described.options,
    discountPercentage: maxDiscountPercentage(variantRows),
    badges: values.filter((value) => value.showInProductList || value.showInProductListOnImage),
    attributeValues: values,
    promotionBadges: promotionBadges.get(productId) ?? [],
    averageRating: product.averageRating,
    reviewCount: product.reviewCount,
    mainTaxon: mainTaxon ? toTaxonSummary(mainTaxon) : null,
    categories,
    breadcrumbs,
    bundleParts,
    containingBundles: sets,
    warehouses,
    downloads,
    slugs: Object.fromEntries(translations.map((translation) => [translation.locale, translation.slug])),
    createdAt: product.createdAt.toISOString(),
  };
}
