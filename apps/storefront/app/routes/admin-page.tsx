import { data, Form, Link, useLocation } from 'react-router';
import { adminMeta } from '~/components/admin/admin-meta.ts';
import {
  AdminMessage,
  AdminPage,
  adminStyles as styles,
  SubmitButton,
} from '~/components/admin/admin-ui.tsx';
import { localiseContentMessage } from '~/components/admin/content/content-messages.ts';
import { PageForm } from '~/components/admin/content/page-form.tsx';
import { idParam } from '~/data/admin-content-forms.ts';
import { deletePage, loadPage, savePageForm } from '~/data/admin-pages.server.ts';
import { requireAdminSession } from '~/data/admin-session.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { useT } from '~/i18n/use-t.ts';
import { useShop } from '~/lib/shop-context.tsx';
import { useRoutePath } from '~/routing/links.ts';
import type { Route } from './+types/admin-page';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'ADMIN_PAGE');

export async function loader(args: Route.LoaderArgs) {
  const session = requireAdminSession(getShopRequest(args.context), args);
  const page = await loadPage(session, idParam(args.params.id));
  if (!page) throw data(null, { status: 404 });
  return { page };
}

export async function action(args: Route.ActionArgs) {
  const shop = getShopRequest(args.context);
  const session = requireAdminSession(shop, args);
  const id = idParam(args.params.id);
  if (id === null) throw data(null, { status: 404 });
  const form = await args.request.formData();
  if (form.get('intent') === 'delete')
    return { deleted: await deletePage(shop, args, session, id), saved: null };
  return { deleted: null, saved: await savePageForm(session, id, form) };
}

/** One content page (issue 22): its form, preview, delete (a channel's terms page is refused, saying why). */
export default function AdminPageRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const path = useRoutePath();
  const { locale } = useShop();
  const { search } = useLocation();
  const { page } = loaderData;
  const id = String(page.id);
  return (
    <AdminPage
      title={t('routes.ADMIN_PAGE.title')}
      back={{ href: path('ADMIN_PAGES'), label: t('routes.ADMIN_PAGES.title') }}
      actions={
        <Link
          to={path('ADMIN_PAGE_PREVIEW', { id })}
          className={`${styles.button} ${styles.buttonSecondary}`}
        >
          {t('adminContent.form.openPreview')}
        </Link>
      }
    >
      {new URLSearchParams(search).has('saved') && !actionData && (
        <AdminMessage tone="success">{t('adminContent.page.saved')}</AdminMessage>
      )}
      {actionData?.deleted?.message && (
        <AdminMessage tone="error">{localiseContentMessage(t, actionData.deleted.message)}</AdminMessage>
      )}
      {page.usedBy.length > 0 && (
        <p className={styles.muted}>
          {t('adminContent.page.usedByHint', { channels: page.usedBy.join(', ') })}
        </p>
      )}
      <PageForm
        key={id}
        page={page}
        result={actionData?.saved ?? null}
        locale={locale}
        uploadUrl={path('ADMIN_CONTENT_PICTURES')}
      />
      <details className={styles.confirm}>
        <summary className={`${styles.button} ${styles.buttonDanger}`}>
          {t('adminContent.form.delete')}
        </summary>
        <Form method="post" className={styles.confirmBody}>
          <p>{t('adminContent.page.deleteQuestion')}</p>
          <SubmitButton intent="delete" tone="danger" testId="page-delete">
            {t('adminContent.form.deleteConfirm')}
          </SubmitButton>
        </Form>
      </details>
    </AdminPage>
  );
}
