import type { Article, ArticleSection, ArticleSummary, List } from '@shop/contracts';
import { isMissingResource } from '~/lib/api/api-error.ts';
import type { ShopRequest } from './request-context.server.ts';

/** Articles per page of the news list (spec section 9 page sizes). */
export const NEWS_PER_PAGE = 20;

export interface NewsListData {
  sections: ArticleSection[];
  articles: List<ArticleSummary>;
  /** The section shown (NEWS_SECTION), or null for all news. */
  section: ArticleSection | null;
}

const notFound = isMissingResource;

/** The news index or one section's page (`?page=`); null when the section or page does not exist. */
export async function loadNewsList(
  shop: ShopRequest,
  url: URL,
  sectionSlug?: string,
): Promise<NewsListData | null> {
  const page = Number(url.searchParams.get('page') ?? '1');
  if (!Number.isInteger(page) || page < 1 || page > 10_000) return null;
  try {
    const [sections, articles] = await Promise.all([
      shop.api.get<List<ArticleSection>>('/cms/article-sections'),
      shop.api.get<List<ArticleSummary>>('/cms/articles', {
        query: { page, itemsPerPage: NEWS_PER_PAGE, ...(sectionSlug ? { section: sectionSlug } : {}) },
      }),
    ]);
    if (page > 1 && articles.data.length === 0) return null;
    const section = sectionSlug
      ? (sections.data.find((candidate) => candidate.slug === sectionSlug) ??
        articles.data[0]?.sections[0] ??
        null)
      : null;
    return { sections: sections.data, articles, section };
  } catch (error) {
    if (notFound(error)) return null;
    throw error;
  }
}

/** One article by id, or null. */
export async function loadArticle(shop: ShopRequest, id: number): Promise<Article | null> {
  try {
    return await shop.api.get<Article>(`/cms/articles/${id}`);
  } catch (error) {
    if (notFound(error)) return null;
    throw error;
  }
}
