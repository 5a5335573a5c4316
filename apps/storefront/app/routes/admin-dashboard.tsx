import { Link } from 'react-router';
import { adminMeta } from '~/components/admin/admin-meta.ts';
import { AdminPage, adminStyles as styles } from '~/components/admin/admin-ui.tsx';
import { loadDashboard } from '~/data/admin-data.server.ts';
import { requireAdminSession } from '~/data/admin-session.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { useT } from '~/i18n/use-t.ts';
import { useRoutePath } from '~/routing/links.ts';
import type { Route } from './+types/admin-dashboard';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'ADMIN_DASHBOARD');

export async function loader(args: Route.LoaderArgs) {
  return loadDashboard(requireAdminSession(getShopRequest(args.context), args));
}

export default function AdminDashboardRoute({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const path = useRoutePath();
  const cards = [
    {
      key: 'pendingAccounts',
      count: loaderData.pendingAccounts,
      href: `${path('ADMIN_ACCOUNTS')}?status=pending`,
    },
    { key: 'newOrders', count: loaderData.newOrders, href: `${path('ADMIN_ORDERS')}?state=new` },
    {
      key: 'initiatedReturns',
      count: loaderData.initiatedReturns,
      href: `${path('ADMIN_RETURNS')}?state=initiated`,
    },
    {
      key: 'requestedReturns',
      count: loaderData.requestedReturns,
      href: `${path('ADMIN_RETURNS')}?state=requested`,
    },
  ];
  return (
    <AdminPage title={t('routes.ADMIN_DASHBOARD.title')}>
      <div className={styles.cards}>
        {cards.map((card) => (
          <Link key={card.key} to={card.href} className={styles.card} data-testid={`admin-count-${card.key}`}>
            <span className={styles.cardCount}>{card.count}</span>
            <span>{t(`admin.dashboard.${card.key}`)}</span>
          </Link>
        ))}
      </div>
    </AdminPage>
  );
}
