import type { Order } from '@shop/contracts';
import { LOYALTY_POINT_VALUE_MINOR } from '@shop/contracts/constants';
import { useNavigation } from 'react-router';
import type { CheckoutPageData } from '~/data/checkout.server.ts';
import { cartVariantNames } from '~/components/ui/variant-names.tsx';
import { useT } from '~/i18n/use-t.ts';
import { cx } from '../class-names.ts';
import formStyles from '../ui/form.module.css';
import styles from './checkout.module.css';
import { orderTotal } from './checkout-loyalty.tsx';
import { useMoney } from './use-money.ts';

/**
 * On phones and tablets (below the two-column layout) the order total and "place order" stay in reach at
 * the bottom of the screen while the shopper fills in the form (sticky to the form's end, where the full
 * summary follows).
 */
export function StickyOrderBar({ total }: { total: number }) {
  const t = useT();
  const money = useMoney();
  const navigation = useNavigation();
  const placing = navigation.state === 'submitting';
  return (
    <div className={styles.stickyBar} data-testid="checkout-sticky-bar">
      <p className={styles.stickyTotal}>
        <span>{t('cart.summary.total')}</span>
        <strong data-testid="checkout-sticky-total">{money(total)}</strong>
      </p>
      <button
        type="submit"
        className={cx(styles.place, styles.stickyPlace)}
        disabled={placing}
        data-testid="checkout-sticky-place-order"
      >
        {placing ? t('checkout.summary.placing') : t('checkout.summary.place')}
      </button>
    </div>
  );
}

export function OrderSummary({
  order,
  delivery,
  loyaltyPoints = 0,
  pointValue = LOYALTY_POINT_VALUE_MINOR,
}: {
  order: Order;
  delivery: number | null;
  loyaltyPoints?: number;
  pointValue?: number;
}) {
  const t = useT();
  const money = useMoney();
  const navigation = useNavigation();
  const placing = navigation.state === 'submitting';
  const { loyaltyDiscount, total } = orderTotal(order, delivery, loyaltyPoints, pointValue);
  return (
    <aside className={styles.summary} aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title" className={styles.sectionTitle}>
        {t('checkout.summary.title')}
      </h2>
      <ul role="list" className={styles.summaryLines}>
        {order.items
          .filter((item) => item.available)
          .map((item) => (
            <li key={item.id} className={styles.summaryLine}>
              <span>
                {item.productName} × {item.quantity}
              </span>
              <span>{money(item.total)}</span>
            </li>
          ))}
      </ul>
      <dl className={styles.totals}>
        <div>
          <dt>{t('cart.summary.subtotal')}</dt>
          <dd>{money(order.itemsTotal)}</dd>
        </div>
        {order.promotions
          .filter((promotion) => promotion.itemsDiscount > 0)
          .map((promotion) => (
            <div key={promotion.code}>
              <dt>{promotion.label}</dt>
              <dd>{money(-promotion.itemsDiscount)}</dd>
            </div>
          ))}
        <div>
          <dt>{t('checkout.summary.delivery')}</dt>
          <dd data-testid="checkout-delivery-cost">
            {delivery === null
              ? t('checkout.summary.deliveryLater')
              : delivery === 0
                ? t('checkout.delivery.free')
                : money(delivery)}
          </dd>
        </div>
        {loyaltyDiscount > 0 && (
          <div data-testid="checkout-loyalty-discount">
            <dt>{t('cart.summary.loyaltyDiscount')}</dt>
            <dd>{money(-loyaltyDiscount)}</dd>
          </div>
        )}
        <div className={styles.total}>
          <dt>{t('cart.summary.total')}</dt>
          <dd data-testid="checkout-total">{money(total)}</dd>
        </div>
      </dl>
      <button type="submit" className={styles.place} disabled={placing} data-testid="place-order">
        {placing ? t('checkout.summary.placing') : t('checkout.summary.place')}
      </button>
      <p className={formStyles.note}>{t('checkout.summary.terms')}</p>
    </aside>
  );
}

/** The cart lines that cannot be ordered now (out of stock, no longer sold), by the names the cart shows. */
export function UnavailableLines({ order }: { order: CheckoutPageData['order'] }) {
  const unavailable = order.items.filter((item) => !item.available);
  if (unavailable.length === 0) return null;
  return (
    <ul data-testid="checkout-unavailable-lines">
      {cartVariantNames(unavailable).map((line) => (
        <li key={line.code}>{line.name}</li>
      ))}
    </ul>
  );
}
