import { adminMeta } from '~/components/admin/admin-meta.ts';
import { AdminMessage, AdminPage } from '~/components/admin/admin-ui.tsx';
import { ArticleForm } from '~/components/admin/content/article-form.tsx';
import { loadArticleScreen, saveArticleForm } from '~/data/admin-articles.server.ts';
import { requireAdminSession } from '~/data/admin-session.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { useT } from '~/i18n/use-t.ts';
import { useShop } from '~/lib/shop-context.tsx';
import { useRoutePath } from '~/routing/links.ts';
import type { Route } from './+types/admin-article-new';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'ADMIN_ARTICLE_NEW');

export async function loader(args: Route.LoaderArgs) {
  const session = requireAdminSession(getShopRequest(args.context), args);
  return loadArticleScreen(session, null);
}

/** Saved (as a draft, for preview, or published), on to the article's own screen; refused, the form again. */
export async function action(args: Route.ActionArgs) {
  const shop = getShopRequest(args.context);
  const session = requireAdminSession(shop, args);
  return saveArticleForm(shop, args, session, null, await args.request.formData());
}

/** A new news article (issue 22). */
export default function AdminArticleNewRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const path = useRoutePath();
  const { locale } = useShop();
  return (
    <AdminPage
      title={t('routes.ADMIN_ARTICLE_NEW.title')}
      back={{ href: path('ADMIN_ARTICLES'), label: t('routes.ADMIN_ARTICLES.title') }}
    >
      {loaderData.sections.length === 0 && (
        <AdminMessage tone="error">{t('adminContent.article.noSections')}</AdminMessage>
      )}
      <ArticleForm
        article={null}
        sections={loaderData.sections}
        result={actionData ?? null}
        locale={locale}
        uploadUrl={path('ADMIN_CONTENT_PICTURES')}
      />
    </AdminPage>
  );
}
