import type { Order } from '@shop/contracts';
import { THANK_YOU_ORDER_PARAM, type PaymentReturn } from '@shop/contracts/constants';
import { formatMoney } from '@shop/locale';
import type { ReactNode } from 'react';
import { Form, Link, useLocation, useNavigation } from 'react-router';
import { useT } from '~/i18n/use-t.ts';
import { formatOrderDate } from '~/lib/order-date.ts';
import { isPayableOnline } from '~/lib/online-payment.ts';
import { useShop } from '~/lib/shop-context.tsx';
import { useRoutePath } from '~/routing/links.ts';
import { GiftCouponRow, OrderGifts } from './order-gifts.tsx';
import styles from './placed-order.module.css';
import { PreInvoiceLink } from './pre-invoice-link.tsx';

export { formatOrderDate };

function useMoney() {
  const { channel, locale } = useShop();
  return (minor: number) => formatMoney(minor, channel.currencyCode, locale);
}

/**
 * "Pay now" for an order whose online payment still awaits payment: posts to the thank-you page's
 * action, which sends the shopper to the payment provider. A plain form, so it works before hydration.
 */
function PayNow({ order }: { order: Order }) {
  const t = useT();
  const path = useRoutePath();
  const navigation = useNavigation();
  const action = `${path('CHECKOUT_THANK_YOU')}?${new URLSearchParams({ [THANK_YOU_ORDER_PARAM]: order.tokenValue })}`;
  const busy = navigation.state !== 'idle' && navigation.formAction === action;
  return (
    <Form method="post" action={action} className={styles.payNow}>
      <button type="submit" className={styles.primary} disabled={busy} data-testid="pay-now">
        {busy ? t('checkout.payment.redirecting') : t('checkout.payment.payNow')}
      </button>
    </Form>
  );
}

/**
 * What the shopper should know about paying on the thank-you page: paid, still waiting (with "Pay now"
 * for online payment, or a note while the provider's confirmation is on its way), or cancelled.
 */
function PaymentNotice({
  order,
  paymentReturn,
  payFailed,
}: {
  order: Order;
  paymentReturn: PaymentReturn | null;
  payFailed: boolean;
}) {
  const t = useT();
  const location = useLocation();
  const payment = order.payments[0];
  if (!payment) return null;
  if (payment.state === 'paid') {
    return (
      <p className={`${styles.notice} ${styles.noticePaid}`} data-testid="payment-state" data-state="paid">
        {t('checkout.payment.paid')}
      </p>
    );
  }
  if (payment.state === 'cancelled' || payment.state === 'refunded') {
    return (
      <p className={styles.notice} data-testid="payment-state" data-state={payment.state}>
        {t(`checkout.payment.states.${payment.state}`)}
      </p>
    );
  }
  if (!isPayableOnline(order)) return null;
  // Back from a completed payment whose confirmation has not reached us yet: no second payment offered.
  if (paymentReturn === 'completed' && !payFailed) {
    return (
      <div className={styles.notice} data-testid="payment-state" data-state="confirming">
        <p>{t('checkout.payment.confirming')}</p>
        <Link to={`${location.pathname}${location.search}`} reloadDocument className={styles.secondary}>
          {t('checkout.payment.refresh')}
        </Link>
      </div>
    );
  }
  return (
    <div className={styles.notice} data-testid="payment-state" data-state="awaiting_payment" role="status">
      <p>
        {payFailed
          ? t('checkout.payment.startFailed')
          : paymentReturn === 'cancelled'
            ? t('checkout.payment.returnedUnpaid')
            : t('checkout.payment.awaiting')}
      </p>
      <PayNow order={order} />
    </div>
  );
}

/**
 * The order page (spec section 2): state, lines, delivery, payment, totals. Outside the account it is the
 * page itself with its heading and the pre-invoice link; inside (`embedded`) the account layout gives the
 * heading and `documents` replaces the pre-invoice link.
 */
export function OrderDetails({
  order,
  embedded = false,
  documents,
}: {
  order: Order;
  embedded?: boolean;
  documents?: ReactNode;
}) {
  const t = useT();
  const money = useMoney();
  const shipment = order.shipments[0];
  const payment = order.payments[0];
  const address = order.shippingAddress;
  return (
    <section
      className={embedded ? styles.embedded : `container ${styles.page}`}
      aria-labelledby={embedded ? undefined : 'order-title'}
    >
      {!embedded && (
        <h1 id="order-title" className={styles.title}>
          {t('checkout.order.title', { number: order.number ?? '' })}
        </h1>
      )}
      <dl className={styles.facts}>
        <div>
          <dt>{t('checkout.order.date')}</dt>
          <dd>{order.checkoutCompletedAt ? formatOrderDate(order.checkoutCompletedAt) : '–'}</dd>
        </div>
        <div>
          <dt>{t('checkout.order.state')}</dt>
          <dd data-testid="order-state">{t(`checkout.order.states.${order.state}`)}</dd>
        </div>
        <div>
          <dt>{t('checkout.order.delivery')}</dt>
          <dd>
            {shipment?.method?.name ?? '–'}
            {shipment?.parcelLocker && (
              <>
                <br />
                {`${shipment.parcelLocker.name}, ${shipment.parcelLocker.address}, ${shipment.parcelLocker.city}`}
              </>
            )}
          </dd>
        </div>
        {shipment?.trackingNumber && (
          <div>
            <dt>{t('accountOrders.detail.trackingNumber')}</dt>
            <dd data-testid="order-tracking-number">{shipment.trackingNumber}</dd>
          </div>
        )}
        <div>
          <dt>{t('checkout.order.payment')}</dt>
          <dd>{payment?.method?.name ?? '–'}</dd>
        </div>
        {payment && (
          <div>
            <dt>{t('checkout.order.paymentState')}</dt>
            <dd data-testid="order-payment-state">
              {t(`checkout.payment.states.${payment.state}`)}
              {isPayableOnline(order) && <PayNow order={order} />}
            </dd>
          </div>
        )}
        {address && (
          <div>
            <dt>{t('checkout.order.address')}</dt>
            <dd>
              {`${address.firstName} ${address.lastName}`}
              <br />
              {address.phoneNumber}
              {address.street && (
                <>
                  <br />
                  {[
                    `${address.street} ${address.houseNumber ?? ''}`.trim(),
                    address.apartmentNumber,
                    address.city,
                    address.postCode,
                  ]
                    .filter(Boolean)
                    .join(', ')}
                </>
              )}
            </dd>
          </div>
        )}
      </dl>
      <OrderGifts order={order} />
      {documents ?? <PreInvoiceLink order={order} from="order" />}
      <h2 className={styles.subtitle}>{t('checkout.order.items')}</h2>
      <ul role="list" className={styles.lines}>
        {order.items.map((item) => (
          <li key={item.id} className={styles.line} data-testid="order-line">
            <span>
              {item.productName}
              {item.variant.optionValues.length > 0 &&
                ` (${item.variant.optionValues.map((option) => option.value).join(', ')})`}{' '}
              × {item.quantity}
            </span>
            <span>{money(item.total)}</span>
          </li>
        ))}
      </ul>
      <dl className={styles.totals}>
        <div>
          <dt>{t('cart.summary.subtotal')}</dt>
          <dd>{money(order.summary.subtotal)}</dd>
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
          <dd>{money(order.summary.delivery - order.summary.shippingDiscount)}</dd>
        </div>
        <div>
          <dt>{t('cart.summary.amountWithoutTax')}</dt>
          <dd>{money(order.summary.amountWithoutTax)}</dd>
        </div>
        <div>
          <dt>{t('cart.summary.tax')}</dt>
          <dd>{money(order.summary.tax)}</dd>
        </div>
        <GiftCouponRow order={order} />
        <div className={styles.total}>
          <dt>{t('cart.summary.total')}</dt>
          <dd data-testid="order-total">{money(order.summary.total)}</dd>
        </div>
      </dl>
    </section>
  );
}

/** The thank-you page (spec section 2): the number, what happens next, the order link, an account offer. */
export function ThankYou({
  order,
  paymentReturn = null,
  payFailed = false,
}: {
  order: Order;
  /** How the shopper came back from the payment provider, if they did. */
  paymentReturn?: PaymentReturn | null;
  /** "Pay now" was pressed but the payment could not be started. */
  payFailed?: boolean;
}) {
  const t = useT();
  const path = useRoutePath();
  const bankTransfer = order.payments[0]?.method?.kind === 'bank_transfer';
  return (
    <section className={`container ${styles.page} ${styles.thanks}`} aria-labelledby="thanks-title">
      <h1 id="thanks-title" className={styles.title}>
        {t('checkout.thankYou.title')}
      </h1>
      <p className={styles.number} data-testid="order-number">
        {t('checkout.thankYou.number', { number: order.number ?? '' })}
      </p>
      {order.email && <p>{t('checkout.thankYou.email', { email: order.email })}</p>}
      <PaymentNotice order={order} paymentReturn={paymentReturn} payFailed={payFailed} />
      {bankTransfer && (
        // The shop's own instructions (the method's description: account, reference) when it has them,
        // else the general ones: said once (issue 18).
        <p data-testid="bank-transfer-instructions">
          {order.payments[0]?.method?.description?.trim() || t('checkout.thankYou.bankTransfer')}
        </p>
      )}
      <PreInvoiceLink order={order} from="thank-you" />
      <div className={styles.actions}>
        <Link
          to={path('ORDER', { orderToken: order.tokenValue })}
          className={styles.primary}
          data-testid="view-order"
        >
          {t('checkout.thankYou.view')}
        </Link>
        <Link to={path('index')} className={styles.secondary}>
          {t('checkout.thankYou.continue')}
        </Link>
      </div>
      <aside className={styles.account} aria-labelledby="account-offer-title">
        <h2 id="account-offer-title" className={styles.subtitle}>
          {t('checkout.thankYou.accountTitle')}
        </h2>
        <p>{t('checkout.thankYou.accountText')}</p>
        <Link
          to={`${path('AUTH')}?${new URLSearchParams({ tab: 'register', order: order.tokenValue })}`}
          className={styles.secondary}
        >
          {t('checkout.thankYou.accountAction')}
        </Link>
      </aside>
    </section>
  );
}
