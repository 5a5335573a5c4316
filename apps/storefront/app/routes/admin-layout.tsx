import type { AdminMe } from '@shop/contracts';
import { data, Link, Outlet, useRouteLoaderData } from 'react-router';
import { firstAdminSection } from '~/components/admin/admin-sections.ts';
import { AdminShell } from '~/components/admin/admin-shell.tsx';
import { AdminPage, adminStyles } from '~/components/admin/admin-ui.tsx';
import { ErrorPage } from '~/components/layout/index.ts';
import { loadAdministrator } from '~/data/admin-data.server.ts';
import { adminTokenHeaders, readAdminToken, requireAdminSession } from '~/data/admin-session.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { routePath } from '~/routing/route-path.ts';
import { errorStatus } from '~/shell/error-status.ts';
import { ErrorTitle } from '~/shell/error-title.tsx';
import { useT } from '~/i18n/use-t.ts';
import { useRoutePath } from '~/routing/links.ts';
import type { Route } from './+types/admin-layout';

/** Back office pages are personal to the administrator: never indexed, never cached on the way. */
export function headers() {
  return { 'X-Robots-Tag': 'noindex, nofollow', 'Cache-Control': 'private, no-store' };
}

/**
 * The signed-in administrator (GET /me) for the top bar, or null without an admin session (the sign-in
 * page; every other screen's own loader sends such a visitor to sign in). A refused token on the sign-in
 * page is just forgotten; elsewhere it redirects to sign in.
 */
export async function loader(args: Route.LoaderArgs) {
  const { context, request, url } = args;
  const shop = getShopRequest(context);
  if (!readAdminToken(request)) return { administrator: null };
  const onSignIn = url.pathname === routePath('ADMIN_SIGN_IN', shop.locale, {}, shop.defaultLocale);
  try {
    return { administrator: await loadAdministrator(requireAdminSession(shop, args)) };
  } catch (error) {
    if (!(onSignIn && error instanceof Response)) throw error;
    return data({ administrator: null }, { headers: adminTokenHeaders(shop, request, null) });
  }
}

export const shouldRevalidate = () => true;

export default function AdminLayoutRoute({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell administrator={loaderData.administrator}>
      <Outlet />
    </AdminShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = errorStatus(error);
  const data = useRouteLoaderData<{ administrator: AdminMe | null }>('layout-admin');
  const administrator = data?.administrator ?? null;
  return (
    <AdminShell administrator={administrator}>
      {status === 403 && administrator ? (
        <AdminNoAccess administrator={administrator} />
      ) : (
        <>
          <ErrorTitle status={status} />
          <ErrorPage status={status} />
        </>
      )}
    </AdminShell>
  );
}

/**
 * A screen the administrator's role may not open (the API refused with 403, docs/adr/0055-admin-roles.md):
 * says so plainly and leads to the first screen they may use.
 */
function AdminNoAccess({ administrator }: { administrator: AdminMe }) {
  const t = useT();
  const path = useRoutePath();
  const first = firstAdminSection(administrator.permissions);
  return (
    <AdminPage title={t('admin.noAccess.title')}>
      <div data-testid="admin-no-access">
        <p>{t('admin.noAccess.text', { role: t(`admin.roles.${administrator.role}`) })}</p>
        {first && (
          <p>
            <Link to={path(first)} className={adminStyles.button}>
              {t('admin.noAccess.back', { section: t(`admin.nav.${first}`) })}
            </Link>
          </p>
        )}
      </div>
    </AdminPage>
  );
}
