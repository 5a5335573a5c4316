import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { createRecentSearchStore } from '~/lib/recent-searches.ts';
import { fetchSuggestionsFrom } from '~/lib/search-suggestions.ts';
import { useShop } from '~/lib/shop-context.tsx';
import { resourcePath } from '~/routing/resource-routes.ts';
import {
  createSearchBoxController,
  type SearchBoxController,
  type SearchBoxState,
} from './search-box-controller.ts';

const queryOf = (search: string) => new URLSearchParams(search).get('query') ?? '';

/**
 * One search box's state in React: the controller lives as long as the component, suggestions come from
 * the storefront's resource route of the current locale, and every navigation closes the dropdown and
 * shows the new page's query.
 */
export function useSearchBox(): { state: SearchBoxState; controller: SearchBoxController } {
  const { locale, defaultLocale } = useShop();
  const location = useLocation();
  const [controller] = useState(() =>
    createSearchBoxController({
      initialQuery: queryOf(location.search),
      loadSuggestions: fetchSuggestionsFrom(resourcePath('SEARCH_SUGGESTIONS', locale, defaultLocale)),
      recentSearches: createRecentSearchStore(),
    }),
  );
  // The header outlives a language switch: suggestions follow the locale of the page.
  useEffect(() => {
    controller.setLoadSuggestions(
      fetchSuggestionsFrom(resourcePath('SEARCH_SUGGESTIONS', locale, defaultLocale)),
    );
  }, [controller, locale, defaultLocale]);
  useEffect(() => () => controller.dispose(), [controller]);

  const state = useSyncExternalStore(controller.subscribe, controller.getState, controller.getState);

  const firstLocation = useRef(location.key);
  useEffect(() => {
    if (location.key === firstLocation.current) return;
    firstLocation.current = location.key;
    controller.navigated(queryOf(location.search));
  }, [controller, location.key, location.search]);

  return { state, controller };
}
