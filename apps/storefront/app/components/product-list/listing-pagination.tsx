import { Link } from 'react-router';
import { useT } from '~/i18n/use-t.ts';
import { withPage } from '~/lib/filter-url.ts';
import { Icon } from '../icons/icon.tsx';
import { cx } from '../class-names.ts';
import { paginationItems } from './pagination-range.ts';
import type { ListingNavigation } from './use-listing-navigation.ts';
import styles from './product-list.module.css';

/** Previous/next and numbered page links (real hrefs, so they work and get crawled without JavaScript). */
export function ListingPagination({
  nav,
  page,
  lastPage,
}: {
  nav: ListingNavigation;
  page: number;
  lastPage: number;
}) {
  const t = useT();
  if (lastPage <= 1) return null;
  const href = (target: number) => nav.href(withPage(nav.state, target));
  return (
    <nav aria-label={t('listing.pagination.label')} className={styles.pagination} data-testid="pagination">
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev" className={styles.pageStep}>
          <Icon name="chevron-left" size={18} />
          {t('listing.pagination.previous')}
        </Link>
      ) : (
        <span className={cx(styles.pageStep, styles.pageStepDisabled)} aria-hidden="true">
          <Icon name="chevron-left" size={18} />
          {t('listing.pagination.previous')}
        </span>
      )}
      <ol className={styles.pageList}>
        {paginationItems(page, lastPage).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className={styles.pageGap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={href(item)}
                className={cx(styles.pageLink, item === page && styles.pageCurrent)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('listing.pagination.page', { page: item })}
              >
                {item}
              </Link>
            </li>
          ),
        )}
      </ol>
      {page < lastPage ? (
        <Link to={href(page + 1)} rel="next" className={styles.pageStep}>
          {t('listing.pagination.next')}
          <Icon name="chevron-right" size={18} />
        </Link>
      ) : (
        <span className={cx(styles.pageStep, styles.pageStepDisabled)} aria-hidden="true">
          {t('listing.pagination.next')}
          <Icon name="chevron-right" size={18} />
        </span>
      )}
    </nav>
  );
}
