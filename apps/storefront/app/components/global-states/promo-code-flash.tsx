import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { PROMO_FLASH_COOKIE } from '../../lib/promo-flash-cookie';
import { useGlobalStates } from './use-global-states';

/**
 * Shows the outcome of a `?promoCode=` link as a toast once the page has painted, from the flash cookie the
 * server's redirect set (public pages carry nothing of one shopper's in their HTML). Read again after every
 * navigation, as a client navigation to a promo link lands through the same redirect. The texts and the event
 * load only when a flash is there to show, so no page carries them for the rare visit that needs them.
 */
export function PromoCodeFlash() {
  const { notifications } = useGlobalStates();
  const { key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the cookie is read again on every navigation
  useEffect(() => {
    if (!document.cookie.includes(`${PROMO_FLASH_COOKIE}=`)) return;
    void import('./show-promo-flash').then(({ showPromoFlash }) => showPromoFlash(notifications));
  }, [key, notifications]);
  return null;
}
