export { EMAIL_CART_TOOLTIP } from '../email-cart/email-cart-link';
export { formatFitmentLine, pluralize } from './cart-item';
export type { MiniCartProps } from './mini-cart';
export { MiniCart } from './mini-cart';
