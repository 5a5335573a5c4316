export { ProductCard, type ProductCardProps } from './product-card.tsx';
export { ProductGrid, type ProductGridProps } from './product-grid.tsx';
export { scrollToBundleDetails } from './bundle-details.ts';
