import { Form, Link } from 'react-router';
import { adminMeta } from '~/components/admin/admin-meta.ts';
import {
  AdminDate,
  AdminEmpty,
  AdminPage,
  AdminPagination,
  adminStyles as styles,
} from '~/components/admin/admin-ui.tsx';
import { loadAuditLog } from '~/data/admin-data.server.ts';
import { requireAdminSession } from '~/data/admin-session.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { useT } from '~/i18n/use-t.ts';
import { useRoutePath } from '~/routing/links.ts';
import type { Route } from './+types/admin-audit';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'ADMIN_AUDIT');

/** Who did what in the back office, newest first (the API's order), filtered by person, object and action. */
export async function loader(args: Route.LoaderArgs) {
  const { context, url } = args;
  const session = requireAdminSession(getShopRequest(context), args);
  return loadAuditLog(session, url);
}

export default function AdminAuditRoute({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const path = useRoutePath();
  const { filters, team } = loaderData;
  const filtered = Object.values(filters).some((value) => value !== '');
  const textFilter = (name: 'subjectType' | 'subjectId' | 'action', hint: string) => (
    <div className={styles.filterField}>
      <label htmlFor={`audit-${name}`}>{t(`admin.audit.filters.${name}`)}</label>
      <input
        id={`audit-${name}`}
        name={name}
        type="search"
        defaultValue={filters[name]}
        placeholder={hint}
        maxLength={name === 'subjectId' ? 128 : 64}
        className={styles.input}
        data-testid={`audit-filter-${name}`}
      />
    </div>
  );
  return (
    <AdminPage title={t('routes.ADMIN_AUDIT.title')}>
      <Form method="get" className={styles.filters} role="search" data-testid="audit-filters">
        <div className={styles.filterField}>
          <label htmlFor="audit-administratorId">{t('admin.audit.filters.administrator')}</label>
          {team.length > 0 ? (
            <select
              id="audit-administratorId"
              name="administratorId"
              defaultValue={filters.administratorId}
              className={styles.input}
              data-testid="audit-filter-administrator"
            >
              <option value="">{t('admin.audit.filters.anyone')}</option>
              {team.map((member) => (
                <option key={member.id} value={member.id}>
                  {member.name} ({member.email})
                </option>
              ))}
            </select>
          ) : (
            <input
              id="audit-administratorId"
              name="administratorId"
              inputMode="numeric"
              defaultValue={filters.administratorId}
              className={styles.input}
              data-testid="audit-filter-administrator"
            />
          )}
        </div>
        {textFilter('subjectType', 'order')}
        {textFilter('subjectId', '42')}
        {textFilter('action', 'order.cancel')}
        <div className={styles.actions}>
          <button type="submit" className={styles.button} data-testid="audit-filter-submit">
            {t('admin.audit.filters.apply')}
          </button>
          {filtered && (
            <Link to={path('ADMIN_AUDIT')} className={styles.link}>
              {t('admin.audit.filters.clear')}
            </Link>
          )}
        </div>
      </Form>
      {loaderData.data.length === 0 ? (
        <AdminEmpty title={t(filtered ? 'admin.audit.noMatch' : 'admin.audit.empty')} />
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th>{t('admin.audit.when')}</th>
                <th>{t('admin.audit.who')}</th>
                <th>{t('admin.audit.action')}</th>
                <th>{t('admin.audit.subject')}</th>
                <th>{t('admin.audit.summary')}</th>
              </tr>
            </thead>
            <tbody>
              {loaderData.data.map((entry) => (
                <tr key={entry.id} data-testid="admin-audit-row">
                  <td data-label={t('admin.audit.when')}>
                    <AdminDate iso={entry.createdAt} />
                  </td>
                  <td data-label={t('admin.audit.who')}>
                    {entry.administrator?.name ?? (
                      <span className={styles.muted}>{t('admin.audit.system')}</span>
                    )}
                  </td>
                  <td data-label={t('admin.audit.action')} className={styles.mono}>
                    {entry.action}
                  </td>
                  <td data-label={t('admin.audit.subject')} className={styles.nowrap}>
                    <Link
                      to={`${path('ADMIN_AUDIT')}?${new URLSearchParams({ subjectType: entry.subjectType, subjectId: entry.subjectId })}`}
                      title={t('admin.audit.filters.sameObject')}
                    >
                      {entry.subjectType} {entry.subjectId}
                    </Link>
                  </td>
                  <td data-label={t('admin.audit.summary')}>{entry.summary}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <AdminPagination meta={loaderData.meta} />
    </AdminPage>
  );
}
