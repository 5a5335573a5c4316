import type { MenuItemTargetRef } from '@shop/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { productChannels, products, productTranslations, productVariants } from '../../db/schema/index.ts';
import { groupBy, pickTranslation } from '../../i18n/pick-translation.ts';

export interface ProductTarget {
  ref: Extract<MenuItemTargetRef, { kind: 'product' }>;
  name: string;
}

/**
 * Link targets for products (menus point at them): enabled products sold in the channel, with slug and
 * name in the first preferred locale available. Products that cannot be shown are absent from the map.
 */
export async function findProductTargets(
  db: Database,
  productIds: readonly number[],
  channelId: number,
  localePreference: readonly string[],
): Promise<Map<number, ProductTarget>> {
  const targets = new Map<number, ProductTarget>();
  if (productIds.length === 0) return targets;
  const rows = await db
    .select({
      productId: products.id,
      code: products.code,
      locale: productTranslations.locale,
      name: productTranslations.name,
      slug: productTranslations.slug,
    })
    .from(products)
    .innerJoin(productTranslations, eq(productTranslations.productId, products.id))
    .innerJoin(
      productChannels,
      and(eq(productChannels.productId, products.id), eq(productChannels.channelId, channelId)),
    )
    .where(and(inArray(products.id, [...new Set(productIds)]), eq(products.enabled, true)));
  for (const [productId, translations] of groupBy(rows, (row) => row.productId)) {
    const translation = pickTranslation(translations, localePreference);
    if (!translation) continue;
    targets.set(productId, {
      ref: { kind: 'product', id: productId, code: translation.code, slug: translation.slug },
      name: translation.name,
    });
  }
  return targets;
}

/**
 * The codes of enabled products sold in the channel among `codes`, each with the codes of its enabled
 * variants (the wishlist checks what a shopper adds with it). Codes that cannot be shown are absent.
 */
export async function findVisibleProductVariantCodes(
  db: Database,
  codes: readonly string[],
  channelId: number,
): Promise<Map<string, Set<string>>> {
  const found = new Map<string, Set<string>>();
  if (codes.length === 0) return found;
  const rows = await db
    .select({ code: products.code, variantCode: productVariants.code })
    .from(products)
    .innerJoin(
      productChannels,
      and(eq(productChannels.productId, products.id), eq(productChannels.channelId, channelId)),
    )
    .leftJoin(
      productVariants,
      and(eq(productVariants.productId, products.id), eq(productVariants.enabled, true)),
    )
    .where(and(inArray(products.code, [...new Set(codes)]), eq(products.enabled, true)));
  for (const row of rows) {
    const variants = found.get(row.code) ?? new Set<string>();
    if (row.variantCode !== null) variants.add(row.variantCode);
    found.set(row.code, variants);
  }
  return found;
}
