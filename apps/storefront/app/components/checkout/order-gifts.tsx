import type { Order } from '@shop/contracts';
import { formatMoney } from '@shop/locale';
import { useT } from '~/i18n/use-t.ts';
import { useShop } from '~/lib/shop-context.tsx';
import styles from './placed-order.module.css';

/**
 * The gift parts of a placed order: the gift wrapping greeting, and the gift cards it bought (their
 * codes once the order is paid, spec: gift cards).
 */
export function OrderGifts({ order }: { order: Order }) {
  const t = useT();
  const { channel, locale } = useShop();
  const money = (minor: number) => formatMoney(minor, channel.currencyCode, locale);
  if (!order.giftWrapping.isGift && order.giftCards.length === 0) return null;
  return (
    <dl className={styles.facts} data-testid="order-gifts">
      {order.giftWrapping.isGift && (
        <div>
          <dt>{t('checkout.order.giftWrapping')}</dt>
          <dd>{order.giftWrapping.message ?? t('checkout.order.giftWrappingNoMessage')}</dd>
        </div>
      )}
      {order.giftCards.length > 0 && (
        <div>
          <dt>{t('checkout.order.giftCards')}</dt>
          <dd>
            <ul role="list" className={styles.giftCards}>
              {order.giftCards.map((card, index) => (
                <li key={card.code ?? index} data-testid="order-gift-card">
                  {money(card.amount)}:{' '}
                  {card.code ? <code>{card.code}</code> : t('checkout.order.giftCardAfterPayment')}
                </li>
              ))}
            </ul>
          </dd>
        </div>
      )}
    </dl>
  );
}

/** The summary line of what a redeemed gift card paid, when one did. */
export function GiftCouponRow({ order }: { order: Order }) {
  const t = useT();
  const { channel, locale } = useShop();
  if (order.summary.giftCoupon === 0) return null;
  return (
    <div>
      <dt>{t('cart.summary.giftCoupon')}</dt>
      <dd>{formatMoney(-order.summary.giftCoupon, channel.currencyCode, locale)}</dd>
    </div>
  );
}
