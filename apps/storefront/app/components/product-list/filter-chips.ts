import type { SearchFacets } from '@shop/contracts';
import {
  setPrice,
  setRange,
  toggleOther,
  toggleSelectValue,
  toMinorUnits,
  type ListingState,
  type NumberRange,
} from '~/lib/filter-url.ts';
import type { Translate } from '~/i18n/translator.ts';

export interface FilterChip {
  key: string;
  label: string;
  /** The state without this filter. */
  without: ListingState;
}

function rangeText(t: Translate, range: NumberRange, format: (value: number) => string): string {
  if (range.min !== undefined && range.max !== undefined) {
    return t('listing.filters.rangeBoth', { min: format(range.min), max: format(range.max) });
  }
  if (range.min !== undefined) return t('listing.filters.rangeFrom', { min: format(range.min) });
  return t('listing.filters.rangeTo', { max: format(range.max ?? 0) });
}

/**
 * One removable chip per active filter, named the way the filters panel names it (value names from the
 * facets, prices as money). `hiddenSelects` are the page's own filters (the brand of a brand page).
 */
export function filterChips(
  state: ListingState,
  facets: SearchFacets,
  t: Translate,
  formatPrice: (minor: number) => string,
  hiddenSelects: readonly string[] = [],
): FilterChip[] {
  const chips: FilterChip[] = [];
  const { filters } = state;
  for (const [code, values] of Object.entries(filters.selects)) {
    if (hiddenSelects.includes(code)) continue;
    const facet = facets.select.find((candidate) => candidate.code === code);
    for (const value of values) {
      const name = facet?.values.find((candidate) => candidate.code === value)?.name ?? value;
      chips.push({
        key: `select:${code}:${value}`,
        label: facet ? `${facet.name}: ${name}` : name,
        without: toggleSelectValue(state, code, value),
      });
    }
  }
  for (const [code, range] of Object.entries(filters.ranges)) {
    const name = facets.range.find((candidate) => candidate.code === code)?.name ?? code;
    chips.push({
      key: `range:${code}`,
      label: t('listing.filters.rangeChip', { name, range: rangeText(t, range, String) }),
      without: setRange(state, code, {}),
    });
  }
  if (filters.price.min !== undefined || filters.price.max !== undefined) {
    const range = rangeText(t, filters.price, (value) => formatPrice(toMinorUnits(value)));
    chips.push({
      key: 'price',
      label: t('listing.filters.priceChip', { range }),
      without: setPrice(state, {}),
    });
  }
  if (filters.discount) {
    chips.push({
      key: 'discount',
      label: t('listing.filters.discount'),
      without: toggleOther(state, { kind: 'discount' }),
    });
  }
  if (filters.skipOutOfStock) {
    chips.push({
      key: 'inStock',
      label: t('listing.filters.inStock'),
      without: toggleOther(state, { kind: 'inStock' }),
    });
  }
  for (const code of filters.catalogPromotions) {
    const label = facets.other.find(
      (other) => other.kind === 'catalogPromotion' && other.code === code,
    )?.label;
    chips.push({
      key: `promotion:${code}`,
      label: label ?? code,
      without: toggleOther(state, { kind: 'catalogPromotion', code }),
    });
  }
  return chips;
}
