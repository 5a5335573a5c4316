import { HydrationSlice } from '~/shell/hydration-slices.tsx';
import { useState, type Ref } from 'react';
import { useLocation } from 'react-router';
import { useT } from '~/i18n/use-t.ts';
import { useIsDesktop } from '../a11y/use-media-query.ts';
import { cx } from '../class-names.ts';
import { Icon } from '../icons/icon.tsx';
import { useDeferredMenu } from '../deferred-menus/use-deferred-menu.ts';
import { MOBILE_MENU_ID, MobileMenu, preloadMobileMenuScreens } from '../mobile-menu/mobile-menu.tsx';
import { CategoryBar } from './category-bar.tsx';
import { HeaderActions } from './header-actions.tsx';
import { SEARCH_MODAL_ID, SearchModal } from './search-modal.tsx';
import { SearchForm } from './search-form.tsx';
import { SiteLogo } from './site-logo.tsx';
import { TopBar } from './top-bar.tsx';
import styles from './site-header.module.css';

type Panel = 'mobile-menu' | 'search';

/**
 * The page header (banner landmark): top bar, the main row (logo, search, wishlist, cart, user menu) and
 * the category bar. Below 960 px the row shows a menu button and a search button instead, which open
 * the mobile menu and the search modal.
 */
export function SiteHeader({ ref }: { ref?: Ref<HTMLElement> }) {
  const t = useT();
  const { pathname } = useLocation();
  const isDesktop = useIsDesktop();
  // The press (or keyboard focus) on the menu button starts fetching the menu before the click lands.
  const { load: loadMobileMenuItems } = useDeferredMenu('mobile');
  const loadMobileMenu = () => {
    preloadMobileMenuScreens();
    loadMobileMenuItems();
  };
  // The path a panel was opened on: navigating closes it, and so does widening to the desktop layout.
  const [opened, setOpened] = useState<{ panel: Panel; at: string } | null>(null);
  const isOpen = (panel: Panel) => !isDesktop && opened?.panel === panel && opened.at === pathname;
  const open = (panel: Panel) => setOpened({ panel, at: pathname });
  const close = () => setOpened(null);

  return (
    <header ref={ref} className={styles.header} data-testid="site-header">
      <HydrationSlice>
        <TopBar />
      </HydrationSlice>
      <div className={styles.mainRow}>
        <div className={cx('container', styles.inner)}>
          <button
            type="button"
            className={cx(styles.iconButton, styles.mobileOnly)}
            aria-label={t('layout.mobileMenu.open')}
            aria-expanded={isOpen('mobile-menu')}
            aria-controls={isOpen('mobile-menu') ? MOBILE_MENU_ID : undefined}
            onClick={() => open('mobile-menu')}
            onPointerDown={loadMobileMenu}
            onFocus={loadMobileMenu}
            data-testid="mobile-menu-button"
          >
            <Icon name="menu" />
          </button>
          <SiteLogo className={styles.logo} />
          <HydrationSlice>
            <div className={cx(styles.search, styles.desktopOnly)}>
              <SearchForm variant="header" />
            </div>
          </HydrationSlice>
          <div className={styles.end}>
            <button
              type="button"
              className={cx(styles.iconButton, styles.mobileOnly)}
              aria-label={t('layout.search.open')}
              aria-expanded={isOpen('search')}
              aria-controls={isOpen('search') ? SEARCH_MODAL_ID : undefined}
              onClick={() => open('search')}
              data-testid="search-button"
            >
              <Icon name="search" />
            </button>
            <HeaderActions />
          </div>
        </div>
      </div>
      <CategoryBar />
      <MobileMenu open={isOpen('mobile-menu')} onClose={close} />
      <SearchModal open={isOpen('search')} onClose={close} />
    </header>
  );
}
