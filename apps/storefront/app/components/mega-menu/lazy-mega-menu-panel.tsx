import { lazy, Suspense } from 'react';

// The panel's code is fetched with the menu itself, on intent (pointer over the category bar, focus on
// the trigger: the context's `load`), so it stays out of the first load of every page.
const importPanel = () => import('./mega-menu-panel.tsx');
const MegaMenuPanel = lazy(() => importPanel().then((module) => ({ default: module.MegaMenuPanel })));

export function preloadMegaMenuPanel(): void {
  // A failed fetch is retried (and reported) by the lazy component when the menu opens.
  importPanel().catch(() => undefined);
}

/** The mega menu panel, rendered once its code has arrived (the menu shows nothing until then). */
export function LazyMegaMenuPanel() {
  return (
    <Suspense fallback={null}>
      <MegaMenuPanel />
    </Suspense>
  );
}
