import type { AdminArticle, AdminArticleSection, Article, List } from '@shop/contracts';
import { data } from 'react-router';
import { adminMeta } from '~/components/admin/admin-meta.ts';
import { PreviewBar } from '~/components/admin/content/preview-bar.tsx';
import previewStyles from '~/components/admin/content/content-form.module.css';
import { ArticlePage } from '~/components/news/article-page.tsx';
import { CONTENT_LOCALES, idParam } from '~/data/admin-content-forms.ts';
import { requireAdminSession } from '~/data/admin-session.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { isApiError } from '~/lib/api/api-error.ts';
import { useRoutePath } from '~/routing/links.ts';
import type { Route } from './+types/admin-article-preview';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'ADMIN_ARTICLE_PREVIEW');

/** The saved article (a draft or a future one too) in the asked language, shaped as the shop's API gives it. */
export async function loader(args: Route.LoaderArgs) {
  const shop = getShopRequest(args.context);
  const session = requireAdminSession(shop, args);
  const id = idParam(args.params.id);
  if (id === null) throw data(null, { status: 404 });
  const [saved, sections] = await Promise.all([
    session.api.get<AdminArticle>(`/articles/${id}`).catch((error: unknown) => {
      if (isApiError(error) && error.status === 404) throw data(null, { status: 404 });
      throw error;
    }),
    session.api.get<List<AdminArticleSection>>('/article-sections'),
  ]);
  const available = CONTENT_LOCALES.filter((code) => saved.translations[code]);
  const asked = args.url.searchParams.get('locale') ?? shop.locale;
  const locale = available.find((code) => code === asked) ?? available[0] ?? shop.locale;
  const text = saved.translations[locale] ?? { name: saved.code, slug: '', excerpt: '', content: '' };
  const section = sections.data.find((candidate) => candidate.id === saved.sectionId);
  const sectionText = section?.translations[locale] ?? Object.values(section?.translations ?? {})[0];
  const article: Article = {
    id: saved.id,
    code: saved.code,
    name: text.name,
    slug: text.slug,
    excerpt: text.excerpt,
    publishedAt: saved.publishedAt,
    image: saved.image,
    sections: section && sectionText ? [{ id: section.id, code: section.code, ...sectionText }] : [],
    content: text.content,
  };
  return { article, state: saved.state, locale, available };
}

/**
 * "As it will look in the shop" (issue 22): the shop's own article component with the saved texts, under
 * a bar saying it is not published. Never indexed (adminMeta), only for administrators.
 */
export default function AdminArticlePreviewRoute({ loaderData }: Route.ComponentProps) {
  const path = useRoutePath();
  const { article, state, locale, available } = loaderData;
  return (
    <div lang={locale}>
      <PreviewBar
        state={state}
        locale={locale}
        available={available}
        editHref={path('ADMIN_ARTICLE', { id: String(article.id) })}
      />
      <div className={previewStyles.previewFrame} data-testid="article-preview">
        <ArticlePage article={article} />
      </div>
    </div>
  );
}
