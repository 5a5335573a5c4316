import { Form } from 'react-router';
import { adminMeta } from '~/components/admin/admin-meta.ts';
import {
  AdminDate,
  AdminEmpty,
  AdminMessage,
  AdminPage,
  AdminPagination,
  AdminTabs,
  Badge,
  adminStyles as styles,
  SubmitButton,
} from '~/components/admin/admin-ui.tsx';
import { decideAccount, loadAccounts } from '~/data/admin-data.server.ts';
import { requireAdminSession } from '~/data/admin-session.server.ts';
import { ACCOUNT_TABS } from '~/data/admin-views.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { localiseServerMessage } from '~/i18n/server-messages.ts';
import { useT } from '~/i18n/use-t.ts';
import type { Route } from './+types/admin-accounts';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'ADMIN_ACCOUNTS');

export async function loader(args: Route.LoaderArgs) {
  const { context, url } = args;
  const session = requireAdminSession(getShopRequest(context), args);
  return loadAccounts(session, url);
}

/** Approving or rejecting one account (the reason goes into the customer's email). */
export async function action(args: Route.ActionArgs) {
  const { context, request } = args;
  const session = requireAdminSession(getShopRequest(context), args);
  const form = await request.formData();
  const result = await decideAccount(session, form);
  return { ...result, intent: String(form.get('intent')) };
}

export default function AdminAccountsRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { status, accounts } = loaderData;
  const dash = <span className={styles.muted}>–</span>;
  return (
    <AdminPage title={t('routes.ADMIN_ACCOUNTS.title')}>
      <AdminTabs
        label={t('admin.accounts.tabs')}
        param="status"
        values={ACCOUNT_TABS}
        current={status}
        labelOf={(value) => t(`admin.accounts.statuses.${value}`)}
      />
      {actionData?.ok === false && (
        <AdminMessage tone="error">
          {actionData.message ? localiseServerMessage(t, actionData.message) : t('admin.actionFailed')}
        </AdminMessage>
      )}
      {actionData?.ok && (
        <AdminMessage tone="success">
          {t(actionData.intent === 'approve' ? 'admin.accounts.approved' : 'admin.accounts.rejected', {
            email: actionData.value.email,
          })}
        </AdminMessage>
      )}
      {accounts.data.length === 0 ? (
        <AdminEmpty title={t(`admin.accounts.empty.${status}`)} />
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th>{t('admin.accounts.company')}</th>
                <th>{t('admin.accounts.contact')}</th>
                <th>{t('admin.accounts.channel')}</th>
                <th>{t('admin.accounts.verified')}</th>
                <th>{t('admin.accounts.registered')}</th>
                {status === 'pending' ? (
                  <th>{t('admin.accounts.decision')}</th>
                ) : (
                  <th>{t('admin.accounts.decided')}</th>
                )}
              </tr>
            </thead>
            <tbody>
              {accounts.data.map((account) => (
                <tr key={account.shopUserId} data-testid="admin-account-row" data-email={account.email}>
                  <td data-label={t('admin.accounts.company')}>
                    <strong>{account.companyName ?? dash}</strong>
                    <div className={styles.muted}>
                      {t('admin.accounts.vat')}: {account.vatNumber ?? '–'}
                    </div>
                    <div className={styles.muted}>
                      {t('admin.accounts.companyCode')}: {account.companyCode ?? '–'}
                    </div>
                  </td>
                  <td data-label={t('admin.accounts.contact')}>
                    <div>{[account.firstName, account.lastName].filter(Boolean).join(' ') || dash}</div>
                    <a href={`mailto:${account.email}`}>{account.email}</a>
                    <div>{account.phoneNumber ?? dash}</div>
                  </td>
                  <td data-label={t('admin.accounts.channel')}>{account.channelCode}</td>
                  <td data-label={t('admin.accounts.verified')}>
                    <Badge tone={account.verified ? 'good' : 'warn'}>
                      {t(account.verified ? 'admin.yes' : 'admin.no')}
                    </Badge>
                  </td>
                  <td data-label={t('admin.accounts.registered')}>
                    <AdminDate iso={account.registeredAt} />
                  </td>
                  <td
                    data-label={t(
                      status === 'pending' ? 'admin.accounts.decision' : 'admin.accounts.decided',
                    )}
                  >
                    {account.status === 'pending' ? (
                      <Form method="post" className={styles.rowActions}>
                        <input type="hidden" name="shopUserId" value={account.shopUserId} />
                        <label htmlFor={`reason-${account.shopUserId}`} className={styles.muted}>
                          {t('admin.accounts.reason')}
                        </label>
                        <textarea
                          id={`reason-${account.shopUserId}`}
                          name="reason"
                          maxLength={500}
                          rows={2}
                          className={styles.input}
                        />
                        <div className={styles.actions}>
                          <SubmitButton intent="approve" testId="admin-approve">
                            {t('admin.accounts.approve')}
                          </SubmitButton>
                          <SubmitButton intent="reject" tone="danger" testId="admin-reject">
                            {t('admin.accounts.reject')}
                          </SubmitButton>
                        </div>
                      </Form>
                    ) : (
                      <AdminDate iso={account.decidedAt} />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <AdminPagination meta={accounts.meta} />
    </AdminPage>
  );
}
