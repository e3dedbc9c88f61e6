export type { ShippingMethod, ShippingMethodsProps } from './shipping-methods';
export { ShippingMethods } from './shipping-methods';
export { FREE_SHIPPING_TEXT, shippingPriceText } from './shipping-price';
