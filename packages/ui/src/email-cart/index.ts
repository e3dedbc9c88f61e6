export type { EmailCartDialogProps } from './email-cart-dialog';
export { EmailCartDialog } from './email-cart-dialog';
export type { EmailCartFormProps, EmailCartRecipient } from './email-cart-form';
export { EMAIL_CART_FIELDS, EMAIL_CART_SENT_TEXT, EmailCartForm } from './email-cart-form';
export type { EmailCartLinkProps } from './email-cart-link';
export { EMAIL_CART_TOOLTIP, EmailCartLink } from './email-cart-link';
