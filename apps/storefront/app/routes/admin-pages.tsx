import { Form, Link, useLocation } from 'react-router';
import { adminMeta } from '~/components/admin/admin-meta.ts';
import {
  AdminEmpty,
  AdminMessage,
  AdminPage,
  AdminPagination,
  adminStyles as styles,
  Badge,
} from '~/components/admin/admin-ui.tsx';
import { cx } from '~/components/class-names.ts';
import { loadPagesScreen } from '~/data/admin-pages.server.ts';
import { requireAdminSession } from '~/data/admin-session.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { useT } from '~/i18n/use-t.ts';
import { useRoutePath } from '~/routing/links.ts';
import type { Route } from './+types/admin-pages';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'ADMIN_PAGES');

export async function loader(args: Route.LoaderArgs) {
  const session = requireAdminSession(getShopRequest(args.context), args);
  return loadPagesScreen(session, args.url);
}

/** Content pages (issue 22): by code with a search; shown or hidden; which channel uses it as terms. */
export default function AdminPagesRoute({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const path = useRoutePath();
  const { search: query } = useLocation();
  const { pages, search } = loaderData;
  return (
    <AdminPage
      title={t('routes.ADMIN_PAGES.title')}
      actions={
        <Link to={path('ADMIN_PAGE_NEW')} className={styles.button} data-testid="page-new">
          {t('adminContent.page.new')}
        </Link>
      }
    >
      {new URLSearchParams(query).has('deleted') && (
        <AdminMessage tone="success">{t('adminContent.page.deleted')}</AdminMessage>
      )}
      <Form method="get" className={styles.filters} role="search">
        <div className={styles.filterField}>
          <label htmlFor="admin-pages-search">{t('adminContent.filters.search')}</label>
          <input
            id="admin-pages-search"
            name="search"
            type="search"
            defaultValue={search}
            maxLength={200}
            className={styles.input}
          />
        </div>
        <div className={styles.actions}>
          <button type="submit" className={styles.button}>
            {t('admin.filter')}
          </button>
          {search && (
            <Link to={path('ADMIN_PAGES')} className={cx(styles.button, styles.buttonSecondary)}>
              {t('admin.clearFilter')}
            </Link>
          )}
        </div>
      </Form>
      {pages.data.length === 0 ? (
        <AdminEmpty
          title={t('adminContent.page.empty')}
          hint={search ? t('admin.emptyFilteredHint') : undefined}
        />
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="visually-hidden">{t('routes.ADMIN_PAGES.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('adminContent.page.title')}</th>
                <th scope="col">{t('adminContent.form.code')}</th>
                <th scope="col">{t('adminContent.page.shown')}</th>
                <th scope="col">{t('adminContent.page.usedBy')}</th>
              </tr>
            </thead>
            <tbody>
              {pages.data.map((page) => (
                <tr key={page.id} data-testid="admin-page-row">
                  <td data-label={t('adminContent.page.title')}>
                    <Link to={path('ADMIN_PAGE', { id: String(page.id) })} className={styles.link}>
                      {page.title}
                    </Link>
                  </td>
                  <td data-label={t('adminContent.form.code')}>
                    <span className={styles.mono}>{page.code}</span>
                  </td>
                  <td data-label={t('adminContent.page.shown')}>
                    <span>
                      <Badge tone={page.enabled ? 'good' : 'plain'}>
                        {page.enabled ? t('admin.yes') : t('admin.no')}
                      </Badge>
                    </span>
                  </td>
                  <td data-label={t('adminContent.page.usedBy')}>
                    <span>{page.usedBy.length ? page.usedBy.join(', ') : '–'}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <AdminPagination meta={pages.meta} />
    </AdminPage>
  );
}
