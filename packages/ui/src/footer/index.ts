export { Footer } from './footer';
export type { FooterLink, FooterProps, SocialNetwork, SplashBarItem } from './options';
export { NEWSLETTER_POSITIONS, SOCIAL_NETWORKS, SPLASH_BAR_ACTIONS, SPLASH_BAR_ICONS } from './options';
