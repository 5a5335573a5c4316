import { LOCALE_NATIVE_NAMES } from '@shop/locale';
import type { MenuItem } from '@shop/contracts';
import { useEffect, useRef, useState } from 'react';
import { Form, Link } from 'react-router';
import { useT } from '~/i18n/use-t.ts';
import { useShop } from '~/lib/shop-context.tsx';
import { useRoutePath } from '~/routing/links.ts';
import { cx } from '../class-names.ts';
import { MenuLoadStatus } from '../deferred-menus/menu-load-status.tsx';
import { useDeferredMenu } from '../deferred-menus/use-deferred-menu.ts';
import { AUTH_TAB_SIGN_IN } from '../header/user-menu.tsx';
import { Icon } from '../icons/icon.tsx';
import { LanguageSwitch } from '../language-switch/language-switch.tsx';
import { MenuItemLabel, MenuItemLink } from '../menu/menu-item-link.tsx';
import { isRedMenuItem } from '../menu/menu-item.ts';
import {
  LANGUAGE_SCREEN,
  offersViewAllProducts,
  resolveMobileMenuScreen,
  type MobileMenuTrail,
} from './mobile-menu-trail.ts';
import statusStyles from './mobile-menu.module.css';
import styles from './mobile-menu-screens.module.css';

function ItemRow({
  item,
  level,
  onOpen,
}: {
  item: MenuItem;
  level: 'top' | 'nested';
  onOpen: (item: MenuItem) => void;
}) {
  const red = isRedMenuItem(item, level);
  if (item.children.length > 0) {
    return (
      <button
        type="button"
        className={cx(styles.row, red && styles.red)}
        onClick={() => onOpen(item)}
        data-item-id={item.id}
      >
        <MenuItemLabel item={item} />
        <Icon name="chevron-right" size={20} />
      </button>
    );
  }
  return <MenuItemLink item={item} className={cx(styles.row, red && styles.red)} />;
}

/** The drawer's content; mounted only while the drawer is open, so every opening starts at the top. */
export function MobileMenuScreens({ titleId, onClose }: { titleId: string; onClose: () => void }) {
  const t = useT();
  const path = useRoutePath();
  const { customer, locale } = useShop();
  const mobileMenu = useDeferredMenu('mobile');
  const { load } = mobileMenu;
  const items = mobileMenu.state.status === 'loaded' ? mobileMenu.state.menu.items : [];
  const waiting = mobileMenu.available && mobileMenu.state.status !== 'loaded';
  const [trail, setTrail] = useState<MobileMenuTrail>([]);
  const screensRef = useRef<HTMLDivElement>(null);
  // After moving between screens, focus goes to the return button, or back to the row that was opened.
  const focusAfterMove = useRef<string | null>(null);

  const screen = resolveMobileMenuScreen(items, trail);

  useEffect(() => load(), [load]);

  useEffect(() => {
    const selector = focusAfterMove.current;
    focusAfterMove.current = null;
    if (selector) screensRef.current?.querySelector<HTMLElement>(selector)?.focus();
  }, [trail]);

  const openScreen = (step: MobileMenuTrail[number]) => {
    focusAfterMove.current = '[data-return-button]';
    setTrail((current) => [...current, step]);
  };
  const goBack = () => {
    const left = trail[trail.length - 1];
    focusAfterMove.current = trail.length > 1 ? '[data-return-button]' : `[data-item-id="${String(left)}"]`;
    setTrail((current) => current.slice(0, -1));
  };
  const title =
    screen.kind === 'item' ? (
      <MenuItemLabel item={screen.item} />
    ) : screen.kind === 'language' ? (
      t('layout.mobileMenu.language')
    ) : (
      t('layout.mobileMenu.title')
    );

  return (
    <div ref={screensRef} className={styles.screens}>
      <div className={styles.head}>
        {screen.kind === 'top' ? (
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
        ) : (
          <button type="button" className={styles.back} onClick={goBack} data-return-button="">
            <Icon name="chevron-left" size={20} />
            <span
              id={titleId}
              className={cx(
                screen.kind === 'item' &&
                  isRedMenuItem(screen.item, trail.length > 1 ? 'nested' : 'top') &&
                  styles.red,
              )}
            >
              {title}
            </span>
          </button>
        )}
        <button
          type="button"
          className={styles.close}
          onClick={onClose}
          aria-label={t('layout.mobileMenu.close')}
        >
          <Icon name="close" />
        </button>
      </div>
      <div className={styles.body}>
        {screen.kind === 'language' ? (
          <LanguageSwitch variant="list" testId="mobile-language-switch" />
        ) : waiting ? (
          <div className={statusStyles.status}>
            <MenuLoadStatus failed={mobileMenu.state.status === 'error'} onRetry={load} />
          </div>
        ) : (
          <nav aria-label={t('layout.mobileMenu.navigationLabel')}>
            <ul role="list" className={styles.list}>
              {screen.kind === 'item' && offersViewAllProducts(screen.item) && (
                <li>
                  <MenuItemLink item={screen.item} className={cx(styles.row, styles.viewAll)}>
                    {t('layout.mobileMenu.viewAllProducts')}
                  </MenuItemLink>
                </li>
              )}
              {screen.items.map((item) => (
                <li key={item.id}>
                  <ItemRow
                    item={item}
                    level={screen.kind === 'top' ? 'top' : 'nested'}
                    onOpen={(opened) => openScreen(opened.id)}
                  />
                </li>
              ))}
            </ul>
          </nav>
        )}
        {screen.kind === 'top' && (
          <ul role="list" className={cx(styles.list, styles.secondary)}>
            <li>
              {customer ? (
                <Link to={path('ACCOUNT_DASHBOARD')} className={styles.row}>
                  <span className={styles.rowIcon}>
                    <Icon name="user" size={20} />
                    {t('layout.userMenu.greeting', { name: customer.firstName })}
                  </span>
                </Link>
              ) : (
                <Link to={`${path('AUTH')}?tab=${AUTH_TAB_SIGN_IN}`} className={styles.row}>
                  <span className={styles.rowIcon}>
                    <Icon name="user" size={20} />
                    {t('layout.userMenu.signIn')}
                  </span>
                </Link>
              )}
            </li>
            {customer && (
              <>
                <li>
                  <Link to={path('ACCOUNT_ORDERS')} className={styles.row}>
                    <span className={styles.rowIcon}>
                      <Icon name="bag" size={20} />
                      {t('layout.userMenu.myOrders')}
                    </span>
                  </Link>
                </li>
                <li>
                  <Form method="post" action={path('AUTH')}>
                    <button type="submit" name="intent" value="logout" className={styles.row}>
                      <span className={styles.rowIcon}>
                        <Icon name="arrow-right" size={20} />
                        {t('layout.userMenu.logout')}
                      </span>
                    </button>
                  </Form>
                </li>
              </>
            )}
            <li>
              <Link to={path('WISHLIST')} className={styles.row}>
                <span className={styles.rowIcon}>
                  <Icon name="heart" size={20} />
                  {t('layout.header.wishlist')}
                </span>
              </Link>
            </li>
            <li>
              <button
                type="button"
                className={styles.row}
                onClick={() => openScreen(LANGUAGE_SCREEN)}
                data-item-id={LANGUAGE_SCREEN}
              >
                <span className={styles.rowIcon}>
                  <Icon name="globe" size={20} />
                  {t('layout.mobileMenu.language')}
                </span>
                <span className={styles.rowValue}>
                  {LOCALE_NATIVE_NAMES[locale]}
                  <Icon name="chevron-right" size={20} />
                </span>
              </button>
            </li>
          </ul>
        )}
      </div>
    </div>
  );
}
