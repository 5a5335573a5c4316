import { useCallback, useState } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import { listingHref, type ListingDefaults, type ListingState } from '~/lib/filter-url.ts';

export interface ListingNavigation {
  /** The state shown: the one just chosen while its page loads, else the loader's. */
  state: ListingState;
  href: (state: ListingState) => string;
  /** Shows `state` at once and loads its page, keeping the scroll position. */
  go: (state: ListingState) => void;
  /** A listing of this same page is loading. */
  pending: boolean;
}

export function useListingNavigation(loaded: ListingState, defaults: ListingDefaults): ListingNavigation {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  // What was chosen on top of which loaded state: new loader data (or back/forward) supersedes it.
  const [chosen, setChosen] = useState<{ over: ListingState; state: ListingState } | null>(null);

  const href = useCallback(
    (state: ListingState) => listingHref(pathname, state, defaults),
    [pathname, defaults],
  );
  const go = useCallback(
    (state: ListingState) => {
      setChosen({ over: loaded, state });
      void navigate(href(state), { preventScrollReset: true });
    },
    [navigate, href, loaded],
  );
  const pending = navigation.state === 'loading' && navigation.location?.pathname === pathname;
  return { state: chosen?.over === loaded ? chosen.state : loaded, href, go, pending };
}
