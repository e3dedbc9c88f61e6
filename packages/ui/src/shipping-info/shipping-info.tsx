import type { ComponentProps } from 'react';
import { CheckIcon, TruckIcon } from '../icons';
import { cn } from '../utils/cn';
import { countdownText, type SameDayRules } from './countdown';
import {
  estimatedDeliveryText,
  freeShippingText,
  type SameDayMode,
  SHIPPING_TEXT,
  type ShippingTimeRange,
  sameDayModeLabel,
  shipsInText,
} from './shipping-text';
import { useSameDayCountdown } from './use-same-day-countdown';

/** The shipping facts of a product line (SPEC §3 Shipping). */
export type ShippingDetails = {
  /** Ships the same day when ordered before the cutoff. */
  sameDay: boolean;
  /** Ships by freight carrier. */
  isFreight: boolean;
  /** Whether shipping is free. */
  isFreeShipping?: boolean;
  /** Built after the order is placed. */
  isMadeToOrder?: boolean;
  /** How long it takes to ship. */
  timeRange?: ShippingTimeRange | null;
  /** Estimated delivery, as calendar dates 'YYYY-MM-DD'. */
  estimatedDeliveryDate?: { min: string; max: string } | null;
};

/** Props of {@link ShippingInfo}. */
export type ShippingInfoProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The product's shipping facts. */
  shipping: ShippingDetails;
  /** The theme's same-day programme; RAPIDSHIP reads 'RapidShip', anything else 'QuickShip'. */
  sameDayMode?: SameDayMode | null;
  /** Cutoff and shipping weekdays for the same-day countdown; no countdown without them. */
  sameDayRules?: SameDayRules | null;
  /** The shop's IANA time zone for the countdown. */
  timeZone?: string;
  /** A fixed "now" for previews and tests; the countdown then does not tick. */
  now?: Date;
};

/** Shipping lines of a product page: lead time, free shipping, same-day programme and countdown, delivery dates. */
export function ShippingInfo({
  shipping,
  sameDayMode,
  sameDayRules,
  timeZone,
  now,
  className,
  ...props
}: ShippingInfoProps) {
  const countdown = useSameDayCountdown(shipping.sameDay ? sameDayRules : null, { timeZone, now });
  return (
    <div
      data-slot="shipping-info"
      data-state={shipping.sameDay ? 'same-day' : shipping.isMadeToOrder ? 'made-to-order' : 'standard'}
      className={cn('fk-shipping', className)}
      {...props}
    >
      <ul className="fk-shipping__lines">
        {shipping.sameDay ? (
          <li className="fk-shipping__line fk-shipping__line--same-day">
            <span className="fk-shipping__badge" data-mode={sameDayMode === 'RAPIDSHIP' ? 'rapid' : 'quick'}>
              {sameDayModeLabel(sameDayMode)}
            </span>
            {countdown ? (
              <span className="fk-shipping__countdown" data-slot="same-day-countdown">
                {countdownText(countdown)}
              </span>
            ) : null}
          </li>
        ) : null}
        {shipping.isMadeToOrder ? (
          <li className="fk-shipping__line fk-shipping__line--made-to-order">{SHIPPING_TEXT.madeToOrder}</li>
        ) : null}
        {shipping.timeRange && !shipping.sameDay ? (
          <li className="fk-shipping__line">{shipsInText(shipping.timeRange)}</li>
        ) : null}
        {shipping.isFreeShipping ? (
          <li className="fk-shipping__line fk-shipping__line--free">
            {shipping.isFreight ? <TruckIcon /> : <CheckIcon />}
            <span>{freeShippingText(shipping)}</span>
          </li>
        ) : null}
        {shipping.estimatedDeliveryDate ? (
          <li className="fk-shipping__line fk-shipping__line--delivery">
            {estimatedDeliveryText(shipping.estimatedDeliveryDate)}
          </li>
        ) : null}
      </ul>
    </div>
  );
}
