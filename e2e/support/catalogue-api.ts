import type {
  ProductDetail,
  ProductListItem,
  SearchProductsResponse,
  SearchSuggestions,
  TaxonNode,
} from '@shop/contracts';

/**
 * The catalogue as the API serves it to the `web` channel in Lithuanian, so the browser tests pick real
 * demo data (a category with brands, a product with variants, a bundle-only part) instead of hard-coded ids.
 */
const HEADERS = { accept: 'application/json', channel: 'web', locale: 'lt' };

async function getJson<T>(apiUrl: string, path: string, query?: URLSearchParams): Promise<T> {
  const url = `${apiUrl}/api/v2/shop${path}${query ? `?${query}` : ''}`;
  const response = await fetch(url, { headers: HEADERS });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** GET /search/products with the parameters as the storefront sends them (`facets[brand][]`, `price[min]`...). */
export function searchProducts(
  apiUrl: string,
  params: Record<string, string | number | readonly string[]>,
): Promise<SearchProductsResponse> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const item of Array.isArray(value) ? value : [value]) query.append(key, String(item));
  }
  return getJson<SearchProductsResponse>(apiUrl, '/search/products', query);
}

export function fetchSuggestions(apiUrl: string, text: string): Promise<SearchSuggestions> {
  return getJson<SearchSuggestions>(
    apiUrl,
    '/search/suggestions',
    new URLSearchParams({ query: text, itemsPerPage: '5' }),
  );
}

export function fetchProduct(apiUrl: string, code: string): Promise<ProductDetail> {
  return getJson<ProductDetail>(apiUrl, `/products/${encodeURIComponent(code)}`);
}

export async function fetchTaxonTree(apiUrl: string): Promise<TaxonNode[]> {
  return (await getJson<{ data: TaxonNode[] }>(apiUrl, '/taxons-tree')).data;
}

/** Every taxon of the tree, parents before their children. */
export function flattenTaxons(nodes: readonly TaxonNode[]): TaxonNode[] {
  return nodes.flatMap((node) => [node, ...flattenTaxons(node.children)]);
}

/** Every product the channel lists, page by page. */
export async function fetchAllProducts(apiUrl: string): Promise<ProductListItem[]> {
  const products: ProductListItem[] = [];
  for (let page = 1; ; page++) {
    const response = await searchProducts(apiUrl, { page, itemsPerPage: 100 });
    products.push(...response.data);
    if (page >= response.meta.lastPage) return products;
  }
}

/** The storefront's address of a category page in the default locale (spec section 2: /c/{slug}-{id}). */
export function categoryPath(taxon: { slug: string; id: number }): string {
  return `/c/${taxon.slug}-${taxon.id}`;
}

/** The storefront's address of a product page in the default locale (/p/{slug}-{id}). */
export function productPath(product: { slug: string; id: number }): string {
  return `/p/${product.slug}-${product.id}`;
}

/** The demo channels' gift wrapping product: added to a cart it becomes the gift pack, not a plain line. */
export const GIFT_WRAPPING_CODE = 'GIFT_WRAP';

/**
 * Products anyone can put in the cart from their page: in stock (at least `minStock` units when tracked),
 * not bundles, not login-only, not the gift wrapping.
 */
export function buyableProducts(catalogue: readonly ProductListItem[], minStock = 3): ProductListItem[] {
  return catalogue.filter(
    (item) =>
      item.inStock &&
      item.defaultVariant?.inStock &&
      (item.defaultVariant.stock === null || item.defaultVariant.stock >= minStock) &&
      !item.isBundle &&
      !item.onlySellInBundle &&
      !item.requiresLogin &&
      item.code !== GIFT_WRAPPING_CODE,
  );
}
