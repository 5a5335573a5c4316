import type { AdminArticle, AdminArticleSection } from '@shop/contracts';
import { useState } from 'react';
import { Form } from 'react-router';
import { localInputValue } from '~/data/admin-catalogue-promotion-views.ts';
import type { ContentFormResult } from '~/data/admin-articles.server.ts';
import type { FormValues } from '~/data/admin-content-forms.ts';
import { useT } from '~/i18n/use-t.ts';
import { mediaUrl } from '~/lib/media.ts';
import { AdminMessage, adminStyles, SubmitButton } from '../admin-ui.tsx';
import { RichTextField } from '../rich-text/rich-text-field.tsx';
import { Field, useContentFields } from './content-fields.tsx';
import { localiseContentMessage } from './content-messages.ts';
import { LocaleTabs } from './locale-tabs.tsx';
import styles from './content-form.module.css';

/** A section's name in the back office's language (else any). */
export function sectionLabel(section: AdminArticleSection, locale: string): string {
  return section.translations[locale]?.name ?? Object.values(section.translations)[0]?.name ?? section.code;
}

function valuesOf(article: AdminArticle | null): FormValues {
  const values: FormValues = {
    sectionId: article ? String(article.sectionId) : '',
    code: article?.code ?? '',
    publishedAt: article ? localInputValue(article.publishedAt) : '',
    image: article?.image ?? '',
    version: article?.version ?? '',
  };
  for (const [locale, text] of Object.entries(article?.translations ?? {})) {
    for (const [field, value] of Object.entries(text)) values[`translations.${locale}.${field}`] = value;
  }
  return values;
}

/**
 * The article form (issue 22): section, code, publishing date on the shop's clock, main picture with its
 * preview, and per language the title, address, excerpt and rich text. "Save as draft" hides it from the
 * shop, "Preview" saves and shows it as the shop will, "Publish" shows it now or from a future date.
 */
export function ArticleForm({
  article,
  sections,
  result,
  locale,
  uploadUrl,
}: {
  article: AdminArticle | null;
  sections: AdminArticleSection[];
  result: ContentFormResult | null;
  locale: string;
  uploadUrl: string;
}) {
  const t = useT();
  const errors = result?.errors ?? {};
  const values = result?.values ?? valuesOf(article);
  const f = useContentFields('article', errors);
  const [picturePreview, setPicturePreview] = useState<string | null>(null);
  const image = values.image ?? '';
  const enabled = article?.enabled ?? false;
  const errorCount = Object.keys(errors).length;
  const text = (locale: string, field: string) => values[`translations.${locale}.${field}`] ?? '';
  return (
    <Form method="post" encType="multipart/form-data" className={adminStyles.panel} noValidate>
      {result && (
        <AdminMessage tone="error">
          {result.message
            ? localiseContentMessage(t, result.message)
            : t('adminContent.form.refused', { count: errorCount })}
        </AdminMessage>
      )}
      <input type="hidden" name="wasEnabled" value={String(enabled)} />
      <input type="hidden" name="version" value={values.version ?? ''} />
      <input type="hidden" name="image" value={image} />
      <div className={styles.fields}>
        <Field
          htmlFor={f.idOf('sectionId')}
          label={t('adminContent.article.section')}
          error={f.fieldError('sectionId')}
        >
          <select {...f.inputProps('sectionId')} defaultValue={values.sectionId} required>
            <option value="">{t('adminContent.article.chooseSection')}</option>
            {sections.map((section) => (
              <option key={section.id} value={section.id}>
                {sectionLabel(section, locale)}
              </option>
            ))}
          </select>
        </Field>
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
            required
            autoComplete="off"
          />
        </Field>
        <Field
          htmlFor={f.idOf('publishedAt')}
          label={t('adminContent.article.publishedAt')}
          hint={t('adminContent.article.publishedAtHint')}
          hintId={`${f.idOf('publishedAt')}-hint`}
          error={f.fieldError('publishedAt')}
        >
          <input
            {...f.inputProps('publishedAt', true)}
            type="datetime-local"
            defaultValue={values.publishedAt}
          />
        </Field>
        <Field
          htmlFor={f.idOf('imageFile')}
          label={t('adminContent.article.picture')}
          hint={t('adminContent.article.pictureHint')}
          hintId={`${f.idOf('imageFile')}-hint`}
          error={f.fieldError('image')}
          wide
        >
          <div className={styles.picture}>
            {(picturePreview || image) && (
              <img
                className={styles.picturePreview}
                src={picturePreview ?? mediaUrl(image, 'article')}
                alt={t('adminContent.article.picturePreview')}
                data-testid="article-picture-preview"
              />
            )}
            <div className={styles.field}>
              <input
                {...f.inputProps('imageFile', true)}
                aria-describedby={[
                  f.errorOf('image') ? `${f.idOf('image')}-error` : '',
                  `${f.idOf('imageFile')}-hint`,
                ]
                  .filter(Boolean)
                  .join(' ')}
                type="file"
                accept="image/jpeg,image/png,image/webp"
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  setPicturePreview(file ? URL.createObjectURL(file) : null);
                }}
              />
              {image && (
                <label className={styles.check}>
                  <input type="checkbox" name="removeImage" data-testid="article-remove-image" />
                  <span>{t('adminContent.article.removePicture')}</span>
                </label>
              )}
            </div>
          </div>
        </Field>
      </div>
      <LocaleTabs key={Object.keys(errors).join()} idPrefix="article" errors={errors} initial={locale}>
        {(code) => {
          const field = (name: string) => `translations.${code}.${name}`;
          return (
            <div className={styles.fields}>
              <Field
                htmlFor={f.idOf(field('name'))}
                label={t('adminContent.article.name')}
                error={f.fieldError(field('name'))}
              >
                <input {...f.inputProps(field('name'))} defaultValue={text(code, 'name')} maxLength={255} />
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
                htmlFor={f.idOf(field('excerpt'))}
                label={t('adminContent.article.excerpt')}
                error={f.fieldError(field('excerpt'))}
                wide
              >
                <textarea
                  {...f.inputProps(field('excerpt'))}
                  defaultValue={text(code, 'excerpt')}
                  rows={3}
                  maxLength={2000}
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
                  testId={`article-content-${code}`}
                />
              </Field>
            </div>
          );
        }}
      </LocaleTabs>
      <div className={styles.buttons}>
        {enabled ? (
          <>
            <SubmitButton intent="save" testId="article-save">
              {t('adminContent.form.save')}
            </SubmitButton>
            <SubmitButton intent="preview" tone="secondary" testId="article-preview">
              {t('adminContent.form.preview')}
            </SubmitButton>
            <SubmitButton intent="draft" tone="secondary" testId="article-unpublish">
              {t('adminContent.article.unpublish')}
            </SubmitButton>
          </>
        ) : (
          <>
            <SubmitButton intent="draft" tone="secondary" testId="article-save-draft">
              {t('adminContent.article.saveDraft')}
            </SubmitButton>
            <SubmitButton intent="preview" tone="secondary" testId="article-preview">
              {t('adminContent.form.preview')}
            </SubmitButton>
            <SubmitButton intent="publish" testId="article-publish">
              {t('adminContent.article.publish')}
            </SubmitButton>
          </>
        )}
      </div>
    </Form>
  );
}
