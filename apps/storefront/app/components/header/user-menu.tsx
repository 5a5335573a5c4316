import { useId, useRef, useState } from 'react';
import { Form, Link, useLocation } from 'react-router';
import { useT } from '~/i18n/use-t.ts';
import { useShop } from '~/lib/shop-context.tsx';
import { useRoutePath } from '~/routing/links.ts';
import { useDismiss } from '../a11y/use-dismiss.ts';
import { cx } from '../class-names.ts';
import { Icon } from '../icons/icon.tsx';
import actionStyles from './header-actions.module.css';
import styles from './user-menu.module.css';

/** Query values of the AUTH route's `tab` parameter (spec section 2). */
export const AUTH_TAB_SIGN_IN = 'login';
export const AUTH_TAB_SIGN_UP = 'register';

/**
 * The account button: a disclosure with sign in / sign up for guests, and for a signed-in customer their
 * first name (to the dashboard), my account, my orders and logout. Logout posts `intent=logout` to the
 * AUTH route, whose action belongs to the accounts issue.
 */
export function UserMenu({ className }: { className?: string }) {
  const t = useT();
  const path = useRoutePath();
  const { customer } = useShop();
  const { pathname } = useLocation();
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Remembering where it was opened closes it on navigation without an effect.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;

  const close = () => setOpenAt(null);
  useDismiss({
    active: open,
    insideRefs: [rootRef],
    onDismiss: () => {
      close();
      if (rootRef.current?.contains(document.activeElement)) buttonRef.current?.focus();
    },
  });

  const authHref = (tab: string) => `${path('AUTH')}?tab=${tab}`;

  return (
    <div ref={rootRef} className={cx(styles.root, className)}>
      <button
        ref={buttonRef}
        type="button"
        className={actionStyles.action}
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => setOpenAt(open ? null : pathname)}
        data-testid="user-menu-button"
      >
        <Icon name="user" />
        <span className={styles.name}>{customer ? customer.firstName : t('layout.userMenu.account')}</span>
      </button>
      {open && (
        <div id={listId} className={styles.popover}>
          {customer ? (
            <>
              <Link to={path('ACCOUNT_DASHBOARD')} className={styles.greeting}>
                {t('layout.userMenu.greeting', { name: customer.firstName })}
              </Link>
              <ul role="list" className={styles.list}>
                <li>
                  <Link to={path('ACCOUNT_DASHBOARD')} className={styles.item}>
                    {t('layout.userMenu.myAccount')}
                  </Link>
                </li>
                <li>
                  <Link to={path('ACCOUNT_ORDERS')} className={styles.item}>
                    {t('layout.userMenu.myOrders')}
                  </Link>
                </li>
                <li>
                  <Form method="post" action={path('AUTH')}>
                    <button type="submit" name="intent" value="logout" className={styles.item}>
                      {t('layout.userMenu.logout')}
                    </button>
                  </Form>
                </li>
              </ul>
            </>
          ) : (
            <>
              <p className={styles.intro}>{t('layout.userMenu.guestIntro')}</p>
              <Link to={authHref(AUTH_TAB_SIGN_IN)} className={styles.primary}>
                {t('layout.userMenu.signIn')}
              </Link>
              <Link to={authHref(AUTH_TAB_SIGN_UP)} className={styles.secondary}>
                {t('layout.userMenu.signUp')}
              </Link>
            </>
          )}
        </div>
      )}
    </div>
  );
}
