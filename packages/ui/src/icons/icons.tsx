import type { ComponentProps, ReactNode } from 'react';

/** Props of every inline icon: an SVG that is decorative unless given a title. */
export type IconProps = Omit<ComponentProps<'svg'>, 'children'> & {
  /** Accessible name; without it the icon is hidden from assistive technology. */
  title?: string;
};

/** The frame every inline icon shares: a 24×24 stroked SVG, decorative unless titled. */
export function Svg({ title, className, children, ...props }: IconProps & { children: ReactNode }) {
  const shared = {
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 2,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
    focusable: 'false',
    className: className ? `fk-icon ${className}` : 'fk-icon',
  } as const;
  if (title) {
    return (
      <svg role="img" aria-label={title} {...shared} {...props}>
        <title>{title}</title>
        {children}
      </svg>
    );
  }
  return (
    <svg aria-hidden="true" {...shared} {...props}>
      {children}
    </svg>
  );
}

/** A closed padlock, for secure checkout actions. */
export function PadlockIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <rect x="4.5" y="10.5" width="15" height="10" rx="2" />
      <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" />
      <circle cx="12" cy="15.5" r="1.25" fill="currentColor" stroke="none" />
    </Svg>
  );
}

/** A floppy disk, for save actions. */
export function SaveIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M5 3.5h11l3.5 3.5v12a1.5 1.5 0 0 1-1.5 1.5H5A1.5 1.5 0 0 1 3.5 19V5A1.5 1.5 0 0 1 5 3.5Z" />
      <path d="M7.5 3.5v5h8v-5" />
      <rect x="7" y="13" width="10" height="7.5" rx="0.5" />
    </Svg>
  );
}

/** A right-pointing arrow, for "go on" actions. */
export function ArrowIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M4.5 12h15" />
      <path d="m13 5.5 6.5 6.5-6.5 6.5" />
    </Svg>
  );
}

/** A shopping cart drawn filled. */
export function CartIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path
        d="M2.5 3.5h2.6l2.3 11.2a1.5 1.5 0 0 0 1.5 1.2h8.7a1.5 1.5 0 0 0 1.5-1.1l1.7-7.1H6"
        fill="currentColor"
      />
      <circle cx="9.5" cy="20" r="1.5" fill="currentColor" />
      <circle cx="17" cy="20" r="1.5" fill="currentColor" />
    </Svg>
  );
}

/** A shopping cart drawn in outline. */
export function CartOutlineIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M2.5 3.5h2.6l2.3 11.2a1.5 1.5 0 0 0 1.5 1.2h8.7a1.5 1.5 0 0 0 1.5-1.1l1.7-7.1H6" />
      <circle cx="9.5" cy="20" r="1.5" />
      <circle cx="17" cy="20" r="1.5" />
    </Svg>
  );
}

/** A generic pickup truck, the default vehicle icon. */
export function TruckIcon(props: IconProps) {
  return (
    <Svg viewBox="0 0 32 24" {...props}>
      <path d="M2 15.5V12l2-1h9V6.5h6.5l4 4.5H28a2 2 0 0 1 2 2v2.5a1 1 0 0 1-1 1h-1.5" />
      <path d="M2 15.5a1 1 0 0 0 1 1h2.5M11.5 16.5h10" />
      <path d="M15.5 6.5V11h8" />
      <circle cx="8.5" cy="17" r="2.75" />
      <circle cx="24.5" cy="17" r="2.75" />
    </Svg>
  );
}

/** A Jeep from the front: flat upright windshield, round headlamps either side of a slotted grille, open fenders. */
export function JeepIcon(props: IconProps) {
  return (
    <Svg viewBox="0 0 32 24" {...props}>
      <path d="M8 10 8.75 4h14.5L24 10" />
      <rect x="4" y="10" width="24" height="8" rx="1.5" />
      <path d="M2 11.5h2M28 11.5h2" />
      <circle cx="8.25" cy="14" r="1.9" />
      <circle cx="23.75" cy="14" r="1.9" />
      <path d="M12.5 12v4M14.75 12v4M17.25 12v4M19.5 12v4" strokeWidth={1.4} />
      <path d="M5.5 18v3h4v-3M22.5 18v3h4v-3" fill="currentColor" />
    </Svg>
  );
}

/** A Ford Bronco from the front: squared roof, one wide grille band that holds the headlamps. */
export function BroncoIcon(props: IconProps) {
  return (
    <Svg viewBox="0 0 32 24" {...props}>
      <path d="M6.5 10 7.5 4.5h17l1 5.5M5.5 4.5h21" />
      <rect x="3.5" y="10" width="25" height="8" rx="1" />
      <rect x="6" y="12" width="20" height="4" rx="2" strokeWidth={1.5} />
      <circle cx="8" cy="14" r="1.1" fill="currentColor" stroke="none" />
      <circle cx="24" cy="14" r="1.1" fill="currentColor" stroke="none" />
      <path d="M11.5 14h9" strokeWidth={1.5} />
      <path d="M5.5 18v3h4v-3M22.5 18v3h4v-3" fill="currentColor" />
    </Svg>
  );
}

/** Three bars, the mobile menu toggle. */
export function MenuIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M4 6.5h16M4 12h16M4 17.5h16" />
    </Svg>
  );
}

/** A telephone handset. */
export function PhoneIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M5 3.5h3.5l1.75 4.5-2.25 1.5a11 11 0 0 0 6.5 6.5l1.5-2.25 4.5 1.75V19a1.5 1.5 0 0 1-1.5 1.5A16 16 0 0 1 3.5 5 1.5 1.5 0 0 1 5 3.5Z" />
    </Svg>
  );
}

/** An X, for close buttons. */
export function CloseIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="m6 6 12 12M18 6 6 18" />
    </Svg>
  );
}

/** A circled check mark. */
export function CheckIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="m8 12.5 2.75 2.75L16 10" />
    </Svg>
  );
}

/** A circled exclamation mark. */
export function AlertIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7.5v5.5" />
      <circle cx="12" cy="16.25" r="0.6" fill="currentColor" />
    </Svg>
  );
}

/** A chevron pointing down, for select affordances. */
export function ChevronDownIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="m6 9 6 6 6-6" />
    </Svg>
  );
}

/** A magnifying glass, for search. */
export function SearchIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="m15.5 15.5 5 5" />
    </Svg>
  );
}

/** A chevron pointing left, for "previous" controls. */
export function ChevronLeftIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="m15 6-6 6 6 6" />
    </Svg>
  );
}

/** A chevron pointing right, for "next" controls. */
export function ChevronRightIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="m9 6 6 6-6 6" />
    </Svg>
  );
}

/** A play triangle, for video posters. */
export function PlayIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M8 5.5v13l10.5-6.5Z" fill="currentColor" />
    </Svg>
  );
}

/** A heart, for the wishlist: outlined, or filled when `filled`. */
export function HeartIcon({ filled = false, ...props }: IconProps & { filled?: boolean }) {
  return (
    <Svg {...props}>
      <path
        d="M12 20.5s-7.5-4.6-9.3-9.4C1.6 8 3.6 4.5 7.1 4.5c2 0 3.6 1.1 4.9 2.9 1.3-1.8 2.9-2.9 4.9-2.9 3.5 0 5.5 3.5 4.4 6.6-1.8 4.8-9.3 9.4-9.3 9.4Z"
        fill={filled ? 'currentColor' : 'none'}
      />
    </Svg>
  );
}
