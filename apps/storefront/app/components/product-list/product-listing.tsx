import { HydrationSlice } from '~/shell/hydration-slices.tsx';
import type { SearchFacets } from '@shop/contracts';
import { formatMoney } from '@shop/locale';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '~/i18n/use-t.ts';
import { activeFilterCount, clearFilters } from '~/lib/filter-url.ts';
import { useShop } from '~/lib/shop-context.tsx';
import { useRoutePath } from '~/routing/links.ts';
import { cx } from '../class-names.ts';
import { Icon } from '../icons/icon.tsx';
import { unpackCards } from '../product-card/packed-cards.ts';
import { ProductGrid } from '../product-card/product-grid.tsx';
import { Drawer } from '../ui/drawer.tsx';
import { filterChips } from './filter-chips.ts';
import type { ProductListingData } from './listing-data.ts';
import { FiltersPanel } from './filters-panel.tsx';
import { ListingPagination } from './listing-pagination.tsx';
import { PageSizeSelect, ResultCount, SortSelect } from './listing-toolbar.tsx';
import { useListingNavigation, type ListingNavigation } from './use-listing-navigation.ts';
import styles from './product-list.module.css';

type ListingData = ProductListingData;

export interface ProductListingProps {
  listing: ListingData;
  /** Attribute codes that are the page's own filter (brand page): not offered as filters or chips. */
  hiddenSelects?: readonly string[];
  hideDiscount?: boolean;
  /** Shown instead of the grid when the page has no products at all (no filters on). */
  emptyText: ReactNode;
}

/**
 * A product listing: filters (left column on desktop, a drawer on phones), result count, sort, page size,
 * active filter chips, the grid, pagination and the empty states. The page's heading and intro sit above.
 */
export function ProductListing({
  listing,
  hiddenSelects = [],
  hideDiscount = false,
  emptyText,
}: ProductListingProps) {
  const t = useT();
  const { channel, locale } = useShop();
  const nav = useListingNavigation(listing.state, listing.defaults);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerTitleId = useId();
  const filterCount = activeFilterCount(nav.state.filters);
  const hasFacets = hasAnyFacet(listing.facets);
  const money = (minor: number) => formatMoney(minor, channel.currencyCode, locale);
  const chips = filterChips(nav.state, listing.facets, t, money, hiddenSelects);

  const panel = (idPrefix: string) => (
    <FiltersPanel
      facets={listing.facets}
      nav={nav}
      defaults={listing.defaults}
      idPrefix={idPrefix}
      hiddenSelects={hiddenSelects}
      hideDiscount={hideDiscount}
      currencyCode={channel.currencyCode}
    />
  );

  return (
    <div className={cx(styles.layout, !hasFacets && styles.layoutWide)}>
      {hasFacets && (
        <HydrationSlice>
          <aside id="filters" className={styles.sidebar} aria-label={t('listing.filters.title')}>
            {panel('filters')}
          </aside>
        </HydrationSlice>
      )}
      {hasFacets && (
        <noscript>
          <style>{`.${styles.sidebar} { display: block; }`}</style>
        </noscript>
      )}
      <div className={styles.main}>
        <div className={styles.toolbar}>
          {hasFacets && (
            <a
              href="#filters"
              className={styles.filtersButton}
              role="button"
              aria-haspopup="dialog"
              onClick={(event) => {
                event.preventDefault();
                setDrawerOpen(true);
              }}
            >
              <Icon name="grid" size={18} />
              {t('listing.filters.open', { count: filterCount })}
            </a>
          )}
          <ResultCount count={listing.totalItems} pending={nav.pending} />
          <div className={styles.toolbarSelects}>
            <SortSelect nav={nav} defaults={listing.defaults} />
            <PageSizeSelect nav={nav} defaults={listing.defaults} />
          </div>
        </div>
        {chips.length > 0 && (
          <div className={styles.chips}>
            <h2 className="visually-hidden">{t('listing.filters.active')}</h2>
            <ul role="list" className={styles.chipList}>
              {chips.map((chip) => (
                <li key={chip.key}>
                  <Link
                    to={nav.href(chip.without)}
                    preventScrollReset
                    className={styles.chip}
                    aria-label={t('listing.filters.remove', { label: chip.label })}
                  >
                    {chip.label}
                    <Icon name="close" size={14} />
                  </Link>
                </li>
              ))}
            </ul>
            <Link to={nav.href(clearFilters(nav.state))} preventScrollReset className={styles.clearAll}>
              {t('listing.filters.clearAll')}
            </Link>
          </div>
        )}
        <ListingResults listing={listing} nav={nav} filterCount={filterCount} emptyText={emptyText} />
      </div>
      {hasFacets && (
        <Drawer
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          placement="left"
          labelledBy={drawerTitleId}
        >
          <div className={styles.drawerHead}>
            <h2 id={drawerTitleId} className={styles.drawerTitle}>
              {t('listing.filters.title')}
            </h2>
            <button
              type="button"
              className={styles.iconButton}
              onClick={() => setDrawerOpen(false)}
              aria-label={t('listing.filters.close')}
            >
              <Icon name="close" size={22} />
            </button>
          </div>
          <div className={styles.drawerBody}>{panel('filters-drawer')}</div>
          <div className={styles.drawerFoot}>
            {filterCount > 0 && (
              <Link
                to={nav.href(clearFilters(nav.state))}
                preventScrollReset
                className={styles.secondaryButton}
              >
                {t('listing.filters.clearAll')}
              </Link>
            )}
            <button
              type="button"
              className={styles.primaryButton}
              onClick={() => setDrawerOpen(false)}
              aria-busy={nav.pending}
            >
              {t('listing.filters.showResults', { count: listing.totalItems })}
            </button>
          </div>
        </Drawer>
      )}
    </div>
  );
}

function hasAnyFacet(facets: SearchFacets): boolean {
  return (
    facets.select.some((facet) => facet.values.length > 0) ||
    facets.range.length > 0 ||
    (facets.price.min !== null && facets.price.max !== null) ||
    facets.other.length > 0
  );
}

function ListingResults({
  listing,
  nav,
  filterCount,
  emptyText,
}: {
  listing: ListingData;
  nav: ListingNavigation;
  filterCount: number;
  emptyText: ReactNode;
}) {
  const t = useT();
  const path = useRoutePath();
  const cards = useMemo(() => unpackCards(listing.products), [listing.products]);
  if (cards.length === 0) {
    return (
      <div className={styles.empty} data-testid="listing-empty">
        {filterCount > 0 ? (
          <>
            <p className={styles.emptyTitle}>{t('listing.empty.filtered')}</p>
            <p>{t('listing.empty.filteredHint')}</p>
            <Link to={nav.href(clearFilters(nav.state))} className={styles.primaryButton}>
              {t('listing.empty.clearFilters')}
            </Link>
          </>
        ) : (
          <>
            <div className={styles.emptyTitle}>{emptyText}</div>
            <Link to={path('SALES')} className={styles.secondaryButton}>
              {t('listing.empty.toSales')}
            </Link>
          </>
        )}
      </div>
    );
  }
  return (
    <section
      aria-labelledby="listing-products-title"
      aria-busy={nav.pending}
      className={cx(styles.results, nav.pending && styles.pending)}
    >
      <h2 id="listing-products-title" className="visually-hidden">
        {t('listing.productsHeading')}
      </h2>
      <ProductGrid products={cards} headingLevel={3} />
      <ListingPagination nav={nav} page={listing.page} lastPage={listing.lastPage} />
    </section>
  );
}
