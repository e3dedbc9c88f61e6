export { DEFAULT_QUANTITY, MAX_QUANTITY, maxQuantityFor, quantityOptions } from './quantity-options';
export type { QuantitySelectorProps } from './quantity-selector';
export { QuantitySelector } from './quantity-selector';
