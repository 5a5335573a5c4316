import { Link } from 'react-router';
import { useT } from '~/i18n/use-t.ts';
import { useRoutePath } from '~/routing/links.ts';
import { ProductCard } from '../product-card/product-card.tsx';
import gridStyles from '../product-card/product-grid.module.css';
import { useWishlist } from './wishlist-context.tsx';
import { useWishlistProducts } from './use-wishlist-products.ts';
import styles from './wishlist-page.module.css';

/**
 * The /wishlist (/megstamiausios) page: the listed products as cards with a remove button each, or an
 * empty state. A guest's list is in the browser, so the cards are fetched once the page runs, for
 * guests and signed-in shoppers alike.
 */
export function WishlistPage() {
  const t = useT();
  const path = useRoutePath();
  const wishlist = useWishlist();
  const codes = wishlist?.codes ?? [];
  const { products, loading } = useWishlistProducts(codes, wishlist?.ready ?? false);

  let content;
  if (loading && products.length === 0) {
    content = (
      <p className={styles.status} role="status" data-testid="wishlist-loading">
        {t('wishlist.page.loading')}
      </p>
    );
  } else if (products.length === 0) {
    content = (
      <div className={styles.empty} data-testid="wishlist-empty">
        <h2 className={styles.emptyTitle}>{t('wishlist.page.emptyTitle')}</h2>
        <p>{t('wishlist.page.emptyText')}</p>
        <Link to={path('index')} className={styles.emptyLink}>
          {t('wishlist.page.browse')}
        </Link>
      </div>
    );
  } else {
    content = (
      <ul role="list" className={gridStyles.grid} data-testid="wishlist-products">
        {products.map((product, index) => (
          <li key={product.code} className={styles.item}>
            <ProductCard product={product} priority={index < 4} headingLevel={2} />
            <button
              type="button"
              className={styles.remove}
              onClick={() => wishlist?.remove(product.code, product.name)}
              data-testid="wishlist-remove"
            >
              {t('wishlist.page.remove')}
              <span className="visually-hidden">: {product.name}</span>
            </button>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className={`container ${styles.page}`} aria-labelledby="wishlist-title">
      <header className={styles.header}>
        <h1 id="wishlist-title" className={styles.title}>
          {t('routes.WISHLIST.title')}
        </h1>
        {products.length > 0 && (
          <p className={styles.count}>{t('wishlist.page.count', { count: products.length })}</p>
        )}
      </header>
      {content}
    </section>
  );
}
