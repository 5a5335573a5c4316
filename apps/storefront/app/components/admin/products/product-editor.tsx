import type { AdminAttribute, AdminOption } from '@shop/contracts';
import type { LocaleCode } from '@shop/locale';
import { useEffect, useRef, useState } from 'react';
import { Form } from 'react-router';
import { adminStyles, SubmitButton } from '~/components/admin/admin-ui.tsx';
import type { EditorValues, FieldErrors, TaxonChoice, TranslationField } from '~/data/admin-product-views.ts';
import { useT } from '~/i18n/use-t.ts';
import { useShop } from '~/lib/shop-context.tsx';
import { ChoiceList } from './choice-list.tsx';
import { Field, FieldMessages, inputClass, invalidProps, productStyles as styles } from './product-ui.tsx';
import { SeoPanel, TranslationsPanel } from './translations-panel.tsx';
import { UnsavedChangesDialog, useUnsavedChanges } from '../unsaved-changes.tsx';
import { VariantsGrid } from './variants-grid.tsx';

export interface EditorContext {
  taxons: TaxonChoice[];
  attributes: AdminAttribute[];
  options: AdminOption[];
  /** Channel codes with a price column in the variants grid. */
  channels: string[];
  warehouses: string[];
  /** Every channel and warehouse of the shop, for the product's checkboxes (the editor of a saved product). */
  sales?: { channels: SalesChoice[]; warehouses: SalesChoice[] };
  /** The product's address in the shop for a locale and slug (search-result preview). */
  urlOf: (locale: LocaleCode, slug: string) => string;
}

export interface SalesChoice {
  code: string;
  name: string;
}

/** Where the product is sold (channels) and where its stock is counted (warehouses). */
function SalesPanel({
  values,
  errors,
  sales,
}: {
  values: EditorValues;
  errors?: FieldErrors;
  sales: NonNullable<EditorContext['sales']>;
}) {
  const t = useT();
  const label = (choice: SalesChoice) =>
    choice.name && choice.name !== choice.code ? `${choice.name} (${choice.code})` : choice.code;
  return (
    <section className={adminStyles.panel} aria-labelledby="product-sales">
      <h2 id="product-sales" className={adminStyles.panelTitle}>
        {t('adminProducts.sales.title')}
      </h2>
      <div className={styles.attributes}>
        <div>
          <input type="hidden" name="channels.shown" value="1" />
          <ChoiceList
            legend={t('adminProducts.sales.channels')}
            name="channels"
            choices={sales.channels.map((choice) => ({ value: choice.code, label: label(choice) }))}
            selected={values.channels ?? []}
            errors={errors}
            testId="admin-product-channels"
          />
          <p className={styles.hint}>{t('adminProducts.sales.channelsHint')}</p>
        </div>
        <div>
          <input type="hidden" name="warehouses.shown" value="1" />
          <ChoiceList
            legend={t('adminProducts.sales.warehouses')}
            name="warehouses"
            choices={sales.warehouses.map((choice) => ({ value: choice.code, label: label(choice) }))}
            selected={values.warehouses ?? []}
            errors={errors}
            testId="admin-product-warehouses"
          />
          <p className={styles.hint}>{t('adminProducts.sales.warehousesHint')}</p>
        </div>
      </div>
    </section>
  );
}

function attributeName(attribute: AdminAttribute, locale: LocaleCode) {
  return attribute.translations[locale]?.name || attribute.translations.en?.name || attribute.code;
}

function GeneralPanel({
  values,
  errors,
  isNew,
}: {
  values: EditorValues;
  errors?: FieldErrors;
  isNew: boolean;
}) {
  const t = useT();
  return (
    <section className={adminStyles.panel} aria-labelledby="product-general">
      <h2 id="product-general" className={adminStyles.panelTitle}>
        {t('adminProducts.editor.general')}
      </h2>
      <div className={styles.row}>
        {isNew ? (
          <Field
            id="product-code"
            label={t('adminProducts.fields.code')}
            hint={t('adminProducts.editor.codeHint')}
            errors={errors}
            name="code"
          >
            <input
              id="product-code"
              name="code"
              defaultValue={values.code}
              required
              maxLength={64}
              autoComplete="off"
              className={inputClass(errors, 'code')}
              {...invalidProps(errors, 'code')}
              data-testid="admin-product-code"
            />
          </Field>
        ) : (
          <div className={styles.field}>
            <span className={styles.fieldLabel}>{t('adminProducts.fields.code')}</span>
            <span className={adminStyles.mono}>{values.code}</span>
          </div>
        )}
        <label className={styles.check}>
          <input
            type="checkbox"
            name="enabled"
            defaultChecked={values.enabled}
            data-testid="admin-product-enabled"
          />
          {t('adminProducts.fields.enabled')}
        </label>
        <label className={styles.check}>
          <input type="checkbox" name="requiresLogin" defaultChecked={values.requiresLogin} />
          {t('adminProducts.fields.requiresLogin')}
        </label>
      </div>
      <FieldMessages errors={errors} name="enabled" />
      <FieldMessages errors={errors} name="requiresLogin" />
    </section>
  );
}

function CategoriesPanel({
  values,
  errors,
  context,
}: {
  values: EditorValues;
  errors?: FieldErrors;
  context: EditorContext;
}) {
  const t = useT();
  const { locale } = useShop();
  return (
    <section className={adminStyles.panel} aria-labelledby="product-categories">
      <h2 id="product-categories" className={adminStyles.panelTitle}>
        {t('adminProducts.editor.categories')}
      </h2>
      <div className={styles.attributes}>
        <Field
          id="product-main-taxon"
          label={t('adminProducts.fields.mainTaxon')}
          errors={errors}
          name="mainTaxon"
        >
          <select
            id="product-main-taxon"
            name="mainTaxon"
            defaultValue={values.mainTaxon}
            className={inputClass(errors, 'mainTaxon')}
            {...invalidProps(errors, 'mainTaxon')}
          >
            <option value="">{t('adminProducts.editor.noMainTaxon')}</option>
            {context.taxons.map((taxon) => (
              <option key={taxon.code} value={taxon.code}>
                {taxon.label}
              </option>
            ))}
          </select>
        </Field>
        <ChoiceList
          legend={t('adminProducts.fields.taxons')}
          name="taxons"
          choices={context.taxons.map((taxon) => ({ value: taxon.code, label: taxon.label }))}
          selected={values.taxons}
          errors={errors}
          testId="admin-product-taxons"
        />
      </div>
      <h3 className={adminStyles.panelTitle}>{t('adminProducts.editor.attributes')}</h3>
      <div className={styles.attributes}>
        {context.attributes.map((attribute) => (
          <ChoiceList
            key={attribute.code}
            legend={attributeName(attribute, locale)}
            name={`attributes.${attribute.code}`}
            choices={attribute.values.map((value) => ({
              value: value.code,
              label: value.translations[locale]?.value || value.translations[locale]?.name || value.code,
            }))}
            selected={values.attributes[attribute.code] ?? []}
            errors={errors}
            testId={`admin-product-attribute-${attribute.code}`}
          />
        ))}
      </div>
      <FieldMessages errors={errors} name="attributes" />
    </section>
  );
}

function BundlePanel({ values, errors }: { values: EditorValues; errors?: FieldErrors }) {
  const t = useT();
  const rows = [...values.bundleParts, { variant: '', quantity: '1' }, { variant: '', quantity: '1' }];
  return (
    <section className={`${adminStyles.panel} ${styles.bundle}`} aria-labelledby="product-bundle">
      <h2 id="product-bundle" className={adminStyles.panelTitle}>
        {t('adminProducts.bundle.title')}
      </h2>
      <div className={styles.row}>
        <label className={styles.check}>
          <input
            type="checkbox"
            name="isBundle"
            defaultChecked={values.isBundle}
            data-testid="admin-product-bundle"
          />
          {t('adminProducts.fields.isBundle')}
        </label>
        <label className={styles.check}>
          <input type="checkbox" name="onlySellInBundle" defaultChecked={values.onlySellInBundle} />
          {t('adminProducts.fields.onlySellInBundle')}
        </label>
      </div>
      <fieldset className={`${adminStyles.fieldset} ${styles.parts}`}>
        <legend className={styles.fieldLabel}>{t('adminProducts.bundle.parts')}</legend>
        <p className={styles.hint}>{t('adminProducts.bundle.hint')}</p>
        {rows.map((part, index) => {
          const variant = `bundleParts[${index}].variant`;
          const quantity = `bundleParts[${index}].quantity`;
          return (
            <div key={index} className={styles.partRow}>
              <Field
                id={`part-${index}-variant`}
                label={t('adminProducts.bundle.variant', { index: index + 1 })}
                errors={errors}
                name={variant}
              >
                <input
                  id={`part-${index}-variant`}
                  name={variant}
                  defaultValue={part.variant}
                  className={inputClass(errors, variant)}
                  {...invalidProps(errors, variant)}
                />
              </Field>
              <Field
                id={`part-${index}-quantity`}
                label={t('adminProducts.bundle.quantity')}
                errors={errors}
                name={quantity}
              >
                <input
                  id={`part-${index}-quantity`}
                  name={quantity}
                  inputMode="numeric"
                  defaultValue={part.quantity}
                  className={inputClass(errors, quantity)}
                  {...invalidProps(errors, quantity)}
                />
              </Field>
            </div>
          );
        })}
      </fieldset>
      <FieldMessages errors={errors} name="bundleParts" />
    </section>
  );
}

/**
 * The product editor (new and existing products): one form posting to the route's action, whose fields are
 * named by the API's property paths so every refused field shows its problem at once, beside it.
 */
export function ProductEditor({
  values,
  errors,
  context,
  isNew,
  withVariants,
}: {
  values: EditorValues;
  errors: FieldErrors | undefined;
  context: EditorContext;
  isNew: boolean;
  withVariants: boolean;
}) {
  const t = useT();
  const [translations, setTranslations] = useState(values.translations);
  const [dirty, setDirty] = useState(false);
  const { blocker, submitting } = useUnsavedChanges(dirty);
  const form = useRef<HTMLFormElement>(null);
  // A refused save: the first field with a problem gets the focus (and comes into view).
  useEffect(() => {
    if (errors && Object.keys(errors).length > 0) {
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }
  }, [errors]);
  const changeText = (locale: LocaleCode, field: TranslationField, value: string) => {
    setTranslations((current) => ({ ...current, [locale]: { ...current[locale], [field]: value } }));
    setDirty(true);
  };
  return (
    <Form
      ref={form}
      method="post"
      className={styles.editor}
      onInput={() => setDirty(true)}
      onChange={() => setDirty(true)}
      onSubmit={submitting}
      data-testid="admin-product-form"
      noValidate
    >
      <UnsavedChangesDialog blocker={blocker} />
      {values.version !== null && <input type="hidden" name="version" value={values.version} />}
      <GeneralPanel values={values} errors={errors} isNew={isNew} />
      {context.sales && values.channels !== null && (
        <SalesPanel values={values} errors={errors} sales={context.sales} />
      )}
      <TranslationsPanel translations={translations} onChange={changeText} errors={errors} />
      {withVariants && (
        <VariantsGrid
          rows={values.variants}
          channels={context.channels}
          options={context.options}
          warehouses={context.warehouses}
          errors={errors}
        />
      )}
      <CategoriesPanel values={values} errors={errors} context={context} />
      <BundlePanel values={values} errors={errors} />
      <SeoPanel
        translations={translations}
        onChange={changeText}
        errors={errors}
        urlOf={(locale) => context.urlOf(locale, translations[locale].slug)}
      />
      <div className={styles.saveBar}>
        <span className={adminStyles.muted} aria-live="polite">
          {dirty ? t('adminProducts.editor.unsaved') : ''}
        </span>
        <SubmitButton intent="save" testId="admin-product-save">
          {isNew ? t('adminProducts.editor.create') : t('adminProducts.editor.save')}
        </SubmitButton>
      </div>
    </Form>
  );
}
