import { formatMoney } from '@shop/locale';
import { Link } from 'react-router';
import { adminMeta } from '~/components/admin/admin-meta.ts';
import {
  AdminDate,
  AdminEmpty,
  AdminPage,
  AdminPagination,
  AdminTabs,
  Badge,
  adminStyles as styles,
  stateTone,
} from '~/components/admin/admin-ui.tsx';
import { loadReturns } from '~/data/admin-data.server.ts';
import { requireAdminSession } from '~/data/admin-session.server.ts';
import { RETURN_FILTER_STATES } from '~/data/admin-views.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { useT } from '~/i18n/use-t.ts';
import { useShop } from '~/lib/shop-context.tsx';
import { useRoutePath } from '~/routing/links.ts';
import type { Route } from './+types/admin-returns';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'ADMIN_RETURNS');

export async function loader(args: Route.LoaderArgs) {
  const { context, url } = args;
  const session = requireAdminSession(getShopRequest(context), args);
  return loadReturns(session, url);
}

export default function AdminReturnsRoute({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const path = useRoutePath();
  const { locale } = useShop();
  const { state, returns } = loaderData;
  return (
    <AdminPage
      title={t('routes.ADMIN_RETURNS.title')}
      actions={
        state && (
          <Link to={path('ADMIN_RETURNS')} className={`${styles.button} ${styles.buttonSecondary}`}>
            {t('admin.returns.all')}
          </Link>
        )
      }
    >
      <AdminTabs
        label={t('admin.returns.tabs')}
        param="state"
        values={RETURN_FILTER_STATES}
        current={state}
        labelOf={(value) => t(`returns.states.${value}`)}
      />
      {returns.data.length === 0 ? (
        <AdminEmpty title={t(state ? 'admin.returns.emptyState' : 'admin.returns.empty')} />
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th>{t('returns.list.number')}</th>
                <th>{t('returns.list.order')}</th>
                <th>{t('returns.list.date')}</th>
                <th>{t('admin.returns.customer')}</th>
                <th>{t('returns.list.state')}</th>
                <th>{t('admin.returns.refundMethod')}</th>
                <th className={styles.num}>{t('returns.list.items')}</th>
                <th className={styles.num}>{t('returns.list.amount')}</th>
              </tr>
            </thead>
            <tbody>
              {returns.data.map((entry) => (
                <tr key={entry.id} data-testid="admin-return-row">
                  <td data-label={t('returns.list.number')}>
                    <Link to={path('ADMIN_RETURN', { returnId: String(entry.id) })}>{entry.number}</Link>
                    <div className={styles.muted}>{entry.channelCode}</div>
                  </td>
                  <td data-label={t('returns.list.order')}>{entry.orderNumber}</td>
                  <td data-label={t('returns.list.date')}>
                    <AdminDate iso={entry.createdAt} />
                  </td>
                  <td data-label={t('admin.returns.customer')}>{entry.customerEmail ?? '–'}</td>
                  <td data-label={t('returns.list.state')}>
                    <Badge tone={stateTone(entry.state)}>{t(`returns.states.${entry.state}`)}</Badge>
                  </td>
                  <td data-label={t('admin.returns.refundMethod')}>
                    {t(`returns.refundMethods.${entry.refundMethod}`)}
                  </td>
                  <td data-label={t('returns.list.items')} className={styles.num}>
                    {entry.itemsCount}
                  </td>
                  <td data-label={t('returns.list.amount')} className={styles.num}>
                    {formatMoney(entry.refundableAmount, entry.currencyCode, locale)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <AdminPagination meta={returns.meta} />
    </AdminPage>
  );
}
