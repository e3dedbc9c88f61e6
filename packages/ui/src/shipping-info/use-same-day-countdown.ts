import { useEffect, useState } from 'react';
import { type Countdown, type SameDayRules, sameDayCountdown, shopTimeOf } from './countdown';

/** Options of {@link useSameDayCountdown}. */
export type SameDayCountdownOptions = {
  /** The shop's IANA time zone, e.g. 'America/Los_Angeles'; the browser's own when absent. */
  timeZone?: string;
  /** A fixed moment instead of the clock (stories, tests, previews); disables ticking. */
  now?: Date;
};

/**
 * The same-day countdown, refreshed at every minute boundary. Null on the server and in the first client render,
 * so the markup of both agrees, and null whenever the countdown is not to be shown.
 */
export function useSameDayCountdown(
  rules: SameDayRules | null | undefined,
  { timeZone, now }: SameDayCountdownOptions = {},
): Countdown | null {
  const [countdown, setCountdown] = useState<Countdown | null>(null);
  const fixed = now?.getTime();
  const cutoffHour = rules?.cutoff.hour;
  const cutoffMinute = rules?.cutoff.minute;
  const weekdays = rules?.shippingWeekdays?.join(',');
  useEffect(() => {
    if (cutoffHour === undefined || cutoffMinute === undefined) {
      setCountdown(null);
      return;
    }
    const current: SameDayRules = {
      cutoff: { hour: cutoffHour, minute: cutoffMinute },
      shippingWeekdays: weekdays === undefined ? undefined : weekdays.split(',').map(Number),
    };
    const update = () => {
      const instant = fixed === undefined ? new Date() : new Date(fixed);
      setCountdown(sameDayCountdown(shopTimeOf(instant, timeZone), current));
      return instant;
    };
    const instant = update();
    if (fixed !== undefined) return;
    let timer: ReturnType<typeof setTimeout>;
    const schedule = (from: Date) => {
      // Wake just after the next whole minute, so the minutes shown change with the clock.
      const wait = 60_000 - (from.getTime() % 60_000) + 50;
      timer = setTimeout(() => schedule(update()), wait);
    };
    schedule(instant);
    return () => clearTimeout(timer);
  }, [cutoffHour, cutoffMinute, weekdays, timeZone, fixed]);
  return countdown;
}
