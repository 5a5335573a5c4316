import { adminMeta } from '~/components/admin/admin-meta.ts';
import {
  AdminDate,
  AdminEmpty,
  AdminPage,
  AdminPagination,
  adminStyles as styles,
} from '~/components/admin/admin-ui.tsx';
import { loadAuditLog } from '~/data/admin-data.server.ts';
import { requireAdminSession } from '~/data/admin-session.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { useT } from '~/i18n/use-t.ts';
import type { Route } from './+types/admin-audit';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'ADMIN_AUDIT');

/** Who did what in the back office, newest first (the API's order). */
export async function loader(args: Route.LoaderArgs) {
  const { context, url } = args;
  const session = requireAdminSession(getShopRequest(context), args);
  return loadAuditLog(session, url);
}

export default function AdminAuditRoute({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <AdminPage title={t('routes.ADMIN_AUDIT.title')}>
      {loaderData.data.length === 0 ? (
        <AdminEmpty title={t('admin.audit.empty')} />
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th>{t('admin.audit.when')}</th>
                <th>{t('admin.audit.who')}</th>
                <th>{t('admin.audit.action')}</th>
                <th>{t('admin.audit.subject')}</th>
                <th>{t('admin.audit.summary')}</th>
              </tr>
            </thead>
            <tbody>
              {loaderData.data.map((entry) => (
                <tr key={entry.id} data-testid="admin-audit-row">
                  <td data-label={t('admin.audit.when')}>
                    <AdminDate iso={entry.createdAt} />
                  </td>
                  <td data-label={t('admin.audit.who')}>
                    {entry.administrator?.name ?? (
                      <span className={styles.muted}>{t('admin.audit.system')}</span>
                    )}
                  </td>
                  <td data-label={t('admin.audit.action')} className={styles.mono}>
                    {entry.action}
                  </td>
                  <td data-label={t('admin.audit.subject')} className={styles.nowrap}>
                    {entry.subjectType} {entry.subjectId}
                  </td>
                  <td data-label={t('admin.audit.summary')}>{entry.summary}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <AdminPagination meta={loaderData.meta} />
    </AdminPage>
  );
}
