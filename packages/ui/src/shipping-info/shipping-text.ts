/** Units of a shipping time range (SPEC §3 Shipping). */
export const SHIPPING_TIME_UNITS = ['DAYS', 'WEEKS'] as const;
/** One of {@link SHIPPING_TIME_UNITS}. */
export type ShippingTimeUnit = (typeof SHIPPING_TIME_UNITS)[number];

/** One end of a shipping time range. */
export type ShippingTime = {
  /** Days or weeks. */
  unit: ShippingTimeUnit;
  /** How many of them. */
  amount: number;
};

/** How long a product takes to ship, from `min` to `max`. */
export type ShippingTimeRange = {
  /** The shortest time. */
  min: ShippingTime;
  /** The longest time. */
  max: ShippingTime;
};

/** Same-day shipping modes; RAPIDSHIP shows 'RapidShip', any other 'QuickShip' (SPEC §9). */
export const SAME_DAY_MODES = ['RAPIDSHIP', 'QUICKSHIP'] as const;
/** One of {@link SAME_DAY_MODES}. */
export type SameDayMode = (typeof SAME_DAY_MODES)[number];

/** Shipping texts of SPEC §9. */
export const SHIPPING_TEXT = {
  madeToOrder: 'Made to Order',
  shipsIn: 'Ships in',
  freeShipping: 'Free Shipping',
  freeSameDayShipping: 'Free Same Day Shipping',
  freeFreightShipping: 'Free Freight Shipping',
  shipsFreeToday: 'Ships FREE today if ordered within',
} as const;

/** The name of the same-day programme: 'RapidShip' for RAPIDSHIP, otherwise 'QuickShip'. */
export function sameDayModeLabel(mode: string | null | undefined): string {
  return mode === 'RAPIDSHIP' ? 'RapidShip' : 'QuickShip';
}

const unitWord = (time: ShippingTime) => {
  const word = time.unit === 'WEEKS' ? 'week' : 'day';
  return time.amount === 1 ? word : `${word}s`;
};

/** 'Ships in 3 days', 'Ships in 3–5 days', 'Ships in 1–2 weeks' or 'Ships in 5 days–2 weeks'. */
export function shipsInText(range: ShippingTimeRange): string {
  const { min, max } = range;
  if (min.unit === max.unit) {
    if (min.amount === max.amount) return `${SHIPPING_TEXT.shipsIn} ${min.amount} ${unitWord(min)}`;
    return `${SHIPPING_TEXT.shipsIn} ${min.amount}–${max.amount} ${unitWord(max)}`;
  }
  return `${SHIPPING_TEXT.shipsIn} ${min.amount} ${unitWord(min)}–${max.amount} ${unitWord(max)}`;
}

/** 'Free Shipping', or its Freight or Same Day variant (freight goes by truck, so it wins over same day). */
export function freeShippingText(shipping: { sameDay?: boolean; isFreight?: boolean }): string {
  if (shipping.isFreight) return SHIPPING_TEXT.freeFreightShipping;
  if (shipping.sameDay) return SHIPPING_TEXT.freeSameDayShipping;
  return SHIPPING_TEXT.freeShipping;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** 'Tue, Jun 3' from a calendar date 'YYYY-MM-DD' (or an ISO timestamp, whose date part is used as is). */
export function formatDeliveryDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) throw new RangeError(`not a calendar date: ${isoDate}`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // A calendar date has no time zone: compute its weekday in UTC so no local offset can move it.
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) throw new RangeError(`not a calendar date: ${isoDate}`);
  return `${WEEKDAYS[date.getUTCDay()]}, ${MONTHS[month - 1]} ${day}`;
}

/** 'Get it Tue, Jun 3–Thu, Jun 5', or one date when both ends are the same day. */
export function estimatedDeliveryText(range: { min: string; max: string }): string {
  const min = formatDeliveryDate(range.min);
  const max = formatDeliveryDate(range.max);
  return min === max ? `Get it ${min}` : `Get it ${min}–${max}`;
}
