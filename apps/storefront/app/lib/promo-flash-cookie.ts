// The flash cookie's name alone: every page checks for it after paint, and only a page that has one loads the
// rest of the promo code (lib/promo-code.ts) to read and show it.

/** The flash cookie that carries the answer across the redirect to the page that shows it. */
export const PROMO_FLASH_COOKIE = 'promoFlash';
