import type { ProductDetail, ProductVariant } from '@shop/contracts';
import { formatMoney } from '@shop/locale';
import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import { useT } from '~/i18n/use-t.ts';
import { useShop } from '~/lib/shop-context.tsx';
import { cx } from '../class-names.ts';
import { optionGroups, variantSearch } from './variant-selection.ts';
import styles from './variant-picker.module.css';

/**
 * Variant choice as links that set `?variant=CODE` (works before hydration, shareable, server-rendered):
 * one group per option when the product has options, else a list of the variants. A combination that
 * does not exist is shown but disabled; a sold-out variant stays selectable and says so.
 */
export function VariantPicker({
  product,
  selected,
}: {
  product: Pick<ProductDetail, 'options' | 'variants'>;
  selected: ProductVariant | null;
}) {
  const t = useT();
  const { search } = useLocation();
  const listId = useId();
  if (product.variants.length < 2) return null;

  const link = (variant: ProductVariant) => ({
    to: { search: variantSearch(search, variant.code) },
    replace: true,
    preventScrollReset: true,
  });

  if (product.options.length === 0) {
    return <VariantList variants={product.variants} selected={selected} labelId={listId} link={link} />;
  }

  return (
    <div className={styles.picker}>
      {optionGroups(product, selected).map((group) => {
        const current = group.choices.find((choice) => choice.selected);
        const labelId = `${listId}-${group.code}`;
        return (
          <div key={group.code} role="group" aria-labelledby={labelId} className={styles.group}>
            <p id={labelId} className={styles.groupLabel}>
              {group.name}
              {current && <span className={styles.groupValue}>: {current.value}</span>}
            </p>
            <ul role="list" className={styles.choices}>
              {group.choices.map((choice) => {
                const soldOut = choice.variant !== null && !choice.variant.inStock;
                const label = soldOut
                  ? `${choice.value}, ${t('product.variants.outOfStockSuffix')}`
                  : choice.value;
                return (
                  <li key={choice.code}>
                    {choice.variant ? (
                      <Link
                        {...link(choice.variant)}
                        className={cx(
                          styles.choice,
                          choice.selected && styles.selected,
                          soldOut && styles.soldOut,
                        )}
                        aria-current={choice.selected ? 'true' : undefined}
                        aria-label={label}
                        data-variant-code={choice.variant.code}
                      >
                        {choice.value}
                      </Link>
                    ) : (
                      <span
                        className={cx(styles.choice, styles.disabled)}
                        aria-disabled="true"
                        title={t('product.variants.unavailable', { value: choice.value })}
                      >
                        <span aria-hidden="true">{choice.value}</span>
                        <span className="visually-hidden">
                          {t('product.variants.unavailable', { value: choice.value })}
                        </span>
                      </span>
                    )}
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </div>
  );
}

function VariantList({
  variants,
  selected,
  labelId,
  link,
}: {
  variants: ProductVariant[];
  selected: ProductVariant | null;
  labelId: string;
  link: (variant: ProductVariant) => {
    to: { search: string };
    replace: boolean;
    preventScrollReset: boolean;
  };
}) {
  const t = useT();
  const { channel, locale } = useShop();
  return (
    <div role="group" aria-labelledby={labelId} className={styles.group}>
      <p id={labelId} className={styles.groupLabel}>
        {t('product.variants.choose')}
      </p>
      <ul role="list" className={styles.variantList}>
        {variants.map((variant) => {
          const isSelected = variant.code === selected?.code;
          return (
            <li key={variant.code}>
              <Link
                {...link(variant)}
                className={cx(
                  styles.variantRow,
                  isSelected && styles.selected,
                  !variant.inStock && styles.soldOut,
                )}
                aria-current={isSelected ? 'true' : undefined}
                data-variant-code={variant.code}
              >
                <span className={styles.variantName}>{variant.name}</span>
                <span className={styles.variantMeta}>
                  {formatMoney(variant.prices.price, channel.currencyCode, locale)}
                  {!variant.inStock && <span> · {t('product.variants.outOfStockSuffix')}</span>}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
