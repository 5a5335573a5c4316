import { Form, Link, redirect } from 'react-router';
import { adminMeta } from '~/components/admin/admin-meta.ts';
import { AdminEmpty, AdminPage, adminStyles as styles, SubmitButton } from '~/components/admin/admin-ui.tsx';
import { AttributeFields } from '~/components/admin/taxonomy/attribute-editor.tsx';
import { FormFeedback, FormState } from '~/components/admin/taxonomy/taxonomy-form.tsx';
import { UnsavedChangesGuard } from '~/components/admin/unsaved-changes.tsx';
import { createAttribute, loadAttributes, requireTaxonomySession } from '~/data/admin-taxonomy.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { useT } from '~/i18n/use-t.ts';
import { useShop } from '~/lib/shop-context.tsx';
import { useRoutePath } from '~/routing/links.ts';
import type { Route } from './+types/admin-attributes';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'ADMIN_ATTRIBUTES');

export async function loader(args: Route.LoaderArgs) {
  const session = requireTaxonomySession(getShopRequest(args.context), args);
  return { attributes: await loadAttributes(session) };
}

/** Creates an attribute and opens it to add its values. */
export async function action(args: Route.ActionArgs) {
  const session = requireTaxonomySession(getShopRequest(args.context), args);
  const result = await createAttribute(session, await args.request.formData());
  if (result.ok && result.code) throw redirect(session.path('ADMIN_ATTRIBUTE', { code: result.code }));
  return result;
}

export default function AdminAttributesRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const path = useRoutePath();
  const { locale } = useShop();
  const { attributes } = loaderData;
  return (
    <AdminPage title={t('routes.ADMIN_ATTRIBUTES.title')}>
      {attributes.data.length === 0 ? (
        <AdminEmpty title={t('adminTaxons.attribute.empty')} />
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th>{t('adminTaxons.name')}</th>
                <th>{t('adminTaxons.code')}</th>
                <th>{t('adminTaxons.attribute.filterType')}</th>
                <th className={styles.num}>{t('adminTaxons.attribute.values')}</th>
              </tr>
            </thead>
            <tbody>
              {attributes.data.map((attribute) => (
                <tr key={attribute.code} data-testid="admin-attribute-row">
                  <td data-label={t('adminTaxons.name')}>
                    <Link to={path('ADMIN_ATTRIBUTE', { code: attribute.code })}>
                      {attribute.translations[locale]?.name || attribute.code}
                    </Link>
                  </td>
                  <td data-label={t('adminTaxons.code')} className={styles.mono}>
                    {attribute.code}
                  </td>
                  <td data-label={t('adminTaxons.attribute.filterType')}>
                    {t(`adminTaxons.attribute.filterTypes.${attribute.filterType}`)}
                  </td>
                  <td data-label={t('adminTaxons.attribute.values')} className={styles.num}>
                    {attribute.values.length}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <section className={styles.panel} aria-labelledby="admin-attribute-new">
        <h2 id="admin-attribute-new" className={styles.panelTitle}>
          {t('adminTaxons.attribute.new')}
        </h2>
        <UnsavedChangesGuard>
          <FormState form="create" result={actionData}>
            <Form method="post" className={styles.form} noValidate data-testid="admin-attribute-create">
              <FormFeedback form="create" result={actionData} success={t('adminTaxons.saved')} />
              <AttributeFields attribute={null} />
              <div className={styles.actions}>
                <SubmitButton intent="create" testId="admin-attribute-create-submit">
                  {t('adminTaxons.attribute.create')}
                </SubmitButton>
              </div>
            </Form>
          </FormState>
        </UnsavedChangesGuard>
      </section>
    </AdminPage>
  );
}
