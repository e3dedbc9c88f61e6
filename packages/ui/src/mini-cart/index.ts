export { formatFitmentLine, pluralize } from './cart-item';
export type { MiniCartProps } from './mini-cart';
export { EMAIL_CART_TOOLTIP, MiniCart } from './mini-cart';
