import { data, Form, redirect } from 'react-router';
import { adminMeta } from '~/components/admin/admin-meta.ts';
import {
  AdminMessage,
  AdminPage,
  adminStyles as styles,
  SubmitButton,
} from '~/components/admin/admin-ui.tsx';
import { cx } from '~/components/class-names.ts';
import { OptionForm } from '~/components/admin/taxonomy/option-editor.tsx';
import { localiseTaxonomyMessage } from '~/components/admin/taxonomy/taxonomy-messages.ts';
import { UnsavedChangesGuard } from '~/components/admin/unsaved-changes.tsx';
import { changeOption, loadOption, requireTaxonomySession } from '~/data/admin-taxonomy.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { useT } from '~/i18n/use-t.ts';
import { useShop } from '~/lib/shop-context.tsx';
import { useRoutePath } from '~/routing/links.ts';
import type { Route } from './+types/admin-option';

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, 'ADMIN_OPTION', args.loaderData?.option.code);

export async function loader(args: Route.LoaderArgs) {
  const session = requireTaxonomySession(getShopRequest(args.context), args);
  const option = await loadOption(session, args.params.code);
  if (!option) throw data('Not Found', { status: 404 });
  return { option };
}

/** Saves the option with its whole list of values, or deletes it (then back to the list). */
export async function action(args: Route.ActionArgs) {
  const session = requireTaxonomySession(getShopRequest(args.context), args);
  const result = await changeOption(session, args.params.code, await args.request.formData());
  if (result.ok && result.form === 'delete') throw redirect(session.path('ADMIN_OPTIONS'));
  return result;
}

export default function AdminOptionRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const path = useRoutePath();
  const { locale } = useShop();
  const { option } = loaderData;
  const refused = actionData?.form === 'delete' && !actionData.ok;
  return (
    <AdminPage
      title={option.translations[locale]?.name || option.code}
      back={{ href: path('ADMIN_OPTIONS'), label: t('adminTaxons.option.back') }}
    >
      <UnsavedChangesGuard>
        <section className={styles.panel} aria-labelledby="admin-option-title">
          <h2 id="admin-option-title" className={styles.panelTitle}>
            {t('adminTaxons.option.edit', { code: option.code })}
          </h2>
          <OptionForm key={option.code} option={option} result={actionData} />
        </section>
      </UnsavedChangesGuard>
      <section className={styles.panel} aria-labelledby="admin-option-delete">
        <h2 id="admin-option-delete" className={styles.panelTitle}>
          {t('adminTaxons.option.deleteTitle')}
        </h2>
        <details className={styles.confirm} open={refused || undefined}>
          <summary className={cx(styles.button, styles.buttonDanger)} data-testid="admin-option-delete">
            {t('adminTaxons.option.delete')}
          </summary>
          <Form method="post" className={styles.confirmBody}>
            {refused && (
              <AdminMessage tone="error">
                {actionData.message
                  ? localiseTaxonomyMessage(t, actionData.message)
                  : t('admin.actionFailed')}
              </AdminMessage>
            )}
            <p>{t('adminTaxons.option.deleteQuestion')}</p>
            <SubmitButton intent="delete" tone="danger" testId="admin-option-delete-confirm">
              {t('adminTaxons.option.deleteConfirm')}
            </SubmitButton>
          </Form>
        </details>
      </section>
    </AdminPage>
  );
}
