export type { CartLineItem, CartLineWarranty, WarrantyPlan } from './cart-line';
export { offersWarranty, warrantyChoice } from './cart-line';
export type { CartLinesProps } from './cart-lines';
export { CartLines } from './cart-lines';
