export type { MobileMenuProps } from './mobile-menu';
export { MobileMenu } from './mobile-menu';
