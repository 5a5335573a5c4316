import type { Customer } from '@shop/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '~/i18n/use-t.ts';
import { useRoutePath } from '~/routing/links.ts';
import type { RouteName } from '~/routing/route-table.ts';
import { streetAddressLine } from './address-lines.ts';
import styles from './account-dashboard.module.css';

const TILES = [
  'ACCOUNT_ORDERS',
  'ACCOUNT_RETURNS',
  'ACCOUNT_DETAILS',
  'ACCOUNT_ADDRESSES',
  'ACCOUNT_CHANGE_PASSWORD',
  'ACCOUNT_LOYALTY',
] as const satisfies readonly RouteName[];

/**
 * The dashboard: who is signed in, their contact and default address, their latest orders, and a tile per
 * account section.
 */
export function AccountDashboard({
  customer,
  recentOrders,
}: {
  customer: Customer;
  /** The latest orders, shown under the summary. */
  recentOrders?: ReactNode;
}) {
  const t = useT();
  const path = useRoutePath();
  const name = [customer.firstName, customer.lastName].filter(Boolean).join(' ');
  const address = customer.defaultAddress;
  return (
    <>
      <div className={styles.summary} data-testid="account-summary">
        <p className={styles.greeting}>
          {t('account.dashboard.greeting', { name: customer.firstName ?? '' })}
        </p>
        <dl className={styles.facts}>
          <div>
            <dt>{t('account.dashboard.name')}</dt>
            <dd>{name || '—'}</dd>
          </div>
          <div>
            <dt>{t('account.dashboard.email')}</dt>
            <dd>{customer.email}</dd>
          </div>
          {customer.phoneNumber && (
            <div>
              <dt>{t('account.dashboard.phone')}</dt>
              <dd>{customer.phoneNumber}</dd>
            </div>
          )}
          {customer.isCompany && customer.companyName && (
            <div>
              <dt>{t('account.dashboard.company')}</dt>
              <dd>{customer.companyName}</dd>
            </div>
          )}
          <div>
            <dt>{t('account.dashboard.defaultAddress')}</dt>
            <dd data-testid="account-default-address">
              {address
                ? `${address.firstName} ${address.lastName}, ${streetAddressLine(address)}`
                : t('account.dashboard.noDefaultAddress')}
            </dd>
          </div>
        </dl>
      </div>
      {recentOrders}
      <ul role="list" className={styles.tiles}>
        {TILES.map((name) => (
          <li key={name}>
            <Link to={path(name)} className={styles.tile}>
              <span className={styles.tileTitle}>{t(`routes.${name}.title`)}</span>
              <span className={styles.tileText}>{t(`routes.${name}.description`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
