import type { AdminOption } from '@shop/contracts';
import type { LocaleCode } from '@shop/locale';
import { useState } from 'react';
import { adminStyles } from '~/components/admin/admin-ui.tsx';
import { emptyVariantRow, errorsAt, type FieldErrors, type VariantRow } from '~/data/admin-product-views.ts';
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
              <th>{t('adminProducts.variants.enabled')}</th>
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
