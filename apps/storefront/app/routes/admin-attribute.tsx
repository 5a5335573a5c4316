import { data, Form } from 'react-router';
import { adminMeta } from '~/components/admin/admin-meta.ts';
import { AdminPage, adminStyles as styles, SubmitButton } from '~/components/admin/admin-ui.tsx';
import {
  AttributeFields,
  AttributeValues,
  ValueForm,
} from '~/components/admin/taxonomy/attribute-editor.tsx';
import { FormFeedback, FormState } from '~/components/admin/taxonomy/taxonomy-form.tsx';
import { UnsavedChangesGuard } from '~/components/admin/unsaved-changes.tsx';
import { changeAttribute, loadAttribute, requireTaxonomySession } from '~/data/admin-taxonomy.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { useT } from '~/i18n/use-t.ts';
import { useShop } from '~/lib/shop-context.tsx';
import { useRoutePath } from '~/routing/links.ts';
import type { Route } from './+types/admin-attribute';

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, 'ADMIN_ATTRIBUTE', args.loaderData?.attribute.code);

export async function loader(args: Route.LoaderArgs) {
  const session = requireTaxonomySession(getShopRequest(args.context), args);
  const attribute = await loadAttribute(session, args.params.code);
  if (!attribute) throw data('Not Found', { status: 404 });
  return { attribute };
}

/** The attribute's forms (`intent`): save it, add a value, and per value save, delete, picture. */
export async function action(args: Route.ActionArgs) {
  const session = requireTaxonomySession(getShopRequest(args.context), args);
  return changeAttribute(session, args.params.code, await args.request.formData());
}

export default function AdminAttributeRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const path = useRoutePath();
  const { locale } = useShop();
  const { attribute } = loaderData;
  return (
    <AdminPage
      title={attribute.translations[locale]?.name || attribute.code}
      back={{ href: path('ADMIN_ATTRIBUTES'), label: t('adminTaxons.attribute.back') }}
    >
      <UnsavedChangesGuard>
        <section className={styles.panel} aria-labelledby="admin-attribute-title">
          <h2 id="admin-attribute-title" className={styles.panelTitle}>
            {t('adminTaxons.attribute.edit', { code: attribute.code })}
          </h2>
          <FormState form="attribute" result={actionData}>
            <Form method="post" className={styles.form} noValidate data-testid="admin-attribute-form">
              <FormFeedback form="attribute" result={actionData} success={t('adminTaxons.saved')} />
              <AttributeFields attribute={attribute} />
              <div className={styles.actions}>
                <SubmitButton intent="save" testId="admin-attribute-save">
                  {t('adminTaxons.save')}
                </SubmitButton>
              </div>
            </Form>
          </FormState>
        </section>
        <section className={styles.panel} aria-labelledby="admin-attribute-values">
          <h2 id="admin-attribute-values" className={styles.panelTitle}>
            {t('adminTaxons.attribute.values')}
          </h2>
          <p className={styles.muted}>{t('adminTaxons.value.intro')}</p>
          <AttributeValues attribute={attribute} result={actionData} />
        </section>
        <section className={styles.panel} aria-labelledby="admin-value-new">
          <h2 id="admin-value-new" className={styles.panelTitle}>
            {t('adminTaxons.value.new')}
          </h2>
          <FormFeedback form="new-value" result={actionData} success={t('adminTaxons.value.added')} />
          <ValueForm
            key={actionData?.form === 'new-value' && actionData.ok ? 'added' : 'new'}
            value={null}
            result={actionData}
          />
        </section>
      </UnsavedChangesGuard>
    </AdminPage>
  );
}
