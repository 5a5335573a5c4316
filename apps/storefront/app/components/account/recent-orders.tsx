import type { CustomerOrderSummary } from '@shop/contracts';
import { formatMoney } from '@shop/locale';
import { Link } from 'react-router';
import { useT } from '~/i18n/use-t.ts';
import { useShop } from '~/lib/shop-context.tsx';
import { useRoutePath } from '~/routing/links.ts';
import { formatOrderDate } from '../checkout/placed-order.tsx';
import { OrderStateBadge } from './order-list.tsx';
import styles from './order-list.module.css';

/**
 * The dashboard's latest orders (spec section 9: 4; load them with `loadRecentOrders` from
 * data/account-orders.server.ts): number, date, state and total, each linking to the order, and a link to
 * all orders. Without orders it says so.
 */
export function RecentOrders({ orders }: { orders: CustomerOrderSummary[] }) {
  const t = useT();
  const path = useRoutePath();
  const { locale } = useShop();
  return (
    <section className={styles.recent} aria-labelledby="recent-orders-title" data-testid="recent-orders">
      <div className={styles.recentHeader}>
        <h2 id="recent-orders-title" className={styles.recentTitle}>
          {t('accountOrders.recent.title')}
        </h2>
        {orders.length > 0 && <Link to={path('ACCOUNT_ORDERS')}>{t('accountOrders.recent.all')}</Link>}
      </div>
      {orders.length === 0 ? (
        <p className={styles.recentEmpty}>{t('accountOrders.list.empty')}</p>
      ) : (
        <ul role="list" className={styles.recentList}>
          {orders.map((order) => (
            <li key={order.tokenValue}>
              <Link
                to={path('ACCOUNT_ORDER', { orderToken: order.tokenValue })}
                className={styles.recentOrder}
                data-testid="recent-order"
              >
                <span className={styles.recentNumber}>{order.number}</span>
                <span className={styles.recentDate}>{formatOrderDate(order.checkoutCompletedAt)}</span>
                <OrderStateBadge state={order.state} />
                <span className={styles.recentTotal}>
                  {formatMoney(order.total, order.currencyCode, locale)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
