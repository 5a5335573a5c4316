import { Link } from 'react-router';
import { useT } from '~/i18n/use-t.ts';
import { useShop } from '~/lib/shop-context.tsx';
import { useRoutePath } from '~/routing/links.ts';
import { Icon, type IconName } from '../icons/icon.tsx';
import { UserMenu } from './user-menu.tsx';
import styles from './header-actions.module.css';

function CounterLink({
  to,
  icon,
  label,
  accessibleName,
  count,
  testId,
}: {
  to: string;
  icon: IconName;
  label: string;
  accessibleName: string;
  count: number;
  testId: string;
}) {
  return (
    <Link to={to} className={styles.action} aria-label={accessibleName} data-testid={testId}>
      <span className={styles.iconWrap}>
        <Icon name={icon} />
        {count > 0 && (
          // The number is drawn by CSS (attr), so the link's visible text stays its label, which the
          // accessible name contains ("Krepšelis, 2 prekės"), as WCAG's label-in-name asks.
          <span className={styles.badge} data-count={count > 99 ? '99+' : String(count)} aria-hidden="true" />
        )}
      </span>
      <span className={styles.label} aria-hidden="true">
        {label}
      </span>
    </Link>
  );
}

/** Wishlist with its counter and the cart with its item count (the cart panel comes with the cart issue). */
export function WishlistAndCartLinks() {
  const t = useT();
  const path = useRoutePath();
  const { wishlistItemsCount, cartItemsCount } = useShop();
  return (
    <>
      <CounterLink
        to={path('WISHLIST')}
        icon="heart"
        label={t('layout.header.wishlist')}
        accessibleName={t('layout.header.wishlistWithCount', { count: wishlistItemsCount })}
        count={wishlistItemsCount}
        testId="wishlist-link"
      />
      <CounterLink
        to={path('CART')}
        icon="bag"
        label={t('layout.header.cart')}
        accessibleName={t('layout.header.cartWithCount', { count: cartItemsCount })}
        count={cartItemsCount}
        testId="cart-link"
      />
    </>
  );
}

/** The right end of a header row: wishlist, cart and (on wide screens) the user menu. */
export function HeaderActions() {
  return (
    <div className={styles.actions}>
      <WishlistAndCartLinks />
      <UserMenu className={styles.desktopOnly} />
    </div>
  );
}
