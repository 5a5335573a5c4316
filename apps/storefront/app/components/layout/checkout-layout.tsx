import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '~/i18n/use-t.ts';
import { useShop } from '~/lib/shop-context.tsx';
import { useRoutePath } from '~/routing/links.ts';
import { cx } from '../class-names.ts';
import { copyrightLine } from '../footer/site-footer.tsx';
import { SiteLogo } from '../header/site-logo.tsx';
import { Icon } from '../icons/icon.tsx';
import { MenuItemLink } from '../menu/menu-item-link.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';
import '../../styles/global.css';
import styles from './checkout-layout.module.css';

/**
 * The reduced checkout layout (spec section 2): logo, the screen's title and a close button back to the
 * cart; no main header, category menus or chat, so nothing leads away from paying. The channel's
 * `checkout` menu (delivery, returns, contacts) sits in the footer and opens in a new tab, so a shopper
 * can read it without losing the checkout.
 */
export function CheckoutLayout({ children, title }: { children: ReactNode; title: string }) {
  const t = useT();
  const path = useRoutePath();
  const { channel, menus } = useShop();
  const helpItems = menus.checkout?.items ?? [];
  return (
    <div className={styles.page}>
      <SkipLink />
      <header className={styles.header} data-testid="checkout-header">
        <div className={cx('container', styles.inner)}>
          <SiteLogo />
          <p className={styles.title}>{title}</p>
          <Link to={path('CART')} className={styles.close} aria-label={t('layout.checkout.close')}>
            <Icon name="close" />
          </Link>
        </div>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <footer className={styles.footer}>
        <div className={cx('container', styles.footerInner)}>
          {helpItems.length > 0 && (
            <nav aria-label={t('layout.checkout.helpNav')}>
              <ul className={styles.helpLinks}>
                {helpItems.map((item) => (
                  <li key={item.id}>
                    <MenuItemLink item={item} newTab />
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <p>{copyrightLine(channel.name, new Date())}</p>
        </div>
      </footer>
    </div>
  );
}
