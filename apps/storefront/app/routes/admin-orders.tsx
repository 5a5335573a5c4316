import { formatMoney } from '@shop/locale';
import { Form, Link } from 'react-router';
import { adminMeta } from '~/components/admin/admin-meta.ts';
import {
  AdminDate,
  AdminEmpty,
  AdminPage,
  AdminPagination,
  Badge,
  adminStyles as styles,
  stateTone,
} from '~/components/admin/admin-ui.tsx';
import { loadOrders } from '~/data/admin-data.server.ts';
import { requireAdminSession } from '~/data/admin-session.server.ts';
import { ORDER_FILTER_PAYMENT_STATES, ORDER_FILTER_STATES } from '~/data/admin-views.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { useT } from '~/i18n/use-t.ts';
import { useShop } from '~/lib/shop-context.tsx';
import { useRoutePath } from '~/routing/links.ts';
import type { Route } from './+types/admin-orders';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'ADMIN_ORDERS');

export async function loader(args: Route.LoaderArgs) {
  const { context, url } = args;
  const session = requireAdminSession(getShopRequest(context), args);
  return loadOrders(session, url);
}

export default function AdminOrdersRoute({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const path = useRoutePath();
  const { locale } = useShop();
  const { filters, orders } = loaderData;
  const filtered = Boolean(filters.state || filters.paymentState || filters.search);
  return (
    <AdminPage title={t('routes.ADMIN_ORDERS.title')}>
      <Form method="get" className={styles.filters} role="search">
        <div className={styles.filterField}>
          <label htmlFor="admin-orders-search">{t('admin.orders.search')}</label>
          <input
            id="admin-orders-search"
            name="search"
            type="search"
            defaultValue={filters.search ?? ''}
            placeholder={t('admin.orders.searchHint')}
            maxLength={100}
            className={styles.input}
            data-testid="admin-orders-search"
          />
        </div>
        <div className={styles.filterField}>
          <label htmlFor="admin-orders-state">{t('admin.orders.state')}</label>
          <select
            id="admin-orders-state"
            name="state"
            defaultValue={filters.state ?? ''}
            className={styles.input}
            data-testid="admin-orders-state"
          >
            <option value="">{t('admin.orders.anyState')}</option>
            {ORDER_FILTER_STATES.map((state) => (
              <option key={state} value={state}>
                {t(`admin.orderStates.${state}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.filterField}>
          <label htmlFor="admin-orders-payment">{t('admin.orders.paymentState')}</label>
          <select
            id="admin-orders-payment"
            name="paymentState"
            defaultValue={filters.paymentState ?? ''}
            className={styles.input}
          >
            <option value="">{t('admin.orders.anyState')}</option>
            {ORDER_FILTER_PAYMENT_STATES.map((state) => (
              <option key={state} value={state}>
                {t(`checkout.payment.states.${state}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.actions}>
          <button type="submit" className={styles.button}>
            {t('admin.filter')}
          </button>
          {filtered && (
            <Link to={path('ADMIN_ORDERS')} className={`${styles.button} ${styles.buttonSecondary}`}>
              {t('admin.clearFilter')}
            </Link>
          )}
        </div>
      </Form>
      {orders.data.length === 0 ? (
        <AdminEmpty
          title={t(filtered ? 'admin.orders.emptyFiltered' : 'admin.orders.empty')}
          hint={filtered ? t('admin.emptyFilteredHint') : undefined}
        />
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th>{t('admin.orders.number')}</th>
                <th>{t('admin.orders.date')}</th>
                <th>{t('admin.orders.customer')}</th>
                <th>{t('admin.orders.state')}</th>
                <th>{t('admin.orders.paymentState')}</th>
                <th>{t('admin.orders.shippingState')}</th>
                <th className={styles.num}>{t('admin.orders.items')}</th>
                <th className={styles.num}>{t('admin.orders.total')}</th>
              </tr>
            </thead>
            <tbody>
              {orders.data.map((order) => (
                <tr key={order.id} data-testid="admin-order-row">
                  <td data-label={t('admin.orders.number')}>
                    <Link to={path('ADMIN_ORDER', { orderId: String(order.id) })}>{order.number}</Link>
                    <div className={styles.muted}>{order.channelCode}</div>
                  </td>
                  <td data-label={t('admin.orders.date')}>
                    <AdminDate iso={order.checkoutCompletedAt} />
                  </td>
                  <td data-label={t('admin.orders.customer')}>
                    <div>{order.customerName}</div>
                    <div className={styles.muted}>{order.email ?? '–'}</div>
                  </td>
                  <td data-label={t('admin.orders.state')}>
                    <Badge tone={stateTone(order.state)}>{t(`admin.orderStates.${order.state}`)}</Badge>
                  </td>
                  <td data-label={t('admin.orders.paymentState')}>
                    <Badge tone={stateTone(order.paymentState)}>
                      {t(`checkout.payment.states.${order.paymentState}`)}
                    </Badge>
                  </td>
                  <td data-label={t('admin.orders.shippingState')}>
                    <Badge tone={stateTone(order.shippingState)}>
                      {t(`admin.shippingStates.${order.shippingState}`)}
                    </Badge>
                  </td>
                  <td data-label={t('admin.orders.items')} className={styles.num}>
                    {order.itemsCount}
                  </td>
                  <td data-label={t('admin.orders.total')} className={styles.num}>
                    {formatMoney(order.total, order.currencyCode, locale)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <AdminPagination meta={orders.meta} />
    </AdminPage>
  );
}
