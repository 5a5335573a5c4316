import { Outlet } from 'react-router';
import { ErrorPage, MainLayout } from '~/components/layout/index.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { loadShopperSummary } from '~/data/shopper.ts';
import { readAccessToken } from '~/lib/api/token-store.ts';
import { COOKIE_CART_TOKEN } from '~/lib/storage-keys.ts';
import { errorStatus } from '~/shell/error-status.ts';
import { ErrorTitle } from '~/shell/error-title.tsx';
import type { Route } from './+types/main-layout';

/** The shopper's header counters and name, fresh on every navigation. */
export async function loader({ context }: Route.LoaderArgs) {
  const shop = getShopRequest(context);
  return loadShopperSummary(shop.api, {
    accessToken: readAccessToken(shop.tokens),
    cartToken: shop.tokens.read(COOKIE_CART_TOKEN),
  });
}

// Always revalidating also makes every client navigation pass the root middleware (redirects, b2b login).
export const shouldRevalidate = () => true;

export default function MainLayoutRoute() {
  return (
    <MainLayout>
      <Outlet />
    </MainLayout>
  );
}

/** Errors of screens (404 of an unknown category...) inside the full layout. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = errorStatus(error);
  return (
    <MainLayout>
      <ErrorTitle status={status} />
      <ErrorPage status={status} />
    </MainLayout>
  );
}
