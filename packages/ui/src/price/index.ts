export { formatMoney, formatMoneyOrPlaceholder, PRICE_PLACEHOLDER } from './format-money';
export type { PriceProps } from './price';
export { Price } from './price';
