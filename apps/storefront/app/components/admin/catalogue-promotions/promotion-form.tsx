import { contrastRatio, type AdminCataloguePromotion, type AdminChannel } from '@shop/contracts';
import { useState, type ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { AdminMessage, adminStyles, SubmitButton } from '~/components/admin/admin-ui.tsx';
import { cx } from '~/components/class-names.ts';
import {
  formFieldOf,
  localInputValue,
  PROMOTION_LOCALES,
  type PromotionChoice,
  type PromotionFormValues,
  type PromotionsActionResult,
} from '~/data/admin-catalogue-promotion-views.ts';
import { localiseServerMessage } from '~/i18n/server-messages.ts';
import { useT } from '~/i18n/use-t.ts';
import styles from '~/routes/admin-catalogue-promotions.module.css';

type SaveResult = Extract<PromotionsActionResult, { intent: 'save' }>;

function valuesOf(editing: AdminCataloguePromotion | null): PromotionFormValues {
  return {
    code: editing?.code ?? '',
    percent: editing?.action.type === 'percentage' ? String(editing.action.percent) : '',
    startsAt: localInputValue(editing?.startsAt ?? null),
    endsAt: localInputValue(editing?.endsAt ?? null),
    channels: editing?.channels ?? [],
    taxons: editing?.scopes.taxons ?? [],
    brands: editing?.scopes.brands ?? [],
    products: editing?.scopes.products.join(', ') ?? '',
    priority: String(editing?.priority ?? 0),
    exclusive: editing?.exclusive ? 'on' : '',
    enabled: editing && !editing.enabled ? '' : 'on',
    backgroundColor: editing?.backgroundColor ?? '#b03a2e',
    color: editing?.color ?? '#ffffff',
    labels: Object.fromEntries(
      PROMOTION_LOCALES.map((locale) => [locale, editing?.translations[locale]?.label ?? '']),
    ),
  };
}

/**
 * Adding a sale, or editing the one opened (?edit=code): code, percentage, dates, channels, the categories,
 * brands and products it covers, labels in four languages and the badge colours with a live preview and
 * contrast check. A refusal shows every field's problem at once, next to the field, keeping what was typed.
 */
export function PromotionForm({
  channels,
  taxons,
  brands,
  editing,
  result,
  cancelHref,
}: {
  channels: AdminChannel[];
  taxons: PromotionChoice[];
  brands: PromotionChoice[];
  editing: AdminCataloguePromotion | null;
  result: SaveResult | null;
  cancelHref: string;
}) {
  const t = useT();
  const refused = result && !result.ok && result.editing === (editing?.code ?? '') ? result : null;
  const values = refused ? refused.values : valuesOf(editing);
  const [background, setBackground] = useState(values.backgroundColor || '#b03a2e');
  const [foreground, setForeground] = useState(values.color || '#ffffff');
  const ratio = contrastRatio(background, foreground);

  // The API's paths folded onto the form's fields; every message of a field is shown.
  const errors = new Map<string, string[]>();
  for (const [path, message] of Object.entries(refused?.errors ?? {})) {
    const field = formFieldOf(path);
    errors.set(field, [...(errors.get(field) ?? []), message]);
  }
  const idOf = (field: string) => `promotion-${field}`;
  const fieldError = (field: string) =>
    errors.has(field) ? (
      <div id={`${idOf(field)}-error`} data-testid="field-error" data-field={field}>
        {errors.get(field)?.map((message) => (
          <p key={message} className={styles.fieldError}>
            {localiseServerMessage(t, message)}
          </p>
        ))}
      </div>
    ) : null;
  const invalid = (field: string) =>
    errors.has(field) ? { 'aria-invalid': true as const, 'aria-describedby': `${idOf(field)}-error` } : {};
  const picker = (field: 'channels' | 'taxons' | 'brands', choices: PromotionChoice[], chosen: string[]) => (
    <fieldset className={styles.field} {...invalid(field)} data-testid={idOf(field)}>
      <legend>{t(`adminCataloguePromotions.fields.${field}`)}</legend>
      <div className={styles.picker}>
        {choices.map((choice) => (
          <label key={choice.code} className={styles.check}>
            <input
              type="checkbox"
              name={field}
              value={choice.code}
              defaultChecked={chosen.includes(choice.code)}
              data-code={choice.code}
            />
            <span>{choice.name}</span>
          </label>
        ))}
      </div>
      {fieldError(field)}
    </fieldset>
  );
  const input = (field: string, label: ReactNode, props: Record<string, unknown>) => (
    <div className={styles.field}>
      <label htmlFor={idOf(field)}>{label}</label>
      <input
        id={idOf(field)}
        name={field}
        className={cx(adminStyles.input, errors.has(field) && styles.invalid)}
        data-testid={idOf(field)}
        {...invalid(field)}
        {...props}
      />
      {fieldError(field)}
    </div>
  );
  const formKey = `${editing?.code ?? 'new'}:${editing?.version ?? ''}:${result && result.ok ? 'saved' : ''}`;
  return (
    <section className={adminStyles.panel} aria-labelledby="promotion-form-title">
      <h2 id="promotion-form-title" className={adminStyles.panelTitle}>
        {editing
          ? t('adminCataloguePromotions.form.edit', { code: editing.code })
          : t('adminCataloguePromotions.form.new')}
      </h2>
      {refused && (
        <AdminMessage tone="error">
          {refused.message
            ? localiseServerMessage(t, refused.message)
            : t('adminCataloguePromotions.form.refused', { count: errors.size })}
        </AdminMessage>
      )}
      <Form key={formKey} method="post" className={adminStyles.form} noValidate data-testid="promotion-form">
        <input type="hidden" name="intent" value="save" />
        {editing && (
          <>
            <input type="hidden" name="editing" value={editing.code} />
            <input type="hidden" name="version" value={editing.version} />
          </>
        )}
        <div className={styles.fields}>
          {input('code', t('adminCataloguePromotions.fields.code'), {
            type: 'text',
            defaultValue: values.code,
            readOnly: Boolean(editing),
            required: true,
            maxLength: 64,
            autoComplete: 'off',
          })}
          {input('percent', t('adminCataloguePromotions.fields.percent'), {
            type: 'number',
            min: 1,
            max: 99,
            step: 1,
            inputMode: 'numeric',
            required: true,
            defaultValue: values.percent,
          })}
          {input('startsAt', t('adminCataloguePromotions.fields.startsAt'), {
            type: 'datetime-local',
            defaultValue: values.startsAt,
          })}
          {input('endsAt', t('adminCataloguePromotions.fields.endsAt'), {
            type: 'datetime-local',
            defaultValue: values.endsAt,
          })}
          {input('priority', t('adminCataloguePromotions.fields.priority'), {
            type: 'number',
            min: -1000,
            max: 1000,
            step: 1,
            defaultValue: values.priority,
          })}
        </div>
        <p className={styles.hint}>{t('adminCataloguePromotions.hints.dates')}</p>
        <div className={styles.fields}>
          {picker(
            'channels',
            channels.map((channel) => ({ code: channel.code, name: channel.name })),
            values.channels,
          )}
          {picker('taxons', taxons, values.taxons)}
          {picker('brands', brands, values.brands)}
          <div className={styles.field}>
            <label htmlFor={idOf('products')}>{t('adminCataloguePromotions.fields.products')}</label>
            <textarea
              id={idOf('products')}
              name="products"
              rows={3}
              defaultValue={values.products}
              className={cx(adminStyles.input, errors.has('products') && styles.invalid)}
              aria-describedby={`${idOf('products')}-hint`}
              data-testid={idOf('products')}
            />
            <p id={`${idOf('products')}-hint`} className={styles.hint}>
              {t('adminCataloguePromotions.hints.products')}
            </p>
            {fieldError('products')}
          </div>
        </div>
        {fieldError('scopes')}
        <fieldset className={styles.field}>
          <legend>{t('adminCataloguePromotions.fields.labels')}</legend>
          <div className={styles.fields}>
            {PROMOTION_LOCALES.map((locale) =>
              input(`label.${locale}`, t(`adminCataloguePromotions.locales.${locale}`), {
                type: 'text',
                maxLength: 60,
                defaultValue: values.labels[locale] ?? '',
              }),
            )}
          </div>
          {fieldError('labels')}
        </fieldset>
        <fieldset className={styles.field}>
          <legend>{t('adminCataloguePromotions.fields.badge')}</legend>
          <div className={styles.colours}>
            <label className={styles.check}>
              <input
                type="color"
                name="backgroundColor"
                value={background}
                onChange={(event) => setBackground(event.target.value)}
                data-testid={idOf('backgroundColor')}
              />
              <span>{t('adminCataloguePromotions.fields.backgroundColor')}</span>
            </label>
            <label className={styles.check}>
              <input
                type="color"
                name="color"
                value={foreground}
                onChange={(event) => setForeground(event.target.value)}
                data-testid={idOf('color')}
              />
              <span>{t('adminCataloguePromotions.fields.color')}</span>
            </label>
            <span
              className={styles.preview}
              style={{ background, color: foreground }}
              data-testid="promotion-badge-preview"
            >
              {values.labels.lt || values.code || t('adminCataloguePromotions.form.previewLabel')}
            </span>
            <span className={styles.hint} aria-live="polite">
              {t(
                ratio >= 4.5 ? 'adminCataloguePromotions.contrastOk' : 'adminCataloguePromotions.contrastLow',
                {
                  ratio: ratio.toFixed(1),
                },
              )}
            </span>
          </div>
          {fieldError('backgroundColor')}
          {fieldError('color')}
        </fieldset>
        <div className={styles.colours}>
          <label className={styles.check}>
            <input type="checkbox" name="exclusive" defaultChecked={values.exclusive === 'on'} />
            <span>{t('adminCataloguePromotions.fields.exclusive')}</span>
          </label>
          <label className={styles.check}>
            <input type="checkbox" name="enabled" defaultChecked={values.enabled === 'on'} />
            <span>{t('adminCataloguePromotions.fields.enabled')}</span>
          </label>
        </div>
        <div className={adminStyles.actions}>
          <SubmitButton testId="promotion-save">
            {editing ? t('adminCataloguePromotions.form.save') : t('adminCataloguePromotions.form.add')}
          </SubmitButton>
          {editing && (
            <Link to={cancelHref} className={cx(adminStyles.button, adminStyles.buttonSecondary)}>
              {t('adminCataloguePromotions.form.cancel')}
            </Link>
          )}
        </div>
      </Form>
    </section>
  );
}
