import { type ComponentProps, type KeyboardEvent, useId, useRef, useState } from 'react';
import { ShopImage } from '../image/image';
import { imagePriority } from '../image/image-rules';
import type { UiImage } from '../provider';
import { cn } from '../utils/cn';

/** A gallery picture: an image with its alt text. */
export type GalleryImage = UiImage & {
  /** Describes the picture; required, since every gallery image carries information. */
  alt: string;
};

/** Props of {@link ProductGallery}. */
export type ProductGalleryProps = Omit<ComponentProps<'section'>, 'children' | 'onSelect'> & {
  /** Pictures in order; the first is shown first. */
  images: readonly GalleryImage[];
  /** The shown picture, when the app controls it. */
  selectedIndex?: number;
  /** Called with the index of the picture chosen. */
  onSelect?: (index: number) => void;
  /** Accessible name of the gallery, e.g. the product name. */
  label?: string;
};

const MAIN = { w: 640, h: 480 } as const;
// The main picture fills the page's width on phones and half of it beside the details from 1024 px.
const MAIN_SIZES = '(max-width: 640px) 100vw, (max-width: 1024px) 640px, min(640px, 50vw)';
const THUMB = { w: 80, h: 60 } as const;

/** A main picture with thumbnails; the thumbnails are a toolbar of buttons with arrow-key movement. */
export function ProductGallery({
  images,
  selectedIndex,
  onSelect,
  label = 'Product images',
  className,
  ...props
}: ProductGalleryProps) {
  const [ownIndex, setOwnIndex] = useState(0);
  const id = useId();
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const count = images.length;
  const index = Math.min(Math.max(0, selectedIndex ?? ownIndex), Math.max(0, count - 1));
  const main = images[index];

  const select = (next: number, focus = false) => {
    setOwnIndex(next);
    onSelect?.(next);
    if (focus) thumbs.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: (index + 1) % count,
      ArrowDown: (index + 1) % count,
      ArrowLeft: (index - 1 + count) % count,
      ArrowUp: (index - 1 + count) % count,
      Home: 0,
      End: count - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next, true);
  };

  return (
    <section
      aria-label={label}
      data-slot="product-gallery"
      className={cn('fk-gallery', className)}
      {...props}
    >
      <div className="fk-gallery__main" id={`${id}-main`} aria-live="polite">
        {main ? (
          <ShopImage
            key={main.key}
            className="fk-gallery__image"
            image={main}
            box={MAIN}
            sizes={MAIN_SIZES}
            alt={main.alt}
            // The first picture is the product page's LCP image; another one is shown on the shopper's choice.
            priority={index === 0 ? 'high' : 'eager'}
          />
        ) : (
          <div className="fk-gallery__empty">No image available</div>
        )}
      </div>
      {count > 1 ? (
        <div
          role="toolbar"
          aria-label="Choose an image"
          aria-orientation="horizontal"
          aria-controls={`${id}-main`}
          className="fk-gallery__thumbs"
          onKeyDown={onKeyDown}
        >
          {images.map((image, position) => (
            <button
              key={image.key}
              ref={(element) => {
                thumbs.current[position] = element;
              }}
              type="button"
              className="fk-gallery__thumb fk-focusable"
              aria-pressed={position === index}
              aria-label={`Image ${position + 1} of ${count}: ${image.alt}`}
              data-state={position === index ? 'selected' : 'idle'}
              // One tab stop for the whole strip; the arrows move inside it.
              tabIndex={position === index ? 0 : -1}
              onClick={() => select(position)}
            >
              {/* The thumbnails follow the main picture in page order. */}
              <ShopImage image={image} box={THUMB} alt="" priority={imagePriority(position + 1)} />
            </button>
          ))}
        </div>
      ) : null}
    </section>
  );
}
