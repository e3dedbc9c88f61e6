import type { CouponAnswer, Result } from '@fitkit/commerce-hooks';
import { readCookie } from '@fitkit/fitment';

/** The query parameter that applies a promo code on any page (SPEC §2). */
export const PROMO_CODE_PARAM = 'promoCode';

/**
 * How applying a promo code from the URL ended: applied, waiting for an eligible item, already applied, refused
 * because a similar code is on the checkout, or not valid (any other failure, an API outage included).
 */
export const PROMO_OUTCOMES = ['applied', 'pending', 'exists', 'similar', 'invalid'] as const;
/** One of {@link PROMO_OUTCOMES}. */
export type PromoOutcome = (typeof PROMO_OUTCOMES)[number];

/** SPEC §5/§8: the text the shopper sees for each outcome. */
export const PROMO_OUTCOME_TEXTS: Readonly<Record<PromoOutcome, string>> = {
  applied: 'Promo code successfully applied!',
  pending: 'Promo code is now active, add the items to your cart for your discount.',
  exists: 'Promo code has already been applied.',
  similar: 'Promo code cannot be applied.',
  invalid: 'Promo code not valid.',
};

/** Whether the shopper got the code (it applies now or once an eligible item is in the cart). */
export function isPromoAccepted(outcome: PromoOutcome): boolean {
  return outcome === 'applied' || outcome === 'pending';
}

// The API's codes that have an outcome of their own; every other failure is 'invalid'.
const REFUSALS: Readonly<Record<string, PromoOutcome>> = {
  PROMO_CODE_EXISTS: 'exists',
  SIMILAR_PROMO_CODE_EXISTS: 'similar',
};

/** The outcome of the coupon call's result. */
export function promoOutcomeOf(result: Result<CouponAnswer>): PromoOutcome {
  if (result.ok) return result.data.code === 'SUCCESS' ? 'applied' : 'pending';
  return (result.error.kind === 'http' && REFUSALS[result.error.code]) || 'invalid';
}

/** The flash cookie that carries the outcome across the redirect to the page that shows it. */
export const PROMO_FLASH_COOKIE = 'promoFlash';
/** Seconds the flash cookie lives: long enough for the redirect, short enough not to show up on a later visit. */
export const PROMO_FLASH_MAX_AGE_S = 60;

/** What the flash cookie carries: the outcome and the code the shopper used (for the promo-denied event). */
export type PromoFlash = { outcome: PromoOutcome; promoCode: string };

/**
 * Set-Cookie value of the flash cookie: not HttpOnly, as the page's own script reads and clears it after paint (a
 * public page's HTML carries nothing of one shopper's).
 */
export function promoFlashCookie(flash: PromoFlash): string {
  const value = encodeURIComponent(`${flash.outcome}:${flash.promoCode}`);
  return `${PROMO_FLASH_COOKIE}=${value}; Max-Age=${PROMO_FLASH_MAX_AGE_S}; Path=/; SameSite=Lax; Secure`;
}

/** The Set-Cookie (or `document.cookie`) value that deletes the flash cookie. */
export const CLEAR_PROMO_FLASH_COOKIE = `${PROMO_FLASH_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax; Secure`;

/** The flash in a Cookie header or `document.cookie`, or null when there is none or it is not ours. */
export function readPromoFlash(cookies: string | null | undefined): PromoFlash | null {
  const raw = readCookie(cookies, PROMO_FLASH_COOKIE);
  if (!raw) return null;
  let text: string;
  try {
    text = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const separator = text.indexOf(':');
  const outcome = PROMO_OUTCOMES.find((known) => known === text.slice(0, separator));
  return outcome ? { outcome, promoCode: text.slice(separator + 1) } : null;
}

/** The window event fired when a promo code from the URL was refused (SPEC §8); analytics listen for it. */
export const PROMO_DENIED_EVENT = 'promo:denied';

/** Fires the promo-denied event on the window with the outcome and the code as its detail. */
export function emitPromoDenied(target: EventTarget, flash: PromoFlash): void {
  target.dispatchEvent(new CustomEvent<PromoFlash>(PROMO_DENIED_EVENT, { detail: flash }));
}
