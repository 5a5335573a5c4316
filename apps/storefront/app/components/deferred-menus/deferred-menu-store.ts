import type { Menu } from '@shop/contracts';

/** One on-demand menu's request, as its address stands in this session. */
export type DeferredMenuState =
  { status: 'idle' } | { status: 'loading' } | { status: 'loaded'; menu: Menu } | { status: 'error' };

export const IDLE_MENU: DeferredMenuState = { status: 'idle' };

export interface DeferredMenuStore {
  get(url: string): DeferredMenuState;
  /** Starts loading unless the menu is loading or loaded already; a failed load is tried again. */
  load(url: string): Promise<void>;
  subscribe(listener: () => void): () => void;
}

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

/**
 * The menus fetched on demand, by address (the address names the locale and placement), kept for the
 * rest of the session: a menu is asked for once however often it is opened.
 */
export function createDeferredMenuStore(fetchFn: Fetch): DeferredMenuStore {
  const states = new Map<string, DeferredMenuState>();
  const listeners = new Set<() => void>();

  function set(url: string, state: DeferredMenuState) {
    states.set(url, state);
    for (const listener of listeners) listener();
  }

  return {
    get: (url) => states.get(url) ?? IDLE_MENU,
    async load(url) {
      const current = states.get(url)?.status;
      if (current === 'loading' || current === 'loaded') return;
      set(url, { status: 'loading' });
      try {
        const response = await fetchFn(url, { headers: { Accept: 'application/json' } });
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        set(url, { status: 'loaded', menu: (await response.json()) as Menu });
      } catch (error) {
        console.error('Menu could not be loaded:', error);
        set(url, { status: 'error' });
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
