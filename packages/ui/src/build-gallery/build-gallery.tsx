import type { BuildPhoto } from '@fitkit/commerce-hooks';
import type { ComponentProps } from 'react';
import { BUILD_PHOTO_MODE } from '../build-card';
import { useUi } from '../provider';
import { cn } from '../utils/cn';

const LARGE = { w: 1200, h: 900, fit: 'contain', mode: BUILD_PHOTO_MODE } as const;

/** Props of {@link BuildGallery}. */
export type BuildGalleryProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** The build's photos, in order. */
  photos: readonly BuildPhoto[];
  /** The build's title, for the photos' text alternatives. */
  title: string;
};

/**
 * A build's photos: each one whole (never cropped), the first loaded at once and the rest lazily, each a link to
 * the largest variant. Nothing is shown for a build without photos.
 */
export function BuildGallery({ photos, title, className, ...props }: BuildGalleryProps) {
  const { imageUrl } = useUi();
  if (photos.length === 0) return null;
  return (
    <section
      data-slot="build-gallery"
      aria-label={`Photos of ${title}`}
      className={cn('fk-build-gallery', className)}
      {...props}
    >
      <ul className="fk-build-gallery__list">
        {photos.map((photo, n) => (
          <li key={photo.key} className="fk-build-gallery__item">
            <a href={imageUrl(photo, { ...LARGE, w: 2400, h: 2400 })}>
              <img
                src={imageUrl(photo, LARGE)}
                alt={`${title} (${n + 1} of ${photos.length})`}
                width={photo.width}
                height={photo.height}
                loading={n === 0 ? 'eager' : 'lazy'}
              />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
