import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useT } from '~/i18n/use-t.ts';
import styles from './content-blocks.module.css';

/**
 * The content's languages as tabs (WAI-ARIA tabs: arrow keys, Home and End move between them). Every
 * panel stays in the page (hidden when not chosen), so nothing typed in another language is lost; a tab
 * whose content has a violation says so.
 */
export function LocaleTabs({
  locales,
  hasError,
  render,
}: {
  locales: readonly string[];
  hasError: (locale: string) => boolean;
  render: (locale: string) => ReactNode;
}) {
  const t = useT();
  const base = useId();
  const firstWithError = locales.find(hasError);
  const [current, setCurrent] = useState(firstWithError ?? locales[0] ?? '');
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const focus = (index: number) => {
    const locale = locales[(index + locales.length) % locales.length];
    if (!locale) return;
    setCurrent(locale);
    buttons.current[locales.indexOf(locale)]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: locales.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    focus(target);
  };
  return (
    <div>
      <div role="tablist" aria-label={t('adminContentBlocks.languages')} className={styles.tabList}>
        {locales.map((locale, index) => (
          <button
            key={locale}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${locale}`}
            aria-selected={locale === current}
            aria-controls={`${base}-panel-${locale}`}
            tabIndex={locale === current ? 0 : -1}
            className={styles.tabButton}
            onClick={() => setCurrent(locale)}
            onKeyDown={(event) => onKeyDown(event, index)}
            data-testid={`block-locale-${locale}`}
          >
            {t(`adminContentBlocks.localeNames.${locale}`)}
            {hasError(locale) && (
              <span className={styles.tabError}> ({t('adminContentBlocks.tabHasErrors')})</span>
            )}
          </button>
        ))}
      </div>
      {locales.map((locale) => (
        <div
          key={locale}
          role="tabpanel"
          id={`${base}-panel-${locale}`}
          aria-labelledby={`${base}-tab-${locale}`}
          hidden={locale !== current}
          tabIndex={0}
        >
          {render(locale)}
        </div>
      ))}
    </div>
  );
}
