import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { channelPricings, productChannels, products, productVariants } from '../../db/schema/index.ts';
import { loadProductTexts } from './product-rows.ts';

export interface GiftCandidate {
  code: string;
  productName: string | null;
  /** Enabled variant of an enabled product that is in the channel and has a price there. */
  sellable: boolean;
}

/**
 * Variants named as gifts (docs/adr/0061-faq-bars-payments-gifts.md), by code, with their product's name and
 * whether the channel can give them; codes that do not exist come back unsellable without a name.
 */
export async function describeGiftCandidates(
  db: Database,
  channelId: number,
  codes: readonly string[],
  localePreference: readonly string[],
): Promise<Map<string, GiftCandidate>> {
  const found = new Map<string, GiftCandidate>();
  if (codes.length === 0) return found;
  const rows = await db
    .select({
      code: productVariants.code,
      productId: productVariants.productId,
      variantEnabled: productVariants.enabled,
      productEnabled: products.enabled,
      inChannel: productChannels.productId,
      price: channelPricings.price,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .leftJoin(
      productChannels,
      and(eq(productChannels.productId, products.id), eq(productChannels.channelId, channelId)),
    )
    .leftJoin(
      channelPricings,
      and(eq(channelPricings.variantId, productVariants.id), eq(channelPricings.channelId, channelId)),
    )
    .where(inArray(productVariants.code, [...new Set(codes)]));
  const texts = await loadProductTexts(db, [...new Set(rows.map((row) => row.productId))], localePreference);
  for (const row of rows) {
    found.set(row.code, {
      code: row.code,
      productName: texts.get(row.productId)?.name ?? null,
      sellable: row.variantEnabled && row.productEnabled && row.inChannel !== null && row.price !== null,
    });
  }
  for (const code of codes)
    if (!found.has(code)) found.set(code, { code, productName: null, sellable: false });
  return found;
}
