import type { ProductDetail, ProductListItem, ProductReview } from '@shop/contracts';
import { Link, useSearchParams } from 'react-router';
import { PlacedContentBlocks } from '~/components/content-blocks/placed-content-blocks.tsx';
import { useTaxonHref } from '~/components/home/taxon-href.ts';
import type { ContentBlocksData } from '~/data/content-blocks.server.ts';
import { useT } from '~/i18n/use-t.ts';
import { useRoutePath } from '~/routing/links.ts';
import { badgesAt, specificationRows } from './badges.ts';
import { WishlistToggle } from '../wishlist/wishlist-toggle.tsx';
import { BuyActions } from './buy-actions.tsx';
import { discountOf, PriceBlock } from './price-block.tsx';
import { ProductBadges } from './product-badges.tsx';
import { ProductGallery } from './product-gallery.tsx';
import { RecentlyViewedRow, RecommendationsRow } from './product-rows.tsx';
import { RatingSummary } from './rating-summary.tsx';
import { SECTION_ANCHORS, type SectionName } from './sections/anchors.ts';
import { BundleContents } from './sections/bundle-contents.tsx';
import { DetailsSection } from './sections/details-section.tsx';
import { DownloadsSection } from './sections/downloads-section.tsx';
import { ReviewsSection } from './sections/reviews-section.tsx';
import { SectionNav } from './sections/section-nav.tsx';
import { SpecificationsSection } from './sections/specifications-section.tsx';
import { WarehousesSection } from './sections/warehouses-section.tsx';
import { stockState } from './stock-state.ts';
import { StockStatus } from './stock-status.tsx';
import { selectVariant, VARIANT_PARAM } from './variant-selection.ts';
import { VariantPicker } from './variant-picker.tsx';
import styles from './product-page.module.css';

export interface ProductPageProps {
  product: ProductDetail;
  recommendations: Promise<ProductListItem[]>;
  /** Content blocks placed on this product's page (for every product, its categories or this one). */
  content?: ContentBlocksData;
  /** The newest reviews (first page), shown in the reviews section. */
  reviews?: readonly ProductReview[];
}

/** The sections this product has something for, in page order. */
export function productSections(product: ProductDetail): SectionName[] {
  const sections: SectionName[] = ['details'];
  if (specificationRows(product.attributeValues).length > 0) sections.push('specifications');
  sections.push('reviews');
  if (product.downloads.length > 0) sections.push('downloads');
  if (product.warehouses.length > 0) sections.push('warehouses');
  return sections;
}

/**
 * The product page: breadcrumbs; photos beside the buy box (title, rating, badges, variant choice, price,
 * stock, buy actions); then details, specifications, reviews, downloads and stores; recommendations and
 * recently viewed products last. The chosen variant is read from the URL, so the server renders it too.
 */
export function ProductPage({ product, recommendations, content, reviews }: ProductPageProps) {
  const t = useT();
  const path = useRoutePath();
  const taxonHref = useTaxonHref();
  const [searchParams] = useSearchParams();
  const variant = selectVariant(product, searchParams.get(VARIANT_PARAM));
  const stock = stockState(product, variant);
  const prices = variant?.prices ?? product.defaultVariant?.prices ?? null;
  const discount = prices ? discountOf(prices) : null;
  const { attributeValues } = product;

  return (
    <div className={`container ${styles.page}`}>
      <nav aria-label={t('common.breadcrumbLabel')} className={styles.breadcrumbs}>
        <ol>
          <li>
            <Link to={path('index')}>{t('common.home')}</Link>
          </li>
          {product.breadcrumbs.map((taxon) => (
            <li key={taxon.id}>
              <Link to={taxonHref(taxon)}>{taxon.name}</Link>
            </li>
          ))}
          <li aria-current="page">{product.name}</li>
        </ol>
      </nav>

      <div className={styles.top}>
        <div className={styles.media}>
          <ProductGallery
            name={product.name}
            images={product.images}
            dimmed={stock.kind === 'outOfStock'}
            overlay={
              discount && (
                <span className={styles.discountBadge} aria-hidden="true" data-testid="gallery-discount">
                  {t('product.price.discount', { percent: discount.percent })}
                </span>
              )
            }
          />
          <ProductBadges
            badges={badgesAt(attributeValues, 'product-inner-under-image')}
            promotions={product.promotionBadges}
            className={styles.underImage}
            testId="badges-under-image"
          />
        </div>

        <div className={styles.summary}>
          <ProductBadges badges={badgesAt(attributeValues, 'product-inner-top')} testId="badges-top" />
          <h1 className={styles.title}>{product.name}</h1>
          <div className={styles.meta}>
            <span>{t('product.code', { code: variant?.code ?? product.code })}</span>
            <RatingSummary
              rating={product.averageRating}
              reviewCount={product.reviewCount}
              reviewsHref={`#${SECTION_ANCHORS.reviews}`}
            />
          </div>
          {product.shortDescription && <p className={styles.lead}>{product.shortDescription}</p>}

          <div className={styles.buyBox}>
            <VariantPicker product={product} selected={variant} />
            {prices && <PriceBlock prices={prices} />}
            <StockStatus state={stock} />
            <BuyActions product={product} variant={variant} stock={stock} />
            <WishlistToggle code={product.code} name={product.name} variant="labelled" />
          </div>

          <ProductBadges badges={badgesAt(attributeValues, 'product-inner-bottom')} testId="badges-bottom" />
        </div>
      </div>

      <SectionNav sections={productSections(product)} />
      <DetailsSection description={product.description}>
        {product.isBundle && product.bundleParts.length > 0 && <BundleContents parts={product.bundleParts} />}
      </DetailsSection>
      <SpecificationsSection attributeValues={attributeValues} />
      <ReviewsSection
        averageRating={product.averageRating}
        reviewCount={product.reviewCount}
        reviews={reviews}
      />
      <DownloadsSection downloads={product.downloads} />
      <WarehousesSection
        warehouses={product.warehouses}
        variant={variant}
        showVariantName={product.variants.length > 1}
      />
      {content && <PlacedContentBlocks data={content} className={styles.blocks} />}

      <RecommendationsRow recommendations={recommendations} />
      <RecentlyViewedRow currentCode={product.code} />
    </div>
  );
}
