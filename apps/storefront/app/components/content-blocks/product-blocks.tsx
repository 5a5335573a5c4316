import type { ContentBlockOf } from '@shop/contracts';
import type { ProductCardItem } from '../product-card/card-item.ts';
import { Suspense } from 'react';
import { Await } from 'react-router';
import { useT } from '~/i18n/use-t.ts';
import { Icon } from '../icons/icon.tsx';
import { ProductCard } from '../product-card/product-card.tsx';
import { BlockHeading } from './block-heading.tsx';
import { Carousel } from './carousel.tsx';
import { ContentLink } from './content-link.tsx';
import { ProductSliderSkeleton } from './product-slider-skeleton.tsx';
import styles from './content-blocks.module.css';

export type ProductListBlock = ContentBlockOf<'productsBlock' | 'newProductsBlock' | 'thirdPartyProductList'>;

function ProductSlider({ title, products }: { title: string; products: ProductCardItem[] }) {
  return (
    <Carousel label={title}>
      {products.map((product) => (
        <ProductCard key={product.id} product={product} />
      ))}
    </Carousel>
  );
}

/**
 * A titled slider of product cards: hand-picked or by category, attribute value or discount
 * (productsBlock), the newest (newProductsBlock), or a third-party recommendation placement, which shows
 * our own products of its fallback category until the service's script fills it (the container carries
 * `data-recommendation-provider` and `data-placement-id` for that script). A list that comes back empty
 * hides its block.
 */
export function ProductListBlockView({
  block,
  products,
}: {
  block: ProductListBlock;
  products: Promise<ProductCardItem[]> | undefined;
}) {
  const t = useT();
  const { content } = block;
  const link = block.type === 'productsBlock' ? block.content.link : null;
  const placement =
    block.type === 'thirdPartyProductList'
      ? {
          'data-recommendation-provider': block.content.provider,
          'data-placement-id': block.content.placementId,
        }
      : {};
  return (
    <Suspense
      fallback={
        <div className={styles.stack}>
          <BlockHeading>{content.title}</BlockHeading>
          <ProductSliderSkeleton />
        </div>
      }
    >
      <Await resolve={products ?? Promise.resolve([])}>
        {(list: ProductCardItem[]) =>
          list.length === 0 ? null : (
            <div className={styles.stack} {...placement}>
              <div className={styles.titleRow}>
                <BlockHeading>{content.title}</BlockHeading>
                {link && (
                  <ContentLink href={link.link} className={styles.more}>
                    {link.label}
                    <Icon name="arrow-right" size={18} />
                  </ContentLink>
                )}
              </div>
              <ProductSlider title={content.title || t('blocks.products')} products={list} />
            </div>
          )
        }
      </Await>
    </Suspense>
  );
}
