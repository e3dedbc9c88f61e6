export type { ProductCardProduct, ProductCardProps } from './product-card';
export { ProductCard } from './product-card';
