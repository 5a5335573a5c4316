import { formatMoney } from '@shop/locale';
import { useState } from 'react';
import { Form } from 'react-router';
import { adminStyles, SubmitButton } from '~/components/admin/admin-ui.tsx';
import {
  BULK_ACTIONS,
  type BulkActionType,
  type FieldErrors,
  type TaxonChoice,
} from '~/data/admin-product-views.ts';
import { useT } from '~/i18n/use-t.ts';
import { useShop } from '~/lib/shop-context.tsx';
import { useHydrated } from '~/lib/use-hydrated.ts';
import { cx } from '../../class-names.ts';
import { FieldMessages, inputClass, invalidProps, productStyles as styles } from './product-ui.tsx';
import { BULK_FORM_ID } from './products-table.tsx';

export interface BulkPreviewData {
  percent: number;
  channel: string;
  codes: string[];
  prices: { product: string; variant: string; before: number; after: number }[];
}

/**
 * Bulk actions over the ticked rows: enable, disable, move to a category, change prices by a percentage.
 * A price change is previewed first (the API's `preview: true`); the preview applies it.
 */
export function BulkActions({
  taxons,
  errors,
  values,
}: {
  taxons: TaxonChoice[];
  errors: FieldErrors | undefined;
  values: { bulkAction?: string; taxon?: string; percent?: string; channel?: string } | undefined;
}) {
  const t = useT();
  const { channel } = useShop();
  const hydrated = useHydrated();
  const [action, setAction] = useState<BulkActionType | ''>(
    (BULK_ACTIONS.find((value) => value === values?.bulkAction) ?? '') as BulkActionType | '',
  );
  // Without JavaScript every field shows; with it, only what the chosen action needs.
  const shows = (needed: BulkActionType) => !hydrated || action === needed;
  return (
    <Form method="post" id={BULK_FORM_ID} className={styles.bulk} data-testid="admin-products-bulk">
      <p className={styles.bulkTitle} id="bulk-title">
        {t('adminProducts.bulk.title')}
      </p>
      <FieldMessages errors={errors} name="codes" />
      <div className={styles.field}>
        <label htmlFor="bulk-action">{t('adminProducts.bulk.action')}</label>
        <select
          id="bulk-action"
          name="bulkAction"
          value={action}
          onChange={(event) => setAction(event.currentTarget.value as BulkActionType)}
          className={inputClass(errors, 'bulkAction')}
          {...invalidProps(errors, 'bulkAction')}
        >
          <option value="">{t('adminProducts.bulk.choose')}</option>
          {BULK_ACTIONS.map((value) => (
            <option key={value} value={value}>
              {t(`adminProducts.bulk.actions.${value}`)}
            </option>
          ))}
        </select>
        <FieldMessages errors={errors} name="bulkAction" />
      </div>
      {shows('moveToTaxon') && (
        <div className={styles.field}>
          <label htmlFor="bulk-taxon">{t('adminProducts.bulk.taxon')}</label>
          <select
            id="bulk-taxon"
            name="taxon"
            defaultValue={values?.taxon ?? ''}
            className={inputClass(errors, 'taxon')}
            {...invalidProps(errors, 'taxon')}
          >
            <option value="">{t('adminProducts.bulk.choose')}</option>
            {taxons.map((taxon) => (
              <option key={taxon.code} value={taxon.code}>
                {taxon.label}
              </option>
            ))}
          </select>
          <FieldMessages errors={errors} name="taxon" />
        </div>
      )}
      {shows('changePrices') && (
        <>
          <div className={styles.field}>
            <label htmlFor="bulk-percent">{t('adminProducts.bulk.percent')}</label>
            <input
              id="bulk-percent"
              name="percent"
              inputMode="decimal"
              defaultValue={values?.percent ?? ''}
              placeholder="-10"
              className={inputClass(errors, 'percent')}
              {...invalidProps(errors, 'percent')}
            />
            <p className={styles.hint}>{t('adminProducts.bulk.percentHint')}</p>
            <FieldMessages errors={errors} name="percent" />
          </div>
          <div className={styles.field}>
            <label htmlFor="bulk-channel">{t('adminProducts.bulk.channel')}</label>
            <input
              id="bulk-channel"
              name="channel"
              defaultValue={values?.channel ?? channel.code}
              className={inputClass(errors, 'channel')}
              {...invalidProps(errors, 'channel')}
            />
            <FieldMessages errors={errors} name="channel" />
          </div>
        </>
      )}
      <div className={adminStyles.actions}>
        <SubmitButton
          intent={action === 'changePrices' ? 'preview' : 'bulk'}
          testId="admin-products-bulk-submit"
        >
          {action === 'changePrices' ? t('adminProducts.bulk.preview') : t('adminProducts.bulk.apply')}
        </SubmitButton>
      </div>
    </Form>
  );
}

/** The new prices the change would give, and the button that applies exactly this change. */
export function PricePreview({ preview }: { preview: BulkPreviewData }) {
  const t = useT();
  const { locale, channel } = useShop();
  const money = (minor: number) => formatMoney(minor, channel.currencyCode, locale);
  return (
    <section className={adminStyles.panel} aria-labelledby="price-preview" data-testid="admin-price-preview">
      <h2 id="price-preview" className={adminStyles.panelTitle}>
        {t('adminProducts.bulk.previewTitle', { percent: preview.percent, channel: preview.channel })}
      </h2>
      {preview.prices.length === 0 ? (
        <p className={adminStyles.muted}>{t('adminProducts.bulk.previewEmpty')}</p>
      ) : (
        <div className={adminStyles.tableWrap}>
          <table className={adminStyles.table}>
            <thead>
              <tr>
                <th>{t('adminProducts.list.code')}</th>
                <th>{t('adminProducts.bulk.variant')}</th>
                <th className={adminStyles.num}>{t('adminProducts.bulk.before')}</th>
                <th className={adminStyles.num}>{t('adminProducts.bulk.after')}</th>
              </tr>
            </thead>
            <tbody>
              {preview.prices.map((line) => (
                <tr key={`${line.product}/${line.variant}`} data-testid="admin-price-preview-row">
                  <td data-label={t('adminProducts.list.code')} className={adminStyles.mono}>
                    {line.product}
                  </td>
                  <td data-label={t('adminProducts.bulk.variant')} className={adminStyles.mono}>
                    {line.variant}
                  </td>
                  <td data-label={t('adminProducts.bulk.before')} className={adminStyles.num}>
                    {money(line.before)}
                  </td>
                  <td
                    data-label={t('adminProducts.bulk.after')}
                    className={cx(adminStyles.num, line.after > line.before ? styles.up : styles.down)}
                  >
                    {money(line.after)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Form method="post" className={adminStyles.actions}>
        {preview.codes.map((code) => (
          <input key={code} type="hidden" name="codes" value={code} />
        ))}
        <input type="hidden" name="bulkAction" value="changePrices" />
        <input type="hidden" name="percent" value={String(preview.percent)} />
        <input type="hidden" name="channel" value={preview.channel} />
        <SubmitButton intent="apply" testId="admin-price-apply">
          {t('adminProducts.bulk.applyPrices', { count: preview.prices.length })}
        </SubmitButton>
      </Form>
    </section>
  );
}
