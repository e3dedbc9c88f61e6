export type { HeaderProps } from './header';
export { Header } from './header';
