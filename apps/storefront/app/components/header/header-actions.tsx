import { Link, useLocation } from 'react-router';
import { useT } from '~/i18n/use-t.ts';
import { useShop } from '~/lib/shop-context.tsx';
import { useHydrated } from '~/lib/use-hydrated.ts';
import { useRoutePath } from '~/routing/links.ts';
import { useIsDesktop } from '../a11y/use-media-query.ts';
import { CART_PANEL_ID, preloadCartPanel, useCartPanel } from '../cart-panel/cart-panel-context.tsx';
import { Icon, type IconName } from '../icons/icon.tsx';
import { UserMenu } from './user-menu.tsx';
import styles from './header-actions.module.css';

interface CounterProps {
  icon: IconName;
  label: string;
  accessibleName: string;
  count: number;
  testId: string;
}

function CounterContent({ icon, label, count }: Pick<CounterProps, 'icon' | 'label' | 'count'>) {
  return (
    <>
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
    </>
  );
}

function CounterLink({ to, accessibleName, testId, ...content }: CounterProps & { to: string }) {
  return (
    <Link to={to} className={styles.action} aria-label={accessibleName} data-testid={testId}>
      <CounterContent {...content} />
    </Link>
  );
}

/**
 * The cart with its item count (spec section 2): on wide screens, once the page runs in the browser, a
 * button opening the cart panel; on phones, before hydration and on the cart page itself a link to the
 * cart page. Pointing at the button (or focusing it) fetches the panel's code.
 */
function CartCounter(props: CounterProps) {
  const path = useRoutePath();
  const { pathname } = useLocation();
  const panel = useCartPanel();
  const isDesktop = useIsDesktop();
  const hydrated = useHydrated();
  const cartPath = path('CART');
  if (!panel || !hydrated || !isDesktop || pathname === cartPath) {
    return <CounterLink to={cartPath} {...props} />;
  }
  const { accessibleName, testId, ...content } = props;
  return (
    <button
      type="button"
      className={styles.action}
      aria-label={accessibleName}
      aria-haspopup="dialog"
      aria-expanded={panel.isOpen}
      aria-controls={panel.isOpen ? CART_PANEL_ID : undefined}
      onClick={panel.open}
      onPointerEnter={preloadCartPanel}
      onFocus={preloadCartPanel}
      data-testid={testId}
    >
      <CounterContent {...content} />
    </button>
  );
}

/** Wishlist with its counter and the cart with its item count. */
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
      <CartCounter
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
