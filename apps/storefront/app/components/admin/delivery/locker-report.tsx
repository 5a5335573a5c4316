import type { AdminParcelLockerImportReport } from '@shop/contracts';
import { AdminMessage, adminStyles } from '~/components/admin/admin-ui.tsx';
import { useT } from '~/i18n/use-t.ts';
import { localiseDeliveryMessage } from './delivery-messages.ts';
import styles from './settings-form.module.css';

/** At most this many changed lockers are listed (a country's list can hold thousands); the counts are whole. */
const LISTED = 300;

/**
 * A parcel-locker file's report (the dry run's or the applied one's): how many lockers are added, updated,
 * disabled and unchanged, every problem with its line, and the changed lockers (a table, cards on phones).
 */
export function LockerReport({ report }: { report: AdminParcelLockerImportReport }) {
  const t = useT();
  const applied = report.mode === 'apply' && report.valid;
  const changes = [
    ...report.toAdd.map((locker) => ({ ...locker, change: 'add' as const })),
    ...report.toUpdate.map((locker) => ({ ...locker, change: 'update' as const })),
    ...report.toDisable.map((locker) => ({ ...locker, change: 'disable' as const })),
  ];
  const c = (key: string, count: number) => t(`adminShipping.lockers.${key}`, { count });
  return (
    <section className={adminStyles.panel} aria-labelledby="locker-report" data-testid="locker-report">
      <h2 id="locker-report" className={adminStyles.panelTitle}>
        {t('adminShipping.lockers.report', { carrier: report.carrier })}
      </h2>
      {applied && <AdminMessage tone="success">{t('adminShipping.lockers.applied')}</AdminMessage>}
      {report.valid && !applied && (
        <AdminMessage tone="success">{t('adminShipping.lockers.valid')}</AdminMessage>
      )}
      <ul className={styles.counts} data-testid="locker-report-counts">
        <li>{c('rows', report.rows)}</li>
        <li>{c(applied ? 'added' : 'toAdd', report.toAdd.length)}</li>
        <li>{c(applied ? 'updated' : 'toUpdate', report.toUpdate.length)}</li>
        <li>{c(applied ? 'disabled' : 'toDisable', report.toDisable.length)}</li>
        <li>{c('unchanged', report.unchanged)}</li>
      </ul>
      {report.problems.length > 0 && (
        <div data-testid="locker-problems">
          <AdminMessage tone="error">
            {t('adminShipping.lockers.problems', { count: report.problems.length })}
          </AdminMessage>
          <ul className={styles.problems}>
            {report.problems.map((problem, index) => (
              <li key={index}>
                <strong>
                  {problem.column
                    ? t('adminShipping.lockers.lineColumn', { line: problem.line, column: problem.column })
                    : t('adminShipping.lockers.line', { line: problem.line })}
                </strong>{' '}
                {localiseDeliveryMessage(t, problem.message)}
              </li>
            ))}
          </ul>
        </div>
      )}
      {changes.length > 0 && (
        <div className={adminStyles.tableWrap}>
          <table className={adminStyles.table}>
            <caption className="visually-hidden">
              {t('adminShipping.lockers.report', { carrier: report.carrier })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('adminShipping.lockers.columns.change')}</th>
                <th scope="col">{t('adminShipping.lockers.columns.code')}</th>
                <th scope="col">{t('adminShipping.lockers.columns.name')}</th>
                <th scope="col">{t('adminShipping.lockers.columns.city')}</th>
              </tr>
            </thead>
            <tbody>
              {changes.slice(0, LISTED).map((locker) => (
                <tr key={`${locker.change}:${locker.code}`} data-testid="locker-change">
                  <td data-label={t('adminShipping.lockers.columns.change')}>
                    <span>{t(`adminShipping.lockers.changes.${locker.change}`)}</span>
                  </td>
                  <td data-label={t('adminShipping.lockers.columns.code')}>
                    <span className={adminStyles.mono}>{locker.code}</span>
                  </td>
                  <td data-label={t('adminShipping.lockers.columns.name')}>
                    <span>{locker.name}</span>
                  </td>
                  <td data-label={t('adminShipping.lockers.columns.city')}>
                    <span>{locker.city}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
