import type { AdminImagePatch, AdminProductImage } from '@shop/contracts';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { productImages, productImageTranslations, products } from '../../../db/schema/index.ts';

/** Position 0 is the main picture (type `main`, the card's and the product page's first); the rest `gallery`. */
const MAIN = 'main';
const GALLERY = 'gallery';

/** The product's id for its code, or null. */
export async function findProductIdByCode(db: Database, code: string): Promise<number | null> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.code, code)).limit(1);
  return row?.id ?? null;
}

/** A product's pictures in gallery order, with their alt texts per locale. */
export async function listAdminProductImages(db: Database, productId: number): Promise<AdminProductImage[]> {
  const rows = await db
    .select({ id: productImages.id, path: productImages.path, position: productImages.position })
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.position), asc(productImages.id));
  if (rows.length === 0) return [];
  const texts = await db
    .select()
    .from(productImageTranslations)
    .where(
      inArray(
        productImageTranslations.imageId,
        rows.map((row) => row.id),
      ),
    );
  return rows.map((row, index) => ({
    id: row.id,
    path: row.path,
    position: row.position,
    main: index === 0,
    alt: Object.fromEntries(
      texts.filter((text) => text.imageId === row.id).map((text) => [text.locale, text.alt]),
    ),
  }));
}

/** Numbers the pictures 0, 1, 2... in the given order; the first is the main picture. */
async function renumber(tx: Database, orderedIds: readonly number[]): Promise<void> {
  for (const [position, id] of orderedIds.entries()) {
    await tx
      .update(productImages)
      .set({ position, type: position === 0 ? MAIN : GALLERY })
      .where(eq(productImages.id, id));
  }
}

async function orderedImageIds(tx: Database, productId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: productImages.id })
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.position), asc(productImages.id));
  return rows.map((row) => row.id);
}

/** Adds a picture after the others (the first picture of a product is its main one); answers its id. */
export async function addProductImage(tx: Database, productId: number, path: string): Promise<number> {
  // Row lock on the product: two uploads at once get consecutive positions.
  await tx.select({ id: products.id }).from(products).where(eq(products.id, productId)).for('update');
  const ids = await orderedImageIds(tx, productId);
  const [inserted] = await tx
    .insert(productImages)
    .values({ productId, path, position: ids.length, type: ids.length === 0 ? MAIN : GALLERY })
    .returning({ id: productImages.id });
  if (!inserted) throw new Error('The picture was not inserted.');
  await renumber(tx, [...ids, inserted.id]);
  return inserted.id;
}

export interface ImageChange {
  before: { position: number; alt: Record<string, string> };
  after: { position: number; alt: Record<string, string> };
}

async function altTexts(tx: Database, imageId: number): Promise<Record<string, string>> {
  const rows = await tx
    .select({ locale: productImageTranslations.locale, alt: productImageTranslations.alt })
    .from(productImageTranslations)
    .where(eq(productImageTranslations.imageId, imageId));
  return Object.fromEntries(rows.map((row) => [row.locale, row.alt]).sort());
}

/**
 * Moves a picture (`position`; the others are renumbered), makes it the main one (`main`: position 0)
 * and sets its alt texts per locale (empty: removed, so the product's name is used). Null when the
 * product has no picture with this id.
 */
export async function updateProductImage(
  tx: Database,
  productId: number,
  imageId: number,
  patch: AdminImagePatch,
): Promise<ImageChange | null> {
  await tx.select({ id: products.id }).from(products).where(eq(products.id, productId)).for('update');
  const ids = await orderedImageIds(tx, productId);
  const from = ids.indexOf(imageId);
  if (from < 0) return null;
  const altBefore = await altTexts(tx, imageId);
  const target = patch.main ? 0 : Math.min(patch.position ?? from, ids.length - 1);
  if (target !== from) {
    const reordered = ids.filter((id) => id !== imageId);
    reordered.splice(target, 0, imageId);
    await renumber(tx, reordered);
  }
  for (const [locale, alt] of Object.entries(patch.alt ?? {})) {
    if (alt === '') {
      await tx
        .delete(productImageTranslations)
        .where(
          and(eq(productImageTranslations.imageId, imageId), eq(productImageTranslations.locale, locale)),
        );
    } else {
      await tx
        .insert(productImageTranslations)
        .values({ imageId, locale, alt })
        .onConflictDoUpdate({
          target: [productImageTranslations.imageId, productImageTranslations.locale],
          set: { alt },
        });
    }
  }
  return {
    before: { position: from, alt: altBefore },
    after: { position: target, alt: await altTexts(tx, imageId) },
  };
}

/** Removes a picture and renumbers the others; answers its path, or null when there is no such picture. */
export async function removeProductImage(
  tx: Database,
  productId: number,
  imageId: number,
): Promise<{ path: string; position: number } | null> {
  await tx.select({ id: products.id }).from(products).where(eq(products.id, productId)).for('update');
  const [removed] = await tx
    .delete(productImages)
    .where(and(eq(productImages.id, imageId), eq(productImages.productId, productId)))
    .returning({ path: productImages.path, position: productImages.position });
  if (!removed) return null;
  await renumber(tx, await orderedImageIds(tx, productId));
  return removed;
}

/** Whether any product picture uses this media path (its file must stay). */
export async function isPathUsedByProductImages(db: Database, path: string): Promise<boolean> {
  const [row] = await db.select({ uses: count() }).from(productImages).where(eq(productImages.path, path));
  return Number(row?.uses ?? 0) > 0;
}
