import type { AdminTaxon } from '@shop/contracts';
import { Form, Link } from 'react-router';
import { AdminMessage, adminStyles, SubmitButton, useSubmitting } from '~/components/admin/admin-ui.tsx';
import { cx } from '~/components/class-names.ts';
import type { TaxonomyFormResult } from '~/data/admin-taxonomy-forms.ts';
import { useT } from '~/i18n/use-t.ts';
import { mediaUrl } from '~/lib/media.ts';
import { useShop } from '~/lib/shop-context.tsx';
import { useRoutePath } from '~/routing/links.ts';
import { findTaxon, possibleParents, taxonName } from './taxon-tree-model.ts';
import { localiseTaxonomyMessage } from './taxonomy-messages.ts';
import {
  CheckboxField,
  FormFeedback,
  FormState,
  TextAreaField,
  TextField,
  TranslationFieldsets,
  formStyles,
  taxonomyStyles as styles,
  useField,
} from './taxonomy-form.tsx';

type Result = TaxonomyFormResult | null | undefined;

/** Top level, then every category (indented by depth) but the edited one and what is below it. */
function ParentSelect({
  tree,
  code,
  saved,
}: {
  tree: AdminTaxon[];
  code: string | null;
  saved: string | null;
}) {
  const t = useT();
  const { locale } = useShop();
  const field = useField('parent', saved);
  const options = code ? possibleParents(tree, code) : possibleParents(tree, '');
  return (
    <div className={cx(formStyles.field, styles.field)}>
      <label htmlFor="admin-taxon-parent" className={formStyles.label}>
        {t('adminTaxons.taxon.parent')}
      </label>
      <select
        id="admin-taxon-parent"
        name="parent"
        defaultValue={field.defaultValue}
        className={formStyles.input}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={field.error ? 'admin-taxon-parent-error' : undefined}
        data-testid="admin-taxonomy-parent"
      >
        <option value="">{t('adminTaxons.taxon.topLevel')}</option>
        {options.map(({ taxon, depth }) => (
          <option key={taxon.code} value={taxon.code}>
            {`${'\u00a0\u00a0'.repeat(depth)}${taxonName(taxon, locale)}`}
          </option>
        ))}
      </select>
      {field.error && (
        <p
          id="admin-taxon-parent-error"
          className={formStyles.fieldError}
          data-testid="admin-taxonomy-parent-error"
        >
          {field.error}
        </p>
      )}
    </div>
  );
}

/** The category's own texts and settings: creating one (`taxon` null) or saving one. */
export function TaxonForm({
  tree,
  taxon,
  parent,
  result,
}: {
  tree: AdminTaxon[];
  taxon: AdminTaxon | null;
  parent: string | null;
  result: Result;
}) {
  const t = useT();
  const { locale } = useShop();
  const form = taxon ? 'save' : 'create';
  return (
    <FormState form={form} result={result}>
      <Form method="post" className={styles.form} noValidate data-testid="admin-taxon-form">
        <FormFeedback form={form} result={result} success={t('adminTaxons.saved')} />
        <div className={formStyles.grid}>
          {taxon ? (
            <input type="hidden" name="version" value={taxon.version} />
          ) : (
            <TextField
              name="code"
              label={t('adminTaxons.code')}
              required
              maxLength={64}
              autoComplete="off"
              spellCheck={false}
            />
          )}
          <ParentSelect tree={tree} code={taxon?.code ?? null} saved={taxon ? taxon.parent : parent} />
          <CheckboxField
            name="enabled"
            label={t('adminTaxons.taxon.enabled')}
            saved={taxon?.enabled ?? true}
          />
        </div>
        <TranslationFieldsets locale={locale}>
          {(code) => {
            const saved = taxon?.translations[code];
            return (
              <>
                <TextField
                  name={`translations.${code}.name`}
                  label={t('adminTaxons.name')}
                  saved={saved?.name}
                  maxLength={255}
                />
                <TextField
                  name={`translations.${code}.slug`}
                  label={t('adminTaxons.slug')}
                  saved={saved?.slug}
                  maxLength={200}
                  spellCheck={false}
                  hint={t('adminTaxons.slugHint')}
                />
                <TextAreaField
                  name={`translations.${code}.description`}
                  label={t('adminTaxons.taxon.description')}
                  saved={saved?.description}
                  rows={3}
                />
              </>
            );
          }}
        </TranslationFieldsets>
        <div className={adminStyles.actions}>
          <SubmitButton intent={taxon ? 'save' : 'create'} testId="admin-taxon-save">
            {t(taxon ? 'adminTaxons.save' : 'adminTaxons.taxon.create')}
          </SubmitButton>
        </div>
      </Form>
    </FormState>
  );
}

/** Move up, move down, move into another category: each a small form (keyboard and no script work). */
export function TaxonPlaceForms({
  tree,
  taxon,
  result,
}: {
  tree: AdminTaxon[];
  taxon: AdminTaxon;
  result: Result;
}) {
  const t = useT();
  const { locale } = useShop();
  const submitting = useSubmitting();
  const place = findTaxon(tree, taxon.code);
  const index = place?.index ?? 0;
  const last = (place?.siblings.length ?? 1) - 1;
  const parents = possibleParents(tree, taxon.code).filter(({ taxon: other }) => other.code !== taxon.parent);
  const hidden = (
    <>
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="version" value={taxon.version} />
    </>
  );
  return (
    <section className={adminStyles.panel} aria-labelledby="admin-taxon-place" data-unsaved-ignore="">
      <h2 id="admin-taxon-place" className={adminStyles.panelTitle}>
        {t('adminTaxons.place.title')}
      </h2>
      <FormFeedback form="move" result={result} success={t('adminTaxons.place.moved')} />
      <div className={adminStyles.actions}>
        <Form method="post">
          {hidden}
          <input type="hidden" name="parent" value={taxon.parent ?? ''} />
          <input type="hidden" name="position" value={index - 1} />
          <button
            type="submit"
            className={cx(adminStyles.button, adminStyles.buttonSecondary)}
            disabled={submitting || index === 0}
            data-testid="admin-taxon-move-up"
          >
            {t('adminTaxons.place.up')}
          </button>
        </Form>
        <Form method="post">
          {hidden}
          <input type="hidden" name="parent" value={taxon.parent ?? ''} />
          <input type="hidden" name="position" value={index + 1} />
          <button
            type="submit"
            className={cx(adminStyles.button, adminStyles.buttonSecondary)}
            disabled={submitting || index >= last}
            data-testid="admin-taxon-move-down"
          >
            {t('adminTaxons.place.down')}
          </button>
        </Form>
      </div>
      <Form method="post" className={styles.inline}>
        {hidden}
        <div className={cx(formStyles.field, styles.field)}>
          <label htmlFor="admin-taxon-move-into" className={formStyles.label}>
            {t('adminTaxons.place.into')}
          </label>
          <select
            id="admin-taxon-move-into"
            name="parent"
            className={formStyles.input}
            data-testid="admin-taxon-move-into"
          >
            {taxon.parent !== null && <option value="">{t('adminTaxons.taxon.topLevel')}</option>}
            {parents.map(({ taxon: other, depth }) => (
              <option key={other.code} value={other.code}>
                {`${'\u00a0\u00a0'.repeat(depth)}${taxonName(other, locale)}`}
              </option>
            ))}
          </select>
        </div>
        <SubmitButton tone="secondary" testId="admin-taxon-move">
          {t('adminTaxons.place.move')}
        </SubmitButton>
      </Form>
      <p className={formStyles.note}>{t('adminTaxons.place.dragHint')}</p>
    </section>
  );
}

/** The category's picture: shown, replaced by an upload, or removed. */
export function TaxonPicture({ taxon, result }: { taxon: AdminTaxon; result: Result }) {
  const t = useT();
  const { locale } = useShop();
  return (
    <section className={adminStyles.panel} aria-labelledby="admin-taxon-picture">
      <h2 id="admin-taxon-picture" className={adminStyles.panelTitle}>
        {t('adminTaxons.taxon.picture')}
      </h2>
      <FormState form="image" result={result}>
        <FormFeedback form="image" result={result} success={t('adminTaxons.picture.saved')} />
        {taxon.image ? (
          <img
            src={mediaUrl(taxon.image, 'menu')}
            alt={taxonName(taxon, locale)}
            width={165}
            height={110}
            className={styles.picture}
            data-testid="admin-taxon-image"
          />
        ) : (
          <p className={adminStyles.muted}>{t('adminTaxons.picture.none')}</p>
        )}
        <PictureUpload />
        {taxon.image && (
          <Form method="post">
            <SubmitButton intent="remove-image" tone="danger" testId="admin-taxon-remove-image">
              {t('adminTaxons.picture.remove')}
            </SubmitButton>
          </Form>
        )}
      </FormState>
    </section>
  );
}

/** A multipart form sending one picture (`file`) with `intent=upload-image` (and `valueCode` for a value). */
export function PictureUpload({ valueCode }: { valueCode?: string }) {
  const t = useT();
  const id = `admin-picture-${valueCode ?? 'taxon'}`;
  const error = useField('file', null).error;
  return (
    <Form method="post" encType="multipart/form-data" className={styles.inline}>
      {valueCode && <input type="hidden" name="valueCode" value={valueCode} />}
      <div className={cx(formStyles.field, styles.field)}>
        <label htmlFor={id} className={formStyles.label}>
          {t('adminTaxons.picture.choose')}
        </label>
        <input
          id={id}
          type="file"
          name="file"
          accept="image/jpeg,image/png,image/webp"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          data-testid="admin-taxonomy-file"
        />
        <p id={`${id}-hint`} className={formStyles.note}>
          {t('adminTaxons.picture.hint')}
        </p>
        {error && (
          <p id={`${id}-error`} className={formStyles.fieldError} data-testid="admin-taxonomy-file-error">
            {error}
          </p>
        )}
      </div>
      <SubmitButton intent="upload-image" tone="secondary" testId="admin-picture-upload">
        {t('adminTaxons.picture.upload')}
      </SubmitButton>
    </Form>
  );
}

/** Deleting asks first; the API refuses a category that still holds products or sub-categories. */
export function TaxonDelete({ taxon, result }: { taxon: AdminTaxon; result: Result }) {
  const t = useT();
  const path = useRoutePath();
  const { locale } = useShop();
  const refused = result?.form === 'delete' && !result.ok;
  return (
    <section className={adminStyles.panel} aria-labelledby="admin-taxon-more">
      <h2 id="admin-taxon-more" className={adminStyles.panelTitle}>
        {t('adminTaxons.taxon.more')}
      </h2>
      <div className={adminStyles.actions}>
        <Link
          to={`${path('ADMIN_TAXON_NEW')}?parent=${encodeURIComponent(taxon.code)}`}
          className={cx(adminStyles.button, adminStyles.buttonSecondary)}
          data-testid="admin-taxon-add-child"
        >
          {t('adminTaxons.taxon.addChild')}
        </Link>
        <details className={adminStyles.confirm} open={refused || undefined}>
          <summary
            className={cx(adminStyles.button, adminStyles.buttonDanger)}
            data-testid="admin-taxon-delete"
          >
            {t('adminTaxons.taxon.delete')}
          </summary>
          <Form method="post" className={adminStyles.confirmBody}>
            {refused && (
              <AdminMessage tone="error">
                <FormFeedbackText result={result} />
              </AdminMessage>
            )}
            <p>
              {t('adminTaxons.taxon.deleteQuestion', {
                name: taxonName(taxon, locale),
                products: taxon.productCount,
                children: taxon.children.length,
              })}
            </p>
            <SubmitButton intent="delete" tone="danger" testId="admin-taxon-delete-confirm">
              {t('adminTaxons.taxon.deleteConfirm')}
            </SubmitButton>
          </Form>
        </details>
      </div>
    </section>
  );
}

function FormFeedbackText({ result }: { result: TaxonomyFormResult }) {
  const t = useT();
  return (
    <span data-testid="admin-taxon-delete-refused">
      {result.message ? localiseTaxonomyMessage(t, result.message) : t('admin.actionFailed')}
    </span>
  );
}
