import type { AdminProduct } from '@shop/contracts';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import {
  productDownloads,
  productImages,
  productImageTranslations,
  products,
} from '../../../db/schema/index.ts';
import { groupBy } from '../../../i18n/pick-translation.ts';
import { anyVariantOrdered } from '../../orders/variant-order-use.ts';
import { loadProductState, type ProductState } from './product-state.ts';
import { loadVariantStates, variantView } from './variant-state.ts';

/** A product's pictures in gallery order (the first is the main one) with their alt texts per locale. */
async function loadAdminImages(db: Database, productId: number): Promise<AdminProduct['images']> {
  const images = await db
    .select({ id: productImages.id, path: productImages.path, position: productImages.position })
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.position), asc(productImages.id));
  const alts =
    images.length === 0
      ? []
      : await db
          .select()
          .from(productImageTranslations)
          .where(
            inArray(
              productImageTranslations.imageId,
              images.map((image) => image.id),
            ),
          );
  const altsOf = groupBy(alts, (row) => row.imageId);
  return images.map((image, index) => ({
    ...image,
    main: index === 0,
    alt: Object.fromEntries((altsOf.get(image.id) ?? []).map((row) => [row.locale, row.alt])),
  }));
}

/** The editable fields of a product as the audit log records them (no ids, no times). */
export function auditableProduct(state: ProductState): Record<string, unknown> {
  const { id: _id, createdAt: _createdAt, updatedAt: _updatedAt, ...fields } = state;
  return fields;
}

/** The back office's whole product: its fields, pictures, downloads, variants and whether it was ordered. */
export async function loadAdminProductById(db: Database, productId: number): Promise<AdminProduct | null> {
  const state = await loadProductState(db, productId);
  return state ? adminProductFromState(db, state) : null;
}

/** The whole product from its already loaded fields (a write has them): pictures, downloads and variants. */
export async function adminProductFromState(db: Database, state: ProductState): Promise<AdminProduct> {
  const productId = state.id;
  const [images, downloads, variants] = await Promise.all([
    loadAdminImages(db, productId),
    db
      .select({
        id: productDownloads.id,
        name: productDownloads.name,
        path: productDownloads.path,
        locale: productDownloads.locale,
      })
      .from(productDownloads)
      .where(eq(productDownloads.productId, productId))
      .orderBy(asc(productDownloads.position), asc(productDownloads.id)),
    loadVariantStates(db, { productIds: [productId] }),
  ]);
  const ordered = await anyVariantOrdered(
    db,
    variants.map((variant) => variant.id),
  );
  const { id: _id, createdAt, updatedAt, ...fields } = state;
  return {
    ...fields,
    images,
    downloads: downloads.map((download) => ({
      ...download,
      locale: download.locale as AdminProduct['downloads'][number]['locale'],
    })),
    variants: variants.map(variantView),
    ordered,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}

export async function loadAdminProduct(db: Database, code: string): Promise<AdminProduct | null> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.code, code));
  return row ? loadAdminProductById(db, row.id) : null;
}
