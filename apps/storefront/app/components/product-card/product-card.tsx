import type { PromotionBadge } from '@shop/contracts';
import { IMAGE_FILTERS } from '@shop/contracts/constants';
import { formatMoney } from '@shop/locale';
import { useId, useSyncExternalStore, type CSSProperties } from 'react';
import { Link } from 'react-router';
import { useT } from '~/i18n/use-t.ts';
import { BUNDLE_DETAILS_ANCHOR } from '~/lib/constants.ts';
import { mediaSrcSet, mediaUrl, mediaWidthSrcSet } from '~/lib/media.ts';
import { useShop } from '~/lib/shop-context.tsx';
import { useRoutePath } from '~/routing/links.ts';
import { productPathMatch } from '~/routing/path-match.ts';
import { cx } from '../class-names.ts';
import { readableBadgeColors } from './badge-colors.ts';
import type { CardBadge, ProductCardItem } from './card-item.ts';
import { scrollToBundleDetails } from './bundle-details.ts';
import { badgeText, cardBadges, cardPrice } from './card-badges.ts';
import { WishlistToggle } from '../wishlist/wishlist-toggle.tsx';
import { RatingStars } from './rating-stars.tsx';
import styles from './product-card.module.css';

export interface ProductCardProps {
  product: ProductCardItem;
  /** Cards of the first visible row load their image at once; the rest lazily. */
  priority?: boolean;
  /** Level of the product name's heading, to keep the page's heading order (default 3). */
  headingLevel?: 2 | 3 | 4;
  /** The card's own element: `li` when it is an item of a grid's list (one element fewer a card). */
  as?: 'article' | 'li';
  className?: string;
}

function badgeStyle(badge: { backgroundColor: string | null; color: string | null }): CSSProperties {
  return readableBadgeColors(badge);
}

const noSubscription = () => () => {};

/** Whether the page has the bundle details anchor (a bundle's product page); false while server rendering. */
function useBundleAnchorPresent(active: boolean): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => active && document.getElementById(BUNDLE_DETAILS_ANCHOR) !== null,
    () => false,
  );
}

/**
 * How wide a card's picture shows: half the screen on a phone (two cards a row in grids and sliders), at most
 * the 1× file's width elsewhere (grids of at least 13.5rem a card, sliders of 3 or 4). With the three files
 * described by width, a phone takes the file its slot needs: 412 px at density 1.75 the 1.5× file (495 px for
 * about 340 needed), not the 3× one the density descriptors gave it; a desktop at density 1 still the 1× file.
 */
function cardImageSizes(fileWidth: number): string {
  // Written without spaces: it is repeated on every card of a listing's HTML (issue 21's 120 KiB budget).
  return `(max-width:599px) 50vw,${fileWidth}px`;
}

/**
 * A product in a grid: image (330x330 at 1x/1.5x/3x), badges on the image (discount "-N%", TOP/NEW,
 * promotions) and under it (brand), name, rating, price with the crossed-out original, stock state.
 * The whole card is one link to the product page. A bundle-only product has no page of its own (spec
 * section 2): its card scrolls to the bundle details on a bundle's page, and elsewhere only says that it
 * is sold in a set instead of pretending to be a link.
 */
export function ProductCard({
  product,
  priority = false,
  headingLevel = 3,
  as: Element = 'article',
  className,
}: ProductCardProps) {
  const t = useT();
  const path = useRoutePath();
  const { channel, locale, newUrls } = useShop();
  const noteId = useId();
  const bundleOnly = product.onlySellInBundle;
  const scrollsToBundle = useBundleAnchorPresent(bundleOnly);
  const image = product.images[0]?.path;
  const price = cardPrice(product);
  const { onImage, inList } = cardBadges(product);
  const Heading = `h${headingLevel}` as const;
  const { width, height } = IMAGE_FILTERS.product_card;

  let title;
  if (!bundleOnly) {
    title = (
      <Link to={path('PRODUCT_INNER', { '*': productPathMatch(product, newUrls) })}>{product.name}</Link>
    );
  } else if (scrollsToBundle) {
    title = (
      <button type="button" aria-describedby={noteId} onClick={() => scrollToBundleDetails(document)}>
        {product.name}
      </button>
    );
  } else {
    title = product.name;
  }

  // The badges and the heart come first and lie over the picture (positioned against the card), so the
  // picture needs no wrapper and the texts follow it: four elements fewer a card than a media box and
  // labelled price spans (48 cards a page; ADR 0048).
  return (
    <Element
      className={cx(
        styles.card,
        !product.inStock && styles.outOfStock,
        bundleOnly && styles.bundleOnly,
        className,
      )}
      data-testid="product-card"
      data-product-code={product.code}
    >
      <OnImageBadges
        discount={product.discountPercentage}
        badges={onImage}
        promotions={product.promotionBadges}
      />
      {/* A product sold only inside a set cannot be bought alone: nothing to wish for on its own. */}
      {!bundleOnly && <WishlistToggle code={product.code} name={product.name} />}
      {image ? (
        <img
          src={mediaUrl(image, 'product_card')}
          srcSet={mediaWidthSrcSet(image, 'product_card')}
          sizes={cardImageSizes(width)}
          alt=""
          width={width}
          height={height}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          {...(priority ? { fetchPriority: 'high' as const } : {})}
        />
      ) : (
        <span className={styles.image} aria-hidden="true" />
      )}
      {inList.length > 0 && <ListBadges badges={inList} />}
      <Heading className={styles.name}>{title}</Heading>
      {product.reviewCount > 0 && (
        <RatingStars rating={product.averageRating} reviewCount={product.reviewCount} />
      )}
      {price && (
        <p className={cx(styles.price, price.originalPrice !== null && styles.salePrice)}>
          {formatMoney(price.price, channel.currencyCode, locale)}
          {price.originalPrice !== null && (
            <s data-label={t('listing.card.originalPrice')}>
              {formatMoney(price.originalPrice, channel.currencyCode, locale)}
            </s>
          )}
        </p>
      )}
      {!product.inStock && <p className={styles.stockNote}>{t('listing.card.outOfStock')}</p>}
      {bundleOnly && (
        <p id={noteId} className={styles.bundleNote}>
          {t(scrollsToBundle ? 'listing.card.inThisSet' : 'listing.card.onlyInSet')}
        </p>
      )}
    </Element>
  );
}

function OnImageBadges({
  discount,
  badges,
  promotions,
}: {
  discount: number;
  badges: CardBadge[];
  promotions: PromotionBadge[];
}) {
  const t = useT();
  const items: { key: string; className?: string; style?: CSSProperties; text: string; discount?: true }[] =
    [];
  if (discount > 0) {
    items.push({
      key: 'discount',
      className: cx(styles.badge, styles.discountBadge),
      text: t('listing.card.discount', { percent: discount }),
      discount: true,
    });
  }
  for (const badge of badges) {
    items.push({
      key: `a-${badge.id}`,
      className: styles.badge,
      style: badgeStyle(badge),
      text: badgeText(badge),
    });
  }
  for (const promotion of promotions) {
    items.push({
      key: `p-${promotion.code}`,
      className: cx(styles.badge, styles.promotionBadge),
      style: badgeStyle(promotion),
      text: promotion.label,
    });
  }
  const [first] = items;
  if (!first) return null;
  const testId = (item: (typeof items)[number]) => (item.discount ? 'discount-badge' : undefined);
  // One badge is placed on its own; a list only when there are several.
  if (items.length === 1) {
    return (
      <span className={cx(styles.soleBadge, first.className)} style={first.style} data-testid={testId(first)}>
        {first.text}
      </span>
    );
  }
  return (
    <ul role="list" className={styles.imageBadges}>
      {items.map((item) => (
        <li key={item.key} className={item.className} style={item.style} data-testid={testId(item)}>
          {item.text}
        </li>
      ))}
    </ul>
  );
}

/** Badges under the image, brand first among them: a picture when it has one, else a coloured label. */
function ListBadges({ badges }: { badges: CardBadge[] }) {
  const path = useRoutePath();
  const { width, height } = IMAGE_FILTERS.badge;
  return (
    <ul role="list" className={styles.listBadges}>
      {badges.map((badge) => {
        const content = badge.image ? (
          <img
            src={mediaUrl(badge.image, 'badge')}
            srcSet={mediaSrcSet(badge.image, 'badge')}
            alt={badgeText(badge)}
            width={width}
            height={height}
            loading="lazy"
            className={styles.badgeImage}
          />
        ) : (
          <span className={styles.listBadge} style={badgeStyle(badge)}>
            {badgeText(badge)}
          </span>
        );
        const href = path('ATTRIBUTE_VALUE', {
          attributeSlug: badge.attribute.slug,
          attributeValueSlug: badge.slug,
        });
        return (
          <li key={badge.id}>
            <Link to={href} className={styles.badgeLink} title={`${badge.attribute.name}: ${badge.name}`}>
              {content}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
