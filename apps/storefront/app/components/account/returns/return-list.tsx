import type { ReturnSummary } from '@shop/contracts';
import type { ReturnItemState, ReturnState } from '@shop/contracts/constants';
import { formatMoney } from '@shop/locale';
import { Link } from 'react-router';
import { useT } from '~/i18n/use-t.ts';
import { useShop } from '~/lib/shop-context.tsx';
import { useRoutePath } from '~/routing/links.ts';
import { formatOrderDate } from '../../checkout/placed-order.tsx';
import { cx } from '../../class-names.ts';
import { Icon } from '../../icons/icon.tsx';
import listStyles from '../order-list.module.css';
import styles from './returns.module.css';

/** A return's state with the spec's label (initiated: Return requested...), tinted by state. */
export function ReturnStateBadge({ state }: { state: ReturnState }) {
  const t = useT();
  return (
    <span className={cx(listStyles.state, styles.state)} data-state={state} data-testid="return-state">
      {t(`returns.states.${state}`)}
    </span>
  );
}

/** A returned item's state: requested, accepted or not accepted. */
export function ReturnItemStateBadge({ state }: { state: ReturnItemState }) {
  const t = useT();
  return (
    <span className={cx(listStyles.state, styles.state)} data-state={state} data-testid="return-item-state">
      {t(`returns.itemStates.${state}`)}
    </span>
  );
}

/** The customer's returns as a table (a card per row under 960 px), newest first. */
export function ReturnList({ returns }: { returns: ReturnSummary[] }) {
  const t = useT();
  const path = useRoutePath();
  const { locale } = useShop();
  return (
    <table className={listStyles.table} data-testid="return-list">
      <thead>
        <tr>
          <th scope="col">{t('returns.list.number')}</th>
          <th scope="col">{t('returns.list.order')}</th>
          <th scope="col">{t('returns.list.date')}</th>
          <th scope="col">{t('returns.list.state')}</th>
          <th scope="col">{t('returns.list.items')}</th>
          <th scope="col" className={listStyles.amount}>
            {t('returns.list.amount')}
          </th>
          <th scope="col">
            <span className="visually-hidden">{t('returns.list.view')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {returns.map((entry) => {
          const href = path('ACCOUNT_RETURN', { returnNumber: entry.number });
          return (
            <tr key={entry.number} className={listStyles.row} data-testid="return-row">
              <th scope="row" className={listStyles.number}>
                <Link to={href} className={listStyles.numberLink}>
                  {entry.number}
                </Link>
              </th>
              <td data-label={t('returns.list.order')}>
                <Link
                  to={path('ACCOUNT_ORDER', { orderToken: entry.orderToken })}
                  className={listStyles.numberLink}
                >
                  {entry.orderNumber}
                </Link>
              </td>
              <td data-label={t('returns.list.date')}>
                <time dateTime={entry.createdAt}>{formatOrderDate(entry.createdAt)}</time>
              </td>
              <td data-label={t('returns.list.state')}>
                <ReturnStateBadge state={entry.state} />
              </td>
              <td data-label={t('returns.list.items')} className={listStyles.items}>
                {t('cart.count', { count: entry.itemsCount })}
              </td>
              <td
                data-label={t('returns.list.amount')}
                className={listStyles.amount}
                data-testid="return-row-amount"
              >
                {formatMoney(entry.refundableAmount, entry.currencyCode, locale)}
              </td>
              <td className={listStyles.action}>
                <Link
                  to={href}
                  className={listStyles.view}
                  aria-label={t('returns.list.viewReturn', { number: entry.number })}
                  data-testid="return-row-link"
                >
                  {t('returns.list.view')}
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

/** No returns yet: say where a return starts. */
export function NoReturns() {
  const t = useT();
  const path = useRoutePath();
  return (
    <div className={listStyles.empty} data-testid="returns-empty">
      <Icon name="return" size={32} />
      <p>{t('returns.list.empty')}</p>
      <p className={styles.emptyHint}>{t('returns.list.emptyHint')}</p>
      <Link to={path('ACCOUNT_ORDERS')} className={listStyles.shop}>
        {t('returns.list.emptyAction')}
      </Link>
    </div>
  );
}
