import type { ProductListItem } from '@shop/contracts';
import { Suspense } from 'react';
import { Await } from 'react-router';
import { useT } from '~/i18n/use-t.ts';
import { ProductGrid } from '../product-card/index.ts';
import { useRecentlyViewed } from './use-recently-viewed.ts';
import styles from './product-page.module.css';

function ProductRow({ id, title, products }: { id: string; title: string; products: ProductListItem[] }) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby={id} className={styles.row} data-testid={id}>
      <h2 id={id} className={styles.rowTitle}>
        {title}
      </h2>
      <ProductGrid products={products} eagerCount={0} variant="compact" />
    </section>
  );
}

/**
 * Recommendations stream in after the product (the loader does not wait for them). A failure is not
 * caught here: spec section 8 sends a failed recommendations load to the error page.
 */
export function RecommendationsRow({ recommendations }: { recommendations: Promise<ProductListItem[]> }) {
  const t = useT();
  return (
    <Suspense fallback={<p className="visually-hidden">{t('product.recommendations.loading')}</p>}>
      <Await resolve={recommendations}>
        {(products) => (
          <ProductRow
            id="product-recommendations"
            title={t('product.recommendations.title')}
            products={products}
          />
        )}
      </Await>
    </Suspense>
  );
}

export function RecentlyViewedRow({ currentCode }: { currentCode: string }) {
  const t = useT();
  const products = useRecentlyViewed(currentCode);
  return <ProductRow id="recently-viewed" title={t('product.recentlyViewed.title')} products={products} />;
}
