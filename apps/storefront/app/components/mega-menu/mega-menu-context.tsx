import type { MenuItem } from '@shop/contracts';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { useLocation } from 'react-router';
import { useIsDesktop } from '../a11y/use-media-query.ts';
import { useDismiss } from '../a11y/use-dismiss.ts';
import { useDeferredMenu } from '../deferred-menus/use-deferred-menu.ts';
import { preloadMegaMenuPanel } from './lazy-mega-menu-panel.tsx';
import {
  matchingMegaRoot,
  megaMenuPanelState,
  megaMenuParts,
  type MegaMenuPanelState,
} from './mega-menu-state.ts';

/** Which header's trigger opened the mega menu; the panel shows under that header. */
export type MegaMenuSource = 'category-bar' | 'sticky-header';

/** Element id of the one mega menu panel, for aria-controls. */
export const MEGA_MENU_ID = 'mega-menu';

// Hover intent: a pointer passing over the trigger on its way elsewhere should not flash the menu open.
const HOVER_OPEN_DELAY_MS = 120;
const HOVER_CLOSE_DELAY_MS = 250;

interface MegaMenuState {
  /** Path the menu was opened on; navigating anywhere else closes it. */
  openAt: string | null;
  source: MegaMenuSource;
  /** Opened by click or keyboard: stays open when the pointer leaves. */
  pinned: boolean;
  activeRootId: number | null;
  /** Category bar item hovered before the menu loaded; its taxon's root opens once the menu is there. */
  awaitedItem: MenuItem | null;
}

export interface MegaMenuController {
  /** The channel has a mega menu (it is fetched on demand, so its items may not be here yet). */
  available: boolean;
  /** The panel is shown: with its links, or saying it is loading or failed (see `panelState`). */
  isOpen: boolean;
  panelState: MegaMenuPanelState;
  source: MegaMenuSource;
  /** Root items listed at the left of the panel. */
  roots: MenuItem[];
  /** Root-level image items: large pictures shown with every root. */
  promotions: MenuItem[];
  activeRoot: MenuItem | null;
  setActiveRoot: (id: number) => void;
  /** Starts loading the menu: called on intent (pointer over, focus) before the shopper asks for it. */
  load: () => void;
  toggle: (source: MegaMenuSource) => void;
  hoverOpen: (source: MegaMenuSource, rootId?: number) => void;
  /** Pointer over a category bar item: opens the menu at the root with the same taxon, if it has one. */
  hoverItem: (item: MenuItem) => void;
  hoverLeave: () => void;
  cancelHoverClose: () => void;
  close: () => void;
}

/** The elements the menu needs to reach: the panel and each trigger (focus returns there on Escape). */
export interface MegaMenuElements {
  panel: RefObject<HTMLDivElement | null>;
  triggers: Record<MegaMenuSource, RefObject<HTMLButtonElement | null>>;
}

const MegaMenuContext = createContext<MegaMenuController | null>(null);
const MegaMenuElementsContext = createContext<MegaMenuElements | null>(null);

/**
 * Open/closed state of the mega menu (spec sections 2 and 4): opens on hover of a trigger or the category
 * bar, or on click/Enter; closes on outside click, Escape, navigation and when the window narrows to the
 * mobile layout. Shared by the category bar and the sticky header. The menu's items are fetched on the
 * first sign of intent and kept for the session (see megaMenuPanelState for what shows meanwhile).
 */
export function MegaMenuProvider({
  stickyHeaderShown,
  children,
}: {
  /** The sticky header appearing or disappearing closes the menu: its panel hangs under one header. */
  stickyHeaderShown: boolean;
  children: ReactNode;
}) {
  const megaMenu = useDeferredMenu('mega');
  const { load: loadMenu } = megaMenu;
  // The panel's code comes with the menu's items, on the same intent.
  const load = useCallback(() => {
    preloadMegaMenuPanel();
    loadMenu();
  }, [loadMenu]);
  const { pathname } = useLocation();
  const isDesktop = useIsDesktop();
  const [state, setState] = useState<MegaMenuState>({
    openAt: null,
    source: 'category-bar',
    pinned: false,
    activeRootId: null,
    awaitedItem: null,
  });
  // A change of layout (sticky header in or out, desktop <-> mobile) closes the menu for good, rather
  // than hiding it until the layout changes back.
  const layoutKey = `${stickyHeaderShown}/${isDesktop}`;
  const [seenLayoutKey, setSeenLayoutKey] = useState(layoutKey);
  if (seenLayoutKey !== layoutKey) {
    setSeenLayoutKey(layoutKey);
    setState((current) => ({ ...current, openAt: null, pinned: false }));
  }
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const categoryBarTrigger = useRef<HTMLButtonElement>(null);
  const stickyTrigger = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const items = megaMenu.state.status === 'loaded' ? megaMenu.state.menu.items : undefined;
  const { roots, promotions } = useMemo(() => megaMenuParts(items ?? []), [items]);
  const panelState = megaMenuPanelState({
    requested: state.openAt === pathname && isDesktop,
    pinned: state.pinned,
    menu: megaMenu.state,
    roots,
    awaitedItem: state.awaitedItem,
  });
  const isOpen = panelState !== 'closed';

  useEffect(() => () => clearTimeout(timer.current), []);

  const controller = useMemo((): MegaMenuController => {
    const schedule = (callback: () => void, delay: number) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(callback, delay);
    };
    const close = () => {
      clearTimeout(timer.current);
      setState((current) => ({ ...current, openAt: null, pinned: false }));
    };
    const hoverOpen = (source: MegaMenuSource, rootId?: number, awaitedItem: MenuItem | null = null) => {
      load();
      schedule(
        () =>
          setState((current) => ({
            ...current,
            openAt: pathname,
            source,
            pinned: current.openAt === pathname && current.source === source && current.pinned,
            activeRootId: awaitedItem ? null : (rootId ?? current.activeRootId),
            awaitedItem,
          })),
        HOVER_OPEN_DELAY_MS,
      );
    };
    const hoverLeave = () =>
      schedule(
        () => setState((current) => (current.pinned ? current : { ...current, openAt: null })),
        HOVER_CLOSE_DELAY_MS,
      );
    const awaitedRoot = state.awaitedItem ? matchingMegaRoot(state.awaitedItem, roots) : undefined;
    return {
      available: megaMenu.available,
      isOpen,
      panelState,
      source: state.source,
      roots,
      promotions,
      activeRoot: roots.find((root) => root.id === state.activeRootId) ?? awaitedRoot ?? roots[0] ?? null,
      setActiveRoot: (id) => setState((current) => ({ ...current, activeRootId: id })),
      load,
      toggle: (source) => {
        load();
        clearTimeout(timer.current);
        setState((current) => {
          const openHere = current.openAt === pathname && current.source === source;
          // A click on a menu the pointer already opened keeps it open (pins it) instead of closing it.
          if (openHere && current.pinned) return { ...current, openAt: null, pinned: false };
          return { ...current, openAt: pathname, source, pinned: true, awaitedItem: null };
        });
      },
      hoverOpen: (source, rootId) => hoverOpen(source, rootId),
      hoverItem: (item) => {
        if (items) {
          const root = matchingMegaRoot(item, roots);
          if (root) hoverOpen('category-bar', root.id);
          else hoverLeave();
        } else if (item.ref && 'id' in item.ref) {
          // Not loaded yet: open once it is, if the menu has this item's taxon.
          hoverOpen('category-bar', undefined, item);
        } else {
          hoverLeave();
        }
      },
      hoverLeave,
      cancelHoverClose: () => clearTimeout(timer.current),
      close,
    };
  }, [
    isOpen,
    items,
    load,
    megaMenu.available,
    panelState,
    pathname,
    promotions,
    roots,
    state.activeRootId,
    state.awaitedItem,
    state.source,
  ]);

  const elements = useMemo(
    (): MegaMenuElements => ({
      panel: panelRef,
      triggers: { 'category-bar': categoryBarTrigger, 'sticky-header': stickyTrigger },
    }),
    [],
  );
  const sourceTrigger = state.source === 'category-bar' ? categoryBarTrigger : stickyTrigger;
  useDismiss({
    active: isOpen,
    insideRefs: [panelRef, sourceTrigger],
    onDismiss: () => {
      const trigger = sourceTrigger.current;
      const focusInside =
        panelRef.current?.contains(document.activeElement) || trigger === document.activeElement;
      controller.close();
      if (focusInside) trigger?.focus();
    },
  });

  return (
    <MegaMenuContext.Provider value={controller}>
      <MegaMenuElementsContext.Provider value={elements}>{children}</MegaMenuElementsContext.Provider>
    </MegaMenuContext.Provider>
  );
}

export function useMegaMenu(): MegaMenuController {
  const controller = useContext(MegaMenuContext);
  if (!controller) throw new Error('useMegaMenu() needs a <MegaMenuProvider> (MainLayout provides it)');
  return controller;
}

export function useMegaMenuElements(): MegaMenuElements {
  const elements = useContext(MegaMenuElementsContext);
  if (!elements) throw new Error('useMegaMenuElements() needs a <MegaMenuProvider> (MainLayout provides it)');
  return elements;
}
