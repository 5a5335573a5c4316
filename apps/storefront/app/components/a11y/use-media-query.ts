import { useCallback, useSyncExternalStore } from 'react';
import { BREAKPOINT_MOBILE } from '~/lib/constants.ts';

/** Whether a media query matches; `serverValue` is used while rendering on the server and hydrating. */
export function useMediaQuery(query: string, serverValue: boolean): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}

export const DESKTOP_MEDIA_QUERY = `(min-width: ${BREAKPOINT_MOBILE}px)`;

/**
 * True at 960 px and wider. The server renders the desktop variant; CSS hides what does not fit small
 * screens before hydration, so this only decides behaviour (accordions, mega menu), not first paint.
 */
export function useIsDesktop(): boolean {
  return useMediaQuery(DESKTOP_MEDIA_QUERY, true);
}
