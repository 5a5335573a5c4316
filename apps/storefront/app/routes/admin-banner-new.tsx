import { redirect } from 'react-router';
import { adminMeta } from '~/components/admin/admin-meta.ts';
import { AdminPage } from '~/components/admin/admin-ui.tsx';
import { BannerForm } from '~/components/admin/content-blocks/banner-form.tsx';
import { loadBannerScreen, saveJsonForm } from '~/data/admin-content-blocks.server.ts';
import { requireAdminSession } from '~/data/admin-session.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { useT } from '~/i18n/use-t.ts';
import { useRoutePath } from '~/routing/links.ts';
import type { Route } from './+types/admin-banner-new';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'ADMIN_BANNER_NEW');

export async function loader(args: Route.LoaderArgs) {
  const session = requireAdminSession(getShopRequest(args.context), args);
  return loadBannerScreen(session, null);
}

export async function action(args: Route.ActionArgs) {
  const session = requireAdminSession(getShopRequest(args.context), args);
  const result = await saveJsonForm(session, '/banners', null, await args.request.formData());
  if (result.ok && result.id !== null)
    throw redirect(`${session.path('ADMIN_BANNER', { id: String(result.id) })}?created=1`);
  return result;
}

/** A new banner (issue 22). */
export default function AdminBannerNewRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const path = useRoutePath();
  return (
    <AdminPage
      title={t('routes.ADMIN_BANNER_NEW.title')}
      back={{ href: path('ADMIN_BANNERS'), label: t('routes.ADMIN_BANNERS.title') }}
    >
      <BannerForm banner={null} channels={loaderData.channels} result={actionData ?? null} />
    </AdminPage>
  );
}
