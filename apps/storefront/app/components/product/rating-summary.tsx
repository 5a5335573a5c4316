import type { LocaleCode } from '@shop/locale';
import type { CSSProperties } from 'react';
import { useT } from '~/i18n/use-t.ts';
import { useShop } from '~/lib/shop-context.tsx';
import styles from './rating-summary.module.css';
import { numberFormat } from '~/lib/intl-formats.ts';

const MAX_RATING = 5;

export function formatRating(rating: number, locale: LocaleCode): string {
  const clamped = Math.min(Math.max(rating, 0), MAX_RATING);
  return numberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(clamped);
}

/** Five stars filled to the average; the text alternative says the figure. */
export function Stars({ rating, size = 'md' }: { rating: number; size?: 'md' | 'lg' }) {
  const t = useT();
  const { locale } = useShop();
  const fill = (Math.min(Math.max(rating, 0), MAX_RATING) / MAX_RATING) * 100;
  return (
    <span
      className={size === 'lg' ? `${styles.stars} ${styles.large}` : styles.stars}
      style={{ '--rating-fill': `${fill}%` } as CSSProperties}
      role="img"
      aria-label={t('product.rating.label', { rating: formatRating(rating, locale) })}
    >
      <span aria-hidden="true">★★★★★</span>
    </span>
  );
}

/** Stars and review count under the title, linking to the reviews section. */
export function RatingSummary({
  rating,
  reviewCount,
  reviewsHref,
}: {
  rating: number;
  reviewCount: number;
  reviewsHref: string;
}) {
  const t = useT();
  if (reviewCount === 0) {
    return (
      <a href={reviewsHref} className={styles.summary}>
        {t('product.rating.none')}
      </a>
    );
  }
  return (
    <a href={reviewsHref} className={styles.summary}>
      <Stars rating={rating} />
      <span>{t('product.rating.reviews', { count: reviewCount })}</span>
    </a>
  );
}
