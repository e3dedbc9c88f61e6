import { createContext, useContext } from 'react';
import { isPreviewMode, useCms } from '../../cms-provider/cms-provider';
import type { RawBlok } from '../../fields/fields';

/** How many images of a page load straight away; later ones load lazily (SPEC §9). */
export const EAGER_IMAGE_COUNT = 5;

/** The blocks that show an image of their own, counted in page order for lazy loading. */
export const IMAGE_BLOK_NAMES: readonly string[] = ['image', 'image_card'];

/**
 * The position of every image blok (by `_uid`) in document order, depth first through every nested list of
 * bloks. Computed from the validated content, so the server and the browser agree on which images load lazily.
 */
export function imageOrder(bloks: readonly RawBlok[]): ReadonlyMap<string, number> {
  const order = new Map<string, number>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (!value || typeof value !== 'object') return;
    const blok = value as RawBlok;
    if (typeof blok.component !== 'string') return;
    if (IMAGE_BLOK_NAMES.includes(blok.component) && typeof blok._uid === 'string' && !order.has(blok._uid)) {
      order.set(blok._uid, order.size);
    }
    for (const field of Object.values(blok)) if (Array.isArray(field)) visit(field);
  };
  visit(bloks);
  return order;
}

/** The image order of the content being rendered; provided by the outermost `Blocks`. */
export const ImageOrderContext = createContext<ReadonlyMap<string, number> | null>(null);

/**
 * The `loading` attribute for an image blok: eager for the first {@link EAGER_IMAGE_COUNT} images of the
 * page, lazy after them, and always eager in preview modes, where editors expect to see every image at once.
 */
export function useImageLoading(uid: string): 'eager' | 'lazy' {
  const { mode } = useCms();
  const order = useContext(ImageOrderContext);
  if (isPreviewMode(mode)) return 'eager';
  const index = order?.get(uid);
  return index !== undefined && index < EAGER_IMAGE_COUNT ? 'eager' : 'lazy';
}
