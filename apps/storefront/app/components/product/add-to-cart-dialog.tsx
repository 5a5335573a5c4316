import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { CartActionResult } from '~/data/cart.server.ts';
import { ServerText } from '~/components/ui/server-text.tsx';
import { useT } from '~/i18n/use-t.ts';
import { useRoutePath } from '~/routing/links.ts';
import styles from './add-to-cart-dialog.module.css';

/**
 * The answer to "add to cart" (spec section 4): a confirmation with the way to the cart, or the error
 * with the server's detail (else a default text). A native modal dialog: focus moves in and Escape,
 * the close button or "continue shopping" close it.
 */
export function AddToCartDialog({
  result,
  productName,
  onClose,
}: {
  result: CartActionResult;
  productName: string;
  /** `toCart`: the shopper took the link to the cart. */
  onClose: (toCart: boolean) => void;
}) {
  const t = useT();
  const path = useRoutePath();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  const titleId = 'add-to-cart-title';
  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={titleId}
      onClose={() => onClose(false)}
      data-testid="add-to-cart-dialog"
    >
      {result.ok ? (
        <>
          <h2 id={titleId} className={styles.title}>
            {t('product.added.title')}
          </h2>
          <p className={styles.text}>
            {t('product.added.text', { name: productName, count: result.order.itemsCount })}
          </p>
          <div className={styles.actions}>
            <Link
              to={path('CART')}
              className={styles.primary}
              onClick={() => onClose(true)}
              data-testid="go-to-cart"
            >
              {t('product.added.toCart')}
            </Link>
            <button type="button" className={styles.secondary} onClick={() => dialog.current?.close()}>
              {t('product.added.continue')}
            </button>
          </div>
        </>
      ) : (
        <>
          <h2 id={titleId} className={styles.title}>
            {t('product.added.errorTitle')}
          </h2>
          <p className={styles.text} role="alert">
            {result.message ? <ServerText message={result.message} /> : t('cart.errors.add')}
          </p>
          <div className={styles.actions}>
            <button type="button" className={styles.secondary} onClick={() => dialog.current?.close()}>
              {t('product.added.close')}
            </button>
          </div>
        </>
      )}
    </dialog>
  );
}
