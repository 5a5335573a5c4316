import type { SearchSuggestions } from '@shop/contracts';
import { SEARCH_MIN_QUERY_LENGTH } from '@shop/contracts/constants';
import type { RecentSearchStore } from '~/lib/recent-searches.ts';
import {
  createSuggestionsLoader,
  INITIAL_SUGGESTIONS,
  type LoadSuggestions,
  type SuggestionsState,
} from '~/lib/search-suggestions.ts';

export type SuggestedTaxon = SearchSuggestions['taxons'][number];
export type SuggestedProduct = SearchSuggestions['products'][number];

export interface SearchBoxState {
  /** The text in the box, as typed. */
  query: string;
  open: boolean;
  /** Index into searchOptions(state) of the option the arrow keys point at; -1 for none. */
  activeIndex: number;
  recent: string[];
  suggestions: SuggestionsState;
}

/** Everything the dropdown can offer, in the order the arrow keys walk through it. */
export type SearchOption =
  | { kind: 'recent'; query: string }
  | { kind: 'taxon'; taxon: SuggestedTaxon }
  | { kind: 'product'; product: SuggestedProduct }
  | { kind: 'all'; query: string };

/** What the dropdown shows: recent searches for short queries, else the suggestions' request status. */
export type SearchDropdownView =
  | { kind: 'none' }
  | { kind: 'recent'; recent: string[] }
  | { kind: 'loading' }
  | { kind: 'results'; taxons: SuggestedTaxon[]; products: SuggestedProduct[]; query: string }
  | { kind: 'empty'; query: string }
  | { kind: 'error'; query: string };

export function isSearchable(query: string, minLength: number = SEARCH_MIN_QUERY_LENGTH): boolean {
  return query.trim().length >= minLength;
}

export function dropdownView(
  state: SearchBoxState,
  minLength: number = SEARCH_MIN_QUERY_LENGTH,
): SearchDropdownView {
  const query = state.query.trim();
  if (!isSearchable(query, minLength)) {
    return state.recent.length > 0 ? { kind: 'recent', recent: state.recent } : { kind: 'none' };
  }
  const { status, data } = state.suggestions;
  if (status === 'ERROR') return { kind: 'error', query };
  if (status !== 'SUCCESS' || !data) return { kind: 'loading' };
  // Products sold only inside a bundle have no page of their own to open.
  const products = data.products.filter((product) => !product.onlySellInBundle);
  if (data.taxons.length === 0 && products.length === 0) return { kind: 'empty', query };
  return { kind: 'results', taxons: data.taxons, products, query };
}

/** Element id of an option in the dropdown's listbox, for aria-activedescendant. */
export function optionId(listboxId: string, index: number): string {
  return `${listboxId}-option-${index}`;
}

export function searchOptions(view: SearchDropdownView): SearchOption[] {
  switch (view.kind) {
    case 'recent':
      return view.recent.map((query) => ({ kind: 'recent', query }));
    case 'results':
      return [
        ...view.taxons.map((taxon): SearchOption => ({ kind: 'taxon', taxon })),
        ...view.products.map((product): SearchOption => ({ kind: 'product', product })),
        { kind: 'all', query: view.query },
      ];
    case 'error':
      return [{ kind: 'all', query: view.query }];
    default:
      return [];
  }
}

export interface SearchBoxOptions {
  initialQuery: string;
  loadSuggestions: LoadSuggestions;
  recentSearches: RecentSearchStore;
  debounceMs?: number;
  minLength?: number;
}

export interface SearchBoxController {
  getState(): SearchBoxState;
  subscribe(listener: () => void): () => void;
  /** The box got focus: the dropdown opens with the latest recent searches. */
  focus(): void;
  /** The shopper typed (only possible while focused): the dropdown opens and suggestions follow. */
  input(value: string): void;
  /** The clear button: empty box, no suggestions, dropdown closed. */
  clear(): void;
  /** Outside click, focus leaving, Escape. */
  dismiss(): void;
  /** The page changed: closes and shows the new page's query (the search page's), asking nothing. */
  navigated(query: string): void;
  /** Arrow keys: moves the active option, wrapping around; opens a closed dropdown. */
  move(step: 1 | -1): void;
  /** The active option, if any. */
  activeOption(): SearchOption | null;
  /**
   * Form submit: the trimmed query to search for (saved to the recent searches, dropdown closed), or null
   * when there is nothing to search for and the page must stay.
   */
  submit(): string | null;
  /** An option was opened: closes, and remembers the query when a search is run. */
  chose(option: SearchOption): void;
  clearRecent(): void;
  /** Where suggestions come from from now on (the page's locale changed). */
  setLoadSuggestions(load: LoadSuggestions): void;
  dispose(): void;
}

/**
 * The header search box without the DOM (spec sections 2, 4, 5): opens on focus or typing, closes on an
 * outside click, Escape, navigation, clear and submit; arrow keys walk the options of the combobox.
 */
export function createSearchBoxController(options: SearchBoxOptions): SearchBoxController {
  const minLength = options.minLength ?? SEARCH_MIN_QUERY_LENGTH;
  const listeners = new Set<() => void>();
  let state: SearchBoxState = {
    query: options.initialQuery,
    open: false,
    activeIndex: -1,
    recent: [],
    suggestions: INITIAL_SUGGESTIONS,
  };

  function update(patch: Partial<SearchBoxState>) {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  }

  let loadSuggestions = options.loadSuggestions;
  const loader = createSuggestionsLoader({
    load: (query, signal) => loadSuggestions(query, signal),
    debounceMs: options.debounceMs,
    minLength,
    onChange: (suggestions) => update({ suggestions, activeIndex: -1 }),
  });

  const options_ = () => searchOptions(dropdownView(state, minLength));

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    focus() {
      update({ open: true, recent: options.recentSearches.read() });
      // A query that came with the page (the search page's) has no suggestions yet.
      loader.setQuery(state.query);
    },
    input(value) {
      update({ query: value, open: true, activeIndex: -1 });
      loader.setQuery(value);
    },
    clear() {
      loader.reset();
      update({ query: '', open: false, activeIndex: -1 });
    },
    dismiss() {
      if (state.open || state.activeIndex !== -1) update({ open: false, activeIndex: -1 });
    },
    navigated(query) {
      loader.reset();
      update({ query, open: false, activeIndex: -1 });
    },
    move(step) {
      const count = options_().length;
      if (!state.open) {
        update({ open: true });
        return;
      }
      if (count === 0) return;
      const next =
        state.activeIndex === -1 && step === -1 ? count - 1 : (state.activeIndex + step + count) % count;
      update({ activeIndex: next });
    },
    activeOption() {
      if (!state.open) return null;
      return options_()[state.activeIndex] ?? null;
    },
    submit() {
      const query = state.query.trim();
      if (!query) return null;
      update({ recent: options.recentSearches.add(query), open: false, activeIndex: -1 });
      return query;
    },
    chose(option) {
      const recent =
        option.kind === 'recent' || option.kind === 'all'
          ? options.recentSearches.add(option.query)
          : state.recent;
      const query = option.kind === 'recent' ? option.query : state.query;
      update({ recent, query, open: false, activeIndex: -1 });
    },
    clearRecent() {
      options.recentSearches.clear();
      update({ recent: [], activeIndex: -1 });
    },
    setLoadSuggestions(load) {
      loadSuggestions = load;
    },
    dispose() {
      loader.dispose();
      listeners.clear();
    },
  };
}
