import { Form, Link, useLocation } from 'react-router';
import { adminMeta } from '~/components/admin/admin-meta.ts';
import {
  AdminEmpty,
  AdminMessage,
  AdminPage,
  AdminPagination,
  adminStyles as styles,
  Badge,
  SubmitButton,
} from '~/components/admin/admin-ui.tsx';
import { RedirectForm } from '~/components/admin/redirects/redirect-form.tsx';
import { RedirectImport } from '~/components/admin/redirects/redirect-import.tsx';
import { cx } from '~/components/class-names.ts';
import { loadRedirectsScreen, redirectsAction } from '~/data/admin-redirects.server.ts';
import { requireAdminSession } from '~/data/admin-session.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { useT } from '~/i18n/use-t.ts';
import { useRoutePath } from '~/routing/links.ts';
import type { Route } from './+types/admin-redirects';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'ADMIN_REDIRECTS');

export async function loader(args: Route.LoaderArgs) {
  const session = requireAdminSession(getShopRequest(args.context), args);
  return loadRedirectsScreen(session, args.url);
}

/** Add, edit, delete, and the CSV import's check and apply (told apart by `intent`). */
export async function action(args: Route.ActionArgs) {
  const shop = getShopRequest(args.context);
  const session = requireAdminSession(shop, args);
  return redirectsAction(shop, args, session, await args.request.formData());
}

/**
 * The shop's redirects (issue 22): old address → new one, per channel or for all, with the list's search
 * and filters, the add/edit form, delete, and CSV import/export. The API refuses chains and loops and
 * says which redirect the new one clashes with; the shop follows a saved change within a second.
 */
export default function AdminRedirectsRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const path = useRoutePath();
  const { search } = useLocation();
  const { redirects, channels, filters, editing } = loaderData;
  const listPath = path('ADMIN_REDIRECTS');
  const channelName = (code: string | null) =>
    code === null ? t('adminRedirects.allChannels') : (channels.find((c) => c.code === code)?.name ?? code);
  const withoutEdit = (() => {
    const query = new URLSearchParams(search);
    query.delete('edit');
    const rest = query.toString();
    return rest ? `${listPath}?${rest}` : listPath;
  })();
  const editHref = (id: number) => {
    const query = new URLSearchParams(search);
    query.set('edit', String(id));
    return `${listPath}?${query}`;
  };
  const filtered = Boolean(filters.search || filters.channel || filters.enabled);
  const saved = actionData?.intent === 'save' && actionData.ok;
  const deleted = actionData?.intent === 'delete' && actionData.ok;
  const exportFailed = new URLSearchParams(search).has('exportFailed');
  return (
    <AdminPage title={t('routes.ADMIN_REDIRECTS.title')}>
      <p className={styles.muted}>{t('adminRedirects.intro')}</p>
      {saved && <AdminMessage tone="success">{t('adminRedirects.saved')}</AdminMessage>}
      {deleted && <AdminMessage tone="success">{t('adminRedirects.deleted')}</AdminMessage>}
      {exportFailed && <AdminMessage tone="error">{t('adminRedirects.exportFailed')}</AdminMessage>}
      <Form method="get" className={styles.filters} role="search">
        <div className={styles.filterField}>
          <label htmlFor="admin-redirects-search">{t('adminRedirects.filters.search')}</label>
          <input
            id="admin-redirects-search"
            name="search"
            type="search"
            defaultValue={filters.search}
            maxLength={200}
            className={styles.input}
            data-testid="admin-redirects-search"
          />
        </div>
        <div className={styles.filterField}>
          <label htmlFor="admin-redirects-channel">{t('adminRedirects.fields.channel')}</label>
          <select
            id="admin-redirects-channel"
            name="channel"
            defaultValue={filters.channel}
            className={styles.input}
          >
            <option value="">{t('adminRedirects.filters.anyChannel')}</option>
            <option value="all">{t('adminRedirects.allChannels')}</option>
            {channels.map((channel) => (
              <option key={channel.code} value={channel.code}>
                {channel.name}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.filterField}>
          <label htmlFor="admin-redirects-enabled">{t('adminRedirects.fields.enabled')}</label>
          <select
            id="admin-redirects-enabled"
            name="enabled"
            defaultValue={filters.enabled}
            className={styles.input}
          >
            <option value="">{t('adminRedirects.filters.any')}</option>
            <option value="true">{t('admin.yes')}</option>
            <option value="false">{t('admin.no')}</option>
          </select>
        </div>
        <div className={styles.actions}>
          <button type="submit" className={styles.button}>
            {t('admin.filter')}
          </button>
          {filtered && (
            <Link to={listPath} className={cx(styles.button, styles.buttonSecondary)}>
              {t('admin.clearFilter')}
            </Link>
          )}
        </div>
      </Form>
      {redirects.data.length === 0 ? (
        <AdminEmpty
          title={t('adminRedirects.empty')}
          hint={filtered ? t('admin.emptyFilteredHint') : undefined}
        />
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="visually-hidden">{t('routes.ADMIN_REDIRECTS.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('adminRedirects.fields.source')}</th>
                <th scope="col">{t('adminRedirects.fields.destination')}</th>
                <th scope="col">{t('adminRedirects.fields.channel')}</th>
                <th scope="col">{t('adminRedirects.columns.kind')}</th>
                <th scope="col">{t('adminRedirects.columns.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {redirects.data.map((redirect) => (
                <tr key={redirect.id} data-testid="admin-redirect-row">
                  <td data-label={t('adminRedirects.fields.source')}>
                    <span className={styles.mono}>{redirect.source}</span>
                  </td>
                  <td data-label={t('adminRedirects.fields.destination')}>
                    <span className={styles.mono}>{redirect.destination}</span>
                  </td>
                  <td data-label={t('adminRedirects.fields.channel')}>
                    <span>{channelName(redirect.channel)}</span>
                  </td>
                  <td data-label={t('adminRedirects.columns.kind')}>
                    <span>
                      <Badge tone={redirect.enabled ? 'good' : 'plain'}>
                        {redirect.enabled ? t('adminRedirects.on') : t('adminRedirects.off')}
                      </Badge>{' '}
                      {redirect.permanent ? '301' : '302'}
                      {redirect.only404 ? ` · ${t('adminRedirects.only404Short')}` : ''}
                    </span>
                  </td>
                  <td data-label={t('adminRedirects.columns.actions')}>
                    <div className={styles.rowActions}>
                      <Link
                        to={editHref(redirect.id)}
                        className={cx(styles.button, styles.buttonSecondary)}
                        aria-label={t('adminRedirects.editOf', { source: redirect.source })}
                        data-testid="admin-redirect-edit"
                      >
                        {t('adminRedirects.edit')}
                      </Link>
                      <details className={styles.confirm}>
                        <summary
                          className={cx(styles.button, styles.buttonDanger)}
                          aria-label={t('adminRedirects.deleteOf', { source: redirect.source })}
                        >
                          {t('adminRedirects.delete')}
                        </summary>
                        <Form method="post" className={styles.confirmBody}>
                          <input type="hidden" name="id" value={redirect.id} />
                          <p>{t('adminRedirects.deleteQuestion', { source: redirect.source })}</p>
                          <SubmitButton intent="delete" tone="danger" testId="admin-redirect-delete">
                            {t('adminRedirects.deleteConfirm')}
                          </SubmitButton>
                        </Form>
                      </details>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <AdminPagination meta={redirects.meta} />
      <RedirectForm
        channels={channels}
        editing={editing}
        result={actionData?.intent === 'save' ? actionData : null}
        cancelHref={withoutEdit}
      />
      <RedirectImport
        result={actionData?.intent === 'import' ? actionData : null}
        exportHref={path('ADMIN_REDIRECTS_EXPORT')}
      />
    </AdminPage>
  );
}
