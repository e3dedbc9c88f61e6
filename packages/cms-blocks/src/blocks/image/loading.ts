import { type ImagePriority, imagePriority } from '@fitkit/ui/image';
import { createContext, useContext } from 'react';
import { isPreviewMode, useCms } from '../../cms-provider/cms-provider';
import type { RawBlok } from '../../fields/fields';

/** The blocks that show an image of their own (a video banner its poster), counted in page order. */
export const IMAGE_BLOK_NAMES: readonly string[] = ['image', 'image_card', 'video_banner'];

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
 * How an image blok's picture loads, by `@fitkit/ui/image`'s one rule: the story's first image is the page's LCP
 * image (the hero; a story is the whole page), the first five load eagerly, later ones lazily, and every one
 * eagerly in preview modes, where editors expect to see every image at once. A blok outside the counted content
 * loads lazily.
 */
export function useImagePriority(uid: string): ImagePriority {
  const { mode } = useCms();
  const index = useContext(ImageOrderContext)?.get(uid);
  return imagePriority(index ?? Number.POSITIVE_INFINITY, { preview: isPreviewMode(mode), lcp: true });
}
