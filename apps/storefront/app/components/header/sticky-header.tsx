import { useT } from '~/i18n/use-t.ts';
import { cx } from '../class-names.ts';
import { useMegaMenu } from '../mega-menu/mega-menu-context.tsx';
import { LazyMegaMenuPanel } from '../mega-menu/lazy-mega-menu-panel.tsx';
import { MegaMenuTrigger } from '../mega-menu/mega-menu-trigger.tsx';
import { HeaderActions } from './header-actions.tsx';
import { SearchForm } from './search-form.tsx';
import { SiteLogo } from './site-logo.tsx';
import styles from './sticky-header.module.css';

/**
 * The compact header that slides in once the main header has scrolled away (wide screens): mega menu
 * trigger, logo, search, wishlist, cart and user menu.
 */
export function StickyHeader() {
  const t = useT();
  const megaMenu = useMegaMenu();
  return (
    <div
      className={styles.sticky}
      data-testid="sticky-header"
      role="region"
      aria-label={t('layout.stickyHeader.label')}
    >
      <div className={cx('container', styles.inner)}>
        <MegaMenuTrigger source="sticky-header" testId="sticky-mega-menu-trigger" />
        {megaMenu.isOpen && megaMenu.source === 'sticky-header' && <LazyMegaMenuPanel />}
        <SiteLogo className={styles.logo} />
        <div className={styles.search}>
          <SearchForm variant="header" />
        </div>
        <HeaderActions />
      </div>
    </div>
  );
}
