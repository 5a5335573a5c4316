import { useId } from 'react';
import { Form, useSearchParams } from 'react-router';
import { useT } from '~/i18n/use-t.ts';
import { useRoutePath } from '~/routing/links.ts';
import { cx } from '../class-names.ts';
import { Icon } from '../icons/icon.tsx';
import styles from './search-form.module.css';

/**
 * Product search: a plain GET form to the search route with the `query` parameter, so it works before
 * the page is interactive. Suggestions arrive with the search issue.
 */
export function SearchForm({ variant, autoFocus }: { variant: 'header' | 'modal'; autoFocus?: boolean }) {
  const t = useT();
  const path = useRoutePath();
  const [searchParams] = useSearchParams();
  const inputId = useId();
  return (
    <Form
      method="get"
      action={path('SEARCH')}
      role="search"
      aria-label={t('layout.search.label')}
      className={cx(styles.form, styles[variant])}
    >
      <label htmlFor={inputId} className="visually-hidden">
        {t('layout.search.label')}
      </label>
      <input
        id={inputId}
        type="search"
        name="query"
        defaultValue={searchParams.get('query') ?? ''}
        placeholder={t('layout.search.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        required
        className={styles.input}
        data-autofocus={autoFocus ? '' : undefined}
      />
      <button type="submit" className={styles.submit}>
        <Icon name="search" size={20} />
        <span className="visually-hidden">{t('layout.search.submit')}</span>
      </button>
    </Form>
  );
}
