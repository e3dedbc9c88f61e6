import type { NewsletterEvent } from '../newsletter-form';

/** Where the newsletter form sits in the footer (SPEC §3 Theme config, subscribe position). */
export const NEWSLETTER_POSITIONS = ['LEFT', 'RIGHT'] as const;
/** One of {@link NEWSLETTER_POSITIONS}. */
export type NewsletterPosition = (typeof NEWSLETTER_POSITIONS)[number];

/** Social networks the theme config has handles for (SPEC §3). */
export const SOCIAL_NETWORKS = ['facebook', 'twitter', 'instagram', 'youtube', 'tiktok'] as const;
/** One of {@link SOCIAL_NETWORKS}. */
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** Card logos every footer shows (SPEC §2 Footer). */
export const BASE_PAYMENT_METHODS = ['VISA', 'MASTERCARD', 'AMERICAN_EXPRESS', 'DISCOVER'] as const;
/** Logos shown only when their payment method is enabled. */
export const EXTRA_PAYMENT_METHODS = [
  'PAYPAL',
  'PAYPAL_CREDIT',
  'GOOGLE_PAY',
  'APPLE_PAY',
  'AFFIRM',
] as const;
/** One of {@link BASE_PAYMENT_METHODS} or {@link EXTRA_PAYMENT_METHODS}. */
export type PaymentMethod = (typeof BASE_PAYMENT_METHODS)[number] | (typeof EXTRA_PAYMENT_METHODS)[number];
/** One of {@link EXTRA_PAYMENT_METHODS}. */
export type ExtraPaymentMethod = (typeof EXTRA_PAYMENT_METHODS)[number];

/** Icons a splash bar item can show. */
export const SPLASH_BAR_ICONS = [
  'PHONE',
  'CHAT',
  'TRUCK',
  'SHIPPING',
  'RETURNS',
  'WARRANTY',
  'SECURE',
] as const;
/** One of {@link SPLASH_BAR_ICONS}. */
export type SplashBarIcon = (typeof SPLASH_BAR_ICONS)[number];

/** What pressing a splash bar item does: follow its link, call the shop or open the live chat. */
export const SPLASH_BAR_ACTIONS = ['LINK', 'CALL', 'CHAT'] as const;
/** One of {@link SPLASH_BAR_ACTIONS}. */
export type SplashBarAction = (typeof SPLASH_BAR_ACTIONS)[number];

/** One item of the splash bar above the footer. */
export type SplashBarItem = {
  /** The item's icon, if any. */
  icon?: SplashBarIcon | null;
  /** Main line, e.g. 'Talk to an expert'. */
  title: string;
  /** Second line, e.g. the phone number or opening hours. */
  text?: string | null;
} & (
  | {
      /** Follows `href`; without one the item only informs. */
      action: 'LINK';
      /** Internal path or absolute URL. */
      href?: string | null;
    }
  | {
      /** Calls `phone`. */
      action: 'CALL';
      /** Number as displayed, e.g. '1-800-555-0199'. */
      phone: string;
    }
  | {
      /** Opens the live chat when chat is on; otherwise the item only informs. */
      action: 'CHAT';
    }
);

/** A link of the footer. */
export type FooterLink = {
  /** Link text. */
  text: string;
  /** Internal path or absolute URL. */
  href: string;
};

/** A titled group of footer links. */
export type FooterNavGroup = {
  /** Group heading. */
  title: string;
  /** The group's links. */
  links: readonly FooterLink[];
};

/** The newsletter form's place and text in the footer. */
export type FooterNewsletter = {
  /** Left or right of the navigation groups. */
  position: NewsletterPosition;
  /** Line under 'GET ON THE LIST'. */
  text?: string;
};

/** Props of {@link Footer}: the serialisable content (from the theme config) plus the host's callbacks. */
export type FooterProps = {
  /** Site name, for the copyright line. */
  siteName: string;
  /** Splash bar items above the footer. */
  splashBar?: readonly SplashBarItem[];
  /** Navigation groups (collapsible on phones). */
  navigation?: readonly FooterNavGroup[];
  /** Profile URL per social network (the host builds them from the theme config's handles). */
  social?: Partial<Record<SocialNetwork, string>>;
  /** The newsletter form; absent when the newsletter is off. */
  newsletter?: FooterNewsletter | null;
  /** Payment methods enabled beyond the four cards. */
  paymentMethods?: readonly ExtraPaymentMethod[];
  /** Legal bar links (privacy, terms…). */
  legalLinks?: readonly FooterLink[];
  /** The privacy policy's URL; in simple mode it is the only legal link beside Do Not Sell. */
  privacyUrl?: string;
  /** Small print under the legal links. */
  disclaimer?: string;
  /** Simple mode (checkout-style pages): legal links cut to Do Not Sell and the privacy policy. */
  simple?: boolean;
  /** Whether live chat is on: chat items act and phones get a 'Live Chat' item. */
  chat?: boolean;
  /** Opens the live chat. */
  onChat?: () => void;
  /** Subscribes an address from the footer's form (see NewsletterForm's `onSubscribe`). */
  onSubscribe?: (event: NewsletterEvent) => Promise<string | null>;
  /** The subscribed event; the host opens the confirmation page. */
  onSubscribed?: (event: NewsletterEvent) => void;
  /** Error for the footer's newsletter form, e.g. after a post without JavaScript. */
  newsletterError?: string | null;
  /** Extra class on the `<footer>`. */
  className?: string;
};
