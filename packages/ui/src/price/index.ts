export type { PriceProps } from './price';
export { Price } from './price';
