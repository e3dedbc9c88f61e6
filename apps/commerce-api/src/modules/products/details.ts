/** Units of a shipping lead time (SPEC §3 Shipping), once. */
export const SHIPPING_TIME_UNITS = ['DAYS', 'WEEKS'] as const;

/** A shipping lead time unit. */
export type ShippingTimeUnit = (typeof SHIPPING_TIME_UNITS)[number];

/** Same-day shipping programmes (SPEC §9: RAPIDSHIP shows 'RapidShip', anything else 'QuickShip'), once. */
export const SAME_DAY_MODES = ['RAPIDSHIP', 'QUICKSHIP'] as const;

/** A same-day shipping programme. */
export type SameDayMode = (typeof SAME_DAY_MODES)[number];

/** Video hosts a product line's video can come from (SPEC §3 Video), once. */
export const VIDEO_TYPES = ['youtube', 'wistia'] as const;

/** A video host. */
export type VideoType = (typeof VIDEO_TYPES)[number];

/** Hour of the shop's day (24 h) after which same-day orders ship the next shipping day. */
export const SAME_DAY_CUTOFF_HOUR = 15;

/** Business days a parcel travels after it ships; freight goes by truck and takes longer. */
export const TRANSIT_BUSINESS_DAYS = { parcel: { min: 3, max: 5 }, freight: { min: 5, max: 10 } } as const;

/** One end of a lead time. */
export interface ShippingTime {
  unit: ShippingTimeUnit;
  amount: number;
}

/** How long before a line ships: null when it ships from stock. */
export type ShippingTimeRange = { min: ShippingTime; max: ShippingTime } | null;

const DAY_MS = 86_400_000;

/** Business days in a lead time (a week is five shipping days). */
export function businessDaysOf(time: ShippingTime): number {
  return time.unit === 'WEEKS' ? time.amount * 5 : time.amount;
}

function isWeekend(date: Date): boolean {
  const day = date.getUTCDay();
  return day === 0 || day === 6;
}

/** The calendar date (UTC) `days` business days after `from`, skipping Saturdays and Sundays. */
export function addBusinessDays(from: Date, days: number): Date {
  let date = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()));
  // A weekend start date is moved on to Monday even with nothing to add (deliveries happen on shipping days).
  let left = days;
  while (left > 0 || isWeekend(date)) {
    date = new Date(date.getTime() + DAY_MS);
    if (!isWeekend(date)) left -= 1;
  }
  return date;
}

/** An ISO calendar date (YYYY-MM-DD). */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * The delivery window for an order placed `today`: the lead time (none for stock items) plus transit, both in
 * business days. Same-day items ordered after the cutoff leave one shipping day later.
 */
export function estimatedDelivery(
  today: Date,
  options: { timeRange: ShippingTimeRange; isFreight: boolean; sameDay: boolean },
): { min: string; max: string } {
  const transit = options.isFreight ? TRANSIT_BUSINESS_DAYS.freight : TRANSIT_BUSINESS_DAYS.parcel;
  const leadMin = options.timeRange ? businessDaysOf(options.timeRange.min) : 0;
  const leadMax = options.timeRange ? businessDaysOf(options.timeRange.max) : 0;
  const late = !options.sameDay || today.getUTCHours() >= SAME_DAY_CUTOFF_HOUR ? 1 : 0;
  return {
    min: isoDate(addBusinessDays(today, leadMin + transit.min + late)),
    max: isoDate(addBusinessDays(today, leadMax + transit.max + late)),
  };
}

/** Whole percent saved against the original price, or null when there is no saving. */
export function discountPercent(actual: number, original: number | null): number | null {
  if (original === null || original <= actual) return null;
  return Math.round(((original - actual) / original) * 100);
}

/** A duration in seconds as ISO 8601 (what video metadata and structured data use), e.g. 'PT2M31S'. */
export function isoDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || (!h && !m) ? `${s}S` : ''}`;
}
