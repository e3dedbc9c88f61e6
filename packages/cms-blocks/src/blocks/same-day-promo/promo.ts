import { type Countdown, type SameDayRules, sameDayCountdown, shopTimeOf } from '@fitkit/ui/shipping-info';

/** Same-day orders ship when placed before this time (the API's cutoff), in the shop's time zone. */
export const DEFAULT_CUTOFF_TIME = '15:00';

/** The shop's time zone unless the editor names another; the product page counts down in the same one. */
export const DEFAULT_SHOP_TIME_ZONE = 'America/Denver';

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** True for a 24-hour 'HH:MM' time. */
export function isCutoffTime(value: string): boolean {
  return TIME.test(value);
}

/** The countdown rules of a cutoff time 'HH:MM' (shipping Monday to Friday). */
export function promoRules(cutoffTime: string): SameDayRules {
  const match = TIME.exec(cutoffTime);
  if (!match) throw new RangeError(`not a HH:MM time: ${cutoffTime}`);
  return { cutoff: { hour: Number(match[1]), minute: Number(match[2]) } };
}

/** True when the time zone is one the runtime knows (an IANA name such as 'America/New_York'). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * The countdown shown at an instant: time left before the cutoff in the shop's time zone, or null when it is
 * not a shipping weekday there or the cutoff has passed.
 */
export function promoCountdown(instant: Date, cutoffTime: string, timeZone: string): Countdown | null {
  return sameDayCountdown(shopTimeOf(instant, timeZone), promoRules(cutoffTime));
}
