import type { AdminAttribute } from '@shop/contracts';
import type { LocaleCode } from '@shop/locale';
import { useState } from 'react';
import { Form } from 'react-router';
import { adminStyles, Badge, SubmitButton } from '~/components/admin/admin-ui.tsx';
import { cx } from '~/components/class-names.ts';
import type { TaxonomyFormResult } from '~/data/admin-taxonomy-forms.ts';
import { useT } from '~/i18n/use-t.ts';
import { mediaUrl } from '~/lib/media.ts';
import { useShop } from '~/lib/shop-context.tsx';
import { BadgeFields, lookOf, type BadgeLook } from './badge-fields.tsx';
import { PictureUpload } from './taxon-editor.tsx';
import {
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
type AttributeValue = AdminAttribute['values'][number];

export const FILTER_TYPES = ['select', 'range', 'none'] as const;

export function FilterTypeSelect({ saved }: { saved: string }) {
  const t = useT();
  const field = useField('filterType', saved);
  return (
    <div className={cx(formStyles.field, styles.field)}>
      <label htmlFor="admin-attribute-filter" className={formStyles.label}>
        {t('adminTaxons.attribute.filterType')}
      </label>
      <select
        id="admin-attribute-filter"
        name="filterType"
        defaultValue={field.defaultValue}
        className={formStyles.input}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={field.error ? 'admin-attribute-filter-error' : undefined}
        data-testid="admin-taxonomy-filterType"
      >
        {FILTER_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`adminTaxons.attribute.filterTypes.${type}`)}
          </option>
        ))}
      </select>
      {field.error && (
        <p id="admin-attribute-filter-error" className={formStyles.fieldError}>
          {field.error}
        </p>
      )}
    </div>
  );
}

/** The attribute's own fields: code (new only), slug, filter type, position and names per locale. */
export function AttributeFields({ attribute }: { attribute: AdminAttribute | null }) {
  const t = useT();
  const { locale } = useShop();
  return (
    <>
      <div className={formStyles.grid}>
        {!attribute && (
          <TextField name="code" label={t('adminTaxons.code')} required maxLength={64} spellCheck={false} />
        )}
        <TextField
          name="slug"
          label={t('adminTaxons.slug')}
          saved={attribute?.slug}
          maxLength={200}
          spellCheck={false}
        />
        <FilterTypeSelect saved={attribute?.filterType ?? 'select'} />
        <TextField
          name="position"
          label={t('adminTaxons.position')}
          saved={attribute?.position}
          type="number"
          inputMode="numeric"
          min={0}
          max={10000}
        />
      </div>
      <TranslationFieldsets locale={locale}>
        {(code) => (
          <TextField
            name={`translations.${code}.name`}
            label={t('adminTaxons.name')}
            saved={attribute?.translations[code]?.name}
            maxLength={255}
          />
        )}
      </TranslationFieldsets>
    </>
  );
}

function initialLook(value: AttributeValue | null, locale: LocaleCode): BadgeLook {
  return {
    color: value?.color ?? null,
    iconColor: value?.iconColor ?? null,
    backgroundColor: value?.backgroundColor ?? null,
    name: value?.translations[locale]?.name ?? '',
    value: value?.translations[locale]?.value ?? '',
    placements: [...(value?.placements ?? [])],
  };
}

/** A value's texts, slug, position and badge (colours, placements, live preview); new when `value` is null. */
export function ValueForm({ value, result }: { value: AttributeValue | null; result: Result }) {
  const t = useT();
  const { locale } = useShop();
  const form = value ? `value:${value.code}` : 'new-value';
  const [look, setLook] = useState(() => initialLook(value, locale));
  return (
    <FormState form={form} result={result}>
      <Form
        method="post"
        className={styles.form}
        noValidate
        onInput={(event) => setLook(lookOf(event.currentTarget, locale))}
        onChange={(event) => setLook(lookOf(event.currentTarget, locale))}
        data-testid={value ? 'admin-value-form' : 'admin-new-value-form'}
      >
        {value && <input type="hidden" name="valueCode" value={value.code} />}
        {value && <input type="hidden" name="code" value={value.code} />}
        <div className={formStyles.grid}>
          {!value && (
            <TextField name="code" label={t('adminTaxons.code')} required maxLength={64} spellCheck={false} />
          )}
          <TextField
            name="slug"
            label={t('adminTaxons.slug')}
            saved={value?.slug}
            maxLength={200}
            spellCheck={false}
          />
          <TextField
            name="position"
            label={t('adminTaxons.position')}
            saved={value?.position}
            type="number"
            inputMode="numeric"
            min={0}
            max={10000}
          />
          <TextField
            name="numericValue"
            label={t('adminTaxons.value.numericValue')}
            saved={value?.numericValue}
            type="number"
            inputMode="numeric"
            hint={t('adminTaxons.value.numericValueHint')}
          />
        </div>
        <TranslationFieldsets locale={locale}>
          {(code) => {
            const saved = value?.translations[code];
            return (
              <>
                <TextField
                  name={`translations.${code}.name`}
                  label={t('adminTaxons.name')}
                  saved={saved?.name}
                  maxLength={255}
                />
                <TextField
                  name={`translations.${code}.value`}
                  label={t('adminTaxons.value.value')}
                  saved={saved?.value}
                  maxLength={255}
                />
                <TextAreaField
                  name={`translations.${code}.content`}
                  label={t('adminTaxons.value.content')}
                  saved={saved?.content}
                  rows={2}
                />
              </>
            );
          }}
        </TranslationFieldsets>
        <p className={formStyles.note}>{t('adminTaxons.value.valueHint')}</p>
        <BadgeFields
          saved={{
            color: value?.color ?? null,
            iconColor: value?.iconColor ?? null,
            backgroundColor: value?.backgroundColor ?? null,
            placements: value?.placements ?? [],
          }}
          look={look}
          showInProductList={value?.showInProductList ?? false}
          showInProductListOnImage={value?.showInProductListOnImage ?? false}
        />
        <div className={adminStyles.actions}>
          <SubmitButton
            intent={value ? 'save-value' : 'add-value'}
            testId={value ? 'admin-value-save' : 'admin-value-add'}
          >
            {t(value ? 'adminTaxons.save' : 'adminTaxons.value.add')}
          </SubmitButton>
        </div>
      </Form>
    </FormState>
  );
}

/** A value's picture (a brand's logo) and its deletion, which the API refuses while products use it. */
function ValueExtras({ value, result }: { value: AttributeValue; result: Result }) {
  const t = useT();
  const { locale } = useShop();
  const refused = result?.form === `delete-value:${value.code}` && !result.ok;
  return (
    <>
      <FormState form={`image:${value.code}`} result={result}>
        <div className={styles.inline} data-unsaved-ignore="">
          {value.image ? (
            <img
              src={mediaUrl(value.image, 'brand')}
              alt={value.translations[locale]?.name ?? value.code}
              width={120}
              height={60}
              className={styles.logo}
              data-testid="admin-value-image"
            />
          ) : (
            <p className={styles.muted}>{t('adminTaxons.value.noPicture')}</p>
          )}
          <PictureUpload valueCode={value.code} />
          {value.image && (
            <Form method="post">
              <input type="hidden" name="valueCode" value={value.code} />
              <SubmitButton intent="remove-image" tone="secondary">
                {t('adminTaxons.picture.remove')}
              </SubmitButton>
            </Form>
          )}
        </div>
      </FormState>
      <details className={adminStyles.confirm} open={refused || undefined}>
        <summary
          className={cx(adminStyles.button, adminStyles.buttonDanger)}
          data-testid="admin-value-delete"
        >
          {t('adminTaxons.value.delete')}
        </summary>
        <Form method="post" className={adminStyles.confirmBody}>
          <input type="hidden" name="valueCode" value={value.code} />
          <p>{t('adminTaxons.value.deleteQuestion', { count: value.productCount })}</p>
          <SubmitButton intent="delete-value" tone="danger" testId="admin-value-delete-confirm">
            {t('adminTaxons.value.deleteConfirm')}
          </SubmitButton>
        </Form>
      </details>
    </>
  );
}

/** Every value of the attribute, folded; the one that just answered is open with its message. */
export function AttributeValues({ attribute, result }: { attribute: AdminAttribute; result: Result }) {
  const t = useT();
  const { locale } = useShop();
  if (attribute.values.length === 0) return <p className={styles.muted}>{t('adminTaxons.value.none')}</p>;
  return (
    <ul className={styles.values}>
      {attribute.values.map((value) => {
        const forms = ['value', 'image', 'delete-value'].map((kind) => `${kind}:${value.code}`);
        const answered = result && forms.includes(result.form);
        return (
          <li key={value.code}>
            <details className={styles.value} open={answered || undefined} data-testid="admin-value">
              <summary>
                <strong>{value.translations[locale]?.name || value.code}</strong>
                <span className={cx(styles.hex, styles.muted)}>{value.code}</span>
                <Badge>{t('adminTaxons.tree.products', { count: value.productCount })}</Badge>
                {value.placements.length > 0 && <Badge tone="good">{t('adminTaxons.value.badge')}</Badge>}
              </summary>
              <div className={styles.valueBody}>
                <FormFeedback form={forms} result={result} success={t('adminTaxons.saved')} />
                <ValueForm value={value} result={result} />
                <ValueExtras value={value} result={result} />
              </div>
            </details>
          </li>
        );
      })}
    </ul>
  );
}
