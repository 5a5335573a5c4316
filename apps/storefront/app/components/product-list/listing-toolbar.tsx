import { useId } from 'react';
import { useLocation } from 'react-router';
import { useT } from '~/i18n/use-t.ts';
import { PAGE_SIZES } from '~/lib/constants.ts';
import {
  effectiveSort,
  listingEntries,
  setPageSize,
  setSort,
  sortOptions,
  withPage,
  type ListingDefaults,
  type ListingState,
  type PageSize,
  type SortKey,
} from '~/lib/filter-url.ts';
import type { ListingNavigation } from './use-listing-navigation.ts';
import styles from './product-list.module.css';

/** Hidden fields carrying the rest of the state, so the select's own GET form works without JavaScript. */
function CarriedState({
  state,
  defaults,
  omit,
}: {
  state: ListingState;
  defaults: ListingDefaults;
  omit: RegExp;
}) {
  return (
    <>
      {listingEntries(withPage(state, 1), defaults)
        .filter(([key]) => !omit.test(key))
        .map(([key, value], index) => (
          <input key={`${key}-${index}`} type="hidden" name={key} value={value} />
        ))}
    </>
  );
}

export function SortSelect({ nav, defaults }: { nav: ListingNavigation; defaults: ListingDefaults }) {
  const t = useT();
  const id = useId();
  const { pathname } = useLocation();
  return (
    <form method="get" action={pathname} className={styles.selectForm}>
      <CarriedState state={nav.state} defaults={defaults} omit={/^order\[/} />
      <label htmlFor={id}>{t('listing.sort.label')}</label>
      <select
        id={id}
        name="sort"
        value={effectiveSort(nav.state, defaults)}
        onChange={(event) => nav.go(setSort(nav.state, event.currentTarget.value as SortKey))}
        className={styles.select}
      >
        {sortOptions(defaults).map((key) => (
          <option key={key} value={key}>
            {t(`listing.sort.${key}`)}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className={styles.applyButton}>
          {t('listing.filters.rangeApply')}
        </button>
      </noscript>
    </form>
  );
}

export function PageSizeSelect({ nav, defaults }: { nav: ListingNavigation; defaults: ListingDefaults }) {
  const t = useT();
  const id = useId();
  const { pathname } = useLocation();
  return (
    <form method="get" action={pathname} className={styles.selectForm}>
      <CarriedState state={nav.state} defaults={defaults} omit={/^itemsPerPage$/} />
      <label htmlFor={id}>{t('listing.pageSize.label')}</label>
      <select
        id={id}
        name="itemsPerPage"
        value={nav.state.itemsPerPage}
        onChange={(event) => nav.go(setPageSize(nav.state, Number(event.currentTarget.value) as PageSize))}
        className={styles.select}
      >
        {PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className={styles.applyButton}>
          {t('listing.filters.rangeApply')}
        </button>
      </noscript>
    </form>
  );
}

/** "48 products", announced politely when filters change the number. */
export function ResultCount({ count, pending }: { count: number; pending: boolean }) {
  const t = useT();
  return (
    <p
      className={styles.resultCount}
      role="status"
      aria-live="polite"
      aria-busy={pending}
      data-testid="result-count"
    >
      {t('listing.resultCount', { count })}
    </p>
  );
}
