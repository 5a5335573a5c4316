import { adminMeta } from '~/components/admin/admin-meta.ts';
import {
  AdminDate,
  AdminEmpty,
  AdminPage,
  AdminPagination,
  AdminTabs,
  adminStyles as styles,
} from '~/components/admin/admin-ui.tsx';
import { loadNewsletterSubscribers } from '~/data/admin-data.server.ts';
import { requireAdminSession } from '~/data/admin-session.server.ts';
import { NEWSLETTER_TABS } from '~/data/admin-views.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { useT } from '~/i18n/use-t.ts';
import type { Route } from './+types/admin-newsletter';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'ADMIN_NEWSLETTER');

export async function loader(args: Route.LoaderArgs) {
  const { context, url } = args;
  const session = requireAdminSession(getShopRequest(context), args);
  return loadNewsletterSubscribers(session, url);
}

export default function AdminNewsletterRoute({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { status, subscribers } = loaderData;
  return (
    <AdminPage title={t('routes.ADMIN_NEWSLETTER.title')}>
      <AdminTabs
        label={t('admin.newsletter.tabs')}
        param="status"
        values={NEWSLETTER_TABS}
        current={status}
        labelOf={(value) => t(`admin.newsletter.statuses.${value}`)}
      />
      {subscribers.data.length === 0 ? (
        <AdminEmpty title={t('admin.newsletter.empty')} />
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th>{t('admin.newsletter.email')}</th>
                <th>{t('admin.channel')}</th>
                <th>{t('admin.language')}</th>
                <th>{t('admin.newsletter.subscribed')}</th>
                <th>{t('admin.newsletter.confirmed')}</th>
              </tr>
            </thead>
            <tbody>
              {subscribers.data.map((subscriber) => (
                <tr key={`${subscriber.channelCode}:${subscriber.email}`} data-testid="admin-subscriber-row">
                  <td data-label={t('admin.newsletter.email')}>{subscriber.email}</td>
                  <td data-label={t('admin.channel')}>{subscriber.channelCode}</td>
                  <td data-label={t('admin.language')}>{subscriber.locale}</td>
                  <td data-label={t('admin.newsletter.subscribed')}>
                    <AdminDate iso={subscriber.createdAt} />
                  </td>
                  <td data-label={t('admin.newsletter.confirmed')}>
                    <AdminDate iso={subscriber.confirmedAt} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <AdminPagination meta={subscribers.meta} />
    </AdminPage>
  );
}
