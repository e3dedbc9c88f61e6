export type { Countdown, SameDayRules, ShopTime } from './countdown';
export { countdownText, DEFAULT_SHIPPING_WEEKDAYS, sameDayCountdown, shopTimeOf } from './countdown';
export type { ShippingDetails, ShippingInfoProps } from './shipping-info';
export { ShippingInfo } from './shipping-info';
export type { SameDayMode, ShippingTime, ShippingTimeRange, ShippingTimeUnit } from './shipping-text';
export {
  estimatedDeliveryText,
  formatDeliveryDate,
  freeShippingText,
  SAME_DAY_MODES,
  SHIPPING_TEXT,
  SHIPPING_TIME_UNITS,
  sameDayModeLabel,
  shipsInText,
} from './shipping-text';
export type { SameDayCountdownOptions } from './use-same-day-countdown';
export { useSameDayCountdown } from './use-same-day-countdown';
