import { Outlet, useMatches } from 'react-router';
import { CheckoutLayout, ErrorPage } from '~/components/layout/index.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { loadShopperSummary } from '~/data/shopper.ts';
import { useT } from '~/i18n/use-t.ts';
import { readAccessToken } from '~/lib/api/token-store.ts';
import { COOKIE_CART_TOKEN } from '~/lib/storage-keys.ts';
import { parseRouteId } from '~/routing/route-table.ts';
import { errorStatus } from '~/shell/error-status.ts';
import { ErrorTitle } from '~/shell/error-title.tsx';
import type { Route } from './+types/checkout-layout';

export async function loader({ context }: Route.LoaderArgs) {
  const shop = getShopRequest(context);
  return loadShopperSummary(shop.api, {
    accessToken: readAccessToken(shop.tokens),
    cartToken: shop.tokens.read(COOKIE_CART_TOKEN),
  });
}

// Always revalidating also makes every client navigation pass the root middleware (redirects, b2b login).
export const shouldRevalidate = () => true;

/** The title of the checkout screen being shown, from the routes catalog. */
function useScreenTitle(): string {
  const t = useT();
  const screen = useMatches()
    .map((match) => parseRouteId(match.id))
    .findLast((parsed) => parsed !== null);
  return screen ? t(`routes.${screen.name}.title`) : t('routes.CHECKOUT.title');
}

export default function CheckoutLayoutRoute() {
  return (
    <CheckoutLayout title={useScreenTitle()}>
      <Outlet />
    </CheckoutLayout>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = errorStatus(error);
  const title = useScreenTitle();
  return (
    <CheckoutLayout title={title}>
      <ErrorTitle status={status} />
      <ErrorPage status={status} />
    </CheckoutLayout>
  );
}
