import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { ServerText } from '~/components/ui/server-text.tsx';
import { useT } from '~/i18n/use-t.ts';
import { useRoutePath } from '~/routing/links.ts';
import styles from '../product/add-to-cart-dialog.module.css';

/** What a heart press came to: added, removed, or refused with the server's detail (if any). */
export type WishlistNotice =
  | { kind: 'added' | 'removed'; productName: string }
  | { kind: 'error'; adding: boolean; message: string | null };

/**
 * Spec section 4: wishlist success and error messages in modals. The add-to-cart dialog's pattern: a
 * native modal dialog (focus moves in; Escape or the buttons close it), the way to the wishlist page.
 */
export default function WishlistDialog({ notice, onClose }: { notice: WishlistNotice; onClose: () => void }) {
  const t = useT();
  const path = useRoutePath();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, [notice]);
  const titleId = 'wishlist-dialog-title';
  const close = (
    <button type="button" className={styles.secondary} onClick={() => dialog.current?.close()}>
      {t(notice.kind === 'error' ? 'wishlist.dialog.close' : 'wishlist.dialog.continue')}
    </button>
  );
  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      data-testid="wishlist-dialog"
      data-kind={notice.kind}
    >
      {notice.kind === 'error' ? (
        <>
          <h2 id={titleId} className={styles.title}>
            {t('wishlist.dialog.errorTitle')}
          </h2>
          <p className={styles.text} role="alert">
            {notice.message ? (
              <ServerText message={notice.message} />
            ) : (
              t(notice.adding ? 'wishlist.dialog.addError' : 'wishlist.dialog.removeError')
            )}
          </p>
          <div className={styles.actions}>{close}</div>
        </>
      ) : (
        <>
          <h2 id={titleId} className={styles.title}>
            {t(notice.kind === 'added' ? 'wishlist.dialog.addedTitle' : 'wishlist.dialog.removedTitle')}
          </h2>
          <p className={styles.text}>
            {t(notice.kind === 'added' ? 'wishlist.dialog.addedText' : 'wishlist.dialog.removedText', {
              name: notice.productName,
            })}
          </p>
          <div className={styles.actions}>
            <Link
              to={path('WISHLIST')}
              className={styles.primary}
              onClick={() => dialog.current?.close()}
              data-testid="go-to-wishlist"
            >
              {t('wishlist.dialog.toWishlist')}
            </Link>
            {close}
          </div>
        </>
      )}
    </dialog>
  );
}
