import { useEffect } from 'react';
import { useLocation } from 'react-router';
import {
  CLEAR_PROMO_FLASH_COOKIE,
  emitPromoDenied,
  isPromoAccepted,
  PROMO_OUTCOME_TEXTS,
  readPromoFlash,
} from '../../lib/promo-code';
import { useGlobalStates } from './use-global-states';

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
    const accepted = isPromoAccepted(flash.outcome);
    notifications.add({
      title: 'Promo code',
      message: PROMO_OUTCOME_TEXTS[flash.outcome],
      type: accepted ? 'SUCCESS' : 'ERROR',
    });
    if (!accepted) emitPromoDenied(window, flash);
  }, [key, notifications]);
  return null;
}
