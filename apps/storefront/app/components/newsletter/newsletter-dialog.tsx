import { useEffect, useRef } from 'react';
import { useT } from '~/i18n/use-t.ts';
import styles from './newsletter.module.css';

/**
 * The newsletter's answer (spec section 4): success (check your inbox) or an error, in a native modal
 * dialog: focus moves in, Escape or the button closes it and focus returns to where it was.
 */
export function NewsletterDialog({
  kind,
  message,
  onClose,
}: {
  kind: 'success' | 'error';
  /** The error's text, already localised; null for the generic one. */
  message: string | null;
  onClose: () => void;
}) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  const titleId = 'newsletter-dialog-title';
  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      data-testid={`newsletter-${kind}-modal`}
    >
      <h2 id={titleId} className={styles.dialogTitle}>
        {kind === 'success' ? t('newsletter.success.title') : t('newsletter.error.title')}
      </h2>
      <p className={styles.dialogText}>
        {kind === 'success' ? t('newsletter.success.text') : (message ?? t('newsletter.error.text'))}
      </p>
      <button
        type="button"
        className={styles.dialogButton}
        onClick={() => dialog.current?.close()}
        data-testid="newsletter-modal-close"
      >
        {t('newsletter.close')}
      </button>
    </dialog>
  );
}
