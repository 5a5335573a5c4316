/**
 * Product-list state in the URL (spec section 5: "page 1 omitted; range values numeric; select values
 * arrays"), as pure functions: parse a query string, serialise it back in one canonical order, change one
 * thing (which resets the page), and turn it into the search API's query.
 *
 *   ?query=…&facets[brand][]=chicco&facets[brand][]=joie&facets[age][min]=0&facets[age][max]=12
 *    &price[min]=10&price[max]=50&discount=true&skipOutOfStock=true&catalogPromotions[]=black-friday
 *    &order[price]=asc&itemsPerPage=20&page=2
 *
 * Units: `price[min|max]` in the URL are whole currency units (euros, up to two decimals) because shoppers
 * read and type them; `listingApiQuery` converts them to the API's integer minor units (cents). Range
 * facets (`facets[age][min]`) pass through unchanged in the attribute's own unit.
 *
 * Canonical form: keys in the order above, select values and facet codes sorted, defaults left out (page 1,
 * the page's default sort, the default page size), invalid values dropped. A loader redirects any other
 * spelling to it, so one view has one URL (and a plain GET form's output becomes a clean URL).
 */
import { PAGE_SIZES } from './constants.ts';

export const SORT_KEYS = ['relevance', 'newest', 'price-asc', 'price-desc', 'discount'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

/** How each sort maps to the API's order[field]=direction; relevance sends no order (search ranks). */
export const SORT_ORDERS: Record<SortKey, { field: string; direction: 'asc' | 'desc' } | null> = {
  relevance: null,
  newest: { field: 'created_at', direction: 'desc' },
  'price-asc': { field: 'price', direction: 'asc' },
  'price-desc': { field: 'price', direction: 'desc' },
  discount: { field: 'discount_percentage', direction: 'desc' },
};

export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = PAGE_SIZES[0];

export interface NumberRange {
  min?: number;
  max?: number;
}

export interface ListingFilters {
  /** facets[code][]: selected value codes per attribute code. */
  selects: Record<string, string[]>;
  /** facets[code][min|max] */
  ranges: Record<string, NumberRange>;
  /** price[min|max], whole currency units (see above). */
  price: NumberRange;
  discount: boolean;
  skipOutOfStock: boolean;
  catalogPromotions: string[];
}

export interface ListingState {
  /** Search text (search page only); trimmed, never empty. */
  query?: string;
  filters: ListingFilters;
  /** null: the page's default sort. */
  sort: SortKey | null;
  itemsPerPage: PageSize;
  page: number;
}

/** What differs between the search page and the other listings. */
export interface ListingDefaults {
  /** relevance on the search page, newest elsewhere. */
  sort: SortKey;
  /** Only the search page reads `query` (and only it can sort by relevance). */
  search: boolean;
}

export const CATEGORY_LISTING: ListingDefaults = { sort: 'newest', search: false };
export const SEARCH_LISTING: ListingDefaults = { sort: 'relevance', search: true };

/** The sort a listing really uses: its default unless chosen, and never relevance outside search. */
export function effectiveSort(state: Pick<ListingState, 'sort'>, defaults: ListingDefaults): SortKey {
  if (state.sort === null || (state.sort === 'relevance' && !defaults.search)) return defaults.sort;
  return state.sort;
}

/** Sort choices offered on a listing, default first. */
export function sortOptions(defaults: ListingDefaults): SortKey[] {
  return defaults.search ? [...SORT_KEYS] : SORT_KEYS.filter((key) => key !== 'relevance');
}

export function emptyFilters(): ListingFilters {
  return {
    selects: {},
    ranges: {},
    price: {},
    discount: false,
    skipOutOfStock: false,
    catalogPromotions: [],
  };
}

export function initialListingState(): ListingState {
  return { filters: emptyFilters(), sort: null, itemsPerPage: DEFAULT_PAGE_SIZE, page: 1 };
}

// --- Parsing -----------------------------------------------------------------------------------------

/** Attribute and promotion codes: no brackets or spaces, so they round-trip through `facets[code]`. */
const CODE = /^[\w.-]{1,100}$/;
const NUMBER = /^-?\d+(\.\d+)?$/;
const PRICE = /^\d+(\.\d{1,2})?$/;
const SELECT_KEY = /^facets\[([^[\]]+)\](?:\[\])?$/;
const RANGE_KEY = /^facets\[([^[\]]+)\]\[(min|max)\]$/;
const PRICE_KEY = /^price\[(min|max)\]$/;
const ORDER_KEY = /^order\[([^[\]]+)\]$/;
const PROMOTIONS_KEY = /^catalogPromotions(?:\[\])?$/;
const SIMPLE_KEYS = new Set(['query', 'discount', 'skipOutOfStock', 'sort', 'itemsPerPage', 'page']);

/** True for every key this module reads; other parameters (utm_source…) are left alone. */
export function isListingParam(key: string): boolean {
  return (
    SIMPLE_KEYS.has(key) ||
    SELECT_KEY.test(key) ||
    RANGE_KEY.test(key) ||
    PRICE_KEY.test(key) ||
    ORDER_KEY.test(key) ||
    PROMOTIONS_KEY.test(key)
  );
}

const isTrue = (value: string | null) => value === 'true' || value === '1';

function addUnique(list: string[], value: string): void {
  const trimmed = value.trim();
  if (trimmed && CODE.test(trimmed) && !list.includes(trimmed)) list.push(trimmed);
}

/** A range with min above max is read the other way round rather than thrown away. */
function orderedRange(range: NumberRange): NumberRange {
  if (range.min !== undefined && range.max !== undefined && range.min > range.max) {
    return { min: range.max, max: range.min };
  }
  return range;
}

function sortFromOrder(field: string, direction: string): SortKey | null {
  const key = SORT_KEYS.find((sortKey) => {
    const order = SORT_ORDERS[sortKey];
    return order?.field === field && order.direction === direction;
  });
  return key ?? null;
}

/** Reads a listing's state from its query string; whatever is invalid is dropped, never an error. */
export function parseListingSearch(params: URLSearchParams): ListingState {
  const state = initialListingState();
  const { filters } = state;
  const ranges: Record<string, NumberRange> = {};

  for (const [key, rawValue] of params) {
    const value = rawValue.trim();
    let match: RegExpExecArray | null;
    if ((match = RANGE_KEY.exec(key)) && match[1] && match[2]) {
      if (!CODE.test(match[1]) || !NUMBER.test(value)) continue;
      const range = (ranges[match[1]] ??= {});
      range[match[2] as 'min' | 'max'] = Number(value);
    } else if ((match = SELECT_KEY.exec(key)) && match[1]) {
      if (!CODE.test(match[1])) continue;
      addUnique((filters.selects[match[1]] ??= []), value);
    } else if ((match = PRICE_KEY.exec(key)) && match[1]) {
      if (PRICE.test(value)) filters.price[match[1] as 'min' | 'max'] = Number(value);
    } else if ((match = ORDER_KEY.exec(key)) && match[1]) {
      state.sort ??= sortFromOrder(match[1], value);
    } else if (PROMOTIONS_KEY.test(key)) {
      addUnique(filters.catalogPromotions, value);
    }
  }

  for (const [code, values] of Object.entries(filters.selects)) {
    if (values.length === 0) delete filters.selects[code];
    else values.sort();
  }
  for (const [code, range] of Object.entries(ranges)) filters.ranges[code] = orderedRange(range);
  filters.price = orderedRange(filters.price);
  filters.catalogPromotions.sort();
  filters.discount = isTrue(params.get('discount'));
  filters.skipOutOfStock = isTrue(params.get('skipOutOfStock'));

  const query = params.get('query')?.trim();
  if (query) state.query = query;

  // The no-JS sort select submits sort={key}; order[field]=direction wins when both are present.
  const sortParam = params.get('sort');
  if (state.sort === null && sortParam && (SORT_KEYS as readonly string[]).includes(sortParam)) {
    state.sort = sortParam as SortKey;
  }

  const size = Number(params.get('itemsPerPage'));
  if ((PAGE_SIZES as readonly number[]).includes(size)) state.itemsPerPage = size as PageSize;

  const page = params.get('page');
  if (page && /^\d+$/.test(page) && Number(page) >= 1 && Number.isSafeInteger(Number(page))) {
    state.page = Number(page);
  }
  return state;
}

// --- Serialising -------------------------------------------------------------------------------------

const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Brackets stay readable (`facets[brand][]`); everything else is percent-encoded. */
function encodePart(value: string): string {
  return encodeURIComponent(value).replace(/%5B/g, '[').replace(/%5D/g, ']');
}

/** The canonical key/value pairs of a state, in the documented order. */
export function listingEntries(state: ListingState, defaults: ListingDefaults): [string, string][] {
  const entries: [string, string][] = [];
  const { filters } = state;
  if (state.query && defaults.search) entries.push(['query', state.query]);
  for (const code of Object.keys(filters.selects).sort(byCode)) {
    for (const value of [...(filters.selects[code] ?? [])].sort(byCode)) {
      entries.push([`facets[${code}][]`, value]);
    }
  }
  for (const code of Object.keys(filters.ranges).sort(byCode)) {
    const range = filters.ranges[code];
    if (range?.min !== undefined) entries.push([`facets[${code}][min]`, String(range.min)]);
    if (range?.max !== undefined) entries.push([`facets[${code}][max]`, String(range.max)]);
  }
  if (filters.price.min !== undefined) entries.push(['price[min]', String(filters.price.min)]);
  if (filters.price.max !== undefined) entries.push(['price[max]', String(filters.price.max)]);
  if (filters.discount) entries.push(['discount', 'true']);
  if (filters.skipOutOfStock) entries.push(['skipOutOfStock', 'true']);
  for (const code of [...filters.catalogPromotions].sort(byCode)) entries.push(['catalogPromotions[]', code]);
  const sort = effectiveSort(state, defaults);
  const order = SORT_ORDERS[sort];
  if (sort !== defaults.sort && order) entries.push([`order[${order.field}]`, order.direction]);
  if (state.itemsPerPage !== DEFAULT_PAGE_SIZE) entries.push(['itemsPerPage', String(state.itemsPerPage)]);
  if (state.page > 1) entries.push(['page', String(state.page)]);
  return entries;
}

/** "?facets[brand][]=chicco&page=2", or "" when the state is the page's default view. */
export function serializeListingSearch(state: ListingState, defaults: ListingDefaults): string {
  const entries = listingEntries(state, defaults);
  if (entries.length === 0) return '';
  return `?${entries.map(([key, value]) => `${encodePart(key)}=${encodePart(value)}`).join('&')}`;
}

export function listingHref(pathname: string, state: ListingState, defaults: ListingDefaults): string {
  return `${pathname}${serializeListingSearch(state, defaults)}`;
}

/**
 * The canonical spelling of a listing URL's query string: our parameters canonicalised, any others kept
 * after them as they came. Equal to `url.search` when no redirect is needed.
 */
export function canonicalListingSearch(params: URLSearchParams, defaults: ListingDefaults): string {
  const own = serializeListingSearch(parseListingSearch(params), defaults);
  const foreign = [...params].filter(([key]) => !isListingParam(key));
  if (foreign.length === 0) return own;
  const rest = foreign.map(([key, value]) => `${encodePart(key)}=${encodePart(value)}`).join('&');
  return own ? `${own}&${rest}` : `?${rest}`;
}

// --- Changing the state (every change of what is shown starts again at page 1) ---------------------

function withFilters(state: ListingState, filters: ListingFilters): ListingState {
  return { ...state, filters, page: 1 };
}

export function toggleSelectValue(state: ListingState, code: string, value: string): ListingState {
  const current = state.filters.selects[code] ?? [];
  const next = current.includes(value) ? current.filter((item) => item !== value) : [...current, value];
  const selects = { ...state.filters.selects, [code]: next };
  if (next.length === 0) delete selects[code];
  return withFilters(state, { ...state.filters, selects });
}

export function setRange(state: ListingState, code: string, range: NumberRange): ListingState {
  const ranges = { ...state.filters.ranges };
  const clean = orderedRange(range);
  if (clean.min === undefined && clean.max === undefined) delete ranges[code];
  else ranges[code] = clean;
  return withFilters(state, { ...state.filters, ranges });
}

export function setPrice(state: ListingState, price: NumberRange): ListingState {
  return withFilters(state, { ...state.filters, price: orderedRange(price) });
}

export type OtherFilter =
  { kind: 'discount' } | { kind: 'inStock' } | { kind: 'catalogPromotion'; code: string };

export function toggleOther(state: ListingState, filter: OtherFilter): ListingState {
  const { filters } = state;
  if (filter.kind === 'discount') return withFilters(state, { ...filters, discount: !filters.discount });
  if (filter.kind === 'inStock')
    return withFilters(state, { ...filters, skipOutOfStock: !filters.skipOutOfStock });
  const promotions = filters.catalogPromotions.includes(filter.code)
    ? filters.catalogPromotions.filter((code) => code !== filter.code)
    : [...filters.catalogPromotions, filter.code];
  return withFilters(state, { ...filters, catalogPromotions: promotions });
}

export function setSort(state: ListingState, sort: SortKey): ListingState {
  return { ...state, sort, page: 1 };
}

export function setPageSize(state: ListingState, itemsPerPage: PageSize): ListingState {
  return { ...state, itemsPerPage, page: 1 };
}

export function withPage(state: ListingState, page: number): ListingState {
  return { ...state, page: Math.max(1, Math.floor(page)) };
}

/** Drops every filter; the search text, sort and page size stay. */
export function clearFilters(state: ListingState): ListingState {
  return withFilters(state, emptyFilters());
}

/** How many filters are on (each select value, range, price bound pair and other checkbox counts once). */
export function activeFilterCount(filters: ListingFilters): number {
  const selects = Object.values(filters.selects).reduce((sum, values) => sum + values.length, 0);
  const ranges = Object.keys(filters.ranges).length;
  const price = filters.price.min !== undefined || filters.price.max !== undefined ? 1 : 0;
  const others = Number(filters.discount) + Number(filters.skipOutOfStock) + filters.catalogPromotions.length;
  return selects + ranges + price + others;
}

// --- The API's query -----------------------------------------------------------------------------------

export type ApiQueryValue = string | number | string[];

/** What the page itself always filters by (category, brand, sales), merged under the shopper's filters. */
export interface ListingBase {
  taxonId?: number;
  /** A fixed select filter, e.g. the brand of /a/brand/chicco. */
  select?: { code: string; value: string };
  discount?: boolean;
}

/** Whole currency units to integer minor units (10.5 -> 1050). */
export function toMinorUnits(major: number): number {
  return Math.round(major * 100);
}

/**
 * GET /search/products query (spec section 7) for a listing state. Keys are flat qs-style names; the API
 * client repeats array values (`facets[brand][]=a&facets[brand][]=b`).
 */
export function listingApiQuery(
  state: ListingState,
  defaults: ListingDefaults,
  base: ListingBase = {},
): Record<string, ApiQueryValue> {
  const { filters } = state;
  const query: Record<string, ApiQueryValue> = {};
  if (base.taxonId !== undefined) query['productTaxons.id'] = base.taxonId;
  if (state.query && defaults.search) query.query = state.query;

  const selects = { ...filters.selects };
  if (base.select) {
    const values = new Set(selects[base.select.code] ?? []);
    values.add(base.select.value);
    selects[base.select.code] = [...values];
  }
  for (const [code, values] of Object.entries(selects)) query[`facets[${code}][]`] = values;
  for (const [code, range] of Object.entries(filters.ranges)) {
    if (range.min !== undefined) query[`facets[${code}][min]`] = range.min;
    if (range.max !== undefined) query[`facets[${code}][max]`] = range.max;
  }
  if (filters.price.min !== undefined) query['price[min]'] = toMinorUnits(filters.price.min);
  if (filters.price.max !== undefined) query['price[max]'] = toMinorUnits(filters.price.max);
  if (filters.discount || base.discount) query.discount = 'true';
  if (filters.skipOutOfStock) query.skipOutOfStock = 'true';
  if (filters.catalogPromotions.length > 0) query['catalogPromotions[]'] = filters.catalogPromotions;

  // The page's default sort sends no order: the API's default order is newest first with the products
  // sold only in a set last (a category's default), or relevance for a text query (search's default).
  const sort = effectiveSort(state, defaults);
  const order = sort === defaults.sort ? null : SORT_ORDERS[sort];
  if (order) query[`order[${order.field}]`] = order.direction;
  query.page = state.page;
  query.itemsPerPage = state.itemsPerPage;
  return query;
}
