import type { FieldRule } from '../forms';

/** Form name sent with a subscription when the form gives none (SPEC §3 Newsletter event). */
export const DEFAULT_NEWSLETTER_FORM_NAME = 'email-subscribe';
/** How long the spinner shows before the subscribed event (SPEC §9). */
export const NEWSLETTER_SPINNER_MS = 500;
/** The form's heading (SPEC §2 Footer). */
export const NEWSLETTER_TITLE = 'GET ON THE LIST';

/** The subscribed event (SPEC §3): which form and which address. */
export type NewsletterEvent = {
  /** The form's name, 'email-subscribe' by default. */
  formName: string;
  /** The address, trimmed. */
  email: string;
};

/** The newsletter form's one field: a required email (SPEC §5). */
export const NEWSLETTER_FIELDS: readonly FieldRule[] = [{ name: 'email', type: 'email', required: true }];

/** Waits at least `ms` for `work`, so the spinner shows for its full time even when the server is quicker. */
export async function atLeast<T>(work: Promise<T>, ms: number): Promise<T> {
  const [result] = await Promise.all([work, new Promise((resolve) => setTimeout(resolve, ms))]);
  return result;
}
