import { Form } from 'react-router';
import { AdminMessage, adminStyles, SubmitButton } from '~/components/admin/admin-ui.tsx';
import { cx } from '~/components/class-names.ts';
import type { RedirectsActionResult } from '~/data/admin-redirects.server.ts';
import { localiseRedirectMessage } from './redirect-messages.ts';
import { useT } from '~/i18n/use-t.ts';
import styles from '~/routes/admin-redirects.module.css';

type ImportResult = Extract<RedirectsActionResult, { intent: 'import' }>;

/**
 * The CSV import: a file is checked first (every problem with its line, nothing written); a clean check
 * offers to import exactly the checked text, all rows or none. The export link gives the same columns.
 */
export function RedirectImport({ result, exportHref }: { result: ImportResult | null; exportHref: string }) {
  const t = useT();
  const report = result?.report ?? null;
  const applied = report?.mode === 'apply' && report.valid;
  return (
    <section className={adminStyles.panel} aria-labelledby="redirect-import-title">
      <h2 id="redirect-import-title" className={adminStyles.panelTitle}>
        {t('adminRedirects.import.title')}
      </h2>
      <p className={styles.hint} id="redirect-import-hint">
        {t('adminRedirects.import.hint')}
      </p>
      {result?.message && (
        <AdminMessage tone="error">{t(`adminRedirects.import.errors.${result.message}`)}</AdminMessage>
      )}
      {applied && (
        <AdminMessage tone="success">
          {t('adminRedirects.import.applied', { created: report.created, updated: report.updated })}
        </AdminMessage>
      )}
      {report && !report.valid && (
        <div data-testid="redirect-import-problems">
          <AdminMessage tone="error">
            {t('adminRedirects.import.problems', { count: report.problems.length })}
          </AdminMessage>
          <ul className={styles.problems}>
            {report.problems.map((problem, index) => (
              <li key={index}>
                <strong>
                  {problem.column
                    ? t('adminRedirects.import.lineColumn', { line: problem.row, column: problem.column })
                    : t('adminRedirects.import.line', { line: problem.row })}
                </strong>{' '}
                {localiseRedirectMessage(t, problem.message)}
              </li>
            ))}
          </ul>
        </div>
      )}
      {report && report.valid && report.mode === 'check' && result && (
        <Form method="post" className={adminStyles.form} data-testid="redirect-import-apply">
          <AdminMessage tone="success">
            {t('adminRedirects.import.checked', {
              rows: report.rows,
              created: report.created,
              updated: report.updated,
            })}
          </AdminMessage>
          <input type="hidden" name="intent" value="import" />
          <input type="hidden" name="mode" value="apply" />
          <input type="hidden" name="csv" value={result.csv} />
          <div className={adminStyles.actions}>
            <SubmitButton testId="redirect-import-apply-button">
              {t('adminRedirects.import.apply', { count: report.rows })}
            </SubmitButton>
          </div>
        </Form>
      )}
      <Form method="post" encType="multipart/form-data" className={adminStyles.form}>
        <input type="hidden" name="intent" value="import" />
        <input type="hidden" name="mode" value="check" />
        <div className={styles.field}>
          <label htmlFor="redirect-import-file">{t('adminRedirects.import.file')}</label>
          <input
            id="redirect-import-file"
            name="file"
            type="file"
            accept=".csv,text/csv"
            required
            aria-describedby="redirect-import-hint"
            data-testid="redirect-import-file"
          />
        </div>
        <div className={adminStyles.actions}>
          <SubmitButton tone="secondary" testId="redirect-import-check">
            {t('adminRedirects.import.check')}
          </SubmitButton>
          <a href={exportHref} className={cx(adminStyles.button, adminStyles.buttonSecondary)} download>
            {t('adminRedirects.export')}
          </a>
        </div>
      </Form>
    </section>
  );
}
