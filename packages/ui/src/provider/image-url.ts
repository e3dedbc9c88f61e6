import { isRasterFile, ladderBox } from '../image/image-rules';

/** The image mode of build photos on the image route. */
export const BUILD_PHOTO_MODE = 'build';

/** An image as the API describes it: a storage key and a file name. */
export type UiImage = {
  /** Storage key of the image (the `{id}` segment of the image route). */
  key: string;
  /** File name, kept last in the URL so downloads get a sensible name. */
  filename: string;
};

/** How an image is fitted into the requested box. */
export const IMAGE_FITS = ['contain', 'cover'] as const;
/** One of {@link IMAGE_FITS}. */
export type ImageFit = (typeof IMAGE_FITS)[number];

/** Size and quality wanted from the image route. */
export type ImageUrlOptions = {
  /** Width in CSS pixels. */
  w: number;
  /** Height in CSS pixels. */
  h: number;
  /** Fit mode; defaults to `contain` so products are never cropped. */
  fit?: ImageFit;
  /** Quality 1–100; defaults to 80. */
  quality?: number;
  /** Image mode segment (`p` for product images, the default). */
  mode?: string;
};

function assertWholeInRange(name: string, value: number, min: number, max: number): void {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new RangeError(`${name} must be a whole number from ${min} to ${max}, got ${String(value)}`);
  }
}

/**
 * Builds `{assetBase}/img/{mode}/{key}/r/{w}x{h}/{fit}/{quality}/{filename}` (the image route of the contract).
 * A raster picture's box is moved up to the width ladder (`@fitkit/ui/image`), the only widths the route makes
 * of it, except a build photo's, which is cut at any size. Throws a RangeError for sizes or qualities the route
 * would reject.
 */
export function buildImageUrl(image: UiImage, options: ImageUrlOptions, assetBase = ''): string {
  const { fit = 'contain', quality = 80, mode = 'p' } = options;
  assertWholeInRange('w', options.w, 1, 4000);
  assertWholeInRange('h', options.h, 1, 4000);
  const { w, h } = mode !== BUILD_PHOTO_MODE && isRasterFile(image.filename) ? ladderBox(options) : options;
  assertWholeInRange('quality', quality, 1, 100);
  if (!IMAGE_FITS.includes(fit)) throw new RangeError(`fit must be one of ${IMAGE_FITS.join(', ')}`);
  if (!/^[a-z0-9-]+$/i.test(mode))
    throw new RangeError(`mode must be letters, digits or dashes, got ${mode}`);
  if (image.key === '' || image.filename === '')
    throw new RangeError('image key and filename must not be empty');
  const base = assetBase.replace(/\/+$/, '');
  const key = encodeURIComponent(image.key);
  const filename = encodeURIComponent(image.filename);
  return `${base}/img/${mode}/${key}/r/${w}x${h}/${fit}/${quality}/${filename}`;
}
