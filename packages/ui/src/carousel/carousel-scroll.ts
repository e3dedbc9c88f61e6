/** Scroll animation of a carousel step (SPEC §9). */
export const CAROUSEL_SCROLL_MS = 500;
/** Default width of a carousel item, in CSS pixels (SPEC §9). */
export const CAROUSEL_ITEM_WIDTH = 256;

/**
 * Embla's `duration` is not in milliseconds: it drives a damped spring stepped at 60 Hz with the default
 * friction (0.68). Stepping that spring, 13 settles a 256–512 px move (one or two items) in about 500 ms.
 */
export const EMBLA_DURATION = 13;

/** The recommendation lists shown as carousels (SPEC §3 Recommendations). */
export const RECOMMENDATION_TYPES = ['similar', 'related', 'recent', 'recommended'] as const;
/** One of {@link RECOMMENDATION_TYPES}. */
export type RecommendationType = (typeof RECOMMENDATION_TYPES)[number];

/** The heading of each recommendation carousel. */
export const RECOMMENDATION_TITLES: Record<RecommendationType, string> = {
  similar: 'Similar Products',
  related: 'Related Products',
  recent: 'Recently Viewed',
  recommended: 'Recommended For You',
};

/** How far apart two items are, counting round the end when the carousel loops. */
export function itemDistance(from: number, to: number, count: number, loop: boolean): number {
  const direct = Math.abs(to - from);
  return loop && count > 0 ? Math.min(direct, count - direct) : direct;
}

/** How to move from one item to another: animated over 500 ms for one item, at once for a longer jump. */
export function scrollPlan(
  from: number,
  to: number,
  count: number,
  loop: boolean,
): { jump: boolean; durationMs: number } {
  const jump = itemDistance(from, to, count, loop) > 1;
  return { jump, durationMs: jump ? 0 : CAROUSEL_SCROLL_MS };
}

/** Where the track is: scrolled all the way left (at the start) and/or all the way right (at the end). */
export function scrollEdges(
  canScrollPrev: boolean,
  canScrollNext: boolean,
): {
  scrolledLeft: boolean;
  scrolledRight: boolean;
} {
  return { scrolledLeft: !canScrollPrev, scrolledRight: !canScrollNext };
}
