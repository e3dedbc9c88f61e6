/** What the shopper said about their data; unknown (on the server, before the browser is asked) counts as no. */
export type Consent = { optedOut: boolean };

/**
 * The cookie the Do Not Sell page's form sets when the shopper opts out of the sale or sharing of their data
 * (`1`); readable by the page's script, which decides on the client so public pages stay the same for everyone.
 */
export const PRIVACY_OPT_OUT_COOKIE = 'privacyOptOut';

/** The opt-out cookie lasts as long as the shop's other long-lived choices (SPEC §9: 3650 days). */
export const PRIVACY_OPT_OUT_MAX_AGE = 3650 * 24 * 60 * 60;

/** Whether a cookie header (or `document.cookie`) carries the opt-out. */
export function hasOptedOut(cookies: string): boolean {
  return new RegExp(`(?:^|;\\s*)${PRIVACY_OPT_OUT_COOKIE}=1(?:;|$)`).test(cookies);
}

/** The shopper's say: opted out by the cookie, or by Global Privacy Control (`Sec-GPC: 1` / the navigator flag). */
export function consentOf({ cookies, gpc }: { cookies: string; gpc: boolean }): Consent {
  return { optedOut: gpc || hasOptedOut(cookies) };
}

/** The consent the browser states now. */
export function browserConsent(): Consent {
  const gpc = (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
  return consentOf({ cookies: document.cookie, gpc });
}
