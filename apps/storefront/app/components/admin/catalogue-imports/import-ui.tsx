import {
  IMPORT_ENCODING_MESSAGE,
  type AdminCatalogueImport,
  type ImportProblem,
  type ImportStatus,
} from '@shop/contracts';
import { useEffect } from 'react';
import { useRevalidator } from 'react-router';
import { adminStyles, Badge } from '~/components/admin/admin-ui.tsx';
import { localiseServerMessage } from '~/i18n/server-messages.ts';
import { useT } from '~/i18n/use-t.ts';
import { cx } from '../../class-names.ts';
import styles from './imports.module.css';

export { styles as importStyles };

const TONES: Record<ImportStatus, 'good' | 'warn' | 'bad' | 'plain'> = {
  checking: 'warn',
  checked: 'plain',
  applying: 'warn',
  applied: 'good',
  failed: 'bad',
};

export function ImportStatusBadge({ status }: { status: ImportStatus }) {
  const t = useT();
  return <Badge tone={TONES[status]}>{t(`adminImports.status.${status}`)}</Badge>;
}

/** The dry run's counts, or once applied, what was written. */
export function ImportCounts({ counts }: { counts: NonNullable<AdminCatalogueImport['counts']> }) {
  const t = useT();
  const names = ['new', 'updated', 'unchanged', 'failed', 'disabled'] as const;
  return (
    <dl className={styles.counts} data-testid="admin-import-counts">
      {names.map((name) => (
        <div
          key={name}
          className={cx(styles.count, name === 'failed' && counts.failed > 0 && styles.countBad)}
          data-count={name}
        >
          <dt>{t(`adminImports.counts.${name}`)}</dt>
          <dd>{counts[name]}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Asks the loaders again `intervalMs` after each answer while `active` (a running check or apply), and stops
 * when it is not: the revalidation brings the new status, which ends it. One request at a time: the next
 * waits for the previous answer, so a slow API is never asked faster than it answers.
 */
export function useRefreshWhile(active: boolean, intervalMs: number) {
  const { revalidate, state } = useRevalidator();
  useEffect(() => {
    if (!active || state !== 'idle') return undefined;
    const timer = setTimeout(() => void revalidate(), intervalMs);
    return () => clearTimeout(timer);
  }, [active, intervalMs, state, revalidate]);
}

/**
 * "1 200 of 3 400 rows": a progress bar screen readers read (role=progressbar with its values; without a
 * total yet, an indeterminate one), and the status in a polite live region, so a change is announced once.
 */
export function ImportProgress({ item }: { item: AdminCatalogueImport }) {
  const t = useT();
  const total = item.rowsTotal;
  const done = total === null ? item.rowsDone : Math.min(item.rowsDone, total);
  const label = t(`adminImports.progress.${item.status === 'applying' ? 'applying' : 'checking'}`);
  const percent = total ? Math.round((done / total) * 100) : 0;
  return (
    <div className={styles.progress} data-testid="admin-import-progress">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={total ?? undefined}
        aria-valuenow={total === null ? undefined : done}
        aria-valuetext={
          total === null
            ? t('adminImports.progress.starting')
            : t('adminImports.progress.rows', { done, total })
        }
        className={styles.bar}
      >
        <div
          className={cx(styles.barFill, total === null && styles.barIndeterminate)}
          style={total === null ? undefined : { width: `${percent}%` }}
        />
      </div>
      <p className={adminStyles.muted} data-testid="admin-import-rows">
        {total === null
          ? t('adminImports.progress.starting')
          : t('adminImports.progress.rows', { done, total })}
      </p>
    </div>
  );
}

/** The import's status said to screen readers when it changes (checking → checked → applying → applied). */
export function ImportLiveStatus({ item }: { item: AdminCatalogueImport }) {
  const t = useT();
  return (
    <p role="status" aria-live="polite" className={adminStyles.muted} data-testid="admin-import-status">
      {t(`adminImports.statusSentence.${item.status}`)}
    </p>
  );
}

/** Why a failed import could not be read, in the page's language when it is a text we know. */
export function importErrorText(t: ReturnType<typeof useT>, error: string | null): string {
  if (!error) return t('adminImports.errors.unreadable');
  if (error === IMPORT_ENCODING_MESSAGE) return t('adminImports.errors.encoding');
  return localiseServerMessage(t, error);
}

/** Row, column, product, message; on phones each problem is a card. */
export function ProblemsTable({ problems, total }: { problems: ImportProblem[]; total: number }) {
  const t = useT();
  return (
    <div className={adminStyles.tableWrap}>
      <table className={adminStyles.table} data-testid="admin-import-problems">
        <caption className={adminStyles.muted}>
          {problems.length < total
            ? t('adminImports.problems.shownOf', { shown: problems.length, total })
            : t('adminImports.problems.count', { total })}
        </caption>
        <thead>
          <tr>
            <th className={adminStyles.num}>{t('adminImports.problems.row')}</th>
            <th>{t('adminImports.problems.column')}</th>
            <th>{t('adminImports.problems.product')}</th>
            <th>{t('adminImports.problems.message')}</th>
          </tr>
        </thead>
        <tbody>
          {problems.map((problem, index) => (
            <tr key={`${problem.row}-${problem.column ?? ''}-${index}`} data-testid="admin-import-problem">
              <td data-label={t('adminImports.problems.row')} className={adminStyles.num}>
                {problem.row}
              </td>
              <td data-label={t('adminImports.problems.column')} className={adminStyles.mono}>
                {problem.column ?? (
                  <span className={adminStyles.muted}>{t('adminImports.problems.wholeRow')}</span>
                )}
              </td>
              <td data-label={t('adminImports.problems.product')} className={adminStyles.mono}>
                {problem.product ?? <span className={adminStyles.muted}>–</span>}
              </td>
              <td data-label={t('adminImports.problems.message')}>
                {localiseServerMessage(t, problem.message)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
