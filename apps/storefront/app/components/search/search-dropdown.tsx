import { useId, type MouseEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '~/i18n/use-t.ts';
import { SUGGESTIONS_SKELETON_COUNT } from '~/lib/constants.ts';
import { cx } from '../class-names.ts';
import { Icon } from '../icons/icon.tsx';
import { optionId, type SearchDropdownView, type SearchOption } from './search-box-controller.ts';
import { SuggestedProductContent } from './suggested-product.tsx';
import styles from './search-dropdown.module.css';

export interface SearchDropdownProps {
  view: SearchDropdownView;
  options: readonly SearchOption[];
  activeIndex: number;
  listboxId: string;
  /** `popover` hangs under the header's box; `inline` fills the mobile search modal. */
  variant: 'popover' | 'inline';
  hrefOf: (option: SearchOption) => string;
  onChoose: (option: SearchOption) => void;
  onClearRecent: () => void;
}

/**
 * The search dropdown (spec section 2): recent searches while the query is short, else suggested
 * categories and products with a "view all results" button, a skeleton while loading and the
 * "no result" text. Options follow the listbox pattern; focus stays in the box (aria-activedescendant).
 */
export function SearchDropdown(props: SearchDropdownProps) {
  const { view, variant } = props;
  const t = useT();
  if (view.kind === 'none') return null;
  return (
    <div className={cx(styles.dropdown, styles[variant])} data-testid="search-dropdown">
      {view.kind === 'recent' && <RecentSearches {...props} />}
      {view.kind === 'loading' && <SuggestionsSkeleton />}
      {view.kind === 'empty' && (
        <p className={styles.message} data-testid="search-no-result">
          {t('search.noResult', { query: view.query })}
        </p>
      )}
      {view.kind === 'error' && <p className={styles.message}>{t('search.error')}</p>}
      {(view.kind === 'results' || view.kind === 'error') && <SuggestionList {...props} />}
    </div>
  );
}

function OptionLink({
  option,
  index,
  props,
  className,
  children,
}: {
  option: SearchOption;
  index: number;
  props: SearchDropdownProps;
  className?: string;
  children: ReactNode;
}) {
  const active = index === props.activeIndex;
  return (
    <Link
      role="option"
      id={optionId(props.listboxId, index)}
      aria-selected={active}
      tabIndex={-1}
      to={props.hrefOf(option)}
      className={cx(styles.option, active && styles.active, className)}
      // Keeps focus (and the open dropdown) in the search box while the pointer is pressed.
      onMouseDown={(event: MouseEvent) => event.preventDefault()}
      onClick={() => props.onChoose(option)}
      data-testid={`search-option-${option.kind}`}
    >
      {children}
    </Link>
  );
}

function RecentSearches(props: SearchDropdownProps) {
  const t = useT();
  const titleId = useId();
  return (
    <div className={styles.section}>
      <div className={styles.sectionHead}>
        <span id={titleId} className={styles.sectionTitle}>
          {t('search.recent.title')}
        </span>
        <button
          type="button"
          className={styles.clearRecent}
          onClick={props.onClearRecent}
          aria-label={t('search.recent.clearLabel')}
          data-testid="search-recent-clear"
        >
          {t('search.recent.clear')}
        </button>
      </div>
      <div role="listbox" id={props.listboxId} aria-labelledby={titleId} className={styles.list}>
        {props.options.map((option, index) =>
          option.kind === 'recent' ? (
            <OptionLink key={option.query} option={option} index={index} props={props}>
              <Icon name="search" size={18} className={styles.optionIcon} />
              <span className={styles.optionText}>{option.query}</span>
            </OptionLink>
          ) : null,
        )}
      </div>
    </div>
  );
}

function SuggestionList(props: SearchDropdownProps) {
  const t = useT();
  const taxonsTitleId = useId();
  const productsTitleId = useId();
  const indexed = props.options.map((option, index) => ({ option, index }));
  const taxons = indexed.filter(({ option }) => option.kind === 'taxon');
  const products = indexed.filter(({ option }) => option.kind === 'product');
  const all = indexed.find(({ option }) => option.kind === 'all');
  return (
    <div
      role="listbox"
      id={props.listboxId}
      aria-label={t('search.listLabel')}
      className={styles.suggestions}
    >
      {taxons.length > 0 && (
        <div role="group" aria-labelledby={taxonsTitleId} className={cx(styles.section, styles.taxons)}>
          <div role="presentation" id={taxonsTitleId} className={styles.sectionTitle}>
            {t('search.taxons.title')}
          </div>
          {taxons.map(({ option, index }) =>
            option.kind === 'taxon' ? (
              <OptionLink key={option.taxon.id} option={option} index={index} props={props}>
                <Icon name="grid" size={18} className={styles.optionIcon} />
                <span className={styles.optionText}>
                  {option.taxon.name}
                  {option.taxon.parentName && (
                    <span className={styles.parent}>{option.taxon.parentName}</span>
                  )}
                </span>
              </OptionLink>
            ) : null,
          )}
        </div>
      )}
      {products.length > 0 && (
        <div role="group" aria-labelledby={productsTitleId} className={cx(styles.section, styles.products)}>
          <div role="presentation" id={productsTitleId} className={styles.sectionTitle}>
            {t('search.products.title')}
          </div>
          {products.map(({ option, index }) =>
            option.kind === 'product' ? (
              <OptionLink
                key={option.product.id}
                option={option}
                index={index}
                props={props}
                className={styles.productOption}
              >
                <SuggestedProductContent product={option.product} />
              </OptionLink>
            ) : null,
          )}
        </div>
      )}
      {all && (
        <OptionLink option={all.option} index={all.index} props={props} className={styles.viewAll}>
          {t('search.viewAll')}
          <Icon name="arrow-right" size={18} />
        </OptionLink>
      )}
    </div>
  );
}

/** Spec section 9: three skeleton rows while suggestions load. */
function SuggestionsSkeleton() {
  return (
    <div className={styles.skeleton} aria-hidden="true" data-testid="search-skeleton">
      {Array.from({ length: SUGGESTIONS_SKELETON_COUNT }, (_, index) => (
        <div key={index} className={styles.skeletonRow}>
          <span className={styles.skeletonImage} />
          <span className={styles.skeletonLines}>
            <span className={styles.skeletonLine} />
            <span className={cx(styles.skeletonLine, styles.skeletonShort)} />
          </span>
        </div>
      ))}
    </div>
  );
}
