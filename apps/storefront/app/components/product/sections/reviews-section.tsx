import type { ProductReview } from '@shop/contracts';
import { useT } from '~/i18n/use-t.ts';
import { useShop } from '~/lib/shop-context.tsx';
import { formatRating, Stars } from '../rating-summary.tsx';
import { SECTION_ANCHORS } from './anchors.ts';
import styles from './sections.module.css';
import { dateTimeFormat } from '~/lib/intl-formats.ts';

/**
 * Average rating and review count, then the product's newest reviews (the first page of
 * GET /products/{code}/reviews): first name, stars, date and text. Reviews are written only through the
 * link emailed after an order (issue 7), so the empty state says where they come from.
 */
export function ReviewsSection({
  averageRating,
  reviewCount,
  reviews = [],
}: {
  averageRating: number;
  reviewCount: number;
  /** Newest first; empty when there are none or they could not be loaded. */
  reviews?: readonly ProductReview[];
}) {
  const t = useT();
  const { locale } = useShop();
  const date = dateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Europe/Vilnius' });
  return (
    <section id={SECTION_ANCHORS.reviews} aria-labelledby="product-reviews-title" className={styles.section}>
      <h2 id="product-reviews-title" className={styles.heading}>
        {t('product.sections.reviews')}
      </h2>
      {reviewCount > 0 ? (
        <div className={styles.reviewSummary} data-testid="review-summary">
          <p className={styles.reviewAverage}>
            {t('product.reviews.average', { rating: formatRating(averageRating, locale) })}
          </p>
          <Stars rating={averageRating} size="lg" />
          <p className={styles.muted}>{t('product.reviews.basedOn', { count: reviewCount })}</p>
        </div>
      ) : (
        <p className={styles.muted}>{t('product.reviews.empty')}</p>
      )}
      {reviews.length > 0 && (
        <ul className={styles.reviewList} data-testid="review-list">
          {reviews.map((review) => (
            <li key={review.id} className={styles.review} data-testid="review">
              <div className={styles.reviewHead}>
                <Stars rating={review.rating} />
                <strong className={styles.reviewAuthor}>{review.firstName}</strong>
                <time dateTime={review.createdAt} className={styles.muted}>
                  {date.format(new Date(review.createdAt))}
                </time>
              </div>
              <p className={styles.reviewText}>{review.text}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
