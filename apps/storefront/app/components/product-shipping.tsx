import type { ProductLine } from '@fitkit/commerce-hooks';
import { ShippingInfo } from '@fitkit/ui/shipping-info';

/** Cutoff for same-day shipping, in the shop's time zone (theme setting). */
const SHOP_TIME_ZONE = 'America/Denver';

/** Shipping texts, estimated delivery and the same-day countdown. */
export function ProductShipping({ product }: { product: ProductLine }) {
  const { shipping } = product;
  return (
    <ShippingInfo
      shipping={{
        sameDay: shipping.sameDay,
        isFreight: shipping.isFreight,
        isFreeShipping: shipping.isFreeShipping,
        isMadeToOrder: shipping.madeToOrder,
        timeRange: shipping.timeRange,
        estimatedDeliveryDate: shipping.estimatedDeliveryDate,
      }}
      sameDayMode={shipping.sameDayMode}
      sameDayRules={{ cutoff: { hour: shipping.cutoffHour, minute: 0 } }}
      timeZone={SHOP_TIME_ZONE}
    />
  );
}
