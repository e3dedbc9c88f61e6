export type { NewsletterEvent } from './newsletter';
export {
  atLeast,
  DEFAULT_NEWSLETTER_FORM_NAME,
  NEWSLETTER_FIELDS,
  NEWSLETTER_SPINNER_MS,
  NEWSLETTER_TITLE,
} from './newsletter';
export type { NewsletterFormProps } from './newsletter-form';
export { NewsletterForm } from './newsletter-form';
