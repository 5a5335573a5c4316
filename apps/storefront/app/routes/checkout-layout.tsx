import { Outlet, useMatches } from 'react-router';
import { CheckoutLayout, ErrorPage } from '~/components/layout/index.ts';
import { loadRequestShopperSummary } from '~/data/shopper.server.ts';
import { useT } from '~/i18n/use-t.ts';
import { parseRouteId } from '~/routing/route-table.ts';
import { errorStatus } from '~/shell/error-status.ts';
import { ErrorTitle } from '~/shell/error-title.tsx';
import type { Route } from './+types/checkout-layout';

export async function loader({ context }: Route.LoaderArgs) {
  return loadRequestShopperSummary(context);
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
