import { HydrationSlice } from '~/shell/hydration-slices.tsx';
import { useT } from '~/i18n/use-t.ts';
import { useShop } from '~/lib/shop-context.tsx';
import { cx } from '../class-names.ts';
import { useMegaMenu } from '../mega-menu/mega-menu-context.tsx';
import { LazyMegaMenuPanel } from '../mega-menu/lazy-mega-menu-panel.tsx';
import { MegaMenuTrigger } from '../mega-menu/mega-menu-trigger.tsx';
import { MenuItemLink } from '../menu/menu-item-link.tsx';
import { isRedMenuItem } from '../menu/menu-item.ts';
import styles from './category-bar.module.css';

/**
 * The category bar under the main header row (the `main` menu), led by the mega menu trigger. Hovering
 * an item that the mega menu also has opens the mega menu at that item.
 */
export function CategoryBar() {
  const t = useT();
  const { menus } = useShop();
  const megaMenu = useMegaMenu();
  const items = menus.main?.items ?? [];
  if (items.length === 0 && !megaMenu.available) return null;
  // Hydrated in a task of its own when the page's first task has run long (ADR 0072).
  return (
    <HydrationSlice>
      <nav
        aria-label={t('layout.categoryBar.label')}
        className={styles.bar}
        data-testid="category-bar"
        // Its items open the mega menu on hover: the pointer reaching the bar starts loading it.
        onPointerEnter={megaMenu.load}
      >
        <div className={cx('container', styles.inner)}>
          <MegaMenuTrigger source="category-bar" testId="mega-menu-trigger" />
          {megaMenu.isOpen && megaMenu.source === 'category-bar' && <LazyMegaMenuPanel />}
          <ul role="list" className={styles.list}>
            {items.map((item) => (
              <li key={item.id}>
                <MenuItemLink
                  item={item}
                  className={cx(styles.link, isRedMenuItem(item) && styles.red)}
                  onPointerEnter={(event) => {
                    if (event.pointerType === 'mouse') megaMenu.hoverItem(item);
                  }}
                  onPointerLeave={(event) => {
                    if (event.pointerType === 'mouse') megaMenu.hoverLeave();
                  }}
                />
              </li>
            ))}
          </ul>
        </div>
      </nav>
    </HydrationSlice>
  );
}
