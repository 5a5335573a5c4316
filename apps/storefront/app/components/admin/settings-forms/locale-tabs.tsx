import { KNOWN_LOCALES, LOCALE_NATIVE_NAMES, type LocaleCode } from '@shop/locale';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useT } from '~/i18n/use-t.ts';
import styles from './locale-tabs.module.css';

/**
 * A form's texts per language as tabs (lt, en, et, ru). Every panel is rendered and only hidden, so the
 * form sends all languages; a tab whose fields were refused is marked, and the first such tab opens.
 * Arrow keys, Home and End move between the tabs (the WAI tabs pattern).
 */
export function LocaleTabs({
  id,
  label,
  invalidLocales = [],
  filledLocales = [],
  children,
}: {
  id: string;
  label: string;
  invalidLocales?: readonly string[];
  filledLocales?: readonly string[];
  children: (locale: LocaleCode) => ReactNode;
}) {
  const t = useT();
  const first = KNOWN_LOCALES.find((locale) => invalidLocales.includes(locale)) ?? KNOWN_LOCALES[0];
  const [active, setActive] = useState<LocaleCode>(first);
  const buttons = useRef<Partial<Record<LocaleCode, HTMLButtonElement | null>>>({});
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = KNOWN_LOCALES.indexOf(active);
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % KNOWN_LOCALES.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + KNOWN_LOCALES.length) % KNOWN_LOCALES.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? KNOWN_LOCALES.length - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    const locale = KNOWN_LOCALES[next] ?? active;
    setActive(locale);
    buttons.current[locale]?.focus();
  };
  return (
    <div data-testid={`${id}-locales`}>
      <div role="tablist" aria-label={label} className={styles.tabs}>
        {KNOWN_LOCALES.map((locale) => (
          <button
            key={locale}
            ref={(element) => {
              buttons.current[locale] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${locale}`}
            aria-selected={locale === active}
            aria-controls={`${id}-panel-${locale}`}
            tabIndex={locale === active ? 0 : -1}
            className={styles.tab}
            onClick={() => setActive(locale)}
            onKeyDown={onKeyDown}
            data-locale={locale}
          >
            {LOCALE_NATIVE_NAMES[locale]}
            {filledLocales.includes(locale) && !invalidLocales.includes(locale) && (
              <span aria-label={t('adminSettingsForms.filled')}> ✓</span>
            )}
            {invalidLocales.includes(locale) && (
              <span className={styles.flag} aria-label={t('adminSettingsForms.hasErrors')}>
                !
              </span>
            )}
          </button>
        ))}
      </div>
      {KNOWN_LOCALES.map((locale) => (
        <div
          key={locale}
          role="tabpanel"
          id={`${id}-panel-${locale}`}
          aria-labelledby={`${id}-tab-${locale}`}
          hidden={locale !== active}
          lang={locale}
          className={styles.panel}
          data-testid={`${id}-panel-${locale}`}
        >
          {children(locale)}
        </div>
      ))}
    </div>
  );
}

/** The languages with a refused field: `translations.lt.name` → lt (also `messages.0.lt.description`). */
export function localesWithErrors(errors: Record<string, string>, prefix = 'translations.'): string[] {
  return Object.keys(errors)
    .filter((path) => path.startsWith(prefix))
    .map((path) => path.slice(prefix.length).split('.')[0] ?? '')
    .filter(Boolean);
}
