import { useT } from '~/i18n/use-t.ts';
import styles from './menu-load-status.module.css';

const SKELETON_ROWS = 6;

/**
 * Stands in for a menu fetched on demand: shimmering rows while it loads (announced to screen readers),
 * or a short message with a retry button when the request failed.
 */
export function MenuLoadStatus({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const t = useT();
  if (failed) {
    return (
      <div className={styles.failed} role="alert" data-testid="menu-load-failed">
        <p className={styles.message}>{t('layout.menuLoading.failed')}</p>
        <button type="button" className={styles.retry} onClick={onRetry}>
          {t('layout.menuLoading.retry')}
        </button>
      </div>
    );
  }
  return (
    <div className={styles.skeleton} data-testid="menu-loading">
      <span role="status" className="visually-hidden">
        {t('layout.menuLoading.loading')}
      </span>
      {Array.from({ length: SKELETON_ROWS }, (_, index) => (
        <span key={index} className={styles.row} aria-hidden="true" />
      ))}
    </div>
  );
}
