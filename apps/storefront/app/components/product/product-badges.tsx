import type { AttributeValue, PromotionBadge } from '@shop/contracts';
import { IMAGE_FILTERS } from '@shop/contracts/constants';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { mediaSrcSet, mediaUrl } from '~/lib/media.ts';
import { useRoutePath } from '~/routing/links.ts';
import { cx } from '../class-names.ts';
import { badgeText } from '../product-card/card-badges.ts';
import { isFlagBadge } from './badges.ts';
import { readableBackground } from '~/lib/colour-contrast.ts';
import styles from './product-badges.module.css';

/** Colours the label inherits from the shop's CSS fill in for missing ones when checking contrast. */
const DEFAULT_LABEL = { background: '#1d5c5a', text: '#ffffff' };

function colours(badge: { backgroundColor: string | null; color: string | null }): CSSProperties {
  if (!badge.backgroundColor && !badge.color) return {};
  const text = badge.color ?? DEFAULT_LABEL.text;
  return {
    backgroundColor: readableBackground(badge.backgroundColor ?? DEFAULT_LABEL.background, text),
    color: text,
  };
}

function AttributeBadge({ badge }: { badge: AttributeValue }) {
  const path = useRoutePath();
  const { width, height } = IMAGE_FILTERS.badge;
  const content = badge.image ? (
    <img
      src={mediaUrl(badge.image, 'badge')}
      srcSet={mediaSrcSet(badge.image, 'badge')}
      alt={badgeText(badge)}
      width={width}
      height={height}
      className={styles.image}
    />
  ) : (
    <span className={styles.label} style={colours(badge)}>
      {badgeText(badge)}
    </span>
  );
  // Flag badges (TOP, New) only label the product; values such as a brand lead to their product list.
  if (isFlagBadge(badge)) return content;
  return (
    <Link
      to={path('ATTRIBUTE_VALUE', { attributeSlug: badge.attribute.slug, attributeValueSlug: badge.slug })}
      className={styles.link}
      title={`${badge.attribute.name}: ${badge.name}`}
    >
      {content}
    </Link>
  );
}

export interface ProductBadgesProps {
  badges: AttributeValue[];
  promotions?: PromotionBadge[];
  className?: string;
  testId?: string;
}

/** One placement's badges of the product page: attribute values (picture or coloured label) and promotions. */
export function ProductBadges({ badges, promotions = [], className, testId }: ProductBadgesProps) {
  if (badges.length === 0 && promotions.length === 0) return null;
  return (
    <ul role="list" className={cx(styles.badges, className)} data-testid={testId}>
      {badges.map((badge) => (
        <li key={`a-${badge.id}`}>
          <AttributeBadge badge={badge} />
        </li>
      ))}
      {promotions.map((promotion) => (
        <li key={`p-${promotion.code}`}>
          <span className={cx(styles.label, styles.promotion)} style={colours(promotion)}>
            {promotion.label}
          </span>
        </li>
      ))}
    </ul>
  );
}
