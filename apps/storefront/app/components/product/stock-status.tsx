import { useT } from '~/i18n/use-t.ts';
import { cx } from '../class-names.ts';
import type { StockState } from './stock-state.ts';
import styles from './buy-box.module.css';

export function stockText(state: StockState, t: ReturnType<typeof useT>): string {
  if (state.kind === 'low') return t('product.stock.low', { count: state.count });
  return t(state.kind === 'inStock' ? 'product.stock.inStock' : 'product.stock.outOfStock');
}

/** "In stock", "Only N left" or "Out of stock", with a coloured dot; announced when the variant changes. */
export function StockStatus({ state }: { state: StockState }) {
  const t = useT();
  return (
    <p
      className={cx(
        styles.stock,
        state.kind === 'low' && styles.stockLow,
        state.kind === 'outOfStock' && styles.stockOut,
      )}
      aria-live="polite"
      data-testid="stock-status"
    >
      <span className={styles.stockDot} aria-hidden="true" />
      {stockText(state, t)}
    </p>
  );
}
