import type { LoyaltyBenefit } from '@shop/contracts';
import { useT } from '~/i18n/use-t.ts';
import { mediaSrcSet, mediaUrl } from '~/lib/media.ts';
import styles from './loyalty.module.css';

/** Benefit cards: the 100x100 picture, title and description. */
export function LoyaltyBenefitList({
  benefits,
  compact = false,
}: {
  benefits: LoyaltyBenefit[];
  compact?: boolean;
}) {
  const t = useT();
  return (
    <ul
      role="list"
      className={compact ? styles.benefitsCompact : styles.benefits}
      data-testid="loyalty-benefits"
    >
      {benefits.map((benefit) => (
        <li key={benefit.id} className={styles.benefit} data-testid="loyalty-benefit">
          {benefit.imagePath ? (
            <img
              className={styles.benefitImage}
              src={mediaUrl(benefit.imagePath, 'benefit')}
              srcSet={mediaSrcSet(benefit.imagePath, 'benefit')}
              width={100}
              height={100}
              alt=""
              loading="lazy"
            />
          ) : (
            <span className={styles.benefitImage} aria-hidden="true" />
          )}
          <div>
            {!compact && (
              <span className={styles.benefitLevel}>{t(`loyalty.levels.${benefit.level.code}`)}</span>
            )}
            <h3 className={styles.benefitTitle}>{benefit.title}</h3>
            <p className={styles.benefitText}>{benefit.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Placeholders while the benefits load (spec section 9: 8 on the page, 4 in the popup). */
export function LoyaltyBenefitSkeletons({ count, compact = false }: { count: number; compact?: boolean }) {
  return (
    <ul
      role="list"
      className={compact ? styles.benefitsCompact : styles.benefits}
      aria-hidden="true"
      data-testid="loyalty-benefits-skeleton"
    >
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className={styles.benefit}>
          <span className={`${styles.benefitImage} ${styles.shimmer}`} />
          <div className={styles.skeletonLines}>
            <span className={`${styles.skeletonLine} ${styles.shimmer}`} />
            <span className={`${styles.skeletonLineShort} ${styles.shimmer}`} />
          </div>
        </li>
      ))}
    </ul>
  );
}
