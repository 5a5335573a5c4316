import { lazy, Suspense, useId } from 'react';
import { MenuLoadStatus } from '../deferred-menus/menu-load-status.tsx';
import { Drawer } from '../ui/drawer.tsx';
import styles from './mobile-menu.module.css';

export const MOBILE_MENU_ID = 'mobile-menu';

// The screens' code is fetched when the shopper reaches for the menu button (preloadMobileMenuScreens),
// like the menu itself: most page views never open it, so it stays out of the first load.
const importScreens = () => import('./mobile-menu-screens.tsx');
const MobileMenuScreens = lazy(() =>
  importScreens().then((module) => ({ default: module.MobileMenuScreens })),
);

export function preloadMobileMenuScreens(): void {
  // A failed fetch is retried (and reported) by the lazy component when the menu opens.
  importScreens().catch(() => undefined);
}

/**
 * The mobile menu (a left drawer with the `mobile` menu): items with children open their own screen with a
 * return button named after the item, taxon items offer "view all products", and the first screen ends
 * with the account link and the language screen. Closes on navigation (the header unmounts it). The menu's
 * items are fetched when it first opens (the header starts that on the button's press) and kept for the
 * session; meanwhile the first screen shows a skeleton in their place.
 */
export function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="left"
      id={MOBILE_MENU_ID}
      labelledBy={titleId}
      testId="mobile-menu"
    >
      <Suspense
        fallback={
          <div className={styles.status}>
            <MenuLoadStatus failed={false} onRetry={() => undefined} />
          </div>
        }
      >
        <MobileMenuScreens titleId={titleId} onClose={onClose} />
      </Suspense>
    </Drawer>
  );
}
