import { Link } from 'react-router';
import type { FaqPageData } from '~/data/faq.server.ts';
import { useT } from '~/i18n/use-t.ts';
import { useRoutePath } from '~/routing/links.ts';
import richText from '../ui/rich-text.module.css';
import styles from './faq-page.module.css';

/** schema.org FAQPage: search engines may show the questions with the page. */
function FaqStructuredData({ entries }: { entries: FaqPageData['entries'] }) {
  const json = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
  // `<` escaped: the answers are HTML, and a `</script>` in them must not end the element.
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(json).replace(/</g, '\\u003c') }}
    />
  );
}

/**
 * The FAQ: a filter by category (every entry, or one category's) and the questions as disclosures
 * (native `<details>`: they open before the page hydrates and without script).
 */
export function FaqPage({ data }: { data: FaqPageData }) {
  const t = useT();
  const path = useRoutePath();
  const { categories, entries, category } = data;
  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>{category ? category.name : t('routes.FAQ.title')}</h1>
      <nav aria-label={t('faq.categories')}>
        <ul role="list" className={styles.filters}>
          <li>
            <Link
              to={path('FAQ')}
              className={styles.filter}
              aria-current={category ? undefined : 'page'}
              data-testid="faq-filter-all"
            >
              {t('faq.all')}
            </Link>
          </li>
          {categories.map((candidate) => (
            <li key={candidate.id}>
              <Link
                to={path('FAQ_CATEGORY', { categorySlug: candidate.slug })}
                className={styles.filter}
                aria-current={candidate.id === category?.id ? 'page' : undefined}
                data-testid="faq-filter"
              >
                {candidate.name}
                <span className={styles.count}>{candidate.entriesCount}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {entries.length === 0 ? (
        <p className={styles.empty}>{t('faq.empty')}</p>
      ) : (
        <div className={styles.entries}>
          {entries.map((entry) => (
            <details key={entry.id} className={styles.entry} data-testid="faq-entry">
              <summary className={styles.question}>{entry.question}</summary>
              <div
                className={`${richText.richText} ${styles.answer}`}
                dangerouslySetInnerHTML={{ __html: entry.answer }}
              />
            </details>
          ))}
        </div>
      )}
      {entries.length > 0 && <FaqStructuredData entries={entries} />}
    </div>
  );
}
