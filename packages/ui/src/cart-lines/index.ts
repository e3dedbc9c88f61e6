export { pluralize } from '../mini-cart/cart-item';
export type { CartLineInstallation, CartLineItem, CartLineWarranty, WarrantyPlan } from './cart-line';
export { offersInstallation, offersWarranty, warrantyChoice } from './cart-line';
export type { CartLinesProps } from './cart-lines';
export { CartLines } from './cart-lines';
