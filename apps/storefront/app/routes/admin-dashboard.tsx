import { Link, redirect, useLocation } from 'react-router';
import { SHOP_TIME_ZONE } from '@shop/contracts/constants';
import { adminMeta } from '~/components/admin/admin-meta.ts';
import { AdminMessage, AdminPage, adminStyles as styles } from '~/components/admin/admin-ui.tsx';
import { RevenueChart } from '~/components/admin/sales/revenue-chart.tsx';
import { SalesFigureCards } from '~/components/admin/sales/sales-figures.tsx';
import { SalesPeriodForm } from '~/components/admin/sales/sales-period-form.tsx';
import { SalesTopTables } from '~/components/admin/sales/sales-top.tsx';
import salesStyles from '~/components/admin/sales/sales.module.css';
import { cx } from '~/components/class-names.ts';
import { firstAdminSection } from '~/components/admin/admin-sections.ts';
import { loadAdministrator, loadDashboard } from '~/data/admin-data.server.ts';
import { loadSalesScreen } from '~/data/admin-sales.server.ts';
import { requireAdminSession } from '~/data/admin-session.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { useT } from '~/i18n/use-t.ts';
import { useShop } from '~/lib/shop-context.tsx';
import { useRoutePath } from '~/routing/links.ts';
import type { Route } from './+types/admin-dashboard';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'ADMIN_DASHBOARD');

export async function loader(args: Route.LoaderArgs) {
  const shop = getShopRequest(args.context);
  const session = requireAdminSession(shop, args);
  const url = new URL(args.request.url);
  // The front door of the back office: a role without the sales figures starts at its first screen.
  const { permissions } = await loadAdministrator(session);
  if (!permissions.includes('reports')) {
    const first = firstAdminSection(permissions);
    if (first) throw redirect(session.path(first));
  }
  const [counts, sales] = await Promise.all([
    loadDashboard(session, permissions),
    loadSalesScreen(session, shop.locale, url),
  ]);
  return { ...counts, sales, exportFailed: url.searchParams.has('exportFailed') };
}

/**
 * The back office's overview: what waits for the staff (counters that open the filtered lists), then the
 * sales report of a period (issue 22, docs/adr/0054-sales-report.md) with the orders' CSV export.
 */
export default function AdminDashboardRoute({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const path = useRoutePath();
  const { locale } = useShop();
  const { search } = useLocation();
  const { sales } = loaderData;
  const allCards = [
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
  const cards = allCards.filter((card) => card.count !== null);
  const exportQuery = new URLSearchParams(search);
  exportQuery.delete('exportFailed');
  const report = sales.report;
  return (
    <AdminPage title={t('routes.ADMIN_DASHBOARD.title')}>
      <section aria-labelledby="dashboard-todo" className={salesStyles.period}>
        <h2 id="dashboard-todo" className={styles.panelTitle}>
          {t('adminSales.todo')}
        </h2>
        <div className={styles.cards}>
          {cards.map((card) => (
            <Link
              key={card.key}
              to={card.href}
              className={styles.card}
              data-testid={`admin-count-${card.key}`}
            >
              <span className={styles.cardCount}>{card.count}</span>
              <span>{t(`admin.dashboard.${card.key}`)}</span>
            </Link>
          ))}
        </div>
      </section>
      <section aria-labelledby="dashboard-sales" className={salesStyles.period} data-testid="sales-report">
        <div className={salesStyles.toolbar}>
          <h2 id="dashboard-sales" className={styles.panelTitle}>
            {t('adminSales.title')}
          </h2>
          {report && (
            <a
              href={`${path('ADMIN_SALES_EXPORT')}?${exportQuery}`}
              className={cx(styles.button, styles.buttonSecondary)}
              download
              data-testid="sales-export"
            >
              {t('adminSales.export')}
            </a>
          )}
        </div>
        {loaderData.exportFailed && <AdminMessage tone="error">{t('adminSales.exportFailed')}</AdminMessage>}
        <SalesPeriodForm filters={sales.filters} channels={sales.channels} errors={sales.errors} />
        {report && (
          <>
            <SalesFigureCards report={report} />
            <RevenueChart report={report} />
            <SalesTopTables report={report} />
            <p className={salesStyles.hint} data-testid="sales-loyalty-members">
              {t('adminSales.loyaltyMembers', {
                count: new Intl.NumberFormat(locale).format(report.loyaltyMembers),
              })}
              {' · '}
              {t('adminSales.generatedAt', {
                time: new Intl.DateTimeFormat(locale, {
                  timeStyle: 'medium',
                  timeZone: SHOP_TIME_ZONE,
                }).format(new Date(report.generatedAt)),
              })}
            </p>
          </>
        )}
      </section>
    </AdminPage>
  );
}
