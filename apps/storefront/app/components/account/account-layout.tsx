import { useEffect, useRef, type ReactNode } from 'react';
import { Form, NavLink } from 'react-router';
import { useT } from '~/i18n/use-t.ts';
import { useRoutePath } from '~/routing/links.ts';
import type { RouteName } from '~/routing/route-table.ts';
import styles from './account-layout.module.css';

/** The account area's sections, in the navigation's order (spec section 2). */
export const ACCOUNT_SECTIONS = [
  'ACCOUNT_DASHBOARD',
  'ACCOUNT_ORDERS',
  'ACCOUNT_RETURNS',
  'ACCOUNT_DETAILS',
  'ACCOUNT_ADDRESSES',
  'ACCOUNT_CHANGE_PASSWORD',
  'ACCOUNT_LOYALTY',
] as const satisfies readonly RouteName[];

export type AccountSection = (typeof ACCOUNT_SECTIONS)[number];

/**
 * Every account page: the section navigation (a column on desktop, a scrolling row on phones), logout,
 * and the page's own heading and content. `section` marks the current entry; `title` defaults to the
 * route's localised title.
 */
export function AccountLayout({
  section,
  title,
  children,
}: {
  section: AccountSection;
  title?: string;
  children: ReactNode;
}) {
  const t = useT();
  const path = useRoutePath();
  const navRef = useRef<HTMLElement>(null);
  // On phones the sections are a scrolling row: bring the current one into view.
  useEffect(() => {
    const nav = navRef.current;
    const current = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (nav && current && nav.scrollWidth > nav.clientWidth) {
      nav.scrollLeft = current.offsetLeft - (nav.clientWidth - current.offsetWidth) / 2;
    }
  }, [section]);
  return (
    <div className={`container ${styles.layout}`}>
      <nav ref={navRef} className={styles.nav} aria-label={t('routes.ACCOUNT_DASHBOARD.title')}>
        <ul role="list" className={styles.navList}>
          {ACCOUNT_SECTIONS.map((name) => (
            <li key={name}>
              <NavLink
                to={path(name)}
                end={name === 'ACCOUNT_DASHBOARD'}
                className={styles.navLink}
                aria-current={name === section ? 'page' : undefined}
              >
                {t(`routes.${name}.title`)}
              </NavLink>
            </li>
          ))}
          <li>
            <Form method="post" action={path('AUTH')}>
              <button type="submit" name="intent" value="logout" className={styles.navLink}>
                {t('layout.userMenu.logout')}
              </button>
            </Form>
          </li>
        </ul>
      </nav>
      <section className={styles.main} aria-labelledby="account-title">
        <h1 id="account-title" className={styles.title}>
          {title ?? t(`routes.${section}.title`)}
        </h1>
        {children}
      </section>
    </div>
  );
}
