import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { useHydrated } from '~/lib/use-hydrated.ts';
import { useT } from '~/i18n/use-t.ts';
import { CONTENT_LOCALES, localeHasError } from '~/data/admin-content-forms.ts';
import styles from './content-form.module.css';

/**
 * One panel of fields per language behind tabs (arrow keys move between them). Before the scripts run
 * every panel shows, one after the other, so the form works as plain HTML; a language with a refused
 * field is marked on its tab, and the first such language opens.
 */
export function LocaleTabs({
  idPrefix,
  errors,
  initial,
  children,
}: {
  idPrefix: string;
  errors: Record<string, string>;
  initial: string;
  children: (locale: string) => ReactNode;
}) {
  const t = useT();
  const firstWithError = CONTENT_LOCALES.find((locale) => localeHasError(errors, locale));
  // The form gives this a new key with each refusal, so the first language with an error opens again.
  const [current, setCurrent] = useState<string>(firstWithError ?? initial);
  const hydrated = useHydrated();
  const move = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = CONTENT_LOCALES[(index + step + CONTENT_LOCALES.length) % CONTENT_LOCALES.length];
    if (!next) return;
    setCurrent(next);
    document.getElementById(`${idPrefix}-tab-${next}`)?.focus();
  };
  return (
    <div className={styles.localeTabs}>
      {hydrated && (
        <div role="tablist" aria-label={t('adminContent.form.languages')} className={styles.tabList}>
          {CONTENT_LOCALES.map((locale, index) => (
            <button
              key={locale}
              id={`${idPrefix}-tab-${locale}`}
              type="button"
              role="tab"
              aria-selected={current === locale}
              aria-controls={`${idPrefix}-panel-${locale}`}
              tabIndex={current === locale ? 0 : -1}
              className={styles.tabButton}
              onClick={() => setCurrent(locale)}
              onKeyDown={(event) => move(event, index)}
              data-testid={`locale-tab-${locale}`}
            >
              {t(`adminContent.locales.${locale}`)}
              {localeHasError(errors, locale) && (
                <span className={styles.tabError} aria-label={t('adminContent.form.tabHasErrors')}>
                  {' '}
                  !
                </span>
              )}
            </button>
          ))}
        </div>
      )}
      {CONTENT_LOCALES.map((locale) => (
        <section
          key={locale}
          id={`${idPrefix}-panel-${locale}`}
          role={hydrated ? 'tabpanel' : undefined}
          aria-labelledby={hydrated ? `${idPrefix}-tab-${locale}` : undefined}
          aria-label={hydrated ? undefined : t(`adminContent.locales.${locale}`)}
          hidden={hydrated && current !== locale}
          className={styles.localePanel}
        >
          {!hydrated && <h3 className={styles.localeHeading}>{t(`adminContent.locales.${locale}`)}</h3>}
          {children(locale)}
        </section>
      ))}
    </div>
  );
}
