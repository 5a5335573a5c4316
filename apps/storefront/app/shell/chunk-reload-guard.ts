import { useEffect } from 'react';
import { CHUNK_RELOAD_WINDOW_MS } from '~/lib/constants.ts';
import { SESSION_CHUNK_RELOAD_AT } from '~/lib/storage-keys.ts';

/**
 * After a deployment the old page may ask for script chunks that no longer exist. One reload fetches the
 * new ones; a second failure within the window means reloading will not help, so the error is let through
 * to the error page instead of looping.
 */
export function shouldReloadAfterChunkError(lastReloadAt: number | null, now: number): boolean {
  return (
    lastReloadAt === null || !Number.isFinite(lastReloadAt) || now - lastReloadAt > CHUNK_RELOAD_WINDOW_MS
  );
}

function readLastReload(): number | null {
  try {
    const stored = sessionStorage.getItem(SESSION_CHUNK_RELOAD_AT);
    return stored === null ? null : Number(stored);
  } catch {
    return null;
  }
}

/** Listens to Vite's preload errors (failed chunk loads) and reloads once per window. */
export function useChunkReloadGuard(): void {
  useEffect(() => {
    const onPreloadError = (event: Event) => {
      const now = Date.now();
      if (!shouldReloadAfterChunkError(readLastReload(), now)) return;
      try {
        sessionStorage.setItem(SESSION_CHUNK_RELOAD_AT, String(now));
      } catch {
        // Without sessionStorage there is no guard against loops, so do not reload at all.
        return;
      }
      event.preventDefault();
      window.location.reload();
    };
    window.addEventListener('vite:preloadError', onPreloadError);
    return () => window.removeEventListener('vite:preloadError', onPreloadError);
  }, []);
}
