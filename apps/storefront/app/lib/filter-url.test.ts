import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  CATEGORY_LISTING,
  canonicalListingSearch,
  clearFilters,
  listingApiQuery,
  parseListingSearch,
  SEARCH_LISTING,
  serializeListingSearch,
  setPageSize,
  setPrice,
  setRange,
  setSort,
  toggleOther,
  toggleSelectValue,
  withPage,
} from './filter-url.ts';

const parse = (search: string) => parseListingSearch(new URLSearchParams(search));
const roundTrip = (search: string, defaults = CATEGORY_LISTING) =>
  serializeListingSearch(parse(search), defaults);

const FULL =
  '?facets[brand][]=chicco&facets[brand][]=joie&facets[age][min]=0&facets[age][max]=12&price[min]=10&price[max]=50' +
  '&discount=true&skipOutOfStock=true&catalogPromotions[]=black-friday&order[price]=asc&itemsPerPage=20&page=2';

describe('parseListingSearch', () => {
  it('reads every kind of filter of the brief example', () => {
    const state = parse(FULL);
    expect(state.filters).toEqual({
      selects: { brand: ['chicco', 'joie'] },
      ranges: { age: { min: 0, max: 12 } },
      price: { min: 10, max: 50 },
      discount: true,
      skipOutOfStock: true,
      catalogPromotions: ['black-friday'],
    });
    expect(state.sort).toBe('price-asc');
    expect(state.itemsPerPage).toBe(20);
    expect(state.page).toBe(2);
  });

  it('reads percent-encoded brackets the same as literal ones', () => {
    expect(parse('?facets%5Bbrand%5D%5B%5D=chicco').filters.selects).toEqual({ brand: ['chicco'] });
  });

  it('keeps select values as arrays, also from a single facets[code]=value, without duplicates or blanks', () => {
    const state = parse('?facets[colour]=red&facets[colour][]=red&facets[colour][]=%20&facets[size][]=');
    expect(state.filters.selects).toEqual({ colour: ['red'] });
  });

  it('drops non-numeric range and price values', () => {
    const state = parse('?facets[age][min]=abc&facets[age][max]=12&price[min]=ten&price[max]=-5');
    expect(state.filters.ranges).toEqual({ age: { max: 12 } });
    expect(state.filters.price).toEqual({});
  });

  it('accepts decimal ranges and prices with up to two decimals', () => {
    const state = parse('?facets[weight][min]=1.5&price[min]=9.99&price[max]=10.999');
    expect(state.filters.ranges).toEqual({ weight: { min: 1.5 } });
    expect(state.filters.price).toEqual({ min: 9.99 });
  });

  it('reads a range given upside down the right way round', () => {
    expect(parse('?price[min]=50&price[max]=10').filters.price).toEqual({ min: 10, max: 50 });
  });

  it('falls back to page 1 and the default page size for invalid values', () => {
    for (const page of ['0', '-1', 'abc', '1.5', '']) expect(parse(`?page=${page}`).page).toBe(1);
    for (const size of ['0', '100', '21', 'x']) expect(parse(`?itemsPerPage=${size}`).itemsPerPage).toBe(48);
    expect(parse('?itemsPerPage=4').itemsPerPage).toBe(4);
  });

  it('ignores unknown sort fields and directions, and reads the no-JS sort select', () => {
    expect(parse('?order[name]=asc').sort).toBeNull();
    expect(parse('?order[price]=up').sort).toBeNull();
    expect(parse('?sort=price-desc').sort).toBe('price-desc');
    expect(parse('?sort=cheapest').sort).toBeNull();
    expect(parse('?sort=newest&order[price]=asc').sort).toBe('price-asc');
  });

  it('trims the search text and ignores codes that could not round-trip', () => {
    expect(parse('?query=%20vežimėlis%20').query).toBe('vežimėlis');
    expect(parse('?query=%20%20').query).toBeUndefined();
    expect(parse('?facets[a b][]=x&facets[brand][]=a]b').filters.selects).toEqual({});
  });
});

describe('serializeListingSearch', () => {
  it('writes the canonical order with readable brackets', () => {
    expect(roundTrip(FULL)).toBe(FULL);
    const shuffled =
      '?page=2&itemsPerPage=20&order[price]=asc&catalogPromotions[]=black-friday&skipOutOfStock=true&discount=true' +
      '&price[max]=50&price[min]=10&facets[age][max]=12&facets[age][min]=0&facets[brand][]=joie&facets[brand][]=chicco';
    expect(roundTrip(shuffled)).toBe(FULL);
  });

  it('omits page 1, the default page size and the default sort of the page', () => {
    expect(roundTrip('?page=1&itemsPerPage=48&order[created_at]=desc')).toBe('');
    expect(roundTrip('?order[created_at]=desc', SEARCH_LISTING)).toBe('?order[created_at]=desc');
    expect(roundTrip('?query=lego&sort=relevance', SEARCH_LISTING)).toBe('?query=lego');
  });

  it('never writes relevance or a search text outside the search page', () => {
    expect(roundTrip('?sort=relevance&query=lego')).toBe('');
  });

  it('writes range values as numbers and encodes text', () => {
    expect(roundTrip('?facets[age][min]=00&price[max]=10.50')).toBe('?facets[age][min]=0&price[max]=10.5');
    expect(roundTrip('?query=šaukštas%20%26%20puodelis', SEARCH_LISTING)).toBe(
      '?query=%C5%A1auk%C5%A1tas%20%26%20puodelis',
    );
  });
});

describe('canonicalListingSearch', () => {
  it('equals the query string when it is already canonical, so no redirect is needed', () => {
    expect(canonicalListingSearch(new URLSearchParams(FULL), CATEGORY_LISTING)).toBe(FULL);
  });

  it('keeps parameters that are not ours after our own', () => {
    expect(
      canonicalListingSearch(new URLSearchParams('?utm_source=news&page=1&discount=1'), CATEGORY_LISTING),
    ).toBe('?discount=true&utm_source=news');
    expect(canonicalListingSearch(new URLSearchParams('?utm_source=news'), CATEGORY_LISTING)).toBe(
      '?utm_source=news',
    );
  });

  it('turns what a plain GET form submits into a clean URL', () => {
    const submitted = '?facets[brand][]=joie&price[min]=&price[max]=30&sort=newest&itemsPerPage=48';
    expect(canonicalListingSearch(new URLSearchParams(submitted), CATEGORY_LISTING)).toBe(
      '?facets[brand][]=joie&price[max]=30',
    );
  });
});

describe('changing the state', () => {
  const onPage3 = parse('?facets[brand][]=chicco&page=3&itemsPerPage=20&order[price]=asc');
  const href = (state: ReturnType<typeof parse>) => serializeListingSearch(state, CATEGORY_LISTING);

  it('adds and removes a select value, and any change starts again at page 1', () => {
    expect(href(toggleSelectValue(onPage3, 'brand', 'joie'))).toBe(
      '?facets[brand][]=chicco&facets[brand][]=joie&order[price]=asc&itemsPerPage=20',
    );
    expect(href(toggleSelectValue(onPage3, 'brand', 'chicco'))).toBe('?order[price]=asc&itemsPerPage=20');
  });

  it('sets and clears ranges and prices', () => {
    expect(href(setRange(onPage3, 'age', { min: 12, max: 0 }))).toContain(
      'facets[age][min]=0&facets[age][max]=12',
    );
    expect(href(setRange(parse('?facets[age][min]=3'), 'age', {}))).toBe('');
    expect(href(setPrice(onPage3, { min: 5 }))).toContain('price[min]=5&order');
  });

  it('toggles the other filters', () => {
    const withAll = toggleOther(
      toggleOther(toggleOther(onPage3, { kind: 'discount' }), { kind: 'inStock' }),
      { kind: 'catalogPromotion', code: 'summer' },
    );
    expect(href(withAll)).toBe(
      '?facets[brand][]=chicco&discount=true&skipOutOfStock=true&catalogPromotions[]=summer&order[price]=asc&itemsPerPage=20',
    );
    expect(href(toggleOther(withAll, { kind: 'catalogPromotion', code: 'summer' }))).not.toContain('summer');
  });

  it('resets the page on sort and page size changes, keeps filters', () => {
    expect(href(setSort(onPage3, 'discount'))).toBe(
      '?facets[brand][]=chicco&order[discount_percentage]=desc&itemsPerPage=20',
    );
    expect(href(setPageSize(onPage3, 4))).toBe('?facets[brand][]=chicco&order[price]=asc&itemsPerPage=4');
  });

  it('moves between pages without touching anything else', () => {
    expect(href(withPage(onPage3, 4))).toBe(
      '?facets[brand][]=chicco&order[price]=asc&itemsPerPage=20&page=4',
    );
    expect(href(withPage(onPage3, 1))).toBe('?facets[brand][]=chicco&order[price]=asc&itemsPerPage=20');
  });

  it('clears the filters but keeps the search text, sort and page size', () => {
    const state = parse(
      '?query=lego&facets[brand][]=lego&discount=true&order[price]=desc&itemsPerPage=4&page=2',
    );
    expect(serializeListingSearch(clearFilters(state), SEARCH_LISTING)).toBe(
      '?query=lego&order[price]=desc&itemsPerPage=4',
    );
  });

  it('counts the active filters', () => {
    expect(activeFilterCount(parse(FULL).filters)).toBe(2 + 1 + 1 + 1 + 1 + 1);
    expect(activeFilterCount(parse('?page=2').filters)).toBe(0);
  });
});

describe('listingApiQuery', () => {
  it('converts euros to minor units and passes every filter in the API shape', () => {
    const query = listingApiQuery(parse(`${FULL}&price[min]=10.5`), CATEGORY_LISTING, { taxonId: 12 });
    expect(query).toEqual({
      'productTaxons.id': 12,
      'facets[brand][]': ['chicco', 'joie'],
      'facets[age][min]': 0,
      'facets[age][max]': 12,
      'price[min]': 1050,
      'price[max]': 5000,
      discount: 'true',
      skipOutOfStock: 'true',
      'catalogPromotions[]': ['black-friday'],
      'order[price]': 'asc',
      page: 2,
      itemsPerPage: 20,
    });
  });

  it("leaves category pages (newest) and search (relevance) to the API's default order unless chosen", () => {
    expect(listingApiQuery(parse(''), CATEGORY_LISTING)).toEqual({
      page: 1,
      itemsPerPage: 48,
    });
    expect(listingApiQuery(parse('?query=lego'), SEARCH_LISTING)).toEqual({
      query: 'lego',
      page: 1,
      itemsPerPage: 48,
    });
    expect(listingApiQuery(parse('?query=lego&order[created_at]=desc'), SEARCH_LISTING)).toMatchObject({
      'order[created_at]': 'desc',
    });
    expect(listingApiQuery(parse('?order[price]=asc'), CATEGORY_LISTING)).toMatchObject({
      'order[price]': 'asc',
    });
  });

  it('merges the page base filters (brand page, sales) under the shopper filters', () => {
    const query = listingApiQuery(parse('?facets[brand][]=joie&facets[colour][]=red'), CATEGORY_LISTING, {
      select: { code: 'brand', value: 'chicco' },
      discount: true,
    });
    expect(query['facets[brand][]']).toEqual(['joie', 'chicco']);
    expect(query['facets[colour][]']).toEqual(['red']);
    expect(query.discount).toBe('true');
  });
});
