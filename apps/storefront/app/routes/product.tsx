import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { ProductPage } from '~/components/product/product-page.tsx';
import { productMeta } from '~/components/product/product-meta.ts';
import { STOCK_NOTIFICATION_INTENT } from '~/components/product/stock-notification-rules.ts';
import { VARIANT_PARAM } from '~/components/product/variant-selection.ts';
import { loadProductPage, loadProductReviews, submitStockNotification } from '~/data/product-page.server.ts';
import { loadContentBlocks } from '~/data/content-blocks.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import type { Route } from './+types/product';

export async function loader({ context, url, params }: Route.LoaderArgs) {
  const shop = getShopRequest(context);
  const page = await loadProductPage(shop, url, params['*'] ?? '');
  const [content, reviews] = await Promise.all([
    loadContentBlocks(shop, {
      displayLocation: 'product',
      product: [page.product.code],
      taxonomy: [
        ...new Set([...page.product.breadcrumbs, ...page.product.categories].map((taxon) => taxon.code)),
      ],
    }),
    loadProductReviews(shop, page.product.code),
  ]);
  return { ...page, content, reviews: reviews?.data ?? [] };
}

/** The page's one form of its own: "let me know when it is back" (add to cart posts to the cart route). */
export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get('intent') !== STOCK_NOTIFICATION_INTENT) {
    throw new Response('Unknown form', { status: 400 });
  }
  return submitStockNotification(getShopRequest(context), form);
}

/**
 * Choosing a variant only changes `?variant=`: the product is already here, so it is not fetched again;
 * neither after the stock-notification form, which changes nothing the page shows.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formData,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (formData?.get('intent') === STOCK_NOTIFICATION_INTENT) return false;
  if (!formData && currentUrl.pathname === nextUrl.pathname) {
    const rest = (url: URL) => {
      const params = new URLSearchParams(url.search);
      params.delete(VARIANT_PARAM);
      return params.toString();
    };
    if (rest(currentUrl) === rest(nextUrl)) return false;
  }
  return defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = (args) => productMeta(args, args.loaderData);

export default function ProductRoute({ loaderData }: Route.ComponentProps) {
  return (
    <ProductPage
      product={loaderData.product}
      recommendations={loaderData.recommendations}
      content={loaderData.content}
      reviews={loaderData.reviews}
    />
  );
}
