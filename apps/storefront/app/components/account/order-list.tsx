import type { CustomerOrderSummary } from '@shop/contracts';
import { IMAGE_FILTERS, type OrderState } from '@shop/contracts/constants';

import { formatMoney } from '@shop/locale';
import { Link } from 'react-router';
import { useT } from '~/i18n/use-t.ts';
import { mediaSrcSet, mediaUrl } from '~/lib/media.ts';
import { useShop } from '~/lib/shop-context.tsx';
import { useRoutePath } from '~/routing/links.ts';
import { formatOrderDate } from '../checkout/placed-order.tsx';
import { cx } from '../class-names.ts';
import { Icon } from '../icons/icon.tsx';
import { paginationItems } from '../product-list/pagination-range.ts';
import styles from './order-list.module.css';

/** The order's state with the spec's label (new: Unpaid, processing: In progress...), tinted by state. */
export function OrderStateBadge({ state }: { state: OrderState }) {
  const t = useT();
  return (
    <span className={styles.state} data-state={state} data-testid="order-state">
      {t(`checkout.order.states.${state}`)}
    </span>
  );
}

/** Up to three small product images of the order's first lines. */
function Thumbnails({ order }: { order: CustomerOrderSummary }) {
  const { width, height } = IMAGE_FILTERS.suggestion;
  return (
    <span className={styles.thumbs} aria-hidden="true">
      {order.items.map((item, index) =>
        item.image ? (
          <img
            key={index}
            className={styles.thumb}
            src={mediaUrl(item.image.path, 'suggestion')}
            srcSet={mediaSrcSet(item.image.path, 'suggestion')}
            width={width}
            height={height}
            alt=""
            loading="lazy"
          />
        ) : (
          <span key={index} className={styles.thumb} />
        ),
      )}
    </span>
  );
}

/**
 * The customer's orders as a table (number, date, state, items, total, a link to the order); under 960 px
 * each row is a card. Dates as YYYY-MM-DD HH:mm, prices from minor units (spec section 9).
 */
export function OrderList({ orders }: { orders: CustomerOrderSummary[] }) {
  const t = useT();
  const path = useRoutePath();
  const { locale } = useShop();
  return (
    <table className={styles.table} data-testid="order-list">
      <thead>
        <tr>
          <th scope="col">{t('accountOrders.list.number')}</th>
          <th scope="col">{t('accountOrders.list.date')}</th>
          <th scope="col">{t('accountOrders.list.state')}</th>
          <th scope="col">{t('accountOrders.list.items')}</th>
          <th scope="col" className={styles.amount}>
            {t('accountOrders.list.total')}
          </th>
          <th scope="col">
            <span className="visually-hidden">{t('accountOrders.list.view')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => {
          const href = path('ACCOUNT_ORDER', { orderToken: order.tokenValue });
          return (
            <tr key={order.tokenValue} className={styles.row} data-testid="order-row">
              <th scope="row" className={styles.number}>
                <Link to={href} className={styles.numberLink}>
                  {order.number}
                </Link>
              </th>
              <td data-label={t('accountOrders.list.date')}>
                <time dateTime={order.checkoutCompletedAt}>{formatOrderDate(order.checkoutCompletedAt)}</time>
              </td>
              <td data-label={t('accountOrders.list.state')}>
                <OrderStateBadge state={order.state} />
              </td>
              <td data-label={t('accountOrders.list.items')} className={styles.items}>
                <Thumbnails order={order} />
                <span>{t('cart.count', { count: order.itemsCount })}</span>
              </td>
              <td
                data-label={t('accountOrders.list.total')}
                className={styles.amount}
                data-testid="order-row-total"
              >
                {formatMoney(order.total, order.currencyCode, locale)}
              </td>
              <td className={styles.action}>
                <Link
                  to={href}
                  className={styles.view}
                  aria-label={t('accountOrders.list.viewOrder', { number: order.number })}
                  data-testid="order-row-link"
                >
                  {t('accountOrders.list.view')}
                  <Icon name="chevron-right" size={18} />
                </Link>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** Previous, numbered and next page links of the order list (real links: they work without JavaScript). */
export function OrderListPagination({ page, lastPage }: { page: number; lastPage: number }) {
  const t = useT();
  const path = useRoutePath();
  if (lastPage <= 1) return null;
  const href = (target: number) =>
    target === 1
      ? path('ACCOUNT_ORDERS')
      : `${path('ACCOUNT_ORDERS')}?${new URLSearchParams({ page: String(target) })}`;
  return (
    <nav aria-label={t('listing.pagination.label')} className={styles.pagination} data-testid="pagination">
      {page > 1 && (
        <Link to={href(page - 1)} rel="prev" className={styles.pageStep}>
          <Icon name="chevron-left" size={18} />
          {t('listing.pagination.previous')}
        </Link>
      )}
      <ol className={styles.pageList}>
        {paginationItems(page, lastPage).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={href(item)}
                className={cx(styles.pageLink, item === page && styles.pageCurrent)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('listing.pagination.page', { page: item })}
              >
                {item}
              </Link>
            </li>
          ),
        )}
      </ol>
      {page < lastPage && (
        <Link to={href(page + 1)} rel="next" className={styles.pageStep}>
          {t('listing.pagination.next')}
          <Icon name="chevron-right" size={18} />
        </Link>
      )}
    </nav>
  );
}

/** No orders yet: say so and offer the shop. */
export function NoOrders() {
  const t = useT();
  const path = useRoutePath();
  return (
    <div className={styles.empty} data-testid="orders-empty">
      <Icon name="bag" size={32} />
      <p>{t('accountOrders.list.empty')}</p>
      <Link to={path('index')} className={styles.shop}>
        {t('accountOrders.list.emptyAction')}
      </Link>
    </div>
  );
}
