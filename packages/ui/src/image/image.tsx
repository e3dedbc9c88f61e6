import type { ComponentProps } from 'react';
import { type ImageFit, type UiImage, useUi } from '../provider';
import {
  boxSizes,
  type ImageBox,
  type ImagePriority,
  imageLoadingProps,
  isRasterFile,
  widthSrcSet,
} from './image-rules';

/** Props of {@link ShopImage}. */
export type ShopImageProps = Omit<
  ComponentProps<'img'>,
  'src' | 'srcSet' | 'sizes' | 'width' | 'height' | 'loading' | 'fetchPriority' | 'decoding'
> & {
  /** The picture as the API describes it. */
  image: UiImage;
  /** The box it is laid out in, CSS pixels (its `width` and `height`). */
  box: ImageBox;
  /** How the picture fits the box; `contain` never crops a product. */
  fit?: ImageFit;
  /** The `sizes` of a raster picture: how wide it shows at each viewport; at most its box's width by default. */
  sizes?: string;
  /** How it loads (see `imagePriority`); lazy by default. */
  priority?: ImagePriority;
  /** Alternative text; empty for a picture a link or heading beside it already names. */
  alt: string;
};

/**
 * An image of the shop's image route: a raster picture is offered in the ladder's widths with `sizes`, a
 * drawing (SVG) once at its box; loading and fetch priority follow the one rule of `imageLoadingProps`.
 */
export function ShopImage({
  image,
  box,
  fit = 'contain',
  sizes,
  priority = 'lazy',
  alt,
  ...props
}: ShopImageProps) {
  const { imageUrl } = useUi();
  const raster = isRasterFile(image.filename);
  return (
    <img
      src={imageUrl(image, { ...box, fit })}
      {...(raster
        ? {
            srcSet: widthSrcSet(box, (each) => imageUrl(image, { ...each, fit })),
            sizes: sizes ?? boxSizes(box),
          }
        : {})}
      width={box.w}
      height={box.h}
      alt={alt}
      {...imageLoadingProps(priority)}
      {...props}
    />
  );
}
