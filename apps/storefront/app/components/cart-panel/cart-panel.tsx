import { lazy, Suspense, useId } from 'react';
import { useT } from '~/i18n/use-t.ts';
import { Icon } from '../icons/icon.tsx';
import { Drawer } from '../ui/drawer.tsx';
import styles from './cart-panel.module.css';

export const CART_PANEL_ID = 'cart-panel';

// The panel's content (cart lines, summary, recommendations) is fetched when the shopper reaches for the
// cart button (preloadCartPanelContent), like its data: most page views never open the panel.
const importContent = () => import('./cart-panel-content.tsx');
const CartPanelContent = lazy(() => importContent().then((module) => ({ default: module.CartPanelContent })));

export function preloadCartPanelContent(): void {
  // A failed fetch is retried (and reported) by the lazy component when the panel opens.
  importContent().catch(() => undefined);
}

/**
 * The cart panel (spec section 2): a right drawer at most 440 px wide with a back button that closes it,
 * then the cart's lines, summary and recommended products, or the empty cart placeholder. The frame opens
 * at once; its content arrives with its code and the cart.
 */
export function CartPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const titleId = useId();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="right"
      id={CART_PANEL_ID}
      labelledBy={titleId}
      testId="cart-panel"
    >
      <div className={styles.head}>
        <button type="button" className={styles.back} onClick={onClose} data-testid="cart-panel-back">
          <Icon name="chevron-left" size={20} />
          {t('cartPanel.back')}
        </button>
        <h2 id={titleId} className={styles.title}>
          {t('layout.header.cart')}
        </h2>
      </div>
      <Suspense fallback={<CartPanelLoading />}>
        <CartPanelContent />
      </Suspense>
    </Drawer>
  );
}

export function CartPanelLoading() {
  const t = useT();
  return (
    <p className={styles.status} role="status">
      {t('cartPanel.loading')}
    </p>
  );
}
