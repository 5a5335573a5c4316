import type { MenuItem } from '@shop/contracts';
import type { KeyboardEvent } from 'react';
import { useT } from '~/i18n/use-t.ts';
import { mediaSrcSet, mediaUrl } from '~/lib/media.ts';
import { IMAGE_FILTERS } from '@shop/contracts/constants';
import { cx } from '../class-names.ts';
import { Icon } from '../icons/icon.tsx';
import { MenuItemLabel, MenuItemLink } from '../menu/menu-item-link.tsx';
import { isRedMenuItem } from '../menu/menu-item.ts';
import { MenuLoadStatus } from '../deferred-menus/menu-load-status.tsx';
import { MEGA_MENU_ID, useMegaMenu, useMegaMenuElements } from './mega-menu-context.tsx';
import { layoutMegaMenuPanel } from './mega-menu-layout.ts';
import styles from './mega-menu-panel.module.css';

function PromotionImage({ item }: { item: MenuItem }) {
  if (!item.image) return null;
  return (
    <li>
      <MenuItemLink item={item} className={cx(styles.promotion, isRedMenuItem(item, 'nested') && styles.red)}>
        <img
          src={mediaUrl(item.image, 'menu')}
          srcSet={mediaSrcSet(item.image, 'menu')}
          alt=""
          width={IMAGE_FILTERS.menu.width}
          height={IMAGE_FILTERS.menu.height}
          loading="lazy"
          className={styles.promotionImage}
        />
        <span className={styles.promotionName}>
          <MenuItemLabel item={item} />
        </span>
      </MenuItemLink>
    </li>
  );
}

const linksIn = (element: Element | null) =>
  Array.from(element?.querySelectorAll<HTMLElement>('a[href]') ?? []);

/**
 * The mega menu panel: root items at the left; the hovered or focused root's children in columns, with
 * their own children under them; image items as large pictures. Arrow keys move between roots (up/down)
 * and between the roots and their links (right/left).
 */
export function MegaMenuPanel() {
  const t = useT();
  const megaMenu = useMegaMenu();
  const { panel } = useMegaMenuElements();
  const { activeRoot, roots, promotions, panelState } = megaMenu;
  if (panelState === 'loading' || panelState === 'error') {
    return (
      <div ref={panel} id={MEGA_MENU_ID} data-testid="mega-menu" className={styles.panel}>
        <div className={cx('container', styles.statusInner)}>
          <MenuLoadStatus failed={panelState === 'error'} onRetry={megaMenu.load} />
        </div>
      </div>
    );
  }
  if (!activeRoot) return null;
  const layout = layoutMegaMenuPanel(activeRoot);
  const images = [...layout.images, ...promotions].filter((item) => item.image);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const panel = event.currentTarget;
    const rootLinks = linksIn(panel.querySelector('[data-mega-roots]'));
    const contentLinks = linksIn(panel.querySelector('[data-mega-content]'));
    const target = event.target as HTMLElement;
    const rootIndex = rootLinks.indexOf(target);
    const contentIndex = contentLinks.indexOf(target);
    let next: HTMLElement | undefined;
    if (rootIndex >= 0 && event.key === 'ArrowDown') next = rootLinks[(rootIndex + 1) % rootLinks.length];
    else if (rootIndex >= 0 && event.key === 'ArrowUp')
      next = rootLinks[(rootIndex - 1 + rootLinks.length) % rootLinks.length];
    else if (rootIndex >= 0 && event.key === 'ArrowRight') next = contentLinks[0];
    else if (contentIndex >= 0 && event.key === 'ArrowDown') next = contentLinks[contentIndex + 1];
    else if (contentIndex >= 0 && event.key === 'ArrowUp') next = contentLinks[contentIndex - 1];
    else if (contentIndex >= 0 && event.key === 'ArrowLeft')
      next = panel.querySelector<HTMLElement>('[data-mega-roots] [aria-current="true"]') ?? undefined;
    if (next) {
      event.preventDefault();
      next.focus();
    }
  };

  return (
    <div
      ref={panel}
      id={MEGA_MENU_ID}
      data-testid="mega-menu"
      className={styles.panel}
      onPointerEnter={megaMenu.cancelHoverClose}
      onPointerLeave={(event) => {
        if (event.pointerType === 'mouse') megaMenu.hoverLeave();
      }}
      onKeyDown={onKeyDown}
    >
      <div className={cx('container', styles.inner)}>
        <ul role="list" className={styles.roots} data-mega-roots="">
          {roots.map((root) => {
            const active = root.id === activeRoot.id;
            return (
              <li key={root.id}>
                <MenuItemLink
                  item={root}
                  className={cx(styles.root, active && styles.rootActive, isRedMenuItem(root) && styles.red)}
                  aria-current={active ? 'true' : undefined}
                  onPointerEnter={() => megaMenu.setActiveRoot(root.id)}
                  onFocus={() => megaMenu.setActiveRoot(root.id)}
                >
                  <MenuItemLabel item={root} />
                  {root.children.length > 0 && <Icon name="chevron-right" size={18} />}
                </MenuItemLink>
              </li>
            );
          })}
        </ul>
        <div className={styles.content} data-mega-content="">
          <div className={styles.contentHead}>
            <h2 className={cx(styles.title, isRedMenuItem(activeRoot) && styles.red)}>
              <MenuItemLabel item={activeRoot} />
            </h2>
            <MenuItemLink item={activeRoot} className={styles.viewAll}>
              {t('layout.megaMenu.viewAll')}
              <Icon name="arrow-right" size={18} />
            </MenuItemLink>
          </div>
          <div className={styles.body}>
            {layout.columns.length > 0 && (
              <div
                className={styles.columns}
                style={{
                  gridTemplateColumns: `repeat(${Math.max(layout.columns.length, 3)}, minmax(0, 1fr))`,
                }}
              >
                {layout.columns.map((column, index) => (
                  <ul role="list" key={index} className={styles.column}>
                    {column.map(({ item, level }) => (
                      <li key={item.id} className={level === 2 ? styles.groupItem : styles.childItem}>
                        <MenuItemLink
                          item={item}
                          className={cx(
                            level === 2 ? styles.groupLink : styles.childLink,
                            isRedMenuItem(item, 'nested') && styles.red,
                          )}
                        />
                      </li>
                    ))}
                  </ul>
                ))}
              </div>
            )}
            {images.length > 0 && (
              <ul role="list" className={styles.promotions}>
                {images.slice(0, 2).map((item) => (
                  <PromotionImage key={item.id} item={item} />
                ))}
              </ul>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
