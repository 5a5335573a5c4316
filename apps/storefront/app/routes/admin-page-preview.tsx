import type { AdminPage } from '@shop/contracts';
import { data } from 'react-router';
import { adminMeta } from '~/components/admin/admin-meta.ts';
import { PreviewBar } from '~/components/admin/content/preview-bar.tsx';
import previewStyles from '~/components/admin/content/content-form.module.css';
import { ContentPageView } from '~/components/content/content-page-view.tsx';
import { CONTENT_LOCALES, idParam } from '~/data/admin-content-forms.ts';
import { loadPage } from '~/data/admin-pages.server.ts';
import { requireAdminSession } from '~/data/admin-session.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { useRoutePath } from '~/routing/links.ts';
import type { Route } from './+types/admin-page-preview';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'ADMIN_PAGE_PREVIEW');

export async function loader(args: Route.LoaderArgs) {
  const shop = getShopRequest(args.context);
  const session = requireAdminSession(shop, args);
  const page: AdminPage | null = await loadPage(session, idParam(args.params.id));
  if (!page) throw data(null, { status: 404 });
  const available = CONTENT_LOCALES.filter((code) => page.translations[code]);
  const asked = args.url.searchParams.get('locale') ?? shop.locale;
  const locale = available.find((code) => code === asked) ?? available[0] ?? shop.locale;
  const text = page.translations[locale] ?? { title: page.code, content: '' };
  return {
    id: page.id,
    page: { title: text.title, content: text.content },
    state: page.enabled ? 'published' : 'draft',
    locale,
    available,
  };
}

/** A content page as the shop will show it (the shop's own component), disabled pages too; never indexed. */
export default function AdminPagePreviewRoute({ loaderData }: Route.ComponentProps) {
  const path = useRoutePath();
  const { id, page, state, locale, available } = loaderData;
  return (
    <div lang={locale}>
      <PreviewBar
        state={state}
        locale={locale}
        available={available}
        editHref={path('ADMIN_PAGE', { id: String(id) })}
      />
      <div className={previewStyles.previewFrame} data-testid="page-preview">
        <ContentPageView page={page} />
      </div>
    </div>
  );
}
