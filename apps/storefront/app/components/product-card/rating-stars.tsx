import type { CSSProperties } from 'react';
import { useT } from '~/i18n/use-t.ts';
import { useShop } from '~/lib/shop-context.tsx';
import styles from './product-card.module.css';
import { numberFormat } from '~/lib/intl-formats.ts';

const MAX_RATING = 5;

/**
 * Five stars filled to the average rating (to a tenth) and the review count, drawn by CSS; to screen readers
 * an image named by the figure and count in words.
 */
export function RatingStars({ rating, reviewCount }: { rating: number; reviewCount: number }) {
  const t = useT();
  const { locale } = useShop();
  const clamped = Math.min(Math.max(rating, 0), MAX_RATING);
  const shown = numberFormat(locale, { maximumFractionDigits: 1 }).format(clamped);
  // One element: an image to assistive technology, named by the sentence; the stars and "(139)" are its
  // CSS pseudo-elements.
  return (
    <p
      className={styles.rating}
      role="img"
      aria-label={t('listing.card.rating', { rating: shown, count: reviewCount })}
      style={{ '--rating-fill': `${(clamped / MAX_RATING) * 100}%` } as CSSProperties}
      data-count={reviewCount}
    />
  );
}
