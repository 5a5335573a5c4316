import type { CSSProperties } from 'react';
import { useT } from '~/i18n/use-t.ts';
import { useShop } from '~/lib/shop-context.tsx';
import styles from './product-card.module.css';

const MAX_RATING = 5;

/** Five stars filled to the average rating (to a tenth), with the figure and review count for screen readers. */
export function RatingStars({ rating, reviewCount }: { rating: number; reviewCount: number }) {
  const t = useT();
  const { locale } = useShop();
  const clamped = Math.min(Math.max(rating, 0), MAX_RATING);
  const shown = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(clamped);
  return (
    <p className={styles.rating}>
      <span
        className={styles.stars}
        style={{ '--rating-fill': `${(clamped / MAX_RATING) * 100}%` } as CSSProperties}
        aria-hidden="true"
      >
        ★★★★★
      </span>
      <span className="visually-hidden">
        {t('listing.card.rating', { rating: shown, count: reviewCount })}
      </span>
      <span className={styles.reviewCount} aria-hidden="true">
        ({reviewCount})
      </span>
    </p>
  );
}
