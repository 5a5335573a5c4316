import { Link } from 'react-router';
import { adminMeta } from '~/components/admin/admin-meta.ts';
import {
  AdminDate,
  AdminEmpty,
  AdminMessage,
  AdminPage,
  AdminPagination,
  adminStyles,
} from '~/components/admin/admin-ui.tsx';
import { ImportStatusBadge, useRefreshWhile } from '~/components/admin/catalogue-imports/import-ui.tsx';
import { NewImportForm } from '~/components/admin/catalogue-imports/new-import-form.tsx';
import { messageText } from '~/components/admin/products/product-ui.tsx';
import { isRunning } from '~/data/admin-catalogue-import-views.ts';
import { loadImports, startImport } from '~/data/admin-catalogue-imports.server.ts';
import { requireAdminSession } from '~/data/admin-session.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { useT } from '~/i18n/use-t.ts';
import { useRoutePath } from '~/routing/links.ts';
import type { Route } from './+types/admin-catalogue-imports';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'ADMIN_CATALOGUE_IMPORTS');

const LIST_REFRESH_MS = 3000;

/** Past imports, newest first, with their status, counts, date and who started them. */
export async function loader(args: Route.LoaderArgs) {
  const session = requireAdminSession(getShopRequest(args.context), args);
  return { imports: await loadImports(session, args.url) };
}

/** A new import: the upload streamed on to the API; accepted, the import's own page follows. */
export async function action(args: Route.ActionArgs) {
  const shop = getShopRequest(args.context);
  const session = requireAdminSession(shop, args);
  return startImport(shop, args, (id) => session.path('ADMIN_CATALOGUE_IMPORT', { id: String(id) }));
}

export default function AdminCatalogueImportsRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const path = useRoutePath();
  const { imports } = loaderData;
  // A check or apply under way: its row's status and counts follow, every few seconds.
  useRefreshWhile(imports.data.some(isRunning), LIST_REFRESH_MS);
  return (
    <AdminPage title={t('routes.ADMIN_CATALOGUE_IMPORTS.title')}>
      {actionData?.message && <AdminMessage tone="error">{messageText(t, actionData.message)}</AdminMessage>}
      {actionData && !actionData.message && (
        <AdminMessage tone="error">{t('adminImports.errors.fields')}</AdminMessage>
      )}
      <NewImportForm errors={actionData?.fieldErrors} />
      <section className={adminStyles.panel} aria-labelledby="past-imports-title">
        <h2 id="past-imports-title" className={adminStyles.panelTitle}>
          {t('adminImports.list.title')}
        </h2>
        {imports.data.length === 0 ? (
          <AdminEmpty title={t('adminImports.list.empty')} />
        ) : (
          <div className={adminStyles.tableWrap}>
            <table className={adminStyles.table} data-testid="admin-imports-table">
              <thead>
                <tr>
                  <th>{t('adminImports.list.file')}</th>
                  <th>{t('adminImports.list.format')}</th>
                  <th>{t('adminImports.list.status')}</th>
                  <th>{t('adminImports.list.counts')}</th>
                  <th>{t('adminImports.list.date')}</th>
                  <th>{t('adminImports.list.who')}</th>
                </tr>
              </thead>
              <tbody>
                {imports.data.map((item) => (
                  <tr key={item.id} data-testid="admin-import-row">
                    <td data-label={t('adminImports.list.file')}>
                      <Link to={path('ADMIN_CATALOGUE_IMPORT', { id: String(item.id) })}>
                        {item.fileName}
                      </Link>
                    </td>
                    <td data-label={t('adminImports.list.format')}>
                      {t(`adminImports.format.${item.format}`)}
                    </td>
                    <td data-label={t('adminImports.list.status')}>
                      <ImportStatusBadge status={item.status} />
                    </td>
                    <td data-label={t('adminImports.list.counts')}>
                      {item.counts ? (
                        t('adminImports.list.countsLine', {
                          new: item.counts.new,
                          updated: item.counts.updated,
                          failed: item.counts.failed,
                        })
                      ) : (
                        <span className={adminStyles.muted}>–</span>
                      )}
                    </td>
                    <td data-label={t('adminImports.list.date')}>
                      <AdminDate iso={item.createdAt} />
                    </td>
                    <td data-label={t('adminImports.list.who')}>
                      {item.createdBy ?? <span className={adminStyles.muted}>–</span>}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <AdminPagination meta={imports.meta} />
      </section>
    </AdminPage>
  );
}
