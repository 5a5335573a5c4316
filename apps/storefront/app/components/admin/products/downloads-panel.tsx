import type { AdminProduct } from '@shop/contracts';
import { LOCALE_NATIVE_NAMES } from '@shop/locale';
import { Form } from 'react-router';
import { adminStyles, SubmitButton, useSubmitting } from '~/components/admin/admin-ui.tsx';
import { PRODUCT_LOCALES, type FieldErrors } from '~/data/admin-product-views.ts';
import { useT } from '~/i18n/use-t.ts';
import { cx } from '../../class-names.ts';
import { FieldMessages, inputClass, invalidProps, productStyles as styles } from './product-ui.tsx';

type Download = AdminProduct['downloads'][number];

/** Where the shop serves a download (the storefront proxies /media to the API). */
export function downloadUrl(path: string): string {
  return `/media/${path.replace(/^\/+/, '').split('/').map(encodeURIComponent).join('/')}`;
}

function Upload({ errors }: { errors: FieldErrors | undefined }) {
  const t = useT();
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className={styles.downloadUpload}
      preventScrollReset
      data-testid="admin-download-upload"
    >
      <div className={styles.field}>
        <label htmlFor="product-download-file">{t('adminProducts.downloads.file')}</label>
        <input
          id="product-download-file"
          name="file"
          type="file"
          accept="application/pdf,.pdf"
          {...invalidProps(errors, 'downloads.file')}
        />
        <p className={styles.hint}>{t('adminProducts.downloads.rules')}</p>
        <FieldMessages errors={errors} name="downloads.file" />
      </div>
      <div className={styles.field}>
        <label htmlFor="product-download-name">{t('adminProducts.downloads.name')}</label>
        <input
          id="product-download-name"
          name="name"
          maxLength={255}
          className={inputClass(errors, 'downloads.name')}
          {...invalidProps(errors, 'downloads.name')}
        />
        <p className={styles.hint}>{t('adminProducts.downloads.nameHint')}</p>
        <FieldMessages errors={errors} name="downloads.name" />
      </div>
      <div className={styles.field}>
        <label htmlFor="product-download-locale">{t('adminProducts.downloads.locale')}</label>
        <select
          id="product-download-locale"
          name="locale"
          defaultValue=""
          className={inputClass(errors, 'downloads.locale')}
          {...invalidProps(errors, 'downloads.locale')}
        >
          <option value="">{t('adminProducts.downloads.everyLocale')}</option>
          {PRODUCT_LOCALES.map((locale) => (
            <option key={locale} value={locale}>
              {LOCALE_NATIVE_NAMES[locale]}
            </option>
          ))}
        </select>
        <FieldMessages errors={errors} name="downloads.locale" />
      </div>
      <div>
        <SubmitButton intent="download-upload" tone="secondary" testId="admin-download-upload-submit">
          {t('adminProducts.downloads.upload')}
        </SubmitButton>
      </div>
    </Form>
  );
}

/**
 * The product's downloads (PDF manuals, certificates) as its page in the shop offers them: each with its
 * link text and language, to open or delete, and a form to add one.
 */
export function DownloadsPanel({
  downloads,
  errors,
}: {
  downloads: readonly Download[];
  errors: FieldErrors | undefined;
}) {
  const t = useT();
  const submitting = useSubmitting();
  return (
    <section className={adminStyles.panel} aria-labelledby="product-downloads">
      <h2 id="product-downloads" className={adminStyles.panelTitle}>
        {t('adminProducts.downloads.title')}
      </h2>
      {downloads.length === 0 ? (
        <p className={adminStyles.muted}>{t('adminProducts.downloads.none')}</p>
      ) : (
        <ul className={styles.downloads} data-testid="admin-downloads">
          {downloads.map((download) => (
            <li key={download.id} className={styles.download} data-testid="admin-download">
              <div className={styles.downloadBody}>
                <a href={downloadUrl(download.path)} target="_blank" rel="noopener">
                  {download.name}
                  <span className={adminStyles.muted}> (PDF) ↗</span>
                </a>
                <span className={adminStyles.muted}>
                  {download.locale
                    ? t('adminProducts.downloads.onlyIn', {
                        language: LOCALE_NATIVE_NAMES[download.locale],
                      })
                    : t('adminProducts.downloads.everyLocale')}
                </span>
              </div>
              <details className={adminStyles.confirm}>
                <summary
                  className={cx(adminStyles.button, adminStyles.buttonDanger)}
                  aria-label={t('adminProducts.downloads.deleteOf', { name: download.name })}
                >
                  {t('adminProducts.downloads.delete')}
                </summary>
                <Form method="post" className={adminStyles.confirmBody} preventScrollReset>
                  <p>{t('adminProducts.downloads.deleteQuestion', { name: download.name })}</p>
                  <input type="hidden" name="downloadId" value={download.id} />
                  <button
                    type="submit"
                    name="intent"
                    value="download-delete"
                    className={cx(adminStyles.button, adminStyles.buttonDanger)}
                    disabled={submitting}
                    data-testid="admin-download-delete-confirm"
                  >
                    {t('adminProducts.downloads.deleteConfirm')}
                  </button>
                </Form>
              </details>
            </li>
          ))}
        </ul>
      )}
      <Upload errors={errors} />
    </section>
  );
}
