export type { PriceBlockProps } from './price-block';
export { PriceBlock } from './price-block';
