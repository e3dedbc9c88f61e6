export type { Countdown, SameDayRules } from './countdown';
export { countdownText, sameDayCountdown, shopTimeOf } from './countdown';
export type { ShippingInfoProps } from './shipping-info';
export { ShippingInfo } from './shipping-info';
export { SAME_DAY_MODES, SHIPPING_TEXT, sameDayModeLabel } from './shipping-text';
export { useSameDayCountdown } from './use-same-day-countdown';
