export type { EmailCartDialogProps } from './email-cart-dialog';
export { EmailCartDialog } from './email-cart-dialog';
export type { EmailCartLinkProps } from './email-cart-link';
export { EMAIL_CART_TOOLTIP, EmailCartLink } from './email-cart-link';
