import type { AdminOption } from '@shop/contracts';
import { useId, useState } from 'react';
import { Form } from 'react-router';
import { adminStyles, SubmitButton } from '~/components/admin/admin-ui.tsx';
import { cx } from '~/components/class-names.ts';
import type { TaxonomyFormResult } from '~/data/admin-taxonomy-forms.ts';
import { useT } from '~/i18n/use-t.ts';
import { useShop } from '~/lib/shop-context.tsx';
import {
  FormFeedback,
  FormState,
  TextField,
  TranslationFieldsets,
  formStyles,
  localesFirst,
  taxonomyStyles as styles,
  useChecked,
  useField,
} from './taxonomy-form.tsx';

type Result = TaxonomyFormResult | null | undefined;

/** Rows to show: the saved values, the rows of a refused submission, and one empty row to add a value. */
function rowCount(option: AdminOption | null, result: Result, form: string): number {
  const saved = option?.values.length ?? 0;
  let typed = 0;
  if (result && result.form === form && !result.ok) {
    for (const key of Object.keys(result.values)) {
      const match = /^values\.(\d+)\./.exec(key);
      if (match) typed = Math.max(typed, Number(match[1]) + 1);
    }
  }
  return Math.max(saved + 1, typed);
}

/**
 * An option's code (new only), position, names per locale and its values: one row per value with its code,
 * order and text per locale; an empty row adds a value, "remove" drops one (the API refuses to drop a value
 * that variants use). "Add another value" adds rows with script; without it, save and a new empty row comes.
 */
export function OptionForm({ option, result }: { option: AdminOption | null; result: Result }) {
  const t = useT();
  const { locale } = useShop();
  const form = option ? 'option' : 'create';
  const [rows, setRows] = useState(() => rowCount(option, result, form));
  const shown = Math.max(rows, rowCount(option, result, form));
  return (
    <FormState form={form} result={result}>
      <Form method="post" className={styles.form} noValidate data-testid="admin-option-form">
        <FormFeedback form={form} result={result} success={t('adminTaxons.saved')} />
        <div className={formStyles.grid}>
          {!option && (
            <TextField name="code" label={t('adminTaxons.code')} required maxLength={64} spellCheck={false} />
          )}
          <TextField
            name="position"
            label={t('adminTaxons.position')}
            saved={option?.position}
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
              saved={option?.translations[code]?.name}
              maxLength={255}
            />
          )}
        </TranslationFieldsets>
        <fieldset className={adminStyles.fieldset}>
          <legend className={adminStyles.panelTitle}>{t('adminTaxons.option.values')}</legend>
          <ValuesError />
          <div className={adminStyles.tableWrap}>
            <table className={cx(adminStyles.table, styles.valuesTable)}>
              <thead>
                <tr>
                  <th>{t('adminTaxons.code')}</th>
                  <th>{t('adminTaxons.position')}</th>
                  {localesFirst(locale).map((code) => (
                    <th key={code}>{t(`adminTaxons.locales.${code}`)}</th>
                  ))}
                  <th>{t('adminTaxons.option.remove')}</th>
                </tr>
              </thead>
              <tbody>
                {Array.from({ length: shown }, (_, row) => (
                  <ValueRow key={row} row={row} value={option?.values[row] ?? null} />
                ))}
              </tbody>
            </table>
          </div>
        </fieldset>
        <div className={adminStyles.actions}>
          <button
            type="button"
            className={cx(adminStyles.button, adminStyles.buttonSecondary)}
            onClick={() => setRows(shown + 1)}
            data-testid="admin-option-add-row"
          >
            {t('adminTaxons.option.addRow')}
          </button>
          <SubmitButton intent={option ? 'save' : 'create'} testId="admin-option-save">
            {t(option ? 'adminTaxons.save' : 'adminTaxons.option.create')}
          </SubmitButton>
        </div>
      </Form>
    </FormState>
  );
}

/** A problem of the value list as a whole (a value variants use left out, two values with one code). */
function ValuesError() {
  const { error } = useField('values', null);
  if (!error) return null;
  return (
    <p className={formStyles.fieldError} role="alert" data-testid="admin-taxonomy-values-error">
      {error}
    </p>
  );
}

/** One input of the values table: its label (hidden; the column heading, or the card's label on phones). */
function CellInput({ name, label, saved, ...input }: Parameters<typeof TextField>[0]) {
  const id = useId();
  const field = useField(name, saved === null || saved === undefined ? saved : String(saved));
  return (
    <>
      <label htmlFor={id} className={styles.visuallyHidden}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        defaultValue={field.defaultValue}
        className={formStyles.input}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={field.error ? `${id}-error` : undefined}
        data-testid={`admin-taxonomy-${name}`}
        {...input}
      />
      {field.error && (
        <p id={`${id}-error`} className={formStyles.fieldError} data-testid={`admin-taxonomy-${name}-error`}>
          {field.error}
        </p>
      )}
    </>
  );
}

function ValueRow({ row, value }: { row: number; value: AdminOption['values'][number] | null }) {
  const t = useT();
  const { locale } = useShop();
  const prefix = `values.${row}`;
  const which = value ? value.code : t('adminTaxons.option.newValue');
  const labelled = (column: string) => `${column} (${which})`;
  const remove = useChecked(`${prefix}.remove`, false);
  return (
    <tr data-testid="admin-option-row">
      <td data-label={t('adminTaxons.code')}>
        <CellInput
          name={`${prefix}.code`}
          label={labelled(t('adminTaxons.code'))}
          saved={value?.code}
          readOnly={value !== null}
          maxLength={64}
          spellCheck={false}
        />
      </td>
      <td data-label={t('adminTaxons.position')}>
        <CellInput
          name={`${prefix}.position`}
          label={labelled(t('adminTaxons.position'))}
          saved={value?.position ?? null}
          type="number"
          inputMode="numeric"
          min={0}
          max={10000}
        />
      </td>
      {localesFirst(locale).map((code) => (
        <td key={code} data-label={t(`adminTaxons.locales.${code}`)}>
          <CellInput
            name={`${prefix}.translations.${code}.value`}
            label={labelled(t('adminTaxons.option.valueIn', { locale: t(`adminTaxons.locales.${code}`) }))}
            saved={value?.translations[code]?.value}
            maxLength={255}
            lang={code}
          />
        </td>
      ))}
      <td data-label={t('adminTaxons.option.remove')}>
        {value && (
          <label className={formStyles.checkbox}>
            <input
              type="checkbox"
              name={`${prefix}.remove`}
              defaultChecked={remove}
              aria-label={labelled(t('adminTaxons.option.remove'))}
              data-testid={`admin-taxonomy-${prefix}.remove`}
            />
          </label>
        )}
      </td>
    </tr>
  );
}
