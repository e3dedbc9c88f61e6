export type { PriceBlockProps } from './price-block';
export { discountPercent, MAP_PRICE_TEXT, MAP_PRICE_TOOLTIP, PriceBlock } from './price-block';
