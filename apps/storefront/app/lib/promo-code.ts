import type { CouponAnswer, Result } from '@fitkit/commerce-hooks';
import { readCookie } from '@fitkit/fitment';
import { PROMO_FLASH_COOKIE } from './promo-flash-cookie';

/** The query parameter that applies a promo code on any page (SPEC §2). */
export const PROMO_CODE_PARAM = 'promoCode';

/** The code the flash carries when the API gave no answer (timeout, network): it reads as 'Promo code not valid.'. */
export const PROMO_UNAVAILABLE = 'UNAVAILABLE';

/**
 * The answer code of the coupon call: SUCCESS or PROMO_CODE_NOT_APPLIED, the API's error code of a refusal (a
 * rate limit included), or {@link PROMO_UNAVAILABLE}. `promoOutcome` of `@fitkit/ui/promo-code-form` turns it into
 * the SPEC text.
 */
export function promoAnswerCode(result: Result<CouponAnswer>): string {
  if (result.ok) return result.data.code;
  return result.error.kind === 'http' ? result.error.code : PROMO_UNAVAILABLE;
}

/** Seconds the flash cookie lives: long enough for the redirect, short enough not to show up on a later visit. */
export const PROMO_FLASH_MAX_AGE_S = 60;

/** What the flash cookie carries: the answer code and the promo code the shopper used (for the denied event). */
export type PromoFlash = { code: string; promoCode: string };

const ANSWER_CODE = /^[A-Z_]{2,40}$/;

/**
 * Set-Cookie value of the flash cookie: not HttpOnly, as the page's own script reads and clears it after paint (a
 * public page's HTML carries nothing of one shopper's).
 */
export function promoFlashCookie(flash: PromoFlash): string {
  const value = encodeURIComponent(`${flash.code}:${flash.promoCode}`);
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
  const code = text.slice(0, separator);
  return separator > 0 && ANSWER_CODE.test(code) ? { code, promoCode: text.slice(separator + 1) } : null;
}

/** The window event fired when a promo code from the URL was refused (SPEC §8); analytics listen for it. */
export const PROMO_DENIED_EVENT = 'promo:denied';

/** Fires the promo-denied event on the window with the answer code and the promo code as its detail. */
export function emitPromoDenied(target: EventTarget, flash: PromoFlash): void {
  target.dispatchEvent(new CustomEvent<PromoFlash>(PROMO_DENIED_EVENT, { detail: flash }));
}
