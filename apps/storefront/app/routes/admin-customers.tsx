import { Form, Link } from 'react-router';
import { adminMeta } from '~/components/admin/admin-meta.ts';
import {
  AdminDate,
  AdminEmpty,
  AdminMessage,
  AdminPage,
  AdminPagination,
  adminStyles as styles,
  SubmitButton,
} from '~/components/admin/admin-ui.tsx';
import { impersonateCustomer, loadCustomers } from '~/data/admin-data.server.ts';
import { requireAdminSession } from '~/data/admin-session.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { localiseServerMessage } from '~/i18n/server-messages.ts';
import { useT } from '~/i18n/use-t.ts';
import { useRoutePath } from '~/routing/links.ts';
import type { Route } from './+types/admin-customers';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'ADMIN_CUSTOMERS');

export async function loader(args: Route.LoaderArgs) {
  const { context, url } = args;
  const session = requireAdminSession(getShopRequest(context), args);
  return loadCustomers(session, url);
}

/** A link that signs in as the customer in one channel's storefront for 15 minutes. */
export async function action(args: Route.ActionArgs) {
  const { context, request } = args;
  const session = requireAdminSession(getShopRequest(context), args);
  return impersonateCustomer(session, await request.formData());
}

export default function AdminCustomersRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const path = useRoutePath();
  const { search, customers } = loaderData;
  return (
    <AdminPage title={t('routes.ADMIN_CUSTOMERS.title')}>
      <Form method="get" className={styles.filters} role="search">
        <div className={styles.filterField}>
          <label htmlFor="admin-customers-search">{t('admin.customers.search')}</label>
          <input
            id="admin-customers-search"
            name="search"
            type="search"
            defaultValue={search}
            placeholder={t('admin.customers.searchHint')}
            maxLength={100}
            className={styles.input}
            data-testid="admin-customers-search"
          />
        </div>
        <div className={styles.actions}>
          <button type="submit" className={styles.button}>
            {t('admin.filter')}
          </button>
          {search && (
            <Link to={path('ADMIN_CUSTOMERS')} className={`${styles.button} ${styles.buttonSecondary}`}>
              {t('admin.clearFilter')}
            </Link>
          )}
        </div>
      </Form>
      {actionData && !actionData.ok && (
        <AdminMessage tone="error">
          {actionData.message ? localiseServerMessage(t, actionData.message) : t('admin.actionFailed')}
        </AdminMessage>
      )}
      {customers.data.length === 0 ? (
        <AdminEmpty
          title={t(search ? 'admin.customers.emptyFiltered' : 'admin.customers.empty')}
          hint={search ? t('admin.emptyFilteredHint') : undefined}
        />
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th>{t('admin.customers.name')}</th>
                <th>{t('admin.customers.email')}</th>
                <th>{t('admin.customers.impersonation')}</th>
              </tr>
            </thead>
            <tbody>
              {customers.data.map((customer) => {
                const link = actionData?.ok && actionData.customerId === customer.id ? actionData : null;
                return (
                  <tr key={customer.id} data-testid="admin-customer-row">
                    <td data-label={t('admin.customers.name')}>
                      <div>{[customer.firstName, customer.lastName].filter(Boolean).join(' ') || '–'}</div>
                      {customer.isCompany && <div className={styles.muted}>{customer.companyName}</div>}
                    </td>
                    <td data-label={t('admin.customers.email')}>{customer.email}</td>
                    <td data-label={t('admin.customers.impersonation')}>
                      {customer.channelCodes.length === 0 ? (
                        <span className={styles.muted}>{t('admin.customers.noAccount')}</span>
                      ) : (
                        <div className={styles.rowActions}>
                          <div className={styles.actions}>
                            {customer.channelCodes.map((channelCode) => (
                              <Form method="post" key={channelCode}>
                                <input type="hidden" name="customerId" value={customer.id} />
                                <input type="hidden" name="channelCode" value={channelCode} />
                                <SubmitButton
                                  intent="impersonate"
                                  tone="secondary"
                                  testId="admin-impersonate"
                                >
                                  {t('admin.customers.linkFor', { channel: channelCode })}
                                </SubmitButton>
                              </Form>
                            ))}
                          </div>
                          {link?.value && (
                            <div className={styles.link} data-testid="admin-impersonation-link">
                              <label htmlFor={`impersonation-${customer.id}`}>
                                {t('admin.customers.linkLabel', { channel: link.channelCode })}
                              </label>
                              <input
                                id={`impersonation-${customer.id}`}
                                readOnly
                                value={link.value.url}
                                className={`${styles.input} ${styles.mono}`}
                                onFocus={(event) => event.currentTarget.select()}
                              />
                              <span className={styles.muted}>
                                {t('admin.customers.linkExpires')} <AdminDate iso={link.value.expiresAt} />
                              </span>
                              <a href={link.value.url} target="_blank" rel="noreferrer noopener">
                                {t('admin.customers.open')}
                              </a>
                            </div>
                          )}
                        </div>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <AdminPagination meta={customers.meta} />
    </AdminPage>
  );
}
