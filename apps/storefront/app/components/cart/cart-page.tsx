import type { CartItem, Order } from '@shop/contracts';
import { formatMoney } from '@shop/locale';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import type { CartActionResult } from '~/data/cart.server.ts';
import { ServerText } from '~/components/ui/server-text.tsx';
import { cartVariantNames, VariantNamesProvider } from '~/components/ui/variant-names.tsx';
import { useT } from '~/i18n/use-t.ts';
import { useShop } from '~/lib/shop-context.tsx';
import { useRoutePath } from '~/routing/links.ts';
import { CartLine, DeletedCartLine } from './cart-line.tsx';
import { GiftCardForm } from './gift-card-form.tsx';
import { GiftChoices } from './gift-choices.tsx';
import { GiftWrappingForm } from './gift-wrapping-form.tsx';
import { PromoCodeForm } from './promo-code-form.tsx';
import styles from './cart-page.module.css';

/** Query parameter the sign-in page reads to offer guest checkout (spec section 2). */
export const CHECKOUT_AUTH_PARAM = 'checkout';

/** The spec's summary lines that have a value, total last. */
export function CartSummary({ order }: { order: Order }) {
  const t = useT();
  const path = useRoutePath();
  const { channel, locale, customer } = useShop();
  const money = (value: number) => formatMoney(value, channel.currencyCode, locale);
  const { summary } = order;
  // Checkout link rule: signed in goes to checkout, otherwise to sign in with checkout=true.
  const checkoutHref = customer ? path('CHECKOUT') : `${path('AUTH')}?${CHECKOUT_AUTH_PARAM}=true`;
  const rows: Array<[string, number]> = [
    [t('cart.summary.subtotal'), summary.subtotal],
    ...(summary.discount
      ? ([[t('cart.summary.discount'), -summary.discount]] as Array<[string, number]>)
      : []),
    [t('cart.summary.amountWithoutTax'), summary.amountWithoutTax],
    [t('cart.summary.tax'), summary.tax],
    ...(summary.giftCoupon
      ? ([[t('cart.summary.giftCoupon'), -summary.giftCoupon]] as Array<[string, number]>)
      : []),
    ...(summary.loyaltyDiscount
      ? ([[t('cart.summary.loyaltyDiscount'), -summary.loyaltyDiscount]] as Array<[string, number]>)
      : []),
  ];
  const canCheckout = order.items.length > 0 && order.items.every((item) => item.available);
  return (
    <aside className={styles.summary} aria-labelledby="cart-summary-title" data-testid="cart-summary">
      <h2 id="cart-summary-title" className={styles.summaryTitle}>
        {t('cart.summary.title')}
      </h2>
      <dl className={styles.summaryRows}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.summaryRow}>
            <dt>{label}</dt>
            <dd>{money(value)}</dd>
          </div>
        ))}
        <div className={styles.summaryTotal}>
          <dt>{t('cart.summary.total')}</dt>
          <dd data-testid="cart-total">{money(summary.total)}</dd>
        </div>
      </dl>
      <PromoCodeForm order={order} />
      <GiftCardForm sums={order.giftCardSums} />
      {canCheckout ? (
        <Link to={checkoutHref} className={styles.checkout} data-testid="cart-checkout">
          {t('cart.summary.checkout')}
        </Link>
      ) : (
        <p className={styles.notice}>{t('cart.summary.removeUnavailable')}</p>
      )}
    </aside>
  );
}

export function EmptyCart() {
  const t = useT();
  const path = useRoutePath();
  return (
    <div className={styles.empty} data-testid="cart-empty">
      <p className={styles.emptyTitle}>{t('cart.empty.title')}</p>
      <p className={styles.emptyText}>{t('cart.empty.text')}</p>
      <Link to={path('index')} className={styles.checkout}>
        {t('cart.empty.action')}
      </Link>
    </div>
  );
}

/** Deleted lines stay on screen, where they were, until restored or the page is left. */
export function useDeletedLines(initial: CartItem | null) {
  const [deleted, setDeleted] = useState<CartItem[]>(initial ? [initial] : []);
  const onDeleted = useCallback(
    (item: CartItem) =>
      setDeleted((current) => (current.some((line) => line.id === item.id) ? current : [...current, item])),
    [],
  );
  const onRestored = useCallback(
    (item: CartItem) => setDeleted((current) => current.filter((line) => line.id !== item.id)),
    [],
  );
  return { deleted, onDeleted, onRestored };
}

/**
 * The cart page (spec sections 2 and 4): the lines with their counters, deleted lines with restore,
 * unavailable lines greyed, the summary and the way to checkout; an empty placeholder otherwise.
 */
export function CartPage({ order, actionResult }: { order: Order | null; actionResult?: CartActionResult }) {
  const t = useT();
  const { deleted, onDeleted, onRestored } = useDeletedLines(
    actionResult?.ok && actionResult.intent === 'delete' ? actionResult.deletedItem : null,
  );
  const items = order?.items ?? [];
  const shownDeleted = deleted.filter((line) => !items.some((item) => item.id === line.id));
  const failure = actionResult && !actionResult.ok ? actionResult : null;
  return (
    <VariantNamesProvider variants={cartVariantNames(items)}>
      <div className={`container ${styles.page}`}>
        <h1 className={styles.heading}>
          {t('routes.CART.title')}
          {items.length > 0 && (
            <span className={styles.count}>{t('cart.count', { count: order?.itemsCount ?? 0 })}</span>
          )}
        </h1>
        {failure && (
          <p className={styles.banner} role="alert" data-testid="cart-error">
            {failure.message ? <ServerText message={failure.message} /> : t(`cart.errors.${failure.intent}`)}
          </p>
        )}
        {items.length === 0 && shownDeleted.length === 0 ? (
          <EmptyCart />
        ) : (
          <div className={styles.layout}>
            <div className={styles.main}>
              <ul role="list" className={styles.lines} aria-label={t('cart.line.listLabel')}>
                {items.map((item) => (
                  <CartLine key={item.id} item={item} onDeleted={onDeleted} />
                ))}
                {shownDeleted.map((item) => (
                  <DeletedCartLine key={`deleted-${item.id}`} item={item} onRestored={onRestored} />
                ))}
              </ul>
              {order && items.length > 0 && (
                <div className={styles.extras}>
                  <GiftChoices order={order} />
                  <GiftWrappingForm order={order} />
                </div>
              )}
            </div>
            {order && items.length > 0 && <CartSummary order={order} />}
          </div>
        )}
      </div>
    </VariantNamesProvider>
  );
}
