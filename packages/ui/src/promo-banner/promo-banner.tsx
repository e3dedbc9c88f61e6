import type { ComponentProps, CSSProperties } from 'react';
import { useUi } from '../provider';
import { cn } from '../utils/cn';

/** The banner image sizes of SPEC §9, in CSS pixels: mobile below 768 px, desktop from 768 px. */
export const PROMO_BANNER_IMAGE_SIZES = {
  mobile: { width: 768, height: 32 },
  desktop: { width: 1334, height: 32 },
} as const;

/** The width from which the desktop image shows (the mobile breakpoint of SPEC §9). */
const DESKTOP_IMAGE_FROM_PX = 768;

/** The banner content of SPEC §3 in the shape the component takes. */
export type PromoBannerContent = {
  /** Image URL for screens below 768 px (drawn 768x32); falls back to the desktop image. */
  mobileImage?: string | null;
  /** Image URL from 768 px up (drawn 1334x32); falls back to the mobile image. */
  desktopImage?: string | null;
  /** What the banner says, for screen readers and when images fail. */
  alt: string;
  /** Where the banner links; without it the banner is not a link. */
  href?: string | null;
  /** Opens the link in a new tab (external links). */
  newTab?: boolean;
  /** Background colours around the image per screen size, as CSS colours (presets and custom resolved). */
  backgroundColors?: { mobile?: string | null; desktop?: string | null } | null;
};

/** Props of {@link PromoBanner}. */
export type PromoBannerProps = Omit<ComponentProps<'section'>, 'children'> &
  PromoBannerContent & {
    /** Name of the banner's region landmark (page content belongs in landmarks); defaults to 'Promotion'. */
    label?: string;
  };

/** The sitewide promo banner above the header: one image per screen size, optionally a link. */
export function PromoBanner({
  mobileImage,
  desktopImage,
  alt,
  href,
  newTab = false,
  backgroundColors,
  label = 'Promotion',
  className,
  style,
  ...props
}: PromoBannerProps) {
  const { Link } = useUi();
  const mobile = mobileImage || desktopImage;
  const desktop = desktopImage || mobileImage;
  if (!mobile || !desktop) return null;
  const variables: Record<string, string> = {};
  if (backgroundColors?.mobile) variables['--fk-promo-banner-bg'] = backgroundColors.mobile;
  if (backgroundColors?.desktop) variables['--fk-promo-banner-bg-desktop'] = backgroundColors.desktop;
  const picture = (
    <picture>
      <source
        media={`(min-width: ${DESKTOP_IMAGE_FROM_PX}px)`}
        srcSet={desktop}
        width={PROMO_BANNER_IMAGE_SIZES.desktop.width}
        height={PROMO_BANNER_IMAGE_SIZES.desktop.height}
      />
      <img
        className="fk-promo-banner__image"
        src={mobile}
        alt={alt}
        width={PROMO_BANNER_IMAGE_SIZES.mobile.width}
        height={PROMO_BANNER_IMAGE_SIZES.mobile.height}
        decoding="async"
      />
    </picture>
  );
  return (
    <section
      aria-label={label}
      data-slot="promo-banner"
      className={cn('fk-promo-banner', className)}
      style={{ ...(variables as CSSProperties), ...style }}
      {...props}
    >
      {href ? (
        <Link
          href={href}
          className="fk-promo-banner__link"
          {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          {picture}
        </Link>
      ) : (
        picture
      )}
    </section>
  );
}
