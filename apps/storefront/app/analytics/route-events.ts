import type { Order, ProductDetail } from '@shop/contracts';
import { unpackCards, type PackedCard } from '~/components/product-card/packed-cards.ts';
import type { EcommerceEvent } from './ecommerce.ts';

/** Loader data of the routes that show products or an order, as far as events need them. */
interface RouteData {
  product?: ProductDetail;
  listing?: { products: PackedCard[] };
  taxon?: { id: number; name: string };
  value?: { slug: string; name: string; attribute: { code: string } };
  query?: string;
  order?: Order;
}

/** The variant the page shows (the product page's selectVariant, kept out of the product page's chunk). */
function shownVariant(product: ProductDetail, requested: string | null) {
  const byCode = (code: string | null | undefined) =>
    product.variants.find((variant) => variant.code === code);
  return byCode(requested) ?? byCode(product.defaultVariant?.code) ?? product.variants[0] ?? null;
}

const LISTS = ['TAXON_LIST', 'SALES', 'SALES_TAXON', 'SEARCH', 'ATTRIBUTE_VALUE', 'ATTRIBUTE_VALUE_TAXON'];

/** GA4's item list for a listing route: its kind and what it lists (category, sale, search, brand...). */
function listOf(name: string, data: RouteData): { id: string; name: string } {
  const { taxon, value } = data;
  if (name === 'SEARCH') return { id: 'search', name: data.query ?? '' };
  const parts = [name.toLowerCase(), value && `${value.attribute.code}_${value.slug}`, taxon && taxon.id];
  const names = [value?.name, taxon?.name].filter(Boolean);
  return { id: parts.filter(Boolean).join('_'), name: names.join(': ') || name.toLowerCase() };
}

/**
 * The ecommerce event a page view stands for, from the shown route's id (`NAME___locale` or `NAME`) and loader data:
 * the product page is view_item (the variant in the URL), listings view_item_list, the checkout
 * begin_checkout and the thank-you page purchase. Other pages: none.
 */
export function routeEcommerceEvent(
  routeId: string,
  loaderData: unknown,
  url: URL,
  currency: string,
): EcommerceEvent | null {
  const name = routeId.split('___')[0] ?? '';
  const data = (loaderData ?? {}) as RouteData;
  if (name === 'PRODUCT_INNER' && data.product) {
    const { product } = data;
    return [
      'view_item',
      { currency, product, variant: shownVariant(product, url.searchParams.get('variant')) },
    ];
  }
  if (LISTS.includes(name) && data.listing) {
    return [
      'view_item_list',
      { currency, list: listOf(name, data), products: unpackCards(data.listing.products) },
    ];
  }
  if (name === 'CHECKOUT' && data.order) return ['begin_checkout', { order: data.order }];
  if (name === 'CHECKOUT_THANK_YOU' && data.order) return ['purchase', { order: data.order }];
  return null;
}
