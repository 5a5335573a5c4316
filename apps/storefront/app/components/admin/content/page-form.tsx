import type { AdminPage } from '@shop/contracts';
import { Form } from 'react-router';
import type { ContentFormResult } from '~/data/admin-articles.server.ts';
import type { FormValues } from '~/data/admin-content-forms.ts';
import { useT } from '~/i18n/use-t.ts';
import { AdminMessage, adminStyles, SubmitButton } from '../admin-ui.tsx';
import { RichTextField } from '../rich-text/rich-text-field.tsx';
import { Field, useContentFields } from './content-fields.tsx';
import { localiseContentMessage } from './content-messages.ts';
import { LocaleTabs } from './locale-tabs.tsx';
import styles from './content-form.module.css';

function valuesOf(page: AdminPage | null): FormValues {
  const values: FormValues = {
    code: page?.code ?? '',
    enabled: page && !page.enabled ? '' : 'on',
    version: page?.version ?? '',
  };
  for (const [locale, text] of Object.entries(page?.translations ?? {}))
    for (const [field, value] of Object.entries(text)) values[`translations.${locale}.${field}`] = value;
  return values;
}

/**
 * A content page's form (issue 22): code, shown in the shop or not, and per language the title, address and
 * rich text. Pages have no dates (spec: a page is shown while enabled), so there is nothing to schedule.
 */
export function PageForm({
  page,
  result,
  locale,
  uploadUrl,
}: {
  page: AdminPage | null;
  result: ContentFormResult | null;
  locale: string;
  uploadUrl: string;
}) {
  const t = useT();
  const errors = result?.errors ?? {};
  const values = result?.values ?? valuesOf(page);
  const f = useContentFields('page', errors);
  const text = (code: string, field: string) => values[`translations.${code}.${field}`] ?? '';
  return (
    <Form method="post" className={adminStyles.panel} noValidate>
      <input type="hidden" name="version" value={values.version ?? ''} />
      {result && (
        <AdminMessage tone="error">
          {result.message
            ? localiseContentMessage(t, result.message)
            : t('adminContent.form.refused', { count: Object.keys(errors).length })}
        </AdminMessage>
      )}
      <div className={styles.fields}>
        <Field
          htmlFor={f.idOf('code')}
          label={t('adminContent.form.code')}
          hint={t('adminContent.form.codeHint')}
          hintId={`${f.idOf('code')}-hint`}
          error={f.fieldError('code')}
        >
          <input
            {...f.inputProps('code', true)}
            defaultValue={values.code}
            maxLength={64}
            autoComplete="off"
          />
        </Field>
        <div className={styles.field}>
          <label className={styles.check}>
            <input
              type="checkbox"
              name="enabled"
              defaultChecked={values.enabled === 'on'}
              data-testid="page-enabled"
            />
            <span>{t('adminContent.page.enabled')}</span>
          </label>
          {f.fieldError('enabled')}
        </div>
      </div>
      <LocaleTabs key={Object.keys(errors).join()} idPrefix="page" errors={errors} initial={locale}>
        {(code) => {
          const field = (name: string) => `translations.${code}.${name}`;
          return (
            <div className={styles.fields}>
              <Field
                htmlFor={f.idOf(field('title'))}
                label={t('adminContent.page.title')}
                error={f.fieldError(field('title'))}
              >
                <input {...f.inputProps(field('title'))} defaultValue={text(code, 'title')} maxLength={255} />
              </Field>
              <Field
                htmlFor={f.idOf(field('slug'))}
                label={t('adminContent.form.slug')}
                hint={t('adminContent.form.slugHint')}
                hintId={`${f.idOf(field('slug'))}-hint`}
                error={f.fieldError(field('slug'))}
              >
                <input
                  {...f.inputProps(field('slug'), true)}
                  defaultValue={text(code, 'slug')}
                  maxLength={200}
                />
              </Field>
              <Field
                htmlFor={f.idOf(field('content'))}
                labelId={`${f.idOf(field('content'))}-label`}
                label={t('adminContent.form.content')}
                error={f.fieldError(field('content'))}
                wide
              >
                <RichTextField
                  id={f.idOf(field('content'))}
                  name={field('content')}
                  labelId={`${f.idOf(field('content'))}-label`}
                  defaultValue={text(code, 'content')}
                  invalid={Boolean(f.errorOf(field('content')))}
                  describedBy={f.described(field('content'))}
                  uploadUrl={uploadUrl}
                  testId={`page-content-${code}`}
                />
              </Field>
            </div>
          );
        }}
      </LocaleTabs>
      <div className={styles.buttons}>
        <SubmitButton intent="save" testId="page-save">
          {t('adminContent.form.save')}
        </SubmitButton>
        <SubmitButton intent="preview" tone="secondary" testId="page-preview">
          {t('adminContent.form.preview')}
        </SubmitButton>
      </div>
    </Form>
  );
}
