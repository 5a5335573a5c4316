import { Outlet } from 'react-router';
import { ErrorPage, MainLayout } from '~/components/layout/index.ts';
import { loadRequestShopperSummary } from '~/data/shopper.server.ts';
import { errorStatus } from '~/shell/error-status.ts';
import { ErrorTitle } from '~/shell/error-title.tsx';
import type { Route } from './+types/main-layout';

/** The shopper's header counters and name, fresh on every navigation. */
export async function loader({ context }: Route.LoaderArgs) {
  return loadRequestShopperSummary(context);
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
