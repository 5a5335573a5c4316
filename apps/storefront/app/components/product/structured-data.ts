import type { ProductDetail } from '@shop/contracts';
import { minorToMajor } from '@shop/locale';
import { mediaUrl } from '~/lib/media.ts';
import { VARIANT_PARAM } from './variant-selection.ts';

/**
 * schema.org JSON-LD of the product page: a Product with one Offer per variant and its rating, and the
 * BreadcrumbList, as plain objects for the route's meta (React Router escapes them into the script tag).
 */

export interface BreadcrumbEntry {
  name: string;
  /** Absolute URL. */
  url: string;
}

/** Text of the product's HTML description, for search engines that want plain text. */
export function plainText(html: string): string {
  return html
    .replace(/<(br|\/p|\/li|\/h\d)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

export function productDescriptionText(
  product: Pick<ProductDetail, 'shortDescription' | 'description'>,
): string {
  return product.shortDescription?.trim() || (product.description ? plainText(product.description) : '');
}

/** Largest rendition the image pipeline serves of a product photo, as an absolute URL. */
export function productImageUrls(product: Pick<ProductDetail, 'images'>, origin: string): string[] {
  return product.images.map((image) => `${origin}${mediaUrl(image.path, 'product_card', 3)}`);
}

const SCHEMA_IN_STOCK = 'https://schema.org/InStock';
const SCHEMA_OUT_OF_STOCK = 'https://schema.org/OutOfStock';

export function productJsonLd(
  product: ProductDetail,
  options: { url: string; origin: string; currencyCode: string },
): Record<string, unknown> {
  const brand = product.attributeValues.find((value) => value.attribute.code === 'brand');
  const description = productDescriptionText(product);
  const offers = product.variants.map((variant) => {
    const available = product.isBundle ? product.inStock : variant.enabled && variant.inStock;
    return {
      '@type': 'Offer',
      sku: variant.code,
      price: minorToMajor(variant.prices.price).toFixed(2),
      priceCurrency: options.currencyCode,
      availability: available ? SCHEMA_IN_STOCK : SCHEMA_OUT_OF_STOCK,
      url:
        product.variants.length > 1
          ? `${options.url}?${new URLSearchParams({ [VARIANT_PARAM]: variant.code })}`
          : options.url,
    };
  });
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.code,
    url: options.url,
    ...(product.images.length > 0 ? { image: productImageUrls(product, options.origin) } : {}),
    ...(description ? { description } : {}),
    ...(brand ? { brand: { '@type': 'Brand', name: brand.name } } : {}),
    ...(offers.length > 0 ? { offers: offers.length === 1 ? offers[0] : offers } : {}),
    ...(product.reviewCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Number(product.averageRating.toFixed(1)),
            reviewCount: product.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

export function breadcrumbJsonLd(entries: readonly BreadcrumbEntry[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: entries.map((entry, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: entry.name,
      item: entry.url,
    })),
  };
}
