import type { AdminChannel, AdminPromotion, PromotionAction, PromotionRule } from '@shop/contracts';
import { KNOWN_LOCALES } from '@shop/locale';
import { useState } from 'react';
import { Form } from 'react-router';
import { AdminMessage, adminStyles, SubmitButton } from '~/components/admin/admin-ui.tsx';
import { cx } from '~/components/class-names.ts';
import {
  ACTION_TYPES,
  ACTION_VALUES,
  euros,
  MAX_ROWS,
  RULE_TYPES,
  RULE_VALUES,
  type PromotionFormValues,
  type PromotionsActionResult,
} from '~/data/admin-promotion-form.ts';
import { localInputValue } from '~/data/shop-clock-input.ts';
import { useT } from '~/i18n/use-t.ts';
import styles from '~/routes/admin-redirects.module.css';
import { localisePromotionMessage } from './promotion-messages.ts';

interface Row {
  key: number;
  type: string;
  value: string;
}

/** A stored rule or action's one value as the form shows it (euros, a number, codes by commas). */
function rowValue(entry: PromotionRule | PromotionAction): string {
  if ('amount' in entry) return euros(entry.amount);
  if ('percentage' in entry) return String(entry.percentage);
  if ('limit' in entry) return String(entry.limit);
  for (const value of Object.values(entry)) if (Array.isArray(value)) return value.join(', ');
  return '';
}

function initialRows(
  kind: 'rules' | 'actions',
  values: PromotionFormValues | null,
  stored: (PromotionRule | PromotionAction)[],
) {
  if (values) {
    const rows: Row[] = [];
    for (let index = 0; index < MAX_ROWS; index += 1) {
      const type = values[`${kind}.${index}.type`];
      if (type !== undefined) rows.push({ key: index, type, value: values[`${kind}.${index}.value`] ?? '' });
    }
    return rows;
  }
  return stored.map((entry, index) => ({ key: index, type: entry.type, value: rowValue(entry) }));
}

/**
 * A promotion's form (new or stored): code, labels per language, priority, switches, dates, channels, usage
 * limit, and the rules and actions as rows added and removed in place. A refusal shows every field's
 * problem at once next to it (the API's 422 paths), keeping what was typed.
 */
export function PromotionForm({
  promotion,
  channels,
  result,
}: {
  promotion: AdminPromotion | null;
  channels: AdminChannel[];
  result: PromotionsActionResult | null;
}) {
  const t = useT();
  const refused = result && result.intent === 'save' && !result.ok ? result : null;
  const typed = refused ? refused.values : null;
  const [rules, setRules] = useState(() => initialRows('rules', typed, promotion?.rules ?? []));
  const [actions, setActions] = useState(() =>
    initialRows(
      'actions',
      typed,
      promotion?.actions ?? [{ type: 'order_percentage_discount', percentage: 10 }],
    ),
  );
  const value = (name: string, stored: string) => (typed ? (typed[name] ?? '') : stored);
  const checked = (name: 'enabled' | 'exclusive' | 'couponBased', stored: boolean) =>
    typed ? typed[name] === 'on' : stored;
  const errorOf = (field: string) => refused?.errors[field];
  const idOf = (field: string) => `promotion-${field.replaceAll('.', '-')}`;
  const fieldError = (field: string) => {
    const error = errorOf(field);
    return error ? (
      <p
        id={`${idOf(field)}-error`}
        className={styles.fieldError}
        data-testid="field-error"
        data-field={field}
      >
        {localisePromotionMessage(t, error)}
      </p>
    ) : null;
  };
  const invalid = (field: string) => ({
    'aria-invalid': errorOf(field) ? true : undefined,
    'aria-describedby': errorOf(field) ? `${idOf(field)}-error` : undefined,
  });
  const input = (field: string, stored: string, props: React.InputHTMLAttributes<HTMLInputElement> = {}) => (
    <div className={styles.field}>
      <label htmlFor={idOf(field)}>
        {t(`adminPromotions.fields.${field.startsWith('labels.') ? 'label' : field}`, {
          locale: field.slice(7),
        })}
      </label>
      <input
        id={idOf(field)}
        name={field}
        type="text"
        autoComplete="off"
        defaultValue={value(field, stored)}
        className={cx(adminStyles.input, errorOf(field) && styles.invalid)}
        data-testid={idOf(field)}
        {...invalid(field)}
        {...props}
      />
      {fieldError(field)}
    </div>
  );
  const check = (field: 'enabled' | 'exclusive' | 'couponBased', stored: boolean) => (
    <label className={styles.check}>
      <input type="checkbox" name={field} defaultChecked={checked(field, stored)} data-testid={idOf(field)} />
      <span>{t(`adminPromotions.fields.${field}`)}</span>
    </label>
  );
  const chosenChannels = typed
    ? (typed.channels ?? '').split(',').filter(Boolean)
    : (promotion?.channels ?? []);
  const editor = (kind: 'rules' | 'actions', rows: Row[], setRows: (rows: Row[]) => void) => {
    const types: readonly string[] = kind === 'rules' ? RULE_TYPES : ACTION_TYPES;
    const table: Record<string, string> = kind === 'rules' ? RULE_VALUES : ACTION_VALUES;
    const nextKey = () => Math.max(-1, ...rows.map((row) => row.key)) + 1;
    return (
      <fieldset className={styles.checks} data-testid={`promotion-${kind}`}>
        <legend>{t(`adminPromotions.${kind}.title`)}</legend>
        {errorOf(kind) && fieldError(kind)}
        {rows.length === 0 && <p className={styles.hint}>{t(`adminPromotions.${kind}.none`)}</p>}
        {rows.map((row, position) => {
          const valueName = table[row.type] ?? 'amount';
          return (
            <div key={row.key} className={styles.fields} data-testid={`promotion-${kind}-row`}>
              <div className={styles.field}>
                <label htmlFor={idOf(`${kind}.${position}.type`)}>
                  {t(`adminPromotions.${kind}.type`, { number: position + 1 })}
                </label>
                <select
                  id={idOf(`${kind}.${position}.type`)}
                  name={`${kind}.${position}.type`}
                  value={row.type}
                  onChange={(event) =>
                    setRows(
                      rows.map((other) =>
                        other.key === row.key ? { ...other, type: event.target.value } : other,
                      ),
                    )
                  }
                  className={adminStyles.input}
                  {...invalid(`${kind}.${position}.type`)}
                >
                  {types.map((type) => (
                    <option key={type} value={type}>
                      {t(`adminPromotions.${kind}.types.${type}`)}
                    </option>
                  ))}
                </select>
                {fieldError(`${kind}.${position}.type`)}
              </div>
              <div className={styles.field}>
                <label htmlFor={idOf(`${kind}.${position}.value`)}>
                  {t(`adminPromotions.values.${valueName}`)}
                </label>
                <input
                  id={idOf(`${kind}.${position}.value`)}
                  name={`${kind}.${position}.value`}
                  type="text"
                  autoComplete="off"
                  value={row.value}
                  onChange={(event) =>
                    setRows(
                      rows.map((other) =>
                        other.key === row.key ? { ...other, value: event.target.value } : other,
                      ),
                    )
                  }
                  className={cx(adminStyles.input, errorOf(`${kind}.${position}.value`) && styles.invalid)}
                  data-testid={idOf(`${kind}.${position}.value`)}
                  {...invalid(`${kind}.${position}.value`)}
                />
                {fieldError(`${kind}.${position}.value`)}
              </div>
              <div className={adminStyles.actions}>
                <button
                  type="button"
                  className={cx(adminStyles.button, adminStyles.buttonSecondary)}
                  onClick={() => setRows(rows.filter((other) => other.key !== row.key))}
                  aria-label={t(`adminPromotions.${kind}.removeOf`, { number: position + 1 })}
                >
                  {t(`adminPromotions.${kind}.remove`)}
                </button>
              </div>
            </div>
          );
        })}
        {rows.length < MAX_ROWS && (
          <button
            type="button"
            className={cx(adminStyles.button, adminStyles.buttonSecondary)}
            onClick={() => setRows([...rows, { key: nextKey(), type: types[0] ?? '', value: '' }])}
            data-testid={`promotion-${kind}-add`}
          >
            {t(`adminPromotions.${kind}.add`)}
          </button>
        )}
      </fieldset>
    );
  };
  const errorCount = refused ? Object.keys(refused.errors).length : 0;
  return (
    <section className={adminStyles.panel} aria-labelledby="promotion-form-title">
      <h2 id="promotion-form-title" className={adminStyles.panelTitle}>
        {promotion ? t('adminPromotions.form.edit', { code: promotion.code }) : t('adminPromotions.form.new')}
      </h2>
      {refused && (
        <AdminMessage tone="error">
          {refused.message
            ? localisePromotionMessage(t, refused.message)
            : t('adminPromotions.form.refused', { count: errorCount })}
          {refused.stale && promotion && (
            <>
              {' '}
              <a href="?" data-testid="promotion-reload">
                {t('adminPromotions.form.reload')}
              </a>
            </>
          )}
        </AdminMessage>
      )}
      <Form method="post" className={adminStyles.form} noValidate data-testid="promotion-form">
        <input type="hidden" name="intent" value="save" />
        {promotion && <input type="hidden" name="version" value={promotion.version} />}
        <div className={styles.fields}>
          {input('code', promotion?.code ?? '', { required: true, maxLength: 64, spellCheck: false })}
          {input('priority', String(promotion?.priority ?? 0), { inputMode: 'numeric' })}
          {input(
            'usageLimit',
            promotion?.usageLimit === null || !promotion ? '' : String(promotion.usageLimit),
            {
              inputMode: 'numeric',
            },
          )}
          {input('startsAt', localInputValue(promotion?.startsAt ?? null), { type: 'datetime-local' })}
          {input('endsAt', localInputValue(promotion?.endsAt ?? null), { type: 'datetime-local' })}
        </div>
        <div className={styles.fields}>
          {KNOWN_LOCALES.map((locale) => (
            <div key={locale}>
              {input(`labels.${locale}`, promotion?.labels[locale] ?? '', { maxLength: 200 })}
            </div>
          ))}
        </div>
        <fieldset className={styles.checks}>
          <legend>{t('adminPromotions.form.options')}</legend>
          {check('enabled', promotion?.enabled ?? true)}
          {check('exclusive', promotion?.exclusive ?? false)}
          {check('couponBased', promotion?.couponBased ?? false)}
        </fieldset>
        <fieldset className={styles.checks} {...invalid('channels')}>
          <legend>{t('adminPromotions.fields.channels')}</legend>
          {channels.map((channel) => (
            <label key={channel.code} className={styles.check}>
              <input
                type="checkbox"
                name="channels"
                value={channel.code}
                defaultChecked={chosenChannels.includes(channel.code)}
                data-testid={`promotion-channel-${channel.code}`}
              />
              <span>{channel.name}</span>
            </label>
          ))}
          {fieldError('channels')}
        </fieldset>
        <p className={styles.hint}>{t('adminPromotions.hints.values')}</p>
        {editor('rules', rules, setRules)}
        {editor('actions', actions, setActions)}
        <div className={adminStyles.actions}>
          <SubmitButton testId="promotion-save">
            {promotion ? t('adminPromotions.form.save') : t('adminPromotions.form.add')}
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}
