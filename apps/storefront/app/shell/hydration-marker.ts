import { useEffect } from 'react';
import { afterHydration } from './hydration-slices.tsx';

/**
 * Marks <html data-hydrated="true"> once the document is hydrated, its hydration slices included (ADR 0072):
 * browser tests wait for it before clicking.
 */
export function useHydrationMarker(): void {
  useEffect(() => {
    afterHydration(() => {
      document.documentElement.dataset.hydrated = 'true';
    });
  }, []);
}
