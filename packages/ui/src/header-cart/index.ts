export type { CartIconName, HeaderCartControls, HeaderCartProps } from './header-cart';
export { CART_ICONS, HeaderCart } from './header-cart';
export type { HoverIntent, HoverIntentOptions, HoverIntentTimers } from './hover-intent';
export { createHoverIntent, MINI_CART_CLOSE_DELAY_MS } from './hover-intent';
