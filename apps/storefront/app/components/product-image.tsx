import { type UiImage, useUi } from '@fitkit/ui/provider';

/** A product image from the image route, sized for its box (2x for sharp screens). */
export function ProductImage({
  image,
  alt,
  width,
  height,
  priority = false,
}: {
  image: UiImage;
  alt: string;
  width: number;
  height: number;
  priority?: boolean;
}) {
  const { imageUrl } = useUi();
  return (
    <img
      src={imageUrl(image, { w: width, h: height })}
      srcSet={`${imageUrl(image, { w: width * 2, h: height * 2 })} 2x`}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
    />
  );
}
