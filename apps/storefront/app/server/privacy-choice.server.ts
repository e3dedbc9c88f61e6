import { PRIVACY_OPT_OUT_COOKIE, PRIVACY_OPT_OUT_MAX_AGE } from '../lib/consent';

/** The choices the Do Not Sell form posts. */
export const PRIVACY_CHOICES = ['opt-out', 'opt-in'] as const;
/** One of {@link PRIVACY_CHOICES}. */
export type PrivacyChoice = (typeof PRIVACY_CHOICES)[number];

/** The form's choice, or null for anything else. */
export function privacyChoiceOf(form: FormData): PrivacyChoice | null {
  const choice = form.get('choice');
  return PRIVACY_CHOICES.find((c) => c === choice) ?? null;
}

/**
 * Whether a post comes from the shop's own pages: the browser's `Sec-Fetch-Site`, or without it the `Origin`
 * (a form posted from another site must not change a shopper's privacy choice).
 */
export function isSameOriginPost(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site) return site === 'same-origin' || site === 'none';
  const origin = request.headers.get('origin');
  return origin === null || origin === new URL(request.url).origin;
}

/**
 * The cookie that keeps the choice: readable by the page's script (it decides on the client, so public pages
 * stay the same for everyone), for ten years; opting in again removes it.
 */
export function privacyChoiceCookie(choice: PrivacyChoice): string {
  const maxAge = choice === 'opt-out' ? PRIVACY_OPT_OUT_MAX_AGE : 0;
  return `${PRIVACY_OPT_OUT_COOKIE}=${choice === 'opt-out' ? 1 : ''}; Max-Age=${maxAge}; Path=/; SameSite=Lax; Secure`;
}
