export type { ProductCardProps } from './product-card';
export { ProductCard } from './product-card';
