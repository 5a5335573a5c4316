import { adminMeta } from '~/components/admin/admin-meta.ts';
import previewStyles from '~/components/admin/content/content-form.module.css';
import { PreviewBar } from '~/components/admin/content/preview-bar.tsx';
import { StandaloneBanners } from '~/components/content-blocks/banner-blocks.tsx';
import { loadBannerPreview } from '~/data/admin-content-blocks.server.ts';
import { requireAdminSession } from '~/data/admin-session.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { useRoutePath } from '~/routing/links.ts';
import type { Route } from './+types/admin-banner-preview';

/** Never indexed (adminMeta says noindex, nofollow), like every back office screen. */
export const meta: Route.MetaFunction = (args) => adminMeta(args, 'ADMIN_BANNER_PREVIEW');

export async function loader(args: Route.LoaderArgs) {
  const shop = getShopRequest(args.context);
  const session = requireAdminSession(shop, args);
  return loadBannerPreview(session, args.params.id, args.url.searchParams.get('locale') ?? shop.locale);
}

/**
 * A banner as shoppers will see it among the home page's standalone banners (the shop's own component), before
 * it is enabled or its first day comes; the bar says whether the shop shows it today.
 */
export default function AdminBannerPreviewRoute({ loaderData }: Route.ComponentProps) {
  const path = useRoutePath();
  const { id, state, locale, available, banner } = loaderData;
  return (
    <div lang={locale}>
      <PreviewBar
        state={state}
        locale={locale}
        available={available}
        editHref={path('ADMIN_BANNER', { id: String(id) })}
      />
      <div className={previewStyles.previewFrame} data-testid="banner-preview">
        <StandaloneBanners banners={[banner]} />
      </div>
    </div>
  );
}
