import type { MenuPlacement } from '@shop/contracts';
import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import { generatePath } from 'react-router';
import { useShop } from '~/lib/shop-context.tsx';
import { resourcePath } from '~/routing/resource-routes.ts';
import {
  createDeferredMenuStore,
  type DeferredMenuState,
  type DeferredMenuStore,
} from './deferred-menu-store.ts';

// One store per browser session. The server never loads into it: loads start from event handlers and
// effects only, which do not run while rendering HTML.
const sessionStore = createDeferredMenuStore((url, init) => fetch(url, init));

/** Lets tests hand the menus a store of their own. */
export const DeferredMenuStoreContext = createContext<DeferredMenuStore>(sessionStore);

export interface DeferredMenu {
  /** Whether the channel has this menu at all (known from the shell, before loading it). */
  available: boolean;
  state: DeferredMenuState;
  /** Starts loading (on intent: hover, focus, touch, press); cheap to call again. */
  load: () => void;
}

/** A menu the shell leaves out (mega, mobile), loaded from the MENU resource route when asked for. */
export function useDeferredMenu(placement: MenuPlacement): DeferredMenu {
  const store = useContext(DeferredMenuStoreContext);
  const { locale, defaultLocale, deferredMenus, deferredMenuRevision } = useShop();
  const available = deferredMenus.includes(placement);
  // The revision makes a changed menu a new address, so the browser's kept answer is never an old menu.
  const path = generatePath(resourcePath('MENU', locale, defaultLocale), { placement });
  const url = deferredMenuRevision ? `${path}?r=${deferredMenuRevision}` : path;
  const getState = useCallback(() => store.get(url), [store, url]);
  const state = useSyncExternalStore(store.subscribe, getState, getState);
  const load = useCallback(() => {
    if (available) void store.load(url);
  }, [available, store, url]);
  return { available, state, load };
}
