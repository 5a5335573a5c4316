import type { AdminOption } from '@shop/contracts';
import { useState } from 'react';
import { Form } from 'react-router';
import { adminStyles, SubmitButton } from '~/components/admin/admin-ui.tsx';
import { cx } from '~/components/class-names.ts';
import type { TaxonomyFormResult } from '~/data/admin-taxonomy-forms.ts';
import { useT } from '~/i18n/use-t.ts';
import { useShop } from '~/lib/shop-context.tsx';
import {
  CheckboxField,
  FormFeedback,
  FormState,
  TextField,
  TranslationFieldsets,
  formStyles,
  localesFirst,
  taxonomyStyles as styles,
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
          <div className={styles.rows}>
            {Array.from({ length: shown }, (_, row) => (
              <ValueRow key={row} row={row} value={option?.values[row] ?? null} />
            ))}
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

function ValueRow({ row, value }: { row: number; value: AdminOption['values'][number] | null }) {
  const t = useT();
  const { locale } = useShop();
  const prefix = `values.${row}`;
  return (
    <fieldset className={styles.row} data-testid="admin-option-row">
      <legend className={styles.visuallyHidden}>
        {value ? t('adminTaxons.option.valueLegend', { code: value.code }) : t('adminTaxons.option.newValue')}
      </legend>
      <TextField
        name={`${prefix}.code`}
        label={t('adminTaxons.code')}
        saved={value?.code}
        readOnly={value !== null}
        maxLength={64}
        spellCheck={false}
      />
      <TextField
        name={`${prefix}.position`}
        label={t('adminTaxons.position')}
        saved={value?.position ?? null}
        type="number"
        inputMode="numeric"
        min={0}
        max={10000}
      />
      {localesFirst(locale).map((code) => (
        <TextField
          key={code}
          name={`${prefix}.translations.${code}.value`}
          label={t('adminTaxons.option.valueIn', { locale: t(`adminTaxons.locales.${code}`) })}
          saved={value?.translations[code]?.value}
          maxLength={255}
          lang={code}
        />
      ))}
      {value && (
        <CheckboxField name={`${prefix}.remove`} label={t('adminTaxons.option.remove')} saved={false} />
      )}
    </fieldset>
  );
}
