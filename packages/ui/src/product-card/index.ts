export type { FitStatus, ProductFitment } from './fit-status';
export { FIT_STATUSES, fitStatusOf } from './fit-status';
export type { ProductCardProduct, ProductCardProps } from './product-card';
export { ProductCard } from './product-card';
