import type { ProductDetail, ProductVariant } from '@shop/contracts';
import { formatMoney } from '@shop/locale';
import { Link, useLocation } from 'react-router';
import { useT } from '~/i18n/use-t.ts';
import { useShop } from '~/lib/shop-context.tsx';
import { useRoutePath } from '~/routing/links.ts';
import { productPathMatch } from '~/routing/path-match.ts';
import { AUTH_TAB_SIGN_IN } from '../header/user-menu.tsx';
import { AddToCartForm } from './add-to-cart-form.tsx';
import type { StockState } from './stock-state.ts';
import { StockNotificationForm } from './stock-notification-form.tsx';
import { AUTH_RETURN_PARAM } from '~/routing/auth-return.ts';
import styles from './buy-box.module.css';

/** Where a product sold only in a set can be bought: each set with a link and its price (issue 18). */
function ContainingSets({ sets }: { sets: ProductDetail['containingBundles'] }) {
  const t = useT();
  const path = useRoutePath();
  const { channel, locale, newUrls } = useShop();
  if (sets.length === 0) return <p className={styles.note}>{t('product.buy.onlyInBundle')}</p>;
  return (
    <div className={styles.sets} data-testid="containing-sets">
      <p className={styles.note}>{t('product.buy.onlyInSets', { count: sets.length })}</p>
      <ul role="list" className={styles.setList}>
        {sets.map((set) => {
          const price = set.defaultVariant?.prices.price;
          return (
            <li key={set.code} className={styles.set}>
              <Link
                to={path('PRODUCT_INNER', { '*': productPathMatch(set, newUrls) })}
                className={styles.setLink}
                data-testid="containing-set-link"
              >
                {set.name}
              </Link>
              {price !== undefined && (
                <span className={styles.setPrice} data-testid="containing-set-price">
                  {formatMoney(price, channel.currencyCode, locale)}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * What the shopper can do with the chosen variant: add it to the cart (AddToCartForm), sign in first for login-only products, or, when sold out, a disabled
 * button and the back-in-stock form. Products sold only inside a set cannot be bought alone.
 */
export function BuyActions({
  product,
  variant,
  stock,
}: {
  product: Pick<
    ProductDetail,
    'code' | 'name' | 'isBundle' | 'onlySellInBundle' | 'requiresLogin' | 'containingBundles'
  >;
  variant: ProductVariant | null;
  stock: StockState;
}) {
  const t = useT();
  const path = useRoutePath();
  const { customer } = useShop();
  const { pathname, search } = useLocation();

  if (product.onlySellInBundle) {
    return <ContainingSets sets={product.containingBundles} />;
  }
  if (product.requiresLogin && !customer) {
    const query = new URLSearchParams({ tab: AUTH_TAB_SIGN_IN, [AUTH_RETURN_PARAM]: `${pathname}${search}` });
    const authHref = `${path('AUTH')}?${query}`;
    return (
      <div className={styles.actions}>
        <Link to={authHref} className={styles.primaryButton} data-testid="sign-in-to-buy">
          {t('product.buy.signInToBuy')}
        </Link>
        <p className={styles.note}>{t('product.buy.signInNote')}</p>
      </div>
    );
  }
  if (stock.kind === 'outOfStock' || !variant) {
    return (
      <div className={styles.actions}>
        <button type="button" className={styles.primaryButton} disabled data-testid="add-to-cart">
          {t('product.buy.outOfStock')}
        </button>
        <StockNotificationForm productCode={product.code} />
      </div>
    );
  }
  return <AddToCartForm product={product} variant={variant} />;
}
