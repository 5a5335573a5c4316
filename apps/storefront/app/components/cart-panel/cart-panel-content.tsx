import type { ProductListItem } from '@shop/contracts';
import { useEffect } from 'react';
import { Link, useFetcher } from 'react-router';
import type { CartPanelData } from '~/data/cart-panel.server.ts';
import { useT } from '~/i18n/use-t.ts';
import { useShop } from '~/lib/shop-context.tsx';
import { useRoutePath } from '~/routing/links.ts';
import { resourcePath } from '~/routing/resource-routes.ts';
import { CartFormActionContext } from '../cart/cart-form-action.ts';
import { CartLine, DeletedCartLine } from '../cart/cart-line.tsx';
import { CartSummary, EmptyCart, useDeletedLines } from '../cart/cart-page.tsx';
import { ProductGrid } from '../product-card/product-grid.tsx';
import cartStyles from '../cart/cart-page.module.css';
import styles from './cart-panel.module.css';
import { cartVariantNames, VariantNamesProvider } from '~/components/ui/variant-names.tsx';

function RecommendedProducts({ products }: { products: ProductListItem[] }) {
  const t = useT();
  if (products.length === 0) return null;
  return (
    <section
      className={styles.recommendations}
      aria-labelledby="cart-panel-recommendations"
      data-testid="cart-panel-recommendations"
    >
      <h2 id="cart-panel-recommendations" className={styles.sectionTitle}>
        {t('product.recommendations.title')}
      </h2>
      <ProductGrid products={products} eagerCount={0} variant="compact" className={styles.slider} />
    </section>
  );
}

/**
 * What the cart panel shows once its data is here: the cart page's own lines (quantity, delete and
 * restore post to the cart route through fetchers, so the page underneath stays), the summary with the
 * way to checkout and a link to the cart page while the cart has lines, the empty placeholder otherwise,
 * then the recommended products.
 */
export function CartPanelView({ data }: { data: CartPanelData }) {
  const t = useT();
  const path = useRoutePath();
  const { deleted, onDeleted, onRestored } = useDeletedLines(null);
  const { order, recommendations } = data;
  const items = order?.items ?? [];
  const shownDeleted = deleted.filter((line) => !items.some((item) => item.id === line.id));
  return (
    <CartFormActionContext.Provider value={path('CART')}>
      <VariantNamesProvider variants={cartVariantNames(items)}>
        <div className={styles.body} data-testid="cart-panel-content">
          {items.length === 0 && shownDeleted.length === 0 ? (
            <EmptyCart />
          ) : (
            <ul role="list" className={cartStyles.lines} aria-label={t('cart.line.listLabel')}>
              {items.map((item) => (
                <CartLine key={item.id} item={item} onDeleted={onDeleted} />
              ))}
              {shownDeleted.map((item) => (
                <DeletedCartLine key={`deleted-${item.id}`} item={item} onRestored={onRestored} />
              ))}
            </ul>
          )}
          {order && items.length > 0 && (
            <div className={styles.summary}>
              <CartSummary order={order} />
              <Link to={path('CART')} className={styles.viewCart} data-testid="cart-panel-view-cart">
                {t('cartPanel.viewCart')}
              </Link>
            </div>
          )}
          <RecommendedProducts products={recommendations} />
        </div>
      </VariantNamesProvider>
    </CartFormActionContext.Provider>
  );
}

/**
 * Loads the panel's data from its resource route when the panel opens. After every cart form React Router
 * loads it again (fetchers that loaded revalidate after actions), so lines, totals and recommendations
 * follow the cart; meanwhile the last answer stays on screen.
 */
export function CartPanelContent() {
  const t = useT();
  const { locale, defaultLocale } = useShop();
  const fetcher = useFetcher<CartPanelData>();
  const url = resourcePath('CART_PANEL', locale, defaultLocale);
  const { load } = fetcher;
  const loaded = fetcher.data !== undefined;
  useEffect(() => {
    if (!loaded) void load(url);
  }, [load, loaded, url]);
  if (fetcher.data) return <CartPanelView data={fetcher.data} />;
  return (
    <p className={styles.status} role="status">
      {t('cartPanel.loading')}
    </p>
  );
}
