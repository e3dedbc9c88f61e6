/**
 * How far ahead of the shopper's scroll client-only content starts to load: half a screen below the viewport, so
 * it is there by the time it scrolls in, while content further down costs a first visit nothing (issue 13's
 * JavaScript in the first 5 s).
 */
export const NEAR_VIEWPORT_MARGIN = '0px 0px 50% 0px';

/**
 * Calls `near` once, when `element` comes within {@link NEAR_VIEWPORT_MARGIN} of the viewport — at once where the
 * browser has no IntersectionObserver. Returns a cancel function for effect clean-ups.
 */
export function whenNearViewport(element: Element, near: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    near();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      near();
    },
    { rootMargin: NEAR_VIEWPORT_MARGIN },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
