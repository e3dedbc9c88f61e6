export { Footer } from './footer';
export {
  copyrightText,
  DO_NOT_SELL_TEXT,
  isExternalHref,
  LIVE_CHAT_TEXT,
  legalLinksOf,
  PRIVACY_POLICY_TEXT,
  paymentMethodsOf,
  socialLinksOf,
} from './footer-parts';
export type {
  ExtraPaymentMethod,
  FooterLink,
  FooterNavGroup,
  FooterNewsletter,
  FooterProps,
  NewsletterPosition,
  PaymentMethod,
  SocialNetwork,
  SplashBarAction,
  SplashBarIcon,
  SplashBarItem,
} from './options';
export {
  BASE_PAYMENT_METHODS,
  EXTRA_PAYMENT_METHODS,
  NEWSLETTER_POSITIONS,
  SOCIAL_NETWORKS,
  SPLASH_BAR_ACTIONS,
  SPLASH_BAR_ICONS,
} from './options';
