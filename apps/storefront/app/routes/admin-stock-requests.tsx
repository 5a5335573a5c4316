import { adminMeta } from '~/components/admin/admin-meta.ts';
import {
  AdminDate,
  AdminEmpty,
  AdminPage,
  AdminPagination,
  AdminTabs,
  adminStyles as styles,
} from '~/components/admin/admin-ui.tsx';
import { loadStockRequests } from '~/data/admin-data.server.ts';
import { requireAdminSession } from '~/data/admin-session.server.ts';
import { STOCK_REQUEST_TABS } from '~/data/admin-views.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { useT } from '~/i18n/use-t.ts';
import type { Route } from './+types/admin-stock-requests';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'ADMIN_STOCK_REQUESTS');

export async function loader(args: Route.LoaderArgs) {
  const { context, url } = args;
  const session = requireAdminSession(getShopRequest(context), args);
  return loadStockRequests(session, url);
}

export default function AdminStockRequestsRoute({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { status, requests } = loaderData;
  return (
    <AdminPage title={t('routes.ADMIN_STOCK_REQUESTS.title')}>
      <AdminTabs
        label={t('admin.stockRequests.tabs')}
        param="status"
        values={STOCK_REQUEST_TABS}
        current={status}
        labelOf={(value) => t(`admin.stockRequests.statuses.${value}`)}
      />
      {requests.data.length === 0 ? (
        <AdminEmpty title={t(`admin.stockRequests.empty.${status}`)} />
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th>{t('admin.stockRequests.product')}</th>
                <th>{t('admin.stockRequests.email')}</th>
                <th>{t('admin.channel')}</th>
                <th>{t('admin.language')}</th>
                <th>{t('admin.stockRequests.asked')}</th>
                <th>{t('admin.stockRequests.notified')}</th>
              </tr>
            </thead>
            <tbody>
              {requests.data.map((request) => (
                <tr key={request.id} data-testid="admin-stock-request-row">
                  <td data-label={t('admin.stockRequests.product')}>
                    <div>{request.productName}</div>
                    <div className={`${styles.muted} ${styles.mono}`}>{request.productCode}</div>
                  </td>
                  <td data-label={t('admin.stockRequests.email')}>{request.email}</td>
                  <td data-label={t('admin.channel')}>{request.channelCode}</td>
                  <td data-label={t('admin.language')}>{request.locale}</td>
                  <td data-label={t('admin.stockRequests.asked')}>
                    <AdminDate iso={request.createdAt} />
                  </td>
                  <td data-label={t('admin.stockRequests.notified')}>
                    <AdminDate iso={request.notifiedAt} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <AdminPagination meta={requests.meta} />
    </AdminPage>
  );
}
