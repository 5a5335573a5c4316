import { formatMoney } from '@shop/locale';
import { useT } from '~/i18n/use-t.ts';
import { SUGGESTION_IMAGE_SHOWN } from '~/lib/constants.ts';
import { mediaSrcSet, mediaUrl } from '~/lib/media.ts';
import { useShop } from '~/lib/shop-context.tsx';
import type { SuggestedProduct } from './search-box-controller.ts';
import styles from './search-dropdown.module.css';

/** A product row of the dropdown: 48x48 image (suggestion filter, 1x/1.5x/3x), name and price. */
export function SuggestedProductContent({ product }: { product: SuggestedProduct }) {
  const t = useT();
  const { channel, locale } = useShop();
  const prices = product.prices;
  const original = prices?.originalPrices[0];
  const discounted = prices && original !== undefined && original > prices.price;
  return (
    <>
      {product.image ? (
        <img
          className={styles.productImage}
          src={mediaUrl(product.image, 'suggestion')}
          srcSet={mediaSrcSet(product.image, 'suggestion')}
          width={SUGGESTION_IMAGE_SHOWN.width}
          height={SUGGESTION_IMAGE_SHOWN.height}
          alt=""
          loading="lazy"
          decoding="async"
        />
      ) : (
        <span className={styles.productImage} aria-hidden="true" />
      )}
      <span className={styles.productText}>
        <span className={styles.productName}>{product.name}</span>
        {prices && (
          <span className={styles.price}>
            <span className={discounted ? styles.salePrice : undefined}>
              {formatMoney(prices.price, channel.currencyCode, locale)}
            </span>
            {discounted && (
              <s className={styles.oldPrice}>
                <span className="visually-hidden">{t('search.products.oldPrice')} </span>
                {formatMoney(original, channel.currencyCode, locale)}
              </s>
            )}
          </span>
        )}
      </span>
    </>
  );
}
