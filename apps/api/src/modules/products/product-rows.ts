import type { ProductImage } from '@shop/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  productChannels,
  productImages,
  productImageTranslations,
  products,
  productTranslations,
} from '../../db/schema/index.ts';
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

/** A picture with its alt texts per locale (the back office writes them). */
export interface GalleryImage {
  path: string;
  type: string;
  alts: Record<string, string>;
}

/** Like loadProductImages, with each picture's alt texts (for the product page and the cards). */
export async function loadProductGalleries(
  db: Database,
  productIds: readonly number[],
  limit?: number,
): Promise<Map<number, GalleryImage[]>> {
  const galleries = new Map<number, GalleryImage[]>();
  if (productIds.length === 0) return galleries;
  const rows = await db
    .select({
      id: productImages.id,
      productId: productImages.productId,
      path: productImages.path,
      type: productImages.type,
    })
    .from(productImages)
    .where(inArray(productImages.productId, [...productIds]))
    .orderBy(asc(productImages.productId), asc(productImages.position), asc(productImages.id));
  const kept = [...groupBy(rows, (row) => row.productId).values()].flatMap((productRows) =>
    limit === undefined ? productRows : productRows.slice(0, limit),
  );
  const texts =
    kept.length === 0
      ? []
      : await db
          .select()
          .from(productImageTranslations)
          .where(
            inArray(
              productImageTranslations.imageId,
              kept.map((row) => row.id),
            ),
          );
  const altsOf = groupBy(texts, (text) => text.imageId);
  for (const row of kept) {
    const alts = Object.fromEntries((altsOf.get(row.id) ?? []).map((text) => [text.locale, text.alt]));
    const gallery = galleries.get(row.productId) ?? [];
    gallery.push({ path: row.path, type: row.type, alts });
    galleries.set(row.productId, gallery);
  }
  return galleries;
}

/**
 * The pictures as the shop shows them: each with its alt text in the locale of the product's texts,
 * else the product's name.
 */
export function describeGallery(
  gallery: readonly GalleryImage[] | undefined,
  text: { locale: string; name: string },
): ProductImage[] {
  return (gallery ?? []).map(({ path, type, alts }) => ({ path, type, alt: alts[text.locale] || text.name }));
}
