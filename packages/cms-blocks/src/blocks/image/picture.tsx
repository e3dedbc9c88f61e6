import { DEVICE_MIN_WIDTH } from '../../devices/devices';
import type { CmsImage } from '../../fields/fields';

/** Props of {@link CmsPicture}. */
export interface CmsPictureProps {
  /** The image on phones, and on larger devices without their own. */
  mobile: CmsImage;
  /** The tablet image; unset inherits the phone image. */
  tablet?: CmsImage | undefined;
  /** The desktop image; unset inherits the tablet (or phone) image. */
  desktop?: CmsImage | undefined;
  /** The alternative text; the phone image's own alt text when unset. */
  alt?: string | undefined;
  /** Eager for the first images of a page, lazy after them (see `useImageLoading`). */
  loading: 'eager' | 'lazy';
  /** Class name of the img element. */
  className?: string;
}

/**
 * A per-device image: a `<picture>` with a source for each larger device that has its own image (an unset
 * device falls through to the next smaller one, as layout settings inherit) and the phone image as the img.
 */
export function CmsPicture({ mobile, tablet, desktop, alt, loading, className }: CmsPictureProps) {
  return (
    <picture>
      {desktop ? (
        <source media={`(min-width: ${DEVICE_MIN_WIDTH.desktop}px)`} srcSet={desktop.filename} />
      ) : null}
      {tablet ? (
        <source media={`(min-width: ${DEVICE_MIN_WIDTH.tablet}px)`} srcSet={tablet.filename} />
      ) : null}
      <img
        className={className}
        src={mobile.filename}
        alt={alt ?? mobile.alt}
        loading={loading}
        decoding="async"
      />
    </picture>
  );
}
