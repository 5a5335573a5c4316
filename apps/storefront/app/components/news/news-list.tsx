import { SHOP_TIME_ZONE } from '@shop/contracts/constants';
import type { ArticleSummary } from '@shop/contracts';
import { Link } from 'react-router';
import type { NewsListData } from '~/data/news.server.ts';
import { useT } from '~/i18n/use-t.ts';
import { mediaSrcSet, mediaUrl } from '~/lib/media.ts';
import { useShop } from '~/lib/shop-context.tsx';
import { slugIdPathMatch } from '~/routing/path-match.ts';
import { useRoutePath } from '~/routing/links.ts';
import styles from './news.module.css';
import { dateTimeFormat } from '~/lib/intl-formats.ts';

/** "21 November 2026" in the page's language. */
export function usePublishedDate() {
  const { locale } = useShop();
  return (iso: string) =>
    dateTimeFormat(locale, { dateStyle: 'long', timeZone: SHOP_TIME_ZONE }).format(new Date(iso));
}

/** The address of an article: /news/{section}/{slug}-{id} (spec section 2, NEWS_INNER). */
export function useArticleHref() {
  const path = useRoutePath();
  return (article: ArticleSummary) =>
    path('NEWS_INNER', {
      sectionSlug: article.sections[0]?.slug ?? '',
      '*': slugIdPathMatch({ slug: article.slug, id: article.id }),
    });
}

/** An article in a list: picture, date and section, title (the whole card links), excerpt. */
export function ArticleCard({
  article,
  headingLevel = 2,
}: {
  article: ArticleSummary;
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  const published = usePublishedDate();
  const href = useArticleHref();
  return (
    <li className={styles.card} data-testid="article-card">
      {article.image && (
        <img
          className={styles.cardImage}
          src={mediaUrl(article.image, 'article')}
          srcSet={mediaSrcSet(article.image, 'article')}
          width={720}
          height={450}
          alt=""
          loading="lazy"
        />
      )}
      <div className={styles.cardBody}>
        <p className={styles.meta}>
          <time dateTime={article.publishedAt}>{published(article.publishedAt)}</time>
          {article.sections[0] && <span>{article.sections[0].name}</span>}
        </p>
        <Heading className={styles.cardTitle}>
          {/* The whole card is the link's target area (stretched link). */}
          <Link to={href(article)} className={styles.cardLink}>
            {article.name}
          </Link>
        </Heading>
        <p className={styles.excerpt}>{article.excerpt}</p>
      </div>
    </li>
  );
}

/** The news index or a section: section filter, article cards, pages. */
export function NewsList({ data }: { data: NewsListData }) {
  const t = useT();
  const path = useRoutePath();
  const { sections, articles, section } = data;
  const { page, lastPage } = articles.meta;
  const pageHref = (target: number) => (target === 1 ? '?' : `?page=${target}`);
  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>{section ? section.name : t('routes.NEWS.title')}</h1>
      <nav aria-label={t('news.sections')}>
        <ul role="list" className={styles.filters}>
          <li>
            <Link to={path('NEWS')} className={styles.filter} aria-current={section ? undefined : 'page'}>
              {t('news.all')}
            </Link>
          </li>
          {sections.map((candidate) => (
            <li key={candidate.id}>
              <Link
                to={path('NEWS_SECTION', { sectionSlug: candidate.slug })}
                className={styles.filter}
                aria-current={candidate.id === section?.id ? 'page' : undefined}
              >
                {candidate.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {articles.data.length === 0 ? (
        <p className={styles.empty}>{t('news.empty')}</p>
      ) : (
        <ul role="list" className={styles.grid}>
          {articles.data.map((article) => (
            <ArticleCard key={article.id} article={article} />
          ))}
        </ul>
      )}
      {lastPage > 1 && (
        <nav className={styles.pages} aria-label={t('news.pages')}>
          {page > 1 && <Link to={pageHref(page - 1)}>{t('news.previous')}</Link>}
          <span>{t('news.pageOf', { page, lastPage })}</span>
          {page < lastPage && <Link to={pageHref(page + 1)}>{t('news.next')}</Link>}
        </nav>
      )}
    </div>
  );
}
