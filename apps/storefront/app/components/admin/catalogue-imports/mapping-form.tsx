import type { AdminCatalogueImport } from '@shop/contracts';
import { Form } from 'react-router';
import { adminStyles, SubmitButton } from '~/components/admin/admin-ui.tsx';
import { FieldMessages, inputClass, invalidProps } from '~/components/admin/products/product-ui.tsx';
import { mappingField, tagTarget, type MappingChoices } from '~/data/admin-catalogue-import-views.ts';
import type { FieldErrors } from '~/data/admin-product-views.ts';
import { useT } from '~/i18n/use-t.ts';
import { cx } from '../../class-names.ts';
import { importStyles as styles } from './import-ui.tsx';
import { MissingChoice } from './new-import-form.tsx';

/**
 * A checked import's settings, checked again on "Check again" (PATCH): what happens to the products the
 * file does not name and, for a Shopify file, the mapping the check suggested: each Type to a category,
 * each Tag to a category, an attribute value or nothing, and the attribute Vendor fills.
 */
export function RecheckForm({
  item,
  choices,
  errors,
}: {
  item: AdminCatalogueImport;
  choices: MappingChoices | null;
  errors: FieldErrors | undefined;
}) {
  const t = useT();
  const mapping = item.format === 'shopify-csv' ? item.mapping : null;
  return (
    <section className={adminStyles.panel} aria-labelledby="import-settings-title">
      <h2 id="import-settings-title" className={adminStyles.panelTitle}>
        {t(mapping ? 'adminImports.mapping.title' : 'adminImports.mapping.settingsTitle')}
      </h2>
      <Form method="post" className={styles.form} data-testid="admin-import-mapping">
        <input type="hidden" name="format" value={item.format} />
        {mapping && choices && (
          <>
            <p className={adminStyles.muted}>{t('adminImports.mapping.intro')}</p>
            <MappingRows
              kind="types"
              names={Object.keys(mapping.types)}
              errors={errors}
              render={(name, index) => (
                <select
                  name={mappingField.typeTaxon(index)}
                  defaultValue={mapping.types[name]?.taxon ?? ''}
                  aria-label={t('adminImports.mapping.typeLabel', { name })}
                  className={inputClass(errors, mappingField.typeTaxon(index))}
                  data-testid="admin-import-type-taxon"
                  {...invalidProps(errors, mappingField.typeTaxon(index))}
                >
                  <option value="">{t('adminImports.mapping.ignore')}</option>
                  {choices.taxons.map((taxon) => (
                    <option key={taxon.code} value={taxon.code}>
                      {taxon.label}
                    </option>
                  ))}
                </select>
              )}
            />
            <MappingRows
              kind="tags"
              names={Object.keys(mapping.tags)}
              errors={errors}
              render={(name, index) => (
                <select
                  name={mappingField.tagTarget(index)}
                  defaultValue={tagTarget(mapping.tags[name])}
                  aria-label={t('adminImports.mapping.tagLabel', { name })}
                  className={inputClass(errors, mappingField.tagTarget(index))}
                  data-testid="admin-import-tag-target"
                  {...invalidProps(errors, mappingField.tagTarget(index))}
                >
                  <option value="">{t('adminImports.mapping.ignore')}</option>
                  <optgroup label={t('adminImports.mapping.categories')}>
                    {choices.taxons.map((taxon) => (
                      <option key={taxon.code} value={`taxon:${taxon.code}`}>
                        {taxon.label}
                      </option>
                    ))}
                  </optgroup>
                  {choices.attributes
                    .filter((attribute) => attribute.values.length > 0)
                    .map((attribute) => (
                      <optgroup key={attribute.code} label={attribute.name}>
                        {attribute.values.map((value) => (
                          <option key={value.code} value={`value:${attribute.code}:${value.code}`}>
                            {value.name}
                          </option>
                        ))}
                      </optgroup>
                    ))}
                </select>
              )}
            />
            <div className={cx(adminStyles.filterField)}>
              <label htmlFor="import-vendor">{t('adminImports.mapping.vendor')}</label>
              <select
                id="import-vendor"
                name={mappingField.vendor}
                defaultValue={mapping.vendorAttribute ?? ''}
                className={inputClass(errors, mappingField.vendor)}
                data-testid="admin-import-vendor"
                {...invalidProps(errors, mappingField.vendor)}
              >
                <option value="">{t('adminImports.mapping.vendorIgnore')}</option>
                {choices.attributes.map((attribute) => (
                  <option key={attribute.code} value={attribute.code}>
                    {attribute.name}
                  </option>
                ))}
              </select>
              <FieldMessages errors={errors} name={mappingField.vendor} />
            </div>
          </>
        )}
        <MissingChoice errors={errors} value={item.missing} />
        <div className={adminStyles.actions}>
          <SubmitButton intent="recheck" tone="secondary" testId="admin-import-recheck">
            {t('adminImports.detail.recheck')}
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}

/** One table of Shopify values (Types or Tags) with a select per value, each named in the hidden field. */
function MappingRows({
  kind,
  names,
  errors,
  render,
}: {
  kind: 'types' | 'tags';
  names: string[];
  errors: FieldErrors | undefined;
  render: (name: string, index: number) => React.ReactNode;
}) {
  const t = useT();
  if (names.length === 0) return null;
  const nameField = kind === 'types' ? mappingField.typeName : mappingField.tagName;
  const targetField = kind === 'types' ? mappingField.typeTaxon : mappingField.tagTarget;
  return (
    <div className={adminStyles.tableWrap}>
      <table className={cx(adminStyles.table, styles.mappingTable)} data-testid={`admin-import-${kind}`}>
        <thead>
          <tr>
            <th>{t(`adminImports.mapping.${kind}`)}</th>
            <th>{t(kind === 'types' ? 'adminImports.mapping.category' : 'adminImports.mapping.target')}</th>
          </tr>
        </thead>
        <tbody>
          {names.map((name, index) => (
            <tr key={name}>
              <td data-label={t(`adminImports.mapping.${kind}`)}>
                <input type="hidden" name={nameField(index)} value={name} />
                {name}
              </td>
              <td
                data-label={t(
                  kind === 'types' ? 'adminImports.mapping.category' : 'adminImports.mapping.target',
                )}
              >
                {render(name, index)}
                <FieldMessages errors={errors} name={targetField(index)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
