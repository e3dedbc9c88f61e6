import {
  BASE_PAYMENT_METHODS,
  EXTRA_PAYMENT_METHODS,
  type ExtraPaymentMethod,
  type FooterLink,
  type PaymentMethod,
  SOCIAL_NETWORKS,
  type SocialNetwork,
} from './options';

/** Text of the Do Not Sell link every footer has (SPEC §2); the page is the shop's `doNotSell` route. */
export const DO_NOT_SELL_TEXT = 'Do Not Sell My Personal Information';
/** Text of the privacy policy link. */
export const PRIVACY_POLICY_TEXT = 'Privacy Policy';
/** Text of the phones-only splash bar item that opens the chat. */
export const LIVE_CHAT_TEXT = 'Live Chat';

/**
 * The legal links to show: in simple mode only Do Not Sell and the privacy policy; otherwise the legal bar's links,
 * with Do Not Sell (at the shop's `doNotSellHref`) added when the bar does not already link it.
 */
export function legalLinksOf(options: {
  simple: boolean;
  legalLinks: readonly FooterLink[];
  privacyUrl?: string | null;
  doNotSellHref: string;
}): FooterLink[] {
  const DO_NOT_SELL_LINK: FooterLink = { text: DO_NOT_SELL_TEXT, href: options.doNotSellHref };
  if (options.simple) {
    return options.privacyUrl
      ? [DO_NOT_SELL_LINK, { text: PRIVACY_POLICY_TEXT, href: options.privacyUrl }]
      : [DO_NOT_SELL_LINK];
  }
  const hasDoNotSell = options.legalLinks.some((link) => link.href === DO_NOT_SELL_LINK.href);
  return hasDoNotSell ? [...options.legalLinks] : [...options.legalLinks, DO_NOT_SELL_LINK];
}

/** The four cards, then the enabled extra methods in their fixed order (each once). */
export function paymentMethodsOf(enabled: readonly ExtraPaymentMethod[]): PaymentMethod[] {
  return [...BASE_PAYMENT_METHODS, ...EXTRA_PAYMENT_METHODS.filter((method) => enabled.includes(method))];
}

/** The networks with a profile URL, in the fixed footer order. */
export function socialLinksOf(
  social: Partial<Record<SocialNetwork, string>>,
): { network: SocialNetwork; href: string }[] {
  return SOCIAL_NETWORKS.flatMap((network) => {
    const href = social[network]?.trim();
    return href ? [{ network, href }] : [];
  });
}

/** The copyright line: '© {year} {site name}'. */
export function copyrightText(siteName: string, now: Date = new Date()): string {
  return `© ${now.getFullYear()} ${siteName}`;
}

/** True for links that leave the shop (they open in a new tab). */
export function isExternalHref(href: string): boolean {
  return /^https?:\/\//i.test(href);
}
