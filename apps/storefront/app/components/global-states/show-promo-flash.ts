import { isPromoDenied, type PromoTone, promoOutcome } from '@fitkit/ui/promo-code-form';
import type { NotificationStore } from '@fitkit/ui/toast';
import { CLEAR_PROMO_FLASH_COOKIE, emitPromoDenied, readPromoFlash } from '../../lib/promo-code';

/** The toast kind of each promo tone. */
const TOAST_TYPES: Readonly<Record<PromoTone, NonNullable<Parameters<NotificationStore['add']>[0]['type']>>> =
  {
    success: 'SUCCESS',
    info: 'DEFAULT',
    error: 'ERROR',
  };

/**
 * Shows the flash cookie's promo outcome as a toast and clears the cookie so it shows once; a refused code also
 * fires the promo-denied event.
 */
export function showPromoFlash(notifications: NotificationStore): void {
  const flash = readPromoFlash(document.cookie);
  if (!flash) return;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from some supported browsers.
  document.cookie = CLEAR_PROMO_FLASH_COOKIE;
  const { message, tone } = promoOutcome(flash.code);
  notifications.add({ title: 'Promo code', message, type: TOAST_TYPES[tone] });
  if (isPromoDenied(flash.code)) emitPromoDenied(window, flash);
}
