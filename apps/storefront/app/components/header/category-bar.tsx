import type { MenuItem } from '@shop/contracts';
import { useT } from '~/i18n/use-t.ts';
import { useShop } from '~/lib/shop-context.tsx';
import { cx } from '../class-names.ts';
import { useMegaMenu } from '../mega-menu/mega-menu-context.tsx';
import { MegaMenuPanel } from '../mega-menu/mega-menu-panel.tsx';
import { MegaMenuTrigger } from '../mega-menu/mega-menu-trigger.tsx';
import { MenuItemLink } from '../menu/menu-item-link.tsx';
import { isRedMenuItem } from '../menu/menu-item.ts';
import styles from './category-bar.module.css';

/** The mega menu root that shows the same taxon as a category bar item, if any. */
function matchingMegaRoot(item: MenuItem, roots: MenuItem[]): MenuItem | undefined {
  const ref = item.ref;
  if (!ref || !('id' in ref)) return undefined;
  return roots.find((root) => root.ref?.kind === ref.kind && 'id' in root.ref && root.ref.id === ref.id);
}

/**
 * The category bar under the main header row (the `main` menu), led by the mega menu trigger. Hovering
 * an item that the mega menu also has opens the mega menu at that item.
 */
export function CategoryBar() {
  const t = useT();
  const { menus } = useShop();
  const megaMenu = useMegaMenu();
  const items = menus.main?.items ?? [];
  if (items.length === 0 && megaMenu.roots.length === 0) return null;
  return (
    <nav aria-label={t('layout.categoryBar.label')} className={styles.bar} data-testid="category-bar">
      <div className={cx('container', styles.inner)}>
        <MegaMenuTrigger source="category-bar" testId="mega-menu-trigger" />
        {megaMenu.isOpen && megaMenu.source === 'category-bar' && <MegaMenuPanel />}
        <ul role="list" className={styles.list}>
          {items.map((item) => {
            const megaRoot = matchingMegaRoot(item, megaMenu.roots);
            return (
              <li key={item.id}>
                <MenuItemLink
                  item={item}
                  className={cx(styles.link, isRedMenuItem(item) && styles.red)}
                  onPointerEnter={(event) => {
                    if (event.pointerType !== 'mouse') return;
                    if (megaRoot) megaMenu.hoverOpen('category-bar', megaRoot.id);
                    else megaMenu.hoverLeave();
                  }}
                  onPointerLeave={(event) => {
                    if (event.pointerType === 'mouse') megaMenu.hoverLeave();
                  }}
                />
              </li>
            );
          })}
        </ul>
      </div>
    </nav>
  );
}
