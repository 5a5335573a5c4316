import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '~/i18n/use-t.ts';
import { SNACKBAR_DURATION_MS } from '~/lib/constants.ts';
import { useRoutePath } from '~/routing/links.ts';
import { Icon } from '../icons/icon.tsx';
import { createAutoHideTimer } from './auto-hide-timer.ts';
import styles from './cart-snackbar.module.css';

/**
 * "„{name}“ is in the cart" with a link to the cart page and a dismiss button. Hides itself after
 * SNACKBAR_DURATION_MS; the countdown holds while the pointer is over it or focus is in it.
 */
export function CartSnackbar({ productName, onHide }: { productName: string; onHide: () => void }) {
  const t = useT();
  const path = useRoutePath();
  const [timer] = useState(() => createAutoHideTimer(SNACKBAR_DURATION_MS, onHide));
  useEffect(() => {
    timer.start();
    return timer.stop;
  }, [timer]);
  return (
    <div
      className={styles.snackbar}
      data-testid="cart-snackbar"
      onPointerEnter={timer.pause}
      onPointerLeave={timer.resume}
      onFocus={timer.pause}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) timer.resume();
      }}
    >
      <p className={styles.text}>{t('cartPanel.snackbar.text', { name: productName })}</p>
      <Link to={path('CART')} className={styles.link} data-testid="cart-snackbar-link">
        {t('cartPanel.snackbar.toCart')}
      </Link>
      <button
        type="button"
        className={styles.close}
        aria-label={t('cartPanel.snackbar.close')}
        onClick={onHide}
      >
        <Icon name="close" size={18} />
      </button>
    </div>
  );
}
