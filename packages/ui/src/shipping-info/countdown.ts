/** A moment in the shop's own time: the weekday (0 = Sunday) and the wall-clock time there. */
export type ShopTime = {
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  /** 0–23. */
  hour: number;
  /** 0–59. */
  minute: number;
  /** 0–59; defaults to 0. */
  second?: number;
};

/** When same-day orders ship: the cutoff time and the weekdays the warehouse ships on. */
export type SameDayRules = {
  /** Orders placed before this wall-clock time ship the same day. */
  cutoff: { hour: number; minute: number };
  /** Weekdays with shipping (0 = Sunday … 6 = Saturday); by default Monday to Friday. */
  shippingWeekdays?: readonly number[];
};

/** Time left before the cutoff, in whole hours and minutes. */
export type Countdown = {
  /** Whole hours left. */
  hours: number;
  /** Minutes left beyond the hours. */
  minutes: number;
};

/** Monday to Friday. */
export const DEFAULT_SHIPPING_WEEKDAYS: readonly number[] = [1, 2, 3, 4, 5];

/**
 * Time left to order for same-day shipping, or null when there is none: not a shipping weekday, or at or after
 * the cutoff. Seconds round up, so the text never claims less time than there is ('0h 1m' up to the cutoff).
 * Pure: the caller turns "now" into shop time, so this never depends on the machine's time zone.
 */
export function sameDayCountdown(now: ShopTime, rules: SameDayRules): Countdown | null {
  const weekdays = rules.shippingWeekdays ?? DEFAULT_SHIPPING_WEEKDAYS;
  if (!weekdays.includes(now.weekday)) return null;
  const nowSeconds = now.hour * 3600 + now.minute * 60 + (now.second ?? 0);
  const cutoffSeconds = rules.cutoff.hour * 3600 + rules.cutoff.minute * 60;
  const left = cutoffSeconds - nowSeconds;
  if (left <= 0) return null;
  const minutesLeft = Math.ceil(left / 60);
  return { hours: Math.floor(minutesLeft / 60), minutes: minutesLeft % 60 };
}

/** 'Ships FREE today if ordered within 3h 5m'. */
export function countdownText(countdown: Countdown): string {
  return `Ships FREE today if ordered within ${countdown.hours}h ${countdown.minutes}m`;
}

const WEEKDAY_INDEX: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

/** The shop time of an instant in an IANA time zone (the machine's own when none is given). */
export function shopTimeOf(instant: Date, timeZone?: string): ShopTime {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '0';
  return {
    weekday: WEEKDAY_INDEX[part('weekday')] ?? 0,
    hour: Number(part('hour')),
    minute: Number(part('minute')),
    second: Number(part('second')),
  };
}
