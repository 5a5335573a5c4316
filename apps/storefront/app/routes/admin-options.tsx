import { Link, redirect } from 'react-router';
import { adminMeta } from '~/components/admin/admin-meta.ts';
import { AdminEmpty, AdminPage, adminStyles as styles } from '~/components/admin/admin-ui.tsx';
import { OptionForm } from '~/components/admin/taxonomy/option-editor.tsx';
import { UnsavedChangesGuard } from '~/components/admin/unsaved-changes.tsx';
import { createOption, loadOptions, requireTaxonomySession } from '~/data/admin-taxonomy.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { useT } from '~/i18n/use-t.ts';
import { useShop } from '~/lib/shop-context.tsx';
import { useRoutePath } from '~/routing/links.ts';
import type { Route } from './+types/admin-options';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'ADMIN_OPTIONS');

export async function loader(args: Route.LoaderArgs) {
  const session = requireTaxonomySession(getShopRequest(args.context), args);
  return { options: await loadOptions(session) };
}

/** Creates an option (with its first values) and opens it. */
export async function action(args: Route.ActionArgs) {
  const session = requireTaxonomySession(getShopRequest(args.context), args);
  const result = await createOption(session, await args.request.formData());
  if (result.ok && result.code) throw redirect(session.path('ADMIN_OPTION', { code: result.code }));
  return result;
}

export default function AdminOptionsRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const path = useRoutePath();
  const { locale } = useShop();
  const { options } = loaderData;
  return (
    <AdminPage title={t('routes.ADMIN_OPTIONS.title')}>
      {options.data.length === 0 ? (
        <AdminEmpty title={t('adminTaxons.option.empty')} />
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th>{t('adminTaxons.name')}</th>
                <th>{t('adminTaxons.code')}</th>
                <th>{t('adminTaxons.option.values')}</th>
              </tr>
            </thead>
            <tbody>
              {options.data.map((option) => (
                <tr key={option.code} data-testid="admin-option-row">
                  <td data-label={t('adminTaxons.name')}>
                    <Link to={path('ADMIN_OPTION', { code: option.code })}>
                      {option.translations[locale]?.name || option.code}
                    </Link>
                  </td>
                  <td data-label={t('adminTaxons.code')} className={styles.mono}>
                    {option.code}
                  </td>
                  <td data-label={t('adminTaxons.option.values')}>
                    {option.values
                      .map((value) => value.translations[locale]?.value || value.code)
                      .join(', ') || '–'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <section className={styles.panel} aria-labelledby="admin-option-new">
        <h2 id="admin-option-new" className={styles.panelTitle}>
          {t('adminTaxons.option.new')}
        </h2>
        <UnsavedChangesGuard>
          <OptionForm option={null} result={actionData} />
        </UnsavedChangesGuard>
      </section>
    </AdminPage>
  );
}
