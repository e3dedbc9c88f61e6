export type { HeaderProps } from './header';
export { Header } from './header';
export type { HeaderContextValue } from './header-context';
export { useHeader } from './header-context';
export { phoneHref } from './phone';
