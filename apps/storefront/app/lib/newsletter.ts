import type { NewsletterEvent } from '@fitkit/ui/newsletter-form';

/** The cookie that keeps the shopper's e-mail once they signed up (SPEC §3). */
export const CUSTOMER_EMAIL_COOKIE = 'customerEmail';
/** SPEC §9: the customerEmail cookie lives 3650 days. */
export const CUSTOMER_EMAIL_MAX_AGE_S = 3650 * 24 * 60 * 60;
/** The window event fired when a sign-up went through (SPEC §4); integrations such as analytics listen for it. */
export const NEWSLETTER_SUBSCRIBED_EVENT = 'newsletter:subscribed';

/**
 * The Set-Cookie value keeping the shopper's e-mail: 3650 days, Secure, readable by the page's own scripts (not
 * HttpOnly) because integrations pick the address up from it.
 */
export function customerEmailCookie(email: string): string {
  return `${CUSTOMER_EMAIL_COOKIE}=${encodeURIComponent(email)}; Max-Age=${CUSTOMER_EMAIL_MAX_AGE_S}; Path=/; SameSite=Lax; Secure`;
}

/** Fires the subscribed event on the window with the form name and e-mail as its detail. */
export function emitNewsletterSubscribed(target: EventTarget, event: NewsletterEvent): void {
  target.dispatchEvent(new CustomEvent<NewsletterEvent>(NEWSLETTER_SUBSCRIBED_EVENT, { detail: event }));
}

/** What the newsletter action answers a script's post: the address with its error, or the address as stored. */
export type NewsletterAnswer = { error: string; email: string } | { email: string; formName: string };
