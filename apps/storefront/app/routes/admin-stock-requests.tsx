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

export async function loader({ context, request }: Route.LoaderArgs) {
  const session = requireAdminSession(getShopRequest(context), request);
  return loadStockRequests(session, new URL(request.url));
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
                  <td>
                    <div>{request.productName}</div>
                    <div className={`${styles.muted} ${styles.mono}`}>{request.productCode}</div>
                  </td>
                  <td>{request.email}</td>
                  <td>{request.channelCode}</td>
                  <td>{request.locale}</td>
                  <td>
                    <AdminDate iso={request.createdAt} />
                  </td>
                  <td>
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
