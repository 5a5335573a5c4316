import { NAV_TRIGGER_DISABLE_MS } from '@shop/contracts/constants';
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { createNavTriggerLock } from './rotation.ts';

const NavTriggerLockContext = createContext(false);

/**
 * Tells the mega-menu triggers to stay disabled for 1500 ms after each route change while an information
 * bar is shown (spec section 4). The first render is not a route change.
 */
export function InformationBarProvider({ active, children }: { active: boolean; children: ReactNode }) {
  const { pathname } = useLocation();
  const [locked, setLocked] = useState(false);
  const lock = useRef<ReturnType<typeof createNavTriggerLock> | null>(null);
  const lastPath = useRef(pathname);
  useEffect(() => {
    const created = createNavTriggerLock(NAV_TRIGGER_DISABLE_MS, setLocked);
    lock.current = created;
    return () => created.stop();
  }, []);
  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    lock.current?.routeChanged(active);
  }, [pathname, active]);
  return <NavTriggerLockContext.Provider value={locked}>{children}</NavTriggerLockContext.Provider>;
}

/** Whether the mega-menu trigger is held disabled right now. */
export function useNavTriggerLocked(): boolean {
  return useContext(NavTriggerLockContext);
}
