import { lazy, Suspense, useId, useRef, type FocusEvent, type FormEvent, type KeyboardEvent } from 'react';
import { Form, useNavigate } from 'react-router';
import { useT } from '~/i18n/use-t.ts';
import { useRoutePath } from '~/routing/links.ts';
import { useDismiss } from '../a11y/use-dismiss.ts';
import { cx } from '../class-names.ts';
import { Icon } from '../icons/icon.tsx';
import {
  dropdownView,
  optionId,
  searchOptions,
  type SearchDropdownView,
  type SearchOption,
} from '../search/search-box-controller.ts';
import { useSearchOptionHref } from '../search/search-option-links.ts';
import { useSearchBox } from '../search/use-search-box.ts';
import styles from './search-form.module.css';

// The dropdown's code is fetched on the first focus or keystroke: most page views never open it, so it
// stays out of the first load. If it cannot be fetched, the box still searches by submitting the form.
const importSearchDropdown = () => import('../search/search-dropdown.tsx');
const SearchDropdown = lazy(() =>
  importSearchDropdown().then(
    (module) => ({ default: module.SearchDropdown }),
    () => ({ default: () => null }),
  ),
);

interface SearchFormProps {
  variant: 'header' | 'modal';
  autoFocus?: boolean;
  /** Called after the form sends the shopper somewhere (the search modal closes itself). */
  onNavigate?: () => void;
}

/**
 * Product search with suggestions (spec sections 2, 4, 5): a combobox whose dropdown offers recent
 * searches, suggested categories and products. Before hydration it is a plain GET form to the search
 * route with the `query` parameter.
 */
export function SearchForm({ variant, autoFocus, onNavigate }: SearchFormProps) {
  const t = useT();
  const path = useRoutePath();
  const navigate = useNavigate();
  const hrefOf = useSearchOptionHref();
  const { state, controller } = useSearchBox();
  const inputId = useId();
  const listboxId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const inline = variant === 'modal';
  const view = dropdownView(state);
  const options = searchOptions(view);
  const shown = (inline || state.open) && view.kind !== 'none';
  const activeOption = shown ? options[state.activeIndex] : undefined;

  useDismiss({ active: state.open && !inline, onDismiss: controller.dismiss, insideRefs: [rootRef] });

  function open(option: SearchOption) {
    controller.chose(option);
    onNavigate?.();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = controller.submit();
    if (query === null) return;
    navigate(hrefOf({ kind: 'all', query }));
    onNavigate?.();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      controller.move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      const option = controller.activeOption();
      if (!option) return;
      event.preventDefault();
      navigate(hrefOf(option));
      open(option);
    }
  }

  // Tabbing out of the box and its dropdown closes the dropdown like an outside click.
  function onBlur(event: FocusEvent<HTMLDivElement>) {
    if (!(event.relatedTarget instanceof Node) || !rootRef.current?.contains(event.relatedTarget)) {
      controller.dismiss();
    }
  }

  function clearQuery() {
    inputRef.current?.focus();
    controller.clear();
  }

  return (
    <div ref={rootRef} className={cx(styles.root, styles[variant])} onBlur={onBlur}>
      <Form
        method="get"
        action={path('SEARCH')}
        role="search"
        aria-label={t('layout.search.label')}
        className={styles.form}
        onSubmit={onSubmit}
      >
        <label htmlFor={inputId} className="visually-hidden">
          {t('layout.search.label')}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="search"
          name="query"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={shown}
          aria-controls={shown ? listboxId : undefined}
          aria-activedescendant={activeOption ? optionId(listboxId, state.activeIndex) : undefined}
          value={state.query}
          onChange={(event) => {
            void importSearchDropdown();
            controller.input(event.target.value);
          }}
          onFocus={() => {
            void importSearchDropdown();
            controller.focus();
          }}
          onKeyDown={onKeyDown}
          placeholder={t('layout.search.placeholder')}
          autoComplete="off"
          enterKeyHint="search"
          required
          className={styles.input}
          data-autofocus={autoFocus ? '' : undefined}
          data-testid="search-input"
        />
        {state.query && (
          <button
            type="button"
            className={styles.clear}
            onClick={clearQuery}
            aria-label={t('search.clearQuery')}
            data-testid="search-clear"
          >
            <Icon name="close" size={18} />
          </button>
        )}
        <button type="submit" className={styles.submit}>
          <Icon name="search" size={20} />
          <span className="visually-hidden">{t('layout.search.submit')}</span>
        </button>
      </Form>
      <SearchStatus view={shown ? view : { kind: 'none' }} />
      {shown && (
        <Suspense fallback={null}>
          <SearchDropdown
            view={view}
            options={options}
            activeIndex={state.activeIndex}
            listboxId={listboxId}
            variant={inline ? 'inline' : 'popover'}
            hrefOf={hrefOf}
            onChoose={open}
            onClearRecent={controller.clearRecent}
          />
        </Suspense>
      )}
    </div>
  );
}

/** Announces loading, the number of suggestions and "no result" to screen readers as they change. */
function SearchStatus({ view }: { view: SearchDropdownView }) {
  const t = useT();
  const text =
    view.kind === 'loading'
      ? t('search.loading')
      : view.kind === 'results'
        ? t('search.status', { count: view.taxons.length + view.products.length })
        : view.kind === 'empty'
          ? t('search.noResult', { query: view.query })
          : '';
  return (
    <div role="status" className="visually-hidden">
      {text}
    </div>
  );
}
