import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { productChannels, productImages, products, productTranslations } from '../../db/schema/index.ts';
import { groupBy, pickTranslation } from '../../i18n/pick-translation.ts';

export type ProductRow = typeof products.$inferSelect;

/** Products by id that are enabled and sold in the channel. */
export async function loadVisibleProducts(
  db: Database,
  productIds: readonly number[],
  channelId: number,
): Promise<Map<number, ProductRow>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ product: products })
    .from(products)
    .innerJoin(
      productChannels,
      and(eq(productChannels.productId, products.id), eq(productChannels.channelId, channelId)),
    )
    .where(and(inArray(products.id, [...productIds]), eq(products.enabled, true)));
  return new Map(rows.map(({ product }) => [product.id, product]));
}

export interface ProductTexts {
  locale: string;
  name: string;
  slug: string;
  shortDescription: string | null;
}

/** Name, slug and short description of products in the first preferred locale (else any). */
export async function loadProductTexts(
  db: Database,
  productIds: readonly number[],
  localePreference: readonly string[],
): Promise<Map<number, ProductTexts>> {
  const texts = new Map<number, ProductTexts>();
  if (productIds.length === 0) return texts;
  const rows = await db
    .select({
      productId: productTranslations.productId,
      locale: productTranslations.locale,
      name: productTranslations.name,
      slug: productTranslations.slug,
      shortDescription: productTranslations.shortDescription,
    })
    .from(productTranslations)
    .where(inArray(productTranslations.productId, [...productIds]));
  for (const [productId, translations] of groupBy(rows, (row) => row.productId)) {
    const translation = pickTranslation(translations, localePreference);
    if (translation) texts.set(productId, translation);
  }
  return texts;
}

/** Images of products in gallery order; `limit` keeps only the first ones of each (cards show two). */
export async function loadProductImages(
  db: Database,
  productIds: readonly number[],
  limit?: number,
): Promise<Map<number, Array<{ path: string; type: string }>>> {
  const images = new Map<number, Array<{ path: string; type: string }>>();
  if (productIds.length === 0) return images;
  const rows = await db
    .select({ productId: productImages.productId, path: productImages.path, type: productImages.type })
    .from(productImages)
    .where(inArray(productImages.productId, [...productIds]))
    .orderBy(asc(productImages.productId), asc(productImages.position), asc(productImages.id));
  for (const [productId, productRows] of groupBy(rows, (row) => row.productId)) {
    const gallery = productRows.map(({ path, type }) => ({ path, type }));
    images.set(productId, limit === undefined ? gallery : gallery.slice(0, limit));
  }
  return images;
}
