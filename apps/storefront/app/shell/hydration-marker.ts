import { useEffect } from 'react';

/** Marks <html data-hydrated="true"> once React has hydrated: browser tests wait for it before clicking. */
export function useHydrationMarker(): void {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
}
