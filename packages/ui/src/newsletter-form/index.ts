export type { NewsletterEvent } from './newsletter';
export { DEFAULT_NEWSLETTER_FORM_NAME } from './newsletter';
export type { NewsletterFormProps } from './newsletter-form';
export { NewsletterForm } from './newsletter-form';
