import { useT } from '~/i18n/use-t.ts';
import { useShop } from '~/lib/shop-context.tsx';
import { formatRating, Stars } from '../rating-summary.tsx';
import { SECTION_ANCHORS } from './anchors.ts';
import styles from './sections.module.css';

/**
 * Average rating and review count. The review texts arrive with the reviews issue's endpoint; until then
 * the section says so plainly rather than showing made-up reviews.
 */
export function ReviewsSection({
  averageRating,
  reviewCount,
}: {
  averageRating: number;
  reviewCount: number;
}) {
  const t = useT();
  const { locale } = useShop();
  return (
    <section id={SECTION_ANCHORS.reviews} aria-labelledby="product-reviews-title" className={styles.section}>
      <h2 id="product-reviews-title" className={styles.heading}>
        {t('product.sections.reviews')}
      </h2>
      {reviewCount > 0 ? (
        <>
          <div className={styles.reviewSummary} data-testid="review-summary">
            <p className={styles.reviewAverage}>
              {t('product.reviews.average', { rating: formatRating(averageRating, locale) })}
            </p>
            <Stars rating={averageRating} size="lg" />
            <p className={styles.muted}>{t('product.reviews.basedOn', { count: reviewCount })}</p>
          </div>
          <p className={styles.muted}>{t('product.reviews.listSoon')}</p>
        </>
      ) : (
        <p className={styles.muted}>{t('product.reviews.empty')}</p>
      )}
    </section>
  );
}
