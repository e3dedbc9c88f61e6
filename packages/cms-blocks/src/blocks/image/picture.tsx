import { type ImagePriority, imageLoadingProps, urlImageSources } from '@fitkit/ui/image';
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
  /** How it loads, from its place on the page (see `useImagePriority`). */
  priority: ImagePriority;
  /** Class name of the img element. */
  className?: string;
}

/** A `<source>` for a device's own image: a raster picture of the image route in widths, else its one URL. */
function DeviceSource({ image, minWidth }: { image: CmsImage; minWidth: number }) {
  const { src, srcSet = src, sizes } = urlImageSources(image.filename);
  return <source media={`(min-width: ${minWidth}px)`} srcSet={srcSet} sizes={sizes} />;
}

/**
 * A per-device image: a `<picture>` with a source for each larger device that has its own image (an unset
 * device falls through to the next smaller one, as layout settings inherit) and the phone image as the img.
 * Raster pictures of the shop's image route are offered in the width ladder, shown at most at their box's width.
 */
export function CmsPicture({ mobile, tablet, desktop, alt, priority, className }: CmsPictureProps) {
  return (
    <picture>
      {desktop ? <DeviceSource image={desktop} minWidth={DEVICE_MIN_WIDTH.desktop} /> : null}
      {tablet ? <DeviceSource image={tablet} minWidth={DEVICE_MIN_WIDTH.tablet} /> : null}
      <img
        className={className}
        {...urlImageSources(mobile.filename)}
        alt={alt ?? mobile.alt}
        {...imageLoadingProps(priority)}
      />
    </picture>
  );
}
