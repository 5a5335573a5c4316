import { useLocation } from 'react-router';
import { adminMeta } from '~/components/admin/admin-meta.ts';
import { AdminMessage, AdminPage } from '~/components/admin/admin-ui.tsx';
import { BannerForm } from '~/components/admin/content-blocks/banner-form.tsx';
import { loadBannerScreen, saveJsonForm } from '~/data/admin-content-blocks.server.ts';
import { requireAdminSession } from '~/data/admin-session.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { useT } from '~/i18n/use-t.ts';
import { useRoutePath } from '~/routing/links.ts';
import type { Route } from './+types/admin-banner';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'ADMIN_BANNER');

export async function loader(args: Route.LoaderArgs) {
  const session = requireAdminSession(getShopRequest(args.context), args);
  return loadBannerScreen(session, args.params.id);
}

export async function action(args: Route.ActionArgs) {
  const session = requireAdminSession(getShopRequest(args.context), args);
  return saveJsonForm(session, '/banners', args.params.id, await args.request.formData());
}

/** One banner (issue 22). */
export default function AdminBannerRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const path = useRoutePath();
  const { search } = useLocation();
  const { banner } = loaderData;
  if (!banner) return null;
  const saved = (actionData?.ok ?? false) || new URLSearchParams(search).has('created');
  return (
    <AdminPage
      title={`${t('routes.ADMIN_BANNER.title')}: ${banner.code}`}
      back={{ href: path('ADMIN_BANNERS'), label: t('routes.ADMIN_BANNERS.title') }}
    >
      {saved && <AdminMessage tone="success">{t('adminContentBlocks.banner.saved')}</AdminMessage>}
      <BannerForm
        key={JSON.stringify(banner)}
        banner={banner}
        channels={loaderData.channels}
        result={actionData ?? null}
        previewHref={(locale) =>
          `${path('ADMIN_BANNER_PREVIEW', { id: String(banner.id) })}?locale=${locale}`
        }
      />
    </AdminPage>
  );
}
