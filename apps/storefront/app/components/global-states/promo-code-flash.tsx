import { isPromoDenied, type PromoTone, promoOutcome } from '@fitkit/ui/promo-code-form';
import type { NotificationStore } from '@fitkit/ui/toast';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { CLEAR_PROMO_FLASH_COOKIE, emitPromoDenied, readPromoFlash } from '../../lib/promo-code';
import { useGlobalStates } from './use-global-states';

/** The toast kind of each promo tone. */
const TOAST_TYPES: Readonly<Record<PromoTone, NonNullable<Parameters<NotificationStore['add']>[0]['type']>>> =
  {
    success: 'SUCCESS',
    info: 'DEFAULT',
    error: 'ERROR',
  };

/**
 * Shows the outcome of a `?promoCode=` link as a toast once the page has painted, from the flash cookie the
 * server's redirect set (public pages carry nothing of one shopper's in their HTML), then clears the cookie so
 * it shows once; a refused code also fires the promo-denied event. Read again after every navigation, as a
 * client navigation to a promo link lands through the same redirect.
 */
export function PromoCodeFlash() {
  const { notifications } = useGlobalStates();
  const { key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the cookie is read again on every navigation
  useEffect(() => {
    const flash = readPromoFlash(document.cookie);
    if (!flash) return;
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from some supported browsers.
    document.cookie = CLEAR_PROMO_FLASH_COOKIE;
    const { message, tone } = promoOutcome(flash.code);
    notifications.add({ title: 'Promo code', message, type: TOAST_TYPES[tone] });
    if (isPromoDenied(flash.code)) emitPromoDenied(window, flash);
  }, [key, notifications]);
  return null;
}
