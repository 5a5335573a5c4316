import type { AdminProduct } from '@shop/contracts';
import type { LocaleCode } from '@shop/locale';
import { valuesFromProduct, type EditorValues } from '~/data/admin-product-views.ts';
import { routePath } from '~/routing/route-path.ts';

/**
 * The values the editor shows: the product as loaded, or after a refused save what the owner typed, with
 * the versions of what did save (a variant saved in the same request, a new variant now created) taken
 * from the product as it is now, so that saving again does not refuse the owner's own changes as stale.
 */
export function editorValues(
  product: AdminProduct,
  refused: { values: EditorValues; stale: boolean; staleVariants: string[] } | null,
): EditorValues {
  const loaded = valuesFromProduct(product);
  if (!refused) return loaded;
  const values = structuredClone(refused.values);
  if (!refused.stale) values.version = product.version;
  values.variants = values.variants.map((row) => {
    const fresh = loaded.variants.find((candidate) => candidate.code === row.code);
    if (!fresh || refused.staleVariants.includes(row.code)) return row;
    // Saved (or created) in the refused request: from now on an existing variant at its new version.
    return {
      ...row,
      isNew: false,
      version: fresh.version,
      onHold: fresh.onHold,
      warehouseStock: row.isNew ? fresh.warehouseStock : row.warehouseStock,
    };
  });
  return values;
}

/** Channels with a price column: the product's, those with a price already, and this storefront's. */
export function priceChannels(product: AdminProduct | null, current: string): string[] {
  const channels = new Set<string>([current]);
  for (const channel of product?.channels ?? []) channels.add(channel);
  for (const variant of product?.variants ?? []) {
    for (const channel of Object.keys(variant.channelPricings)) channels.add(channel);
  }
  return [...channels];
}

/** The product's address in the shop for the search-result preview (readable, not percent-encoded). */
export function shopUrlBuilder(options: {
  origin: string;
  defaultLocale: LocaleCode;
  newUrls: boolean;
  code: string;
  shopId: number | null;
}) {
  return (locale: LocaleCode, slug: string) => {
    const match = options.newUrls ? options.code || '…' : `${slug || '…'}-${options.shopId ?? '…'}`;
    return decodeURI(
      `${options.origin}${routePath('PRODUCT_INNER', locale, { '*': match }, options.defaultLocale)}`,
    );
  };
}
