import { MEDIA_CACHE_BASE } from '@shop/contracts';
import type { FeedProduct } from '../products/feed-items.ts';
import { plainText, truncateText } from './plain-text.ts';

/** Google: title at most 150 characters, description 5000; Facebook allows as much (200 / 9999). */
export const MAX_TITLE_LENGTH = 150;
export const MAX_DESCRIPTION_LENGTH = 5000;
/** Google takes up to 10 additional images, Facebook up to 20: 10 suits both. */
export const MAX_ADDITIONAL_IMAGES = 10;
/**
 * The pictures' filter: product_card at density 3 is a 990 × 990 WebP, above the 800 px Google prefers
 * for apparel and far above its 100 × 100 minimum (250 × 250 for apparel), and Facebook's 500 × 500.
 */
export const FEED_IMAGE_FILTER = 'product_card';
export const FEED_IMAGE_DENSITY = 3;

export type Availability = 'in_stock' | 'out_of_stock';

/** One item of a feed: one sellable variant, in the words both feed formats share. */
export interface FeedEntry {
  id: string;
  title: string;
  description: string;
  link: string;
  imageLink: string | null;
  additionalImageLinks: string[];
  availability: Availability;
  /** "12.90 EUR": the regular price (the crossed-out one when the variant is on sale). */
  price: string;
  /** The price the shopper pays while on sale, else null. */
  salePrice: string | null;
  brand: string | null;
  gtin: string | null;
  mpn: string | null;
  /** Google's identifier_exists: false when neither a GTIN nor brand and MPN identify the item. */
  identifierExists: boolean;
  /** The product's code when it has several variants. */
  itemGroupId: string | null;
  productType: string | null;
  condition: 'new';
}

/** Where a feed's links point: the channel's storefront in the feed's locale. */
export interface FeedLinkContext {
  /** The channel's storefront, without a trailing slash ("https://shop.example"). */
  storefrontUrl: string;
  locale: string;
  defaultLocale: string;
  currencyCode: string;
  /** How the storefront addresses product pages: "{slug}-{id}", or the code (its NEW_URLS mode). */
  productUrls: ProductUrlStyle;
}

export const PRODUCT_URL_STYLES = ['slug-id', 'code'] as const;
export type ProductUrlStyle = (typeof PRODUCT_URL_STYLES)[number];

/** "12.90 EUR" from minor units (two decimals: the shop's currencies all have cents). */
export function formatFeedPrice(minorUnits: number, currencyCode: string): string {
  return `${(minorUnits / 100).toFixed(2)} ${currencyCode}`;
}

/** Path segments encoded one by one, empty ones dropped (as the storefront's route builder does). */
function encodeSegments(value: string): string {
  return value
    .split('/')
    .filter((segment) => segment !== '')
    .map(encodeURIComponent)
    .join('/');
}

/**
 * The storefront's product page: /p/{slug}-{id}, or /p/{code} in its NEW_URLS mode; the default locale
 * unprefixed, others under /{locale} (the storefront's route table and path-match.ts).
 */
export function productPageLink(
  ctx: FeedLinkContext,
  product: Pick<FeedProduct, 'slug' | 'id' | 'code'>,
): string {
  const prefix = ctx.locale === ctx.defaultLocale ? '' : `/${ctx.locale}`;
  const pathMatch =
    ctx.productUrls === 'code' ? product.code : `${product.slug.replace(/^\/+|\/+$/g, '')}-${product.id}`;
  return `${ctx.storefrontUrl}${prefix}/p/${encodeSegments(pathMatch)}`;
}

/** A picture through the storefront's /media proxy and the API's resize filter. */
export function feedImageLink(ctx: FeedLinkContext, path: string): string {
  const clean = encodeSegments(path);
  return `${ctx.storefrontUrl}${MEDIA_CACHE_BASE}/${FEED_IMAGE_FILTER}/${clean}?density=${FEED_IMAGE_DENSITY}`;
}

/**
 * The feed items of a product: one per sellable variant (Google and Facebook list variants as items of
 * one group). The title names the variant's option values ("Kombinezonas, 74, smėlio"); prices are the
 * product page's, so the feed's price is what the shopper pays on the landing page (Google's rule).
 */
export function feedEntries(product: FeedProduct, ctx: FeedLinkContext): FeedEntry[] {
  const grouped = product.variants.length > 1;
  const description = truncateText(
    plainText(product.description ?? '') || plainText(product.shortDescription ?? '') || product.name,
    MAX_DESCRIPTION_LENGTH,
  );
  const link = productPageLink(ctx, product);
  const [image, ...more] = product.images.map((path) => feedImageLink(ctx, path));
  const productType = product.categoryPath.length > 0 ? product.categoryPath.join(' > ') : null;
  return product.variants.map((variant): FeedEntry => {
    const onSale = variant.originalPrice !== null;
    const title = [product.name.trim(), ...variant.optionValues.map((value) => value.trim())]
      .filter(Boolean)
      .join(', ');
    return {
      id: variant.code,
      title: truncateText(title, MAX_TITLE_LENGTH),
      description,
      link,
      imageLink: image ?? null,
      additionalImageLinks: more.slice(0, MAX_ADDITIONAL_IMAGES),
      availability: variant.inStock ? 'in_stock' : 'out_of_stock',
      price: formatFeedPrice(
        onSale ? (variant.originalPrice ?? variant.price) : variant.price,
        ctx.currencyCode,
      ),
      salePrice: onSale ? formatFeedPrice(variant.price, ctx.currencyCode) : null,
      brand: product.brand,
      gtin: variant.gtin,
      // Without a GTIN the variant's code is the part number (the shop's own code: store-brand and
      // small-maker goods have no other); with brand it makes the pair Google accepts instead of a GTIN.
      mpn: variant.gtin ? null : variant.code,
      identifierExists: variant.gtin !== null || product.brand !== null,
      itemGroupId: grouped ? product.code : null,
      productType,
      condition: 'new',
    };
  });
}
