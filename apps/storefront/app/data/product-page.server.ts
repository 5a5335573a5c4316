import { data, redirect } from 'react-router';
import type {
  ProductDetail,
  ProductListItem,
  ProductReviewList,
  StockNotificationRequest,
  ValidationError,
} from '@shop/contracts';
import { isApiError } from '~/lib/api/api-error.ts';
import type { AlternateParams } from '~/routing/alternates.ts';
import { parseProductPathMatch, productPathMatch, type ProductLookup } from '~/routing/path-match.ts';
import { routePath } from '~/routing/route-path.ts';
import {
  emailProblem,
  STOCK_NOTIFICATION_INTENT,
  type StockNotificationResult,
} from '~/components/product/stock-notification-rules.ts';
import { pageNotFound } from './not-found.server.ts';
import { loadCart } from './cart.server.ts';
import { loadRecommendations } from './recommendations.server.ts';
import type { ShopRequest } from './request-context.server.ts';
import { loadSharedByGuests } from './shop-data.server.ts';

export interface ProductPageData {
  product: ProductDetail;
  /** Path of the page without query, in this locale (canonical link, JSON-LD). */
  canonicalPath: string;
  alternateParams: AlternateParams;
  /** Streamed after the page: recommendations must not hold up the product itself. */
  recommendations: Promise<ProductListItem[]>;
}

function productApiPath(lookup: ProductLookup): string {
  return lookup.by === 'id' ? `/products/by-id/${lookup.id}` : `/products/${encodeURIComponent(lookup.code)}`;
}

/**
 * The product through the API; null when the API does not know it (404) or refuses the address (400).
 * Kept like guests' content (what a guest gets is what every guest gets; a failure is not kept).
 */
async function fetchProduct(shop: ShopRequest, lookup: ProductLookup): Promise<ProductDetail | null> {
  const path = productApiPath(lookup);
  try {
    return await loadSharedByGuests(shop, path, () => shop.api.get<ProductDetail>(path), 'products');
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

/**
 * Resolves a product page from its pathMatch ("{slug}-{id}", or the code in the new-URLs mode): unknown ->
 * 404 (or the shop owner's only-404 redirect), an outdated slug -> 301 to the current address, and the same
 * product's address in every other locale of the channel for the language switch and hreflang.
 */
export async function loadProductPage(
  shop: ShopRequest,
  url: URL,
  pathMatch: string,
): Promise<ProductPageData> {
  const { config, locale, defaultLocale } = shop;
  const lookup = parseProductPathMatch(pathMatch, config.newUrls);
  const product = lookup ? await fetchProduct(shop, lookup) : null;
  if (!product) return pageNotFound(shop, url);

  const canonicalPath = routePath(
    'PRODUCT_INNER',
    locale,
    { '*': productPathMatch(product, config.newUrls) },
    defaultLocale,
  );
  if (canonicalPath !== url.pathname) throw redirect(`${canonicalPath}${url.search}`, 301);

  const alternateParams: AlternateParams = {};
  for (const { code } of shop.channel.locales) {
    const slug = code === locale ? product.slug : product.slugs[code];
    alternateParams[code] = slug ? { '*': productPathMatch({ ...product, slug }, config.newUrls) } : null;
  }

  // Streamed after the product: the cart's most frequent category (spec section 7), else the product's own.
  const recommendations = loadCart(shop)
    .catch(() => null)
    .then((cart) =>
      loadRecommendations(shop, {
        cartLines: cart?.items ?? [],
        fallbackTaxonId: product.mainTaxon?.id ?? product.breadcrumbs.at(-1)?.id ?? null,
        excludeCodes: [product.code],
      }),
    );

  return { product, canonicalPath, alternateParams, recommendations };
}

/**
 * The product's newest reviews (first page). A failure leaves the list out rather than the product page:
 * the average and count come with the product itself.
 */
export async function loadProductReviews(shop: ShopRequest, code: string): Promise<ProductReviewList | null> {
  const path = `/products/${encodeURIComponent(code)}/reviews`;
  try {
    return await loadSharedByGuests(shop, path, () => shop.api.get<ProductReviewList>(path), 'products');
  } catch (error) {
    if (isApiError(error)) return null;
    throw error;
  }
}

const result = (body: StockNotificationResult, status: number) => data(body, { status });

function isValidationError(body: unknown): body is ValidationError {
  return typeof body === 'object' && body !== null && Array.isArray((body as ValidationError).violations);
}

/**
 * POST /stock-notifications from the product page's form. The email is checked here too, so the form
 * works the same without JavaScript; the API's 422 violations go back to the form per field.
 */
export async function submitStockNotification(shop: ShopRequest, form: FormData) {
  const email = String(form.get('email') ?? '').trim();
  const productCode = String(form.get('product') ?? '').trim();
  const problem = emailProblem(email);
  if (problem) {
    const message = problem === 'required' ? 'Please enter your email.' : 'This email is invalid.';
    return result(
      {
        intent: STOCK_NOTIFICATION_INTENT,
        status: 'invalid',
        violations: [{ propertyPath: 'email', message }],
      },
      422,
    );
  }
  const body: StockNotificationRequest = { email, product: productCode };
  try {
    await shop.api.post('/stock-notifications', body);
    return result({ intent: STOCK_NOTIFICATION_INTENT, status: 'success' }, 201);
  } catch (error) {
    if (isApiError(error) && error.status === 422 && isValidationError(error.data)) {
      return result(
        { intent: STOCK_NOTIFICATION_INTENT, status: 'invalid', violations: error.data.violations },
        422,
      );
    }
    // The API failed or could not be reached: the form says so and keeps what was typed.
    return result({ intent: STOCK_NOTIFICATION_INTENT, status: 'error' }, 502);
  }
}
