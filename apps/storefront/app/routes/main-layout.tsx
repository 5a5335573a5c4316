import type { InformationBar } from '@shop/contracts';
import { Outlet, useRouteLoaderData } from 'react-router';
import { ErrorPage, MainLayout } from '~/components/layout/index.ts';
import { loadInformationBar } from '~/data/engagement.server.ts';
import { loadRequestShopperSummary } from '~/data/shopper.server.ts';
import { errorStatus } from '~/shell/error-status.ts';
import { ErrorTitle } from '~/shell/error-title.tsx';
import type { Route } from './+types/main-layout';

/** The shopper's header counters and name, and the information bar for them, fresh on every navigation. */
export async function loader({ context }: Route.LoaderArgs) {
  const [summary, informationBar] = await Promise.all([
    loadRequestShopperSummary(context),
    loadInformationBar(context),
  ]);
  return { ...summary, informationBar };
}

// Always revalidating also makes every client navigation pass the root middleware (redirects, b2b login).
export const shouldRevalidate = () => true;

export default function MainLayoutRoute({ loaderData }: Route.ComponentProps) {
  return (
    <MainLayout informationBar={loaderData.informationBar}>
      <Outlet />
    </MainLayout>
  );
}

/** Errors of screens (404 of an unknown category...) inside the full layout. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = errorStatus(error);
  const data = useRouteLoaderData<{ informationBar?: InformationBar | null }>('layout-main');
  return (
    <MainLayout informationBar={data?.informationBar ?? null}>
      <ErrorTitle status={status} />
      <ErrorPage status={status} />
    </MainLayout>
  );
}
