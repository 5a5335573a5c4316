import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { productImages, products, productTranslations } from '../../db/schema/index.ts';

export interface ProductSummary {
  id: number;
  code: string;
  name: string;
  slug: string;
  /** Media path of the first image, or null. */
  image: string | null;
}

/**
 * Code, name, slug and first image of a product in the first locale of `localePreference` that has a
 * translation (else any), for mails and small forms. Null when the product does not exist.
 */
export async function loadProductSummary(
  db: Database,
  productId: number,
  localePreference: readonly string[],
): Promise<ProductSummary | null> {
  const [[product], translations, [image]] = await Promise.all([
    db.select({ id: products.id, code: products.code }).from(products).where(eq(products.id, productId)),
    db
      .select({
        locale: productTranslations.locale,
        name: productTranslations.name,
        slug: productTranslations.slug,
      })
      .from(productTranslations)
      .where(eq(productTranslations.productId, productId)),
    db
      .select({ path: productImages.path })
      .from(productImages)
      .where(eq(productImages.productId, productId))
      .orderBy(asc(productImages.position), asc(productImages.id))
      .limit(1),
  ]);
  if (!product) return null;
  const text =
    localePreference.map((locale) => translations.find((row) => row.locale === locale)).find(Boolean) ??
    translations[0];
  return { ...product, name: text?.name ?? product.code, slug: text?.slug ?? '', image: image?.path ?? null };
}
