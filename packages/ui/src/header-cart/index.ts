export type { HeaderCartProps } from './header-cart';
export { HeaderCart } from './header-cart';
