import { CATALOGUE_FORMATS, MISSING_PRODUCT_ACTIONS, type CatalogueFormat } from '@shop/contracts';
import { useState } from 'react';
import { Form } from 'react-router';
import { adminStyles, SubmitButton } from '~/components/admin/admin-ui.tsx';
import { Field, FieldMessages, inputClass, invalidProps } from '~/components/admin/products/product-ui.tsx';
import type { FieldErrors } from '~/data/admin-product-views.ts';
import { useT } from '~/i18n/use-t.ts';
import { useShop } from '~/lib/shop-context.tsx';
import { useHydrated } from '~/lib/use-hydrated.ts';
import { importStyles as styles } from './import-ui.tsx';

/**
 * The upload: the file, its format, an optional ZIP of pictures, the language of a Shopify file, and what
 * happens to the shop's products the file does not name. A multipart POST that the server streams on to
 * the API; the fields come before the files, so the API reads them first. Works before hydration.
 */
export function NewImportForm({ errors }: { errors: FieldErrors | undefined }) {
  const t = useT();
  const { channel } = useShop();
  const hydrated = useHydrated();
  const [format, setFormat] = useState<CatalogueFormat>('shop-csv');
  // Only a Shopify file is in one language; before hydration the field is there for every format.
  const withLocale = !hydrated || format === 'shopify-csv';
  return (
    <section className={adminStyles.panel} aria-labelledby="new-import-title">
      <h2 id="new-import-title" className={adminStyles.panelTitle}>
        {t('adminImports.form.title')}
      </h2>
      <Form
        method="post"
        encType="multipart/form-data"
        className={styles.form}
        data-testid="admin-import-form"
        noValidate
      >
        <div className={styles.fields}>
          <Field
            id="import-format"
            name="format"
            label={t('adminImports.form.format')}
            errors={errors}
            hint={t(`adminImports.formatHint.${format}`)}
          >
            <select
              id="import-format"
              name="format"
              value={format}
              onChange={(event) => setFormat(event.currentTarget.value as CatalogueFormat)}
              className={inputClass(errors, 'format')}
              data-testid="admin-import-format"
              {...invalidProps(errors, 'format')}
            >
              {CATALOGUE_FORMATS.map((value) => (
                <option key={value} value={value}>
                  {t(`adminImports.format.${value}`)}
                </option>
              ))}
            </select>
          </Field>
          {withLocale && (
            <Field
              id="import-locale"
              name="locale"
              label={t('adminImports.form.locale')}
              errors={errors}
              hint={t('adminImports.form.localeHint')}
            >
              <select
                id="import-locale"
                name="locale"
                defaultValue={channel.defaultLocale}
                className={inputClass(errors, 'locale')}
                data-testid="admin-import-locale"
                {...invalidProps(errors, 'locale')}
              >
                {channel.locales.map((locale) => (
                  <option key={locale.code} value={locale.code} lang={locale.code}>
                    {locale.name}
                  </option>
                ))}
              </select>
            </Field>
          )}
        </div>
        <MissingChoice errors={errors} value="keep" />
        <div className={styles.fields}>
          <Field
            id="import-file"
            name="file"
            label={t('adminImports.form.file')}
            errors={errors}
            hint={t('adminImports.form.fileHint')}
          >
            <input
              id="import-file"
              name="file"
              type="file"
              required
              accept={format === 'shop-json' ? '.json,application/json' : '.csv,text/csv'}
              className={inputClass(errors, 'file')}
              data-testid="admin-import-file"
              {...invalidProps(errors, 'file')}
            />
          </Field>
          <Field
            id="import-pictures"
            name="pictures"
            label={t('adminImports.form.pictures')}
            errors={errors}
            hint={t('adminImports.form.picturesHint')}
          >
            <input
              id="import-pictures"
              name="pictures"
              type="file"
              accept=".zip,application/zip"
              className={inputClass(errors, 'pictures')}
              data-testid="admin-import-pictures"
              {...invalidProps(errors, 'pictures')}
            />
          </Field>
        </div>
        <div className={adminStyles.actions}>
          <SubmitButton testId="admin-import-upload">{t('adminImports.form.upload')}</SubmitButton>
          <span className={adminStyles.muted}>{t('adminImports.form.nothingYet')}</span>
        </div>
      </Form>
    </section>
  );
}

/** Keep or disable the shop's products the file does not name, each said in plain words. */
export function MissingChoice({
  errors,
  value,
}: {
  errors: FieldErrors | undefined;
  value: 'keep' | 'disable';
}) {
  const t = useT();
  return (
    <fieldset className={styles.choices} {...invalidProps(errors, 'missing')}>
      <legend>{t('adminImports.missing.legend')}</legend>
      {MISSING_PRODUCT_ACTIONS.map((action) => (
        <label key={action} className={styles.choice}>
          <input
            type="radio"
            name="missing"
            value={action}
            defaultChecked={action === value}
            data-testid={`admin-import-missing-${action}`}
          />
          <span>
            <strong>{t(`adminImports.missing.${action}`)}</strong>
            <br />
            <span className={adminStyles.muted}>{t(`adminImports.missing.${action}Hint`)}</span>
          </span>
        </label>
      ))}
      <FieldMessages errors={errors} name="missing" />
    </fieldset>
  );
}
