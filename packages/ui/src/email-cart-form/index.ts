export type { EmailCartFormProps, EmailCartRecipient } from './email-cart-form';
export { EMAIL_CART_FIELDS, EMAIL_CART_SENT_TEXT, EmailCartForm } from './email-cart-form';
