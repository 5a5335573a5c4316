import { redirect } from 'react-router';
import { ArticlePage } from '~/components/news/article-page.tsx';
import { loadArticle } from '~/data/news.server.ts';
import { pageNotFound } from '~/data/not-found.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { parseSlugId, slugIdPathMatch } from '~/routing/path-match.ts';
import { routePath } from '~/routing/route-path.ts';
import { routeMeta } from '~/shell/route-meta.ts';
import type { Route } from './+types/news-inner';

export const meta: Route.MetaFunction = (args) =>
  routeMeta(
    args,
    'NEWS_INNER',
    args.loaderData
      ? { title: args.loaderData.article.name, description: args.loaderData.article.excerpt }
      : {},
  );

/**
 * An article by the id at the end of its address; an old slug or section (renamed, another language)
 * redirects to the article's address.
 */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  const shop = getShopRequest(context);
  const ref = parseSlugId(params['*'] ?? '');
  const article = ref ? await loadArticle(shop, ref.id) : null;
  if (!article) return pageNotFound(shop, url);
  const canonical = routePath(
    'NEWS_INNER',
    shop.locale,
    {
      sectionSlug: article.sections[0]?.slug ?? params.sectionSlug,
      '*': slugIdPathMatch({ slug: article.slug, id: article.id }),
    },
    shop.defaultLocale,
  );
  if (canonical !== url.pathname) throw redirect(canonical, 301);
  return { article };
}

export default function NewsInnerRoute({ loaderData }: Route.ComponentProps) {
  return <ArticlePage article={loaderData.article} />;
}
