import { useId } from 'react';
import { useT } from '~/i18n/use-t.ts';
import { Icon } from '../icons/icon.tsx';
import { Drawer } from '../ui/drawer.tsx';
import { CartPanelContent } from './cart-panel-content.tsx';
import { CART_PANEL_ID } from './cart-panel-context.tsx';
import styles from './cart-panel.module.css';

/**
 * The cart panel (spec section 2): a right drawer at most 440 px wide with a back button that closes it,
 * then the cart's lines, summary and recommended products, or the empty cart placeholder. Mounted only
 * while open, so its data is fetched each time it opens.
 */
export function CartPanel({ onClose }: { onClose: () => void }) {
  const t = useT();
  const titleId = useId();
  return (
    <Drawer
      open
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
      <CartPanelContent />
    </Drawer>
  );
}
