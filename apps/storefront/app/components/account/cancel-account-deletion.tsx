import { Link } from 'react-router';
import styles from '~/components/auth/auth-page.module.css';
import type { CancelAccountDeletionResult } from '~/data/account-deletion.server.ts';
import { useT } from '~/i18n/use-t.ts';
import { useRoutePath } from '~/routing/links.ts';

/** /cancel-account-deletion (spec section 2): whether the emailed link cancelled the deletion, and where next. */
export function CancelAccountDeletion({ result }: { result: CancelAccountDeletionResult }) {
  const t = useT();
  const path = useRoutePath();
  return (
    <section className={styles.card} aria-labelledby="cancel-deletion-title">
      <h1 id="cancel-deletion-title" className={styles.title}>
        {t('routes.CANCEL_ACCOUNT_DELETION.title')}
      </h1>
      {result.ok ? (
        <p className={styles.success} role="status" data-testid="cancel-deletion-done">
          {t('accountDeletion.cancel.done')}
        </p>
      ) : (
        <p className={styles.banner} role="alert" data-testid="cancel-deletion-failed">
          {t(`accountDeletion.cancel.${result.reason}`)}
        </p>
      )}
      {!(result.ok === false && result.reason === 'executed') && (
        <Link to={path('ACCOUNT_DASHBOARD')} className={styles.submitLink}>
          {t('accountDeletion.cancel.toAccount')}
        </Link>
      )}
      <Link to={path('index')}>{t('accountDeletion.cancel.toShop')}</Link>
    </section>
  );
}
