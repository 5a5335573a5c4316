import type { ArticleSummary, ContentBlockContent } from '@shop/contracts';
import { Suspense } from 'react';
import { Await, Link } from 'react-router';
import { useT } from '~/i18n/use-t.ts';
import { useRoutePath } from '~/routing/links.ts';
import { ArticleCard } from '../news/news-list.tsx';
import newsStyles from '../news/news.module.css';
import { cx } from '../class-names.ts';
import { Icon } from '../icons/icon.tsx';
import { BlockHeading } from './block-heading.tsx';
import styles from './content-blocks.module.css';

function NewsSkeleton({ count }: { count: number }) {
  return (
    <ul role="list" className={newsStyles.grid} aria-hidden="true" data-testid="block-skeleton">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className={styles.skeletonCard}>
          <span className={styles.skeletonImage} />
          <span className={styles.skeletonLine} />
          <span className={styles.skeletonLineShort} />
        </li>
      ))}
    </ul>
  );
}

/** The latest articles (of one section or all), with a link to the news page. */
export function NewsBlock({
  content,
  articles,
}: {
  content: ContentBlockContent<'newsBlock'>;
  articles: Promise<ArticleSummary[]> | undefined;
}) {
  const t = useT();
  const path = useRoutePath();
  return (
    <div className={styles.stack}>
      <div className={styles.titleRow}>
        <BlockHeading>{content.title}</BlockHeading>
        <Link to={path('NEWS')} className={styles.more}>
          {t('blocks.news.all')}
          <Icon name="arrow-right" size={18} />
        </Link>
      </div>
      <Suspense fallback={<NewsSkeleton count={Math.min(content.limit, 4)} />}>
        <Await resolve={articles ?? Promise.resolve([])}>
          {(list: ArticleSummary[]) =>
            list.length === 0 ? (
              <p className={styles.empty}>{t('blocks.news.empty')}</p>
            ) : (
              <ul role="list" className={cx(newsStyles.grid, styles.newsCompact)}>
                {list.map((article) => (
                  <ArticleCard key={article.id} article={article} headingLevel={3} />
                ))}
              </ul>
            )
          }
        </Await>
      </Suspense>
    </div>
  );
}
