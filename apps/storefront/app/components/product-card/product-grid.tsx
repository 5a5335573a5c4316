import { HydrationSlice } from '../../shell/hydration-slices.tsx';
import { cx } from '../class-names.ts';
import type { ProductCardItem } from './card-item.ts';
import { ProductCard, type ProductCardProps } from './product-card.tsx';
import styles from './product-grid.module.css';

export interface ProductGridProps {
  products: ProductCardItem[];
  /** How many leading cards load their image eagerly: the first row above the fold (default 4). */
  eagerCount?: number;
  headingLevel?: ProductCardProps['headingLevel'];
  /** `compact` for narrow places (recommendations, recently viewed): more, smaller columns. */
  variant?: 'default' | 'compact';
  className?: string;
}

/** Product cards in a responsive grid: 2 columns on phones, as many as fit (about 4 beside filters) above. */
export function ProductGrid({
  products,
  eagerCount = 4,
  headingLevel,
  variant = 'default',
  className,
}: ProductGridProps) {
  return (
    // The grid may hydrate in a task of its own (ADR 0072).
    <HydrationSlice>
      <ul role="list" className={cx(styles.grid, variant === 'compact' && styles.compact, className)}>
        {products.map((product, index) => (
          <ProductCard
            key={product.id}
            as="li"
            product={product}
            priority={index < eagerCount}
            headingLevel={headingLevel}
          />
        ))}
      </ul>
    </HydrationSlice>
  );
}
