/**
 * The shop's one rule for how an image loads and which files it is offered in. Every component that shows a
 * product or CMS picture takes its attributes from here, so SPEC §9's "lazy loading starts after the first 5
 * images", eager loading in CMS preview and `fetchpriority="high"` on the page's LCP image hold everywhere.
 */

/** Images of a page that load straight away, in page order; later ones load lazily (SPEC §9). */
export const EAGER_IMAGE_COUNT = 5;

/**
 * The widths raster pictures are offered in (`srcset` width descriptors). The image route makes variants of a
 * raster original in these widths only, so every URL the kit builds for one is on this ladder.
 */
export const IMAGE_WIDTHS = [160, 240, 320, 480, 640, 960, 1280, 1600, 1920] as const;

/**
 * How an image loads: `high` is the page's LCP image (eager, fetched first), `eager` loads at once, `lazy` when
 * it nears the viewport.
 */
export type ImagePriority = 'high' | 'eager' | 'lazy';

/** Where an image stands on the page, for {@link imagePriority}. */
export interface ImagePosition {
  /** The page is shown in a CMS preview: editors see every image at once. */
  preview?: boolean;
  /** Position 0 of this sequence is the page's LCP image (the hero, the first product picture). */
  lcp?: boolean;
}

/** The priority of the image at `position` (0-based, in page order). */
export function imagePriority(
  position: number,
  { preview = false, lcp = false }: ImagePosition = {},
): ImagePriority {
  if (lcp && position === 0) return 'high';
  return preview || position < EAGER_IMAGE_COUNT ? 'eager' : 'lazy';
}

/** The `img` attributes of a priority. */
export function imageLoadingProps(priority: ImagePriority): {
  loading: 'eager' | 'lazy';
  fetchPriority?: 'high';
  decoding: 'async' | 'auto';
} {
  // The LCP image is decoded as soon as it arrives; the others off the main thread's critical path.
  if (priority === 'high') return { loading: 'eager', fetchPriority: 'high', decoding: 'auto' };
  return { loading: priority, decoding: 'async' };
}

/** Whether a file is a raster picture (offered in widths) rather than a drawing (SVG, sharp at any size). */
export function isRasterFile(filename: string): boolean {
  return /\.(?:jpe?g|png|webp|avif)$/i.test(filename);
}

/** A box in CSS pixels. */
export interface ImageBox {
  w: number;
  h: number;
}

/** The box on the ladder for a wanted box: the next width up (the widest at most), the height kept in proportion. */
export function ladderBox({ w, h }: ImageBox): ImageBox {
  const width = IMAGE_WIDTHS.find((ladder) => ladder >= w) ?? Math.max(...IMAGE_WIDTHS);
  return { w: width, h: Math.round((width * h) / w) };
}

/** The ladder boxes offered for a box: from the narrowest up to twice its width (for 2x screens). */
export function srcSetBoxes(box: ImageBox): ImageBox[] {
  const widest = ladderBox({ w: box.w * 2, h: box.h * 2 }).w;
  return IMAGE_WIDTHS.filter((w) => w <= widest).map((w) => ({ w, h: Math.round((w * box.h) / box.w) }));
}

/** A `srcset` with width descriptors over {@link srcSetBoxes}. */
export function widthSrcSet(box: ImageBox, url: (box: ImageBox) => string): string {
  return srcSetBoxes(box)
    .map((each) => `${url(each)} ${each.w}w`)
    .join(', ');
}

/** The `sizes` of an image shown at most at its box's width: the viewport's width below it. */
export function boxSizes(box: ImageBox): string {
  return `(max-width: ${box.w}px) 100vw, ${box.w}px`;
}

// The shop's image route: {prefix}/img/{mode}/{id}/r/{w}x{h}/{fit}/{quality}/{file}.
const IMAGE_ROUTE = /^(.*\/img\/[^/]+\/[^/]+\/r\/)(\d+)x(\d+)(\/(?:contain|cover)\/\d+\/)([^/?#]+)$/;

/**
 * `src`, `srcset` and `sizes` for a picture given by URL (a CMS asset): a raster file of the image route is
 * offered in the ladder's widths at its box's shape, shown at most at its box's width unless `sizes` says
 * otherwise; any other URL (a drawing, another host) is used as it is.
 */
export function urlImageSources(
  url: string,
  sizes?: string,
): { src: string; srcSet?: string; sizes?: string } {
  const match = IMAGE_ROUTE.exec(url);
  if (!match || !isRasterFile(match[5] ?? '')) return { src: url };
  const [, prefix, w, h, rest, file] = match;
  const box = { w: Number(w), h: Number(h) };
  const at = (each: ImageBox) => `${prefix}${each.w}x${each.h}${rest}${file}`;
  return { src: at(ladderBox(box)), srcSet: widthSrcSet(box, at), sizes: sizes ?? boxSizes(box) };
}
