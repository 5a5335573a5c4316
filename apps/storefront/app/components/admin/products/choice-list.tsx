import { useId, useState } from 'react';
import type { FieldErrors } from '~/data/admin-product-views.ts';
import { useT } from '~/i18n/use-t.ts';
import { useHydrated } from '~/lib/use-hydrated.ts';
import { adminStyles } from '../admin-ui.tsx';
import { FieldMessages, productStyles as styles } from './product-ui.tsx';

export interface Choice {
  value: string;
  label: string;
}

/**
 * A search-as-you-type picker: a filter box over a list of checkboxes (every choice is a real checkbox of
 * the form, so it works before hydration; typing hides the choices that do not match). The ticked ones
 * come first and stay visible whatever is typed.
 */
export function ChoiceList({
  legend,
  name,
  choices,
  selected,
  errors,
  testId,
}: {
  legend: string;
  name: string;
  choices: readonly Choice[];
  selected: readonly string[];
  errors?: FieldErrors;
  testId?: string;
}) {
  const t = useT();
  const id = useId();
  const hydrated = useHydrated();
  const [query, setQuery] = useState('');
  const [ticked, setTicked] = useState<ReadonlySet<string>>(() => new Set(selected));
  const needle = query.trim().toLocaleLowerCase();
  const ordered = [
    ...choices.filter((choice) => selected.includes(choice.value)),
    ...choices.filter((choice) => !selected.includes(choice.value)),
  ];
  const matches = (choice: Choice) =>
    !needle ||
    ticked.has(choice.value) ||
    choice.label.toLocaleLowerCase().includes(needle) ||
    choice.value.toLocaleLowerCase().includes(needle);
  const shown = ordered.filter(matches).length;
  return (
    <fieldset className={styles.picker} data-testid={testId}>
      <legend>
        {legend}{' '}
        <span className={adminStyles.muted}>
          ({t('adminProducts.picker.selected', { count: ticked.size })})
        </span>
      </legend>
      {hydrated && choices.length > 6 && (
        <>
          <label htmlFor={`${id}-filter`} className={styles.visuallyHidden}>
            {t('adminProducts.picker.filter', { what: legend })}
          </label>
          <input
            id={`${id}-filter`}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            placeholder={t('adminProducts.picker.filterHint')}
            className={adminStyles.input}
            aria-controls={`${id}-list`}
            autoComplete="off"
          />
          <p className={styles.hint} aria-live="polite">
            {t('adminProducts.picker.shown', { count: shown })}
          </p>
        </>
      )}
      {choices.length === 0 ? (
        <p className={adminStyles.muted}>{t('adminProducts.picker.none')}</p>
      ) : (
        <ul className={styles.choices} id={`${id}-list`}>
          {ordered.map((choice) => (
            <li key={choice.value} hidden={!matches(choice)}>
              <label className={styles.choice}>
                <input
                  type="checkbox"
                  name={name}
                  value={choice.value}
                  defaultChecked={selected.includes(choice.value)}
                  onChange={(event) => {
                    const next = new Set(ticked);
                    if (event.currentTarget.checked) next.add(choice.value);
                    else next.delete(choice.value);
                    setTicked(next);
                  }}
                />
                <span>{choice.label}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
      <FieldMessages errors={errors} name={name} />
    </fieldset>
  );
}
