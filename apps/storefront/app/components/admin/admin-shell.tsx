import type { Administrator } from '@shop/contracts';
import type { ReactNode } from 'react';
import { Form, Link, useMatches } from 'react-router';
import { useT } from '~/i18n/use-t.ts';
import { useShop } from '~/lib/shop-context.tsx';
import { useRoutePath } from '~/routing/links.ts';
import { parseRouteId, type RouteName } from '~/routing/route-table.ts';
import { MAIN_CONTENT_ID, SkipLink } from '../layout/skip-link.tsx';
import '../../styles/global.css';
import styles from './admin.module.css';

/** The side navigation: each section, and the screens that belong to it (an order belongs to orders). */
const SECTIONS: readonly { name: RouteName; also?: readonly RouteName[] }[] = [
  { name: 'ADMIN_DASHBOARD' },
  { name: 'ADMIN_ORDERS', also: ['ADMIN_ORDER'] },
  { name: 'ADMIN_PRODUCTS', also: ['ADMIN_PRODUCT_NEW', 'ADMIN_PRODUCT'] },
  { name: 'ADMIN_RETURNS', also: ['ADMIN_RETURN'] },
  { name: 'ADMIN_ACCOUNTS' },
  { name: 'ADMIN_CUSTOMERS' },
  { name: 'ADMIN_NEWSLETTER' },
  { name: 'ADMIN_STOCK_REQUESTS' },
  { name: 'ADMIN_TAXONS', also: ['ADMIN_TAXON', 'ADMIN_TAXON_NEW'] },
  { name: 'ADMIN_ATTRIBUTES', also: ['ADMIN_ATTRIBUTE'] },
  { name: 'ADMIN_OPTIONS', also: ['ADMIN_OPTION'] },
  { name: 'ADMIN_CATALOGUE_IMPORTS', also: ['ADMIN_CATALOGUE_IMPORT'] },
  { name: 'ADMIN_REDIRECTS' },
  { name: 'ADMIN_PROMOTIONS', also: ['ADMIN_PROMOTION_NEW', 'ADMIN_PROMOTION'] },
  { name: 'ADMIN_MAIL_PREVIEWS' },
  { name: 'ADMIN_SHOP_DETAILS' },
  { name: 'ADMIN_AUDIT' },
];

function useCurrentScreen(): RouteName | undefined {
  return useMatches()
    .map((match) => parseRouteId(match.id)?.name)
    .findLast((name) => name !== undefined);
}

/**
 * The back office layout (issue 8): no shop header, footer, information bar, chat or popups; a top bar
 * with the shop's name, the administrator and signing out, and the side navigation. Without an
 * administrator (the sign-in page) only the content is shown.
 */
export function AdminShell({
  administrator,
  children,
}: {
  administrator: Administrator | null;
  children: ReactNode;
}) {
  const t = useT();
  const path = useRoutePath();
  const { channel } = useShop();
  const current = useCurrentScreen();
  if (!administrator) {
    return (
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.signInPage}>
        {children}
      </main>
    );
  }
  return (
    <div className={styles.shell} data-testid="admin-shell">
      <SkipLink />
      <header className={styles.topBar}>
        <Link to={path('ADMIN_DASHBOARD')} className={styles.brand}>
          {channel.name}
          <span className={styles.brandTag}>{t('admin.shell.backOffice')}</span>
        </Link>
        <div className={styles.who}>
          <span className={styles.whoName} data-testid="admin-name" title={administrator.email}>
            {administrator.name}
          </span>
          <Form method="post" action={path('ADMIN_SIGN_IN')}>
            <button
              type="submit"
              name="intent"
              value="sign-out"
              className={styles.signOut}
              data-testid="admin-sign-out"
            >
              {t('admin.shell.signOut')}
            </button>
          </Form>
        </div>
      </header>
      <nav className={styles.nav} aria-label={t('admin.shell.navigation')}>
        <ul className={styles.navList}>
          {SECTIONS.map((section) => {
            const active = current === section.name || (current && section.also?.includes(current));
            return (
              <li key={section.name}>
                <Link
                  to={path(section.name)}
                  className={styles.navLink}
                  aria-current={active ? 'page' : undefined}
                >
                  {t(`admin.nav.${section.name}`)}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        {children}
      </main>
    </div>
  );
}
