import { Link } from 'react-router';
import { useT } from '~/i18n/use-t.ts';
import { useRoutePath } from '~/routing/links.ts';
import styles from './placed-order.module.css';

/** Offered on the sign-in page when the shopper came from the cart (spec section 2: guest checkout). */
export function GuestCheckout() {
  const t = useT();
  const path = useRoutePath();
  return (
    <section className={styles.account} aria-labelledby="guest-checkout-title">
      <h2 id="guest-checkout-title" className={styles.subtitle}>
        {t('checkout.guest.title')}
      </h2>
      <p>{t('checkout.guest.text')}</p>
      <Link to={path('CHECKOUT')} className={styles.primary} data-testid="guest-checkout">
        {t('checkout.guest.action')}
      </Link>
    </section>
  );
}
