import type { Article } from '@shop/contracts';
import { Link } from 'react-router';
import { useT } from '~/i18n/use-t.ts';
import { mediaSrcSet, mediaUrl } from '~/lib/media.ts';
import { useRoutePath } from '~/routing/links.ts';
import richText from '../ui/rich-text.module.css';
import { usePublishedDate } from './news-list.tsx';
import styles from './news.module.css';

/** One news article: section, date, title, picture and the shop owner's (sanitised) content. */
export function ArticlePage({ article }: { article: Article }) {
  const t = useT();
  const path = useRoutePath();
  const published = usePublishedDate();
  const section = article.sections[0];
  return (
    <article className={`container ${styles.article}`}>
      <p className={styles.meta}>
        {section && <Link to={path('NEWS_SECTION', { sectionSlug: section.slug })}>{section.name}</Link>}
        <time dateTime={article.publishedAt}>{published(article.publishedAt)}</time>
      </p>
      <h1 className={styles.title}>{article.name}</h1>
      {article.image && (
        <img
          className={styles.articleImage}
          src={mediaUrl(article.image, 'article')}
          srcSet={mediaSrcSet(article.image, 'article')}
          width={720}
          height={450}
          alt=""
        />
      )}
      <div className={richText.richText} dangerouslySetInnerHTML={{ __html: article.content }} />
      <p>
        <Link to={path('NEWS')}>{t('news.back')}</Link>
      </p>
    </article>
  );
}
