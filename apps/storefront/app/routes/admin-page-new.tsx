import { adminMeta } from '~/components/admin/admin-meta.ts';
import { AdminPage } from '~/components/admin/admin-ui.tsx';
import { PageForm } from '~/components/admin/content/page-form.tsx';
import { savePageForm } from '~/data/admin-pages.server.ts';
import { requireAdminSession } from '~/data/admin-session.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { useT } from '~/i18n/use-t.ts';
import { useShop } from '~/lib/shop-context.tsx';
import { useRoutePath } from '~/routing/links.ts';
import type { Route } from './+types/admin-page-new';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'ADMIN_PAGE_NEW');

export function loader(args: Route.LoaderArgs) {
  requireAdminSession(getShopRequest(args.context), args);
  return null;
}

export async function action(args: Route.ActionArgs) {
  const session = requireAdminSession(getShopRequest(args.context), args);
  return savePageForm(session, null, await args.request.formData());
}

/** A new content page (issue 22). */
export default function AdminPageNewRoute({ actionData }: Route.ComponentProps) {
  const t = useT();
  const path = useRoutePath();
  const { locale } = useShop();
  return (
    <AdminPage
      title={t('routes.ADMIN_PAGE_NEW.title')}
      back={{ href: path('ADMIN_PAGES'), label: t('routes.ADMIN_PAGES.title') }}
    >
      <PageForm
        page={null}
        result={actionData ?? null}
        locale={locale}
        uploadUrl={path('ADMIN_CONTENT_PICTURES')}
      />
    </AdminPage>
  );
}
