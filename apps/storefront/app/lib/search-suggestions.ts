import type { SearchSuggestions } from '@shop/contracts';
import { SEARCH_MIN_QUERY_LENGTH } from '@shop/contracts/constants';
import { SEARCH_DEBOUNCE_MS } from './constants.ts';

/** Request status (spec section 4): the error is kept for whoever shows it. */
export type RequestStatus = 'INIT' | 'PROCESSING' | 'SUCCESS' | 'ERROR';

export interface SuggestionsState {
  status: RequestStatus;
  /** The trimmed query the status and data belong to. */
  query: string;
  data: SearchSuggestions | null;
  error: unknown;
}

export const INITIAL_SUGGESTIONS: SuggestionsState = { status: 'INIT', query: '', data: null, error: null };

export type LoadSuggestions = (query: string, signal: AbortSignal) => Promise<SearchSuggestions>;

export interface SuggestionsLoaderOptions {
  load: LoadSuggestions;
  onChange: (state: SuggestionsState) => void;
  debounceMs?: number;
  minLength?: number;
}

export interface SuggestionsLoader {
  readonly state: SuggestionsState;
  /** The text in the search box changed. */
  setQuery(query: string): void;
  /** Forgets the suggestions and stops whatever is pending. */
  reset(): void;
  dispose(): void;
}

/**
 * Suggestions as the shopper types (spec section 5): a trimmed empty query clears them, a query shorter
 * than the minimum length asks nothing, anything else is asked for once typing has paused for the
 * debounce time. A newer query aborts the older request, and an answer to an older query is ignored even
 * if it arrives after all.
 */
export function createSuggestionsLoader(options: SuggestionsLoaderOptions): SuggestionsLoader {
  const debounceMs = options.debounceMs ?? SEARCH_DEBOUNCE_MS;
  const minLength = options.minLength ?? SEARCH_MIN_QUERY_LENGTH;
  let state = INITIAL_SUGGESTIONS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: AbortController | null = null;

  function set(next: SuggestionsState) {
    state = next;
    options.onChange(next);
  }

  function cancel() {
    clearTimeout(timer);
    timer = undefined;
    inFlight?.abort();
    inFlight = null;
  }

  async function run(query: string) {
    timer = undefined;
    const request = new AbortController();
    inFlight = request;
    try {
      const data = await options.load(query, request.signal);
      if (inFlight !== request) return;
      inFlight = null;
      set({ status: 'SUCCESS', query, data, error: null });
    } catch (error) {
      if (inFlight !== request) return;
      inFlight = null;
      set({ status: 'ERROR', query, data: null, error });
    }
  }

  return {
    get state() {
      return state;
    },
    setQuery(text) {
      const query = text.trim();
      // Only trailing spaces changed: the pending or finished request still answers this query.
      if (query === state.query && state.status !== 'INIT') return;
      cancel();
      if (query.length < minLength) {
        if (state.status !== 'INIT' || state.query !== query) set({ ...INITIAL_SUGGESTIONS, query });
        return;
      }
      set({ status: 'PROCESSING', query, data: null, error: null });
      timer = setTimeout(() => void run(query), debounceMs);
    },
    reset() {
      cancel();
      if (state !== INITIAL_SUGGESTIONS) set(INITIAL_SUGGESTIONS);
    },
    dispose: cancel,
  };
}

/** Loads suggestions through the storefront's resource route of the current locale (same origin). */
export function fetchSuggestionsFrom(endpoint: string, fetchImpl: typeof fetch = fetch): LoadSuggestions {
  return async (query, signal) => {
    const response = await fetchImpl(`${endpoint}?${new URLSearchParams({ query })}`, {
      signal,
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`Search suggestions answered ${response.status}`);
    return (await response.json()) as SearchSuggestions;
  };
}
