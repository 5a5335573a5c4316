import type { OtherFacet, PriceFacet, RangeFacet, SearchFacets, SelectFacet } from '@shop/contracts';
import type { CSSProperties, FormEvent } from 'react';
import { useLocation } from 'react-router';
import { useT } from '~/i18n/use-t.ts';
import {
  DEFAULT_PAGE_SIZE,
  parseListingSearch,
  toggleOther,
  toggleSelectValue,
  type ListingDefaults,
  type ListingState,
  type OtherFilter,
} from '~/lib/filter-url.ts';
import type { ListingNavigation } from './use-listing-navigation.ts';
import styles from './product-list.module.css';

/** Values a select facet shows before "show more". */
export const SELECT_VALUES_SHOWN = 8;

export interface FiltersPanelProps {
  facets: SearchFacets;
  nav: ListingNavigation;
  defaults: ListingDefaults;
  /** Keeps ids unique when the panel is on the page twice (sidebar and mobile drawer). */
  idPrefix: string;
  /** Attribute codes that are the page's own filter (the brand of a brand page): not offered. */
  hiddenSelects?: readonly string[];
  /** The sales pages are all discounts: no "on sale" checkbox. */
  hideDiscount?: boolean;
  currencyCode: string;
}

/**
 * The filters as one GET form whose field names are the URL's (facets[brand][], price[min]...): without
 * JavaScript "Apply" submits it and the loader redirects to the canonical URL; with JavaScript a checkbox
 * navigates at once and the number fields on "Apply" or Enter, keeping the scroll position. The page is
 * never part of the form, so every change starts at page 1.
 */
export function FiltersPanel({
  facets,
  nav,
  defaults,
  idPrefix,
  hiddenSelects = [],
  hideDiscount = false,
  currencyCode,
}: FiltersPanelProps) {
  const t = useT();
  const { pathname } = useLocation();
  const { state } = nav;
  const selects = facets.select.filter(
    (facet) => !hiddenSelects.includes(facet.code) && facet.values.length > 0,
  );
  const others = facets.other.filter((other) => !(hideDiscount && other.kind === 'discount'));
  const hasPrice = facets.price.min !== null && facets.price.max !== null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(event.currentTarget)) {
      if (typeof value === 'string') params.append(key, value);
    }
    nav.go(parseListingSearch(params));
  }

  return (
    <form
      method="get"
      action={pathname}
      onSubmit={submit}
      className={styles.filters}
      aria-labelledby={`${idPrefix}-title`}
      data-testid="filters-panel"
    >
      <h2 id={`${idPrefix}-title`} className="visually-hidden">
        {t('listing.filters.title')}
      </h2>
      <CarriedFields state={state} defaults={defaults} />
      {selects.map((facet) => (
        <SelectFacetGroup
          key={facet.code}
          facet={facet}
          onToggle={(value) => nav.go(toggleSelectValue(state, facet.code, value))}
          selected={state.filters.selects[facet.code] ?? []}
        />
      ))}
      {facets.range.map((facet) => (
        <RangeFacetGroup key={facet.code} facet={facet} state={state} idPrefix={idPrefix} />
      ))}
      {hasPrice && (
        <PriceGroup facet={facets.price} state={state} idPrefix={idPrefix} currencyCode={currencyCode} />
      )}
      {others.length > 0 && (
        <OtherGroup others={others} state={state} onToggle={(filter) => nav.go(toggleOther(state, filter))} />
      )}
      <noscript>
        <button type="submit" className={styles.primaryButton}>
          {t('listing.filters.apply')}
        </button>
      </noscript>
    </form>
  );
}

/** The search text, sort and page size travel with the filters (the no-JS form must not lose them). */
function CarriedFields({ state, defaults }: { state: ListingState; defaults: ListingDefaults }) {
  return (
    <>
      {defaults.search && state.query && <input type="hidden" name="query" value={state.query} />}
      {state.sort && state.sort !== defaults.sort && <input type="hidden" name="sort" value={state.sort} />}
      {state.itemsPerPage !== DEFAULT_PAGE_SIZE && (
        <input type="hidden" name="itemsPerPage" value={state.itemsPerPage} />
      )}
    </>
  );
}

function SelectFacetGroup({
  facet,
  selected,
  onToggle,
}: {
  facet: SelectFacet;
  selected: readonly string[];
  onToggle: (value: string) => void;
}) {
  const t = useT();
  // A colour attribute has a colour on every value; other attributes may carry a badge colour (brands).
  const swatches = facet.values.every((option) => option.color);
  const shown = facet.values.slice(0, SELECT_VALUES_SHOWN);
  const more = facet.values.slice(SELECT_VALUES_SHOWN);
  const value = (option: SelectFacet['values'][number]) => {
    const checked = selected.includes(option.code);
    // Two elements a value: the label and the checkbox inside it (no ids to pair them); the swatch and the
    // count are drawn by CSS from attributes (ADR 0048, "Facets"), and a screen reader hears "Chicco, 7".
    return (
      <label
        key={option.code}
        className={swatches && option.color ? styles.swatch : undefined}
        data-count={option.count}
        style={swatches && option.color ? ({ '--swatch': option.color } as CSSProperties) : undefined}
      >
        <input
          type="checkbox"
          name={`facets[${facet.code}][]`}
          value={option.code}
          checked={checked}
          disabled={option.count === 0 && !checked}
          onChange={() => onToggle(option.code)}
        />
        {option.name}
      </label>
    );
  };
  return (
    <fieldset className={styles.group}>
      <legend className={styles.groupTitle}>{facet.name}</legend>
      <div className={styles.options}>{shown.map(value)}</div>
      {more.length > 0 && (
        <details className={styles.more} open={more.some((option) => selected.includes(option.code))}>
          <summary>{t('listing.filters.showMore', { count: more.length })}</summary>
          <div className={styles.options}>{more.map(value)}</div>
        </details>
      )}
    </fieldset>
  );
}

function NumberPair({
  idPrefix,
  names,
  values,
  placeholders,
  step,
  min,
}: {
  idPrefix: string;
  names: { min: string; max: string };
  values: { min?: number; max?: number };
  placeholders: { min: number | null; max: number | null };
  step: string;
  min?: number;
}) {
  const t = useT();
  return (
    <div className={styles.numberPair}>
      <label htmlFor={`${idPrefix}-min`} className={styles.numberField}>
        <span>{t('listing.filters.from')}</span>
        <input
          id={`${idPrefix}-min`}
          type="number"
          inputMode="decimal"
          name={names.min}
          defaultValue={values.min}
          placeholder={placeholders.min === null ? undefined : String(placeholders.min)}
          step={step}
          min={min}
        />
      </label>
      <span aria-hidden="true" className={styles.dash}>
        –
      </span>
      <label htmlFor={`${idPrefix}-max`} className={styles.numberField}>
        <span>{t('listing.filters.to')}</span>
        <input
          id={`${idPrefix}-max`}
          type="number"
          inputMode="decimal"
          name={names.max}
          defaultValue={values.max}
          placeholder={placeholders.max === null ? undefined : String(placeholders.max)}
          step={step}
          min={min}
        />
      </label>
      <button type="submit" className={styles.applyButton}>
        {t('listing.filters.rangeApply')}
      </button>
    </div>
  );
}

function RangeFacetGroup({
  facet,
  state,
  idPrefix,
}: {
  facet: RangeFacet;
  state: ListingState;
  idPrefix: string;
}) {
  const applied = state.filters.ranges[facet.code] ?? {};
  return (
    <fieldset className={styles.group}>
      <legend className={styles.groupTitle}>{facet.name}</legend>
      <NumberPair
        // Fields show what is applied; a change from elsewhere (a removed chip) resets them.
        key={`${applied.min}:${applied.max}`}
        idPrefix={`${idPrefix}-${facet.code}`}
        names={{ min: `facets[${facet.code}][min]`, max: `facets[${facet.code}][max]` }}
        values={applied}
        placeholders={{ min: facet.min, max: facet.max }}
        step="any"
      />
    </fieldset>
  );
}

function PriceGroup({
  facet,
  state,
  idPrefix,
  currencyCode,
}: {
  facet: PriceFacet;
  state: ListingState;
  idPrefix: string;
  currencyCode: string;
}) {
  const t = useT();
  const applied = state.filters.price;
  return (
    <fieldset className={styles.group}>
      <legend className={styles.groupTitle}>
        {t('listing.filters.price', { currency: currencyCode === 'EUR' ? '€' : currencyCode })}
      </legend>
      <NumberPair
        key={`${applied.min}:${applied.max}`}
        idPrefix={`${idPrefix}-price`}
        names={{ min: 'price[min]', max: 'price[max]' }}
        values={applied}
        placeholders={{
          min: facet.min === null ? null : Math.floor(facet.min / 100),
          max: facet.max === null ? null : Math.ceil(facet.max / 100),
        }}
        step="0.01"
        min={0}
      />
    </fieldset>
  );
}

function otherFilter(other: OtherFacet): {
  filter: OtherFilter;
  name: string;
  value: string;
  checked: (state: ListingState) => boolean;
} {
  if (other.kind === 'discount') {
    return {
      filter: { kind: 'discount' },
      name: 'discount',
      value: 'true',
      checked: (state) => state.filters.discount,
    };
  }
  if (other.kind === 'inStock') {
    return {
      filter: { kind: 'inStock' },
      name: 'skipOutOfStock',
      value: 'true',
      checked: (state) => state.filters.skipOutOfStock,
    };
  }
  return {
    filter: { kind: 'catalogPromotion', code: other.code },
    name: 'catalogPromotions[]',
    value: other.code,
    checked: (state) => state.filters.catalogPromotions.includes(other.code),
  };
}

function OtherGroup({
  others,
  state,
  onToggle,
}: {
  others: OtherFacet[];
  state: ListingState;
  onToggle: (filter: OtherFilter) => void;
}) {
  const t = useT();
  return (
    <fieldset className={styles.group}>
      <legend className={styles.groupTitle}>{t('listing.filters.other')}</legend>
      <div className={styles.options}>
        {others.map((other) => {
          const { filter, name, value, checked } = otherFilter(other);
          const isChecked = checked(state);
          const label =
            other.kind === 'discount'
              ? t('listing.filters.discount')
              : other.kind === 'inStock'
                ? t('listing.filters.inStock')
                : (other.label ?? other.code);
          return (
            <label key={`${other.kind}-${other.code}`} data-count={other.count}>
              <input
                type="checkbox"
                name={name}
                value={value}
                checked={isChecked}
                disabled={other.count === 0 && !isChecked}
                onChange={() => onToggle(filter)}
              />
              {label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
