import type { AdminOption } from '@shop/contracts';
import { LOCALE_NATIVE_NAMES, type LocaleCode } from '@shop/locale';
import { useState } from 'react';
import { adminStyles, useSubmitting } from '~/components/admin/admin-ui.tsx';
import {
  emptyVariantRow,
  errorsAt,
  PRODUCT_LOCALES,
  type FieldErrors,
  type VariantRow,
} from '~/data/admin-product-views.ts';
import { useT } from '~/i18n/use-t.ts';
import { useShop } from '~/lib/shop-context.tsx';
import { useHydrated } from '~/lib/use-hydrated.ts';
import { cx } from '../../class-names.ts';
import { FieldMessages, inputClass, invalidProps, productStyles as styles } from './product-ui.tsx';

function optionName(option: AdminOption, locale: LocaleCode) {
  return option.translations[locale]?.name || option.translations.en?.name || option.code;
}

function valueName(option: AdminOption, code: string, locale: LocaleCode) {
  const value = option.values.find((candidate) => candidate.code === code);
  return value?.translations[locale]?.value || value?.translations.en?.value || code;
}

/** Only the messages at exactly `name` (not those of the fields below it, shown at their own cells). */
function pick(errors: FieldErrors | undefined, name: string): FieldErrors | undefined {
  const messages = errors?.[name];
  return messages ? { [name]: messages } : undefined;
}

/** The id of the form (outside the editor's) that a row's delete button submits. */
export const VARIANT_DELETE_FORM = 'variant-delete-form';

/** The variant's own names per locale, folded away unless one is set or refused. */
function VariantNames({
  row,
  prefix,
  rowLabel,
  errors,
}: {
  row: VariantRow;
  prefix: string;
  rowLabel: string;
  errors: FieldErrors | undefined;
}) {
  const t = useT();
  const refused = errorsAt(errors, `${prefix}.translations`).length > 0;
  const named = PRODUCT_LOCALES.filter((locale) => row.names[locale]).length;
  return (
    <details className={styles.variantNames} open={refused || undefined}>
      <summary data-testid="admin-variant-names">
        {t('adminProducts.variants.names', { count: named })}
      </summary>
      <p className={styles.hint}>{t('adminProducts.variants.namesHint')}</p>
      {PRODUCT_LOCALES.map((locale) => {
        const name = `${prefix}.translations.${locale}.name`;
        return (
          <div key={locale} className={styles.field}>
            <label htmlFor={`${prefix}-name-${locale}`} className={styles.visuallyHidden}>
              {t('adminProducts.variants.nameOf', { row: rowLabel, language: LOCALE_NATIVE_NAMES[locale] })}
            </label>
            <div className={styles.localeInput}>
              <span aria-hidden="true" className={styles.localeTag}>
                {locale}
              </span>
              <input
                id={`${prefix}-name-${locale}`}
                name={name}
                lang={locale}
                defaultValue={row.names[locale]}
                maxLength={255}
                className={inputClass(errors, name, styles.cellInput)}
                {...invalidProps(errors, name)}
              />
            </div>
            <FieldMessages errors={errors} name={name} />
          </div>
        );
      })}
    </details>
  );
}

/** Deleting a saved variant: a confirmation, then the page's variant-delete form. */
function DeleteVariant({ code, disabled }: { code: string; disabled: boolean }) {
  const t = useT();
  return (
    <details className={adminStyles.confirm}>
      <summary
        className={cx(adminStyles.button, adminStyles.buttonDanger)}
        data-testid="admin-variant-delete"
        aria-label={t('adminProducts.variants.deleteOf', { row: code })}
      >
        {t('adminProducts.variants.delete')}
      </summary>
      <div className={adminStyles.confirmBody}>
        <p>{t('adminProducts.variants.deleteQuestion', { code })}</p>
        <button
          type="submit"
          form={VARIANT_DELETE_FORM}
          name="variant"
          value={code}
          className={cx(adminStyles.button, adminStyles.buttonDanger)}
          disabled={disabled}
          data-testid="admin-variant-delete-confirm"
        >
          {t('adminProducts.variants.deleteConfirm')}
        </button>
      </div>
    </details>
  );
}

/**
 * Variants with their options, prices per channel and stock in one grid (a table that becomes cards on
 * phones). Existing variants are saved with PATCH and their version, new rows with POST, together with the
 * product. The stock floor (units that placed orders hold) shows under each stock cell.
 */
export function VariantsGrid({
  rows,
  channels,
  options,
  warehouses,
  errors,
}: {
  rows: VariantRow[];
  channels: string[];
  options: AdminOption[];
  warehouses: string[];
  errors: FieldErrors | undefined;
}) {
  const t = useT();
  const { locale } = useShop();
  const hydrated = useHydrated();
  const submitting = useSubmitting();
  const existing = rows.filter((row) => !row.isNew);
  const submittedNew = rows.filter((row) => row.isNew);
  const [newRows, setNewRows] = useState(() => Math.max(1, submittedNew.length));
  const allRows = [...existing, ...submittedNew];
  while (allRows.length < existing.length + newRows) allRows.push(emptyVariantRow());
  // The options the variants use; before any variant has one, every option of the shop.
  const used = new Set(rows.flatMap((row) => Object.keys(row.optionValues)));
  const shownOptions = used.size > 0 ? options.filter((option) => used.has(option.code)) : options;
  return (
    <section className={adminStyles.panel} aria-labelledby="product-variants">
      <h2 id="product-variants" className={adminStyles.panelTitle}>
        {t('adminProducts.variants.title')}
      </h2>
      <p className={styles.hint}>{t('adminProducts.variants.hint')}</p>
      <div className={cx(adminStyles.tableWrap, styles.grid)}>
        <table className={adminStyles.table} data-testid="admin-variants-grid">
          <thead>
            <tr>
              <th>{t('adminProducts.variants.code')}</th>
              {shownOptions.map((option) => (
                <th key={option.code}>{optionName(option, locale)}</th>
              ))}
              {channels.map((channel) => (
                <th key={channel}>{t('adminProducts.variants.priceIn', { channel })}</th>
              ))}
              <th>{t('adminProducts.variants.stock')}</th>
              <th>{t('adminProducts.variants.maxPerOrder')}</th>
              <th>{t('adminProducts.variants.enabled')}</th>
              <th>
                <span className={styles.visuallyHidden}>{t('adminProducts.variants.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {allRows.map((row, index) => {
              const prefix = `variants[${index}]`;
              const stale = errorsAt(errors, prefix).length > 0 && Boolean(errors?.[prefix]);
              const rowLabel = row.isNew ? t('adminProducts.variants.newRow') : row.code;
              return (
                <tr
                  key={row.isNew ? `new-${index}` : row.code}
                  className={stale ? styles.staleRow : undefined}
                  data-testid={row.isNew ? 'admin-variant-new' : 'admin-variant-row'}
                >
                  <td data-label={t('adminProducts.variants.code')}>
                    <input type="hidden" name={`${prefix}.isNew`} value={String(row.isNew)} />
                    {row.isNew ? (
                      <input
                        name={`${prefix}.code`}
                        defaultValue={row.code}
                        aria-label={t('adminProducts.variants.codeOf', { row: index + 1 })}
                        placeholder={t('adminProducts.variants.newCode')}
                        className={inputClass(errors, `${prefix}.code`, styles.cellInput)}
                        {...invalidProps(errors, `${prefix}.code`)}
                      />
                    ) : (
                      <>
                        <input type="hidden" name={`${prefix}.code`} value={row.code} />
                        <input type="hidden" name={`${prefix}.version`} value={row.version ?? ''} />
                        <span className={adminStyles.mono}>{row.code}</span>
                      </>
                    )}
                    <FieldMessages errors={errors} name={`${prefix}.code`} />
                    {errors?.[prefix] && (
                      <FieldMessages errors={{ [prefix]: errors[prefix] }} name={prefix} />
                    )}
                    {/* The combination of option values as a whole (another variant has it). */}
                    <FieldMessages
                      errors={pick(errors, `${prefix}.optionValues`)}
                      name={`${prefix}.optionValues`}
                    />
                    <VariantNames row={row} prefix={prefix} rowLabel={rowLabel} errors={errors} />
                  </td>
                  {shownOptions.map((option) => {
                    const name = `${prefix}.optionValues.${option.code}`;
                    return (
                      <td key={option.code} data-label={optionName(option, locale)}>
                        <select
                          name={name}
                          defaultValue={row.optionValues[option.code] ?? ''}
                          aria-label={t('adminProducts.variants.cellLabel', {
                            column: optionName(option, locale),
                            row: rowLabel,
                          })}
                          className={inputClass(errors, name, styles.cellInput)}
                          {...invalidProps(errors, name)}
                        >
                          <option value="">–</option>
                          {option.values.map((value) => (
                            <option key={value.code} value={value.code}>
                              {valueName(option, value.code, locale)}
                            </option>
                          ))}
                        </select>
                        <FieldMessages errors={errors} name={name} />
                      </td>
                    );
                  })}
                  {channels.map((channel) => {
                    const price = `${prefix}.channelPricings.${channel}.price`;
                    const original = `${prefix}.channelPricings.${channel}.originalPrice`;
                    return (
                      <td key={channel} data-label={t('adminProducts.variants.priceIn', { channel })}>
                        <div className={styles.gridPrice}>
                          <input
                            name={price}
                            inputMode="decimal"
                            defaultValue={row.prices[channel]?.price ?? ''}
                            aria-label={t('adminProducts.variants.priceOf', { row: rowLabel, channel })}
                            placeholder="0.00"
                            className={inputClass(errors, price, styles.cellInput)}
                            {...invalidProps(errors, price)}
                          />
                          <FieldMessages errors={errors} name={price} />
                          <input
                            name={original}
                            inputMode="decimal"
                            defaultValue={row.prices[channel]?.originalPrice ?? ''}
                            aria-label={t('adminProducts.variants.originalPriceOf', {
                              row: rowLabel,
                              channel,
                            })}
                            placeholder={t('adminProducts.variants.originalPrice')}
                            className={inputClass(errors, original, styles.cellInput)}
                            {...invalidProps(errors, original)}
                          />
                          <FieldMessages errors={errors} name={original} />
                        </div>
                      </td>
                    );
                  })}
                  <td data-label={t('adminProducts.variants.stock')}>
                    {warehouses.length > 0 ? (
                      warehouses.map((warehouse) => {
                        const name = `${prefix}.onHand.${warehouse}`;
                        return (
                          <div key={warehouse} className={styles.field}>
                            <input
                              name={name}
                              inputMode="numeric"
                              defaultValue={row.warehouseStock[warehouse] ?? ''}
                              aria-label={t('adminProducts.variants.stockIn', { row: rowLabel, warehouse })}
                              placeholder={warehouse}
                              className={inputClass(errors, name, styles.cellInput)}
                              {...invalidProps(errors, name)}
                            />
                            <FieldMessages errors={errors} name={name} />
                          </div>
                        );
                      })
                    ) : (
                      <input
                        name={`${prefix}.onHand`}
                        inputMode="numeric"
                        defaultValue={row.onHand}
                        aria-label={t('adminProducts.variants.stockOf', { row: rowLabel })}
                        placeholder="0"
                        className={inputClass(errors, `${prefix}.onHand`, styles.cellInput)}
                        {...invalidProps(errors, `${prefix}.onHand`)}
                      />
                    )}
                    {warehouses.length === 0 && <FieldMessages errors={errors} name={`${prefix}.onHand`} />}
                    {row.onHold > 0 && (
                      <p className={styles.hint}>
                        {t('adminProducts.variants.onHold', { count: row.onHold })}
                      </p>
                    )}
                    <input type="hidden" name={`${prefix}.onHold`} value={row.onHold} />
                    <label className={styles.check}>
                      <input
                        type="checkbox"
                        name={`${prefix}.tracked`}
                        defaultChecked={row.tracked}
                        {...invalidProps(errors, `${prefix}.tracked`)}
                      />
                      {t('adminProducts.variants.tracked')}
                      <span className={styles.visuallyHidden}> · {rowLabel}</span>
                    </label>
                    <FieldMessages errors={errors} name={`${prefix}.tracked`} />
                  </td>
                  <td data-label={t('adminProducts.variants.maxPerOrder')}>
                    <input
                      name={`${prefix}.maxQuantityPerOrder`}
                      inputMode="numeric"
                      defaultValue={row.maxQuantityPerOrder}
                      aria-label={t('adminProducts.variants.maxPerOrderOf', { row: rowLabel })}
                      placeholder={t('adminProducts.variants.noLimit')}
                      className={inputClass(errors, `${prefix}.maxQuantityPerOrder`, styles.cellInput)}
                      {...invalidProps(errors, `${prefix}.maxQuantityPerOrder`)}
                    />
                    <FieldMessages errors={errors} name={`${prefix}.maxQuantityPerOrder`} />
                  </td>
                  <td data-label={t('adminProducts.variants.enabled')}>
                    <label className={styles.check}>
                      <input type="checkbox" name={`${prefix}.enabled`} defaultChecked={row.enabled} />
                      <span className={styles.visuallyHidden}>
                        {t('adminProducts.variants.enabledOf', { row: rowLabel })}
                      </span>
                    </label>
                    <FieldMessages errors={errors} name={`${prefix}.enabled`} />
                  </td>
                  <td data-label={t('adminProducts.variants.actions')}>
                    {!row.isNew && <DeleteVariant code={row.code} disabled={submitting} />}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {hydrated && (
        <div className={adminStyles.actions}>
          <button
            type="button"
            className={cx(adminStyles.button, adminStyles.buttonSecondary)}
            onClick={() => setNewRows((count) => count + 1)}
            data-testid="admin-variant-add"
          >
            {t('adminProducts.variants.add')}
          </button>
        </div>
      )}
    </section>
  );
}
