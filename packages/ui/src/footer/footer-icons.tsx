import type { ComponentType, ReactNode } from 'react';
import { type IconProps, PadlockIcon, PhoneIcon, Svg, TruckIcon } from '../icons/icons';
import type { PaymentMethod, SocialNetwork, SplashBarIcon } from './options';

/** A speech bubble, for live chat. */
function ChatIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M4 5.5A1.5 1.5 0 0 1 5.5 4h13A1.5 1.5 0 0 1 20 5.5v9a1.5 1.5 0 0 1-1.5 1.5H10l-4.5 4v-4h0A1.5 1.5 0 0 1 4 14.5Z" />
      <path d="M8 9h8M8 12h5" />
    </Svg>
  );
}

/** A parcel, for shipping. */
function ParcelIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M3.5 7.5 12 3.5l8.5 4v9L12 20.5l-8.5-4Z" />
      <path d="M3.5 7.5 12 11.5l8.5-4M12 11.5v9" />
    </Svg>
  );
}

/** A turning-back arrow, for returns. */
function ReturnIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M9 5 4.5 9.5 9 14" />
      <path d="M4.5 9.5H15a4.5 4.5 0 0 1 0 9h-4" />
    </Svg>
  );
}

/** A shield, for warranties. */
function ShieldIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M12 3.5 19.5 6v5.5c0 4.5-3.2 7.8-7.5 9-4.3-1.2-7.5-4.5-7.5-9V6Z" />
    </Svg>
  );
}

/** The icon drawn for each splash bar icon name. */
export const SPLASH_ICONS: Record<SplashBarIcon, ComponentType<IconProps>> = {
  PHONE: PhoneIcon,
  CHAT: ChatIcon,
  TRUCK: TruckIcon,
  SHIPPING: ParcelIcon,
  RETURNS: ReturnIcon,
  WARRANTY: ShieldIcon,
  SECURE: PadlockIcon,
};
/** The chat icon, for the phones-only 'Live Chat' item. */
export const LiveChatIcon = ChatIcon;

/** Display name of each network. */
export const SOCIAL_NAMES: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  twitter: 'Twitter',
  instagram: 'Instagram',
  youtube: 'YouTube',
  tiktok: 'TikTok',
};

// Own simple marks, not the networks' artwork: a letter or a pictogram in a circle.
const SOCIAL_GLYPHS: Record<SocialNetwork, ReactNode> = {
  facebook: (
    <path d="M13.5 8h2V5.5h-2a3 3 0 0 0-3 3V10H8.5v2.5h2V19H13v-6.5h2l.5-2.5H13V8.5a.5.5 0 0 1 .5-.5Z" />
  ),
  twitter: <path d="m7 6.5 10 11M17 6.5l-10 11" />,
  instagram: (
    <>
      <rect x="6" y="6" width="12" height="12" rx="3.5" />
      <circle cx="12" cy="12" r="2.75" />
    </>
  ),
  youtube: <path d="M10 8.5v7l6-3.5Z" fill="currentColor" />,
  tiktok: <path d="M13 5.5v9a2.75 2.75 0 1 1-2.75-2.75M13 5.5a3.5 3.5 0 0 0 3.5 3.5" />,
};

/** A network's mark in a circle; decorative, the link carries the name. */
export function SocialMark({ network, ...props }: IconProps & { network: SocialNetwork }) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="12" r="10" />
      {SOCIAL_GLYPHS[network]}
    </Svg>
  );
}

/** Name of each payment method, as the logo's accessible name. */
export const PAYMENT_NAMES: Record<PaymentMethod, string> = {
  VISA: 'Visa',
  MASTERCARD: 'Mastercard',
  AMERICAN_EXPRESS: 'American Express',
  DISCOVER: 'Discover',
  PAYPAL: 'PayPal',
  PAYPAL_CREDIT: 'PayPal Credit',
  GOOGLE_PAY: 'Google Pay',
  APPLE_PAY: 'Apple Pay',
  AFFIRM: 'Affirm',
};

// Own simple marks: a card outline with the method's short name in its own colour; no brand artwork.
const PAYMENT_MARKS: Record<PaymentMethod, { label: string; color: string }> = {
  VISA: { label: 'VISA', color: '#1a1f71' },
  MASTERCARD: { label: 'MC', color: '#b45309' },
  AMERICAN_EXPRESS: { label: 'AMEX', color: '#0b5cab' },
  DISCOVER: { label: 'DISC', color: '#9a3412' },
  PAYPAL: { label: 'PayPal', color: '#1e3a8a' },
  PAYPAL_CREDIT: { label: 'PP Credit', color: '#1e3a8a' },
  GOOGLE_PAY: { label: 'G Pay', color: '#374151' },
  APPLE_PAY: { label: 'Apple Pay', color: '#000000' },
  AFFIRM: { label: 'affirm', color: '#3730a3' },
};

/** A payment method's logo: a small card with its short name, named for assistive technology. */
export function PaymentMark({ method }: { method: PaymentMethod }) {
  const { label, color } = PAYMENT_MARKS[method];
  const name = PAYMENT_NAMES[method];
  return (
    <svg
      role="img"
      aria-label={name}
      viewBox="0 0 60 38"
      width="60"
      height="38"
      className="fk-payment-mark"
      data-method={method}
      focusable="false"
    >
      <title>{name}</title>
      <rect x="0.75" y="0.75" width="58.5" height="36.5" rx="5" fill="#ffffff" stroke="#9ca3af" />
      <rect x="4" y="29" width="52" height="5" rx="1.5" fill={color} />
      <text
        x="30"
        y="20"
        textAnchor="middle"
        fill={color}
        fontFamily="system-ui, sans-serif"
        fontSize={label.length > 6 ? 9 : 12}
        fontWeight="700"
      >
        {label}
      </text>
    </svg>
  );
}
