export type { QuantitySelectorProps } from './quantity-selector';
export { QuantitySelector } from './quantity-selector';
