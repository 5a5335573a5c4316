import type { VariantPrices } from '@shop/contracts';
import { formatMoney } from '@shop/locale';
import { useT } from '~/i18n/use-t.ts';
import { useShop } from '~/lib/shop-context.tsx';
import styles from './buy-box.module.css';

/** The original price worth crossing out (it must be higher) and its discount percentage. */
export function discountOf(prices: VariantPrices): { original: number; percent: number } | null {
  const original = prices.originalPrices[0];
  if (original === undefined || original <= prices.price) return null;
  const percent = prices.discountPercentages[0] ?? Math.round(((original - prices.price) / original) * 100);
  return { original, percent };
}

/** Price of the chosen variant; when discounted, the original price crossed out and "-N%". */
export function PriceBlock({ prices }: { prices: VariantPrices }) {
  const t = useT();
  const { channel, locale } = useShop();
  const money = (minor: number) => formatMoney(minor, channel.currencyCode, locale);
  const discount = discountOf(prices);
  return (
    <div className={styles.prices} data-testid="product-price">
      <p className={discount ? `${styles.price} ${styles.salePrice}` : styles.price}>
        <span className="visually-hidden">{t('product.price.current')}: </span>
        {money(prices.price)}
      </p>
      {discount && (
        <>
          <p className={styles.originalPrice}>
            <span className="visually-hidden">{t('product.price.original')}: </span>
            <s>{money(discount.original)}</s>
          </p>
          <p className={styles.discount}>
            <span aria-hidden="true">{t('product.price.discount', { percent: discount.percent })}</span>
            <span className="visually-hidden">
              {t('product.price.discountLabel', { percent: discount.percent })}
            </span>
          </p>
          <p className={styles.saving}>
            {t('product.price.saving', { amount: money(discount.original - prices.price) })}
          </p>
        </>
      )}
    </div>
  );
}
